import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({
  CONTACT_EMAIL: 'estudio@example.org',
  CONTACT_PHONE: '+34 911 222 333',
});

describe('GET /api/site/config', () => {
  it('gives the browser the configured contact data and nothing secret', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'Estudio de Fotografía',
      contactEmail: 'estudio@example.org',
      contactPhone: '+34 911 222 333',
      instagramUrl: null,
      facebookUrl: null,
      googleClientId: null,
    });
  });
});
