import { describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { setupTestApp } from '#test/test-app';
import { createTestDatabase } from '#test/test-database';

const ctx = setupTestApp();

describe('GET /api/health', () => {
  it('answers 200 JSON when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 unavailable when the database is gone', async () => {
    const second = await createTestDatabase();
    const database = await second.open();
    const app = await buildApp({ ...ctx.config, database: second.config }, { database });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    await second.drop();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'unavailable',
      message: 'La base de datos no responde.',
    });
  });
});
