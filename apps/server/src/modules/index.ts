import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes';
import { siteRoutes } from './site/site.routes';

/**
 * Every domain's routes, mounted under /api. A new domain is a folder in modules/ and one
 * line here.
 */
export const apiModules: FastifyPluginAsyncZod[] = [healthRoutes, siteRoutes];
