import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiPlugin } from './openapi';

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
