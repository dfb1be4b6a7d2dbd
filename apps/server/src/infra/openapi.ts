import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyContextConfig } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { tidyOpenApiDocument } from './openapi-document';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's body (its text fields and files), for the document only: the route
     * reads the parts itself, so it cannot be the route's validated `body`.
     */
    multipartBody?: z.ZodType;
  }
}

const isMultipart = (consumes: unknown) =>
  Array.isArray(consumes) && consumes.includes('multipart/form-data');

/** The access token (`Authorization: Bearer …`) that 'user' and 'admin' routes need. */
const BEARER = 'bearerAuth';

/**
 * Who may call an operation, from the route's declared access (infra/access-control.ts):
 * public ones need no token, the others the bearer token; `x-access` names the level, and
 * an admin route says so in its description too.
 */
function accessOf(access: FastifyContextConfig['access'], description: unknown) {
  if (access === undefined) return {};
  const needs = access === 'admin' ? 'Admin only: the bearer token of an admin account.' : null;
  return {
    security: access === 'public' ? [] : [{ [BEARER]: [] }],
    'x-access': access,
    ...(needs ? { description: [description, needs].filter(Boolean).join('\n\n') } : {}),
  };
}

/**
 * The zod transform, with each multipart route's `multipartBody` documented as its request
 * body, so the typed client of the web app knows what each upload sends (a multipart route
 * without one is a mistake caught here, when the document is built), and who may call it.
 */
const transform: SwaggerTransform = (document) => {
  const body = document.route.config?.multipartBody;
  const { consumes } = document.schema as { consumes?: unknown };
  if (!body && isMultipart(consumes)) {
    throw new Error(`${document.url}: a multipart route needs config.multipartBody`);
  }
  const result = jsonSchemaTransform(
    body ? { ...document, schema: { ...document.schema, body } } : document,
  );
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  return {
    ...result,
    schema: { ...schema, ...accessOf(document.route.config?.access, schema.description) },
  };
};

/** Where the documentation is served; access-control treats it as public (see there). */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI built from the zod contracts; UI at /api/docs, document at /api/docs/json.
 * Registered before the domains, so it sees every route they add.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Tienda de fotografía: API',
          description: 'API de la tienda. Errores: `{ error, message, details? }`.',
          version: '0.1.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The access token of POST /api/auth/login/user (and refresh), for user and admin routes.',
            },
          },
        },
      },
      transform,
      transformObject: (document) => tidyOpenApiDocument(jsonSchemaTransformObject(document)),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
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
  },
  { name: 'openapi', fastify: '5.x' },
);
