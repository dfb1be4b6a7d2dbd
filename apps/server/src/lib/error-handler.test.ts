import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { registerErrorHandling } from './error-handler';

// A small app with throwing routes: the handler under test is the real one buildApp uses.
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/validated',
    { schema: { body: z.object({ title: z.string().min(1), price: z.number().min(0) }) } },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError('conflict', 'Ya existe.');
  });
  app.get('/limited', async () => {
    throw new AppError('rate_limited', 'Espera.', undefined, { retryAfterSeconds: 41.2 });
  });
  app.get('/crash', async () => {
    throw new Error('secret connection string postgres://admin:pw@db');
  });
  app.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    // @ts-expect-error: deliberately answers the wrong shape
    async () => ({ n: 'no es número' }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error handling', () => {
  it('maps an AppError to its status and code', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: 'Ya existe.' });
  });

  it('tells a rate-limited caller in Retry-After how long to wait', async () => {
    const res = await app.inject({ method: 'GET', url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json()).toEqual({ error: 'rate_limited', message: 'Espera.' });
  });

  it('answers schema violations with 400 invalid_data and the failing paths', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { title: '', price: -1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string; details: { path: string }[] }>();
    expect(body.error).toBe('invalid_data');
    expect(body.message).toBe('Los datos enviados no son válidos.');
    expect(body.details.map((d) => d.path).sort()).toEqual(['price', 'title']);
  });

  it('answers malformed JSON with 400 and a Spanish message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('invalid_data');
    expect(body.message).toBe('Los datos enviados no son válidos.');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ error: string }>().error).toBe('unsupported_media_type');
  });

  it('never leaks internals of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal',
      message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.',
    });
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('at ');
  });

  it('turns a response that breaks its own schema into a plain 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ error: string }>().error).toBe('internal');
  });
});
