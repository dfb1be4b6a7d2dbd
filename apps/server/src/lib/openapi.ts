import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI built from the zod contracts; UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tienda de fotografía: API',
        description: 'API de la tienda. Errores: `{ error, message, details? }`.',
        version: '0.1.0',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Swagger UI sets inline styles: allow them on the documentation pages only, and keep
    // the rest of its policy as strict as the shop's.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace("font-src 'self' https: data:", "font-src 'self' data:")
        .replace(' validator.swagger.io', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' upgrade-insecure-requests;', ''),
  });
}
