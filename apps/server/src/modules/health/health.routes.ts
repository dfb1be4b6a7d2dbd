import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthResponseSchema, type HealthResponse } from '@shop/contracts';
import { textResponse } from '#src/lib/binary-response';
import { unavailable } from '#src/lib/errors';

const startedAt = Date.now();

export interface HealthRoutesOptions {
  ping: () => Promise<void>;
  checks: () => Promise<Pick<HealthResponse, 'status' | 'checks'>>;
  scrape: () => Promise<{ contentType: string; body: string }>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { ping, checks, scrape },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the database (503 without it), the files, the job queue, the providers',
        response: { 200: healthResponseSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw unavailable('La base de datos no responde.');
      }
      const parts = await checks();
      void reply.header('cache-control', 'no-store');
      return {
        status: parts.status,
        database: 'ok' as const,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        checks: parts.checks,
      } satisfies HealthResponse;
    },
  );

  app.get(
    '/admin/metrics',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: "This process's metrics in Prometheus's text format",
        response: {
          200: textResponse('text/plain', "Prometheus's text exposition format (version 0.0.4)"),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      const { contentType, body } = await scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    },
  );
};
