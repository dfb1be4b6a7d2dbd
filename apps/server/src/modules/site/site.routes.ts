import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema } from '@shop/contracts';

/** What the browser may know of the configuration (contact data for the footer, ...). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site configuration',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return app.config.site;
    },
  );
};
