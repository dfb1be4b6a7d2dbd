import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthResponseSchema } from '@shop/contracts';
import { unavailable } from '#src/lib/errors';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
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
      void reply.header('cache-control', 'no-store');
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      };
    },
  );
};
