import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#test/test-app';
import type { ErrorAnswer } from '#test/answers';

// docs/rules/quality.md#input-refusals: the framework's own refusals, in the shop's shape.
const ctx = setupTestApp();

const FRAMEWORK = /fastify|FST_/i;

describe('framework errors in the shop shape', () => {
  it('answers a URL that cannot be decoded with 400 invalid_data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>()).toMatchObject({
      error: 'invalid_data',
      message: 'La dirección solicitada no es válida.',
    });
    expect(res.body).not.toMatch(FRAMEWORK);
  });

  it.each([
    ['invalid JSON', 'application/json', '{"email":'],
    ['empty JSON', 'application/json', ''],
    ['unknown content type', 'application/xml', '<a/>'],
  ])('answers %s in Spanish, without naming the framework', async (_, type, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      headers: { 'content-type': type },
      payload,
    });
    expect([400, 415]).toContain(res.statusCode);
    const body = res.json<ErrorAnswer>();
    expect(Object.keys(body).sort()).toEqual(
      expect.arrayContaining(['error', 'message']) as string[],
    );
    expect(body.message).not.toMatch(/[A-Za-z]+ is not|Body|Unsupported/);
    expect(res.body).not.toMatch(FRAMEWORK);
  });

  it('answers oversized headers with 431 in the shop shape', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: 'too_large',
      message: 'Las cabeceras de la solicitud son demasiado grandes.',
    });
    expect(answer.body).not.toMatch(FRAMEWORK);
  });
});
