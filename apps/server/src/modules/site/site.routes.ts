import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigSchema, type SiteConfig } from '@shop/contracts';

/** What the browser may know of the configuration (contact data for the footer, ...). */
export const siteRoutes: FastifyPluginAsyncZod<{ site: SiteConfig }> = async (app, { site }) => {
  app.get(
    '/site/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Public site configuration',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return site;
    },
  );
};
