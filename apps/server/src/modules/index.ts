import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { formFieldsRoutes } from './form-fields/form-fields.routes';
import { healthRoutes } from './health/health.routes';
import { photosRoutes } from './photos/photos.routes';
import { siteRoutes } from './site/site.routes';
import { usersRoutes } from './users/users.routes';

/**
 * Every domain's routes, mounted under /api. A new domain is a folder in modules/ and one
 * line here.
 */
export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  siteRoutes,
  authRoutes,
  usersRoutes,
  formFieldsRoutes,
  photosRoutes,
];
