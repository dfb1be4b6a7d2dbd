import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPlugin } from './openapi';
import { operationIdOf } from './openapi-document';

async function documentOf(config: { multipartBody?: z.ZodType }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openApiPlugin);
  app.post(
    '/api/upload',
    { config, schema: { consumes: ['multipart/form-data'], response: { 204: z.null() } } },
    async (_request, reply) => reply.code(204).send(null),
  );
  await app.ready();
  try {
    return app.swagger();
  } finally {
    await app.close();
  }
}

describe('OpenAPI document: multipart routes', () => {
  it("documents a multipart route's declared body as its multipart request body", async () => {
    const body = z.object({ title: z.string(), image: z.file() });
    const document = await documentOf({ multipartBody: body });
    expect(document.paths?.['/api/upload']?.post).toHaveProperty('requestBody', {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { title: { type: 'string' }, image: { type: 'string', format: 'binary' } },
            required: ['title', 'image'],
          },
        },
      },
    });
  });

  it('refuses a multipart route that does not declare its body', async () => {
    await expect(documentOf({})).rejects.toThrow(/multipartBody/);
  });
});

describe('OpenAPI document: what linters and generated clients read', () => {
  const item = z.object({ name: z.string() }).meta({ id: 'DocTestItem' });
  z.object({ never: z.string() }).meta({ id: 'DocTestUnused' });

  async function documentOfRoutes() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openApiPlugin);
    const answer = {
      200: z.object({ item: item.nullable(), price: z.union([z.number(), z.string()]).nullable() }),
    };
    app.get(
      '/api/things',
      { config: { access: 'public' }, schema: { response: answer } },
      () => null,
    );
    app.get('/api/mine', { config: { access: 'user' }, schema: { response: answer } }, () => null);
    app.delete(
      '/api/admin/things/:thingId',
      {
        config: { access: 'admin' },
        schema: { description: 'Gone for good.', response: { 204: z.null() } },
      },
      () => null,
    );
    await app.ready();
    try {
      return app.swagger() as unknown as {
        paths: Record<string, Record<string, Record<string, unknown>>>;
        components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
      };
    } finally {
      await app.close();
    }
  }

  it("declares bearer auth, and each operation's from its route's access", async () => {
    const document = await documentOfRoutes();
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
    });
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth']);
    expect(document.paths['/api/things']?.get).toMatchObject({
      security: [],
      'x-access': 'public',
    });
    expect(document.paths['/api/mine']?.get).toMatchObject({
      security: [{ bearerAuth: [] }],
      'x-access': 'user',
    });
    expect(document.paths['/api/admin/things/{thingId}']?.delete).toMatchObject({
      security: [{ bearerAuth: [] }],
      'x-access': 'admin',
      description: 'Gone for good.\n\nAdmin only: the bearer token of an admin account.',
    });
  });

  it('gives every nullable a type, names operations, lists a 4xx and drops unused schemas', async () => {
    const document = await documentOfRoutes();
    const get = document.paths['/api/things']?.get as {
      operationId: string;
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(get.operationId).toBe('getThings');
    expect(document.paths['/api/admin/things/{thingId}']?.delete?.operationId).toBe(
      'deleteAdminThingsByThingId',
    );
    expect(Object.keys(get.responses)).toEqual(['200', '4XX']);
    expect(get.responses['200']?.content['application/json']?.schema).toMatchObject({
      properties: {
        item: {
          type: 'object',
          nullable: true,
          allOf: [{ $ref: '#/components/schemas/DocTestItem' }],
        },
        price: {
          anyOf: [
            { type: 'number', nullable: true },
            { type: 'string', nullable: true },
          ],
        },
      },
    });
    expect(Object.keys(document.components.schemas)).toContain('DocTestItem');
    expect(Object.keys(document.components.schemas)).not.toContain('DocTestUnused');
  });

  it('names operations from their method and path', () => {
    expect(operationIdOf('get', '/api/admin/orders/export.csv')).toBe('getAdminOrdersExportCsv');
    expect(operationIdOf('post', '/api/auth/logout')).toBe('postAuthLogout');
  });
});
