import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** Domain: liveness and the database check, for load balancers and uptime monitors. */
export const healthDomain = fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api', ping: () => app.database.ping() });
  },
  { name: 'health', dependencies: ['database', 'access-control'], fastify: '5.x' },
);
