import fp from 'fastify-plugin';
import { siteRoutes } from './site.routes';

/** Domain: the public part of the site configuration (contact data for the footer, ...). */
export const siteDomain = fp(
  async (app) => {
    await app.register(siteRoutes, { prefix: '/api', site: app.config.site });
  },
  { name: 'site', dependencies: ['config', 'access-control'], fastify: '5.x' },
);
