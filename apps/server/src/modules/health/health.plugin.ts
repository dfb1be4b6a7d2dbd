import fp from 'fastify-plugin';
import { createHealthChecks, reachByHead } from './health.checks';
import { healthRoutes } from './health.routes';

const STRIPE_API = 'https://api.stripe.com';

/**
 * Domain: health and metrics, for load balancers, uptime monitors and Prometheus: the
 * database decides liveness (503), the rest is reported (README, "Watching it").
 */
export const healthDomain = fp(
  async (app) => {
    const { config } = app;
    const checks = createHealthChecks({
      storage: { kind: app.storage.kind, ping: () => app.storage.ping() },
      jobs: () => app.jobs.health(),
      providers: {
        stripe: config.stripe.mode === 'remote' ? (config.stripe.apiUrl ?? STRIPE_API) : null,
        prodigi: config.prodigi.mode === 'remote' ? config.prodigi.baseUrl : null,
      },
      reach: reachByHead,
      onDown: (part, err) => app.log.warn({ err, part }, 'health: a part the shop needs is down'),
    });
    await app.register(healthRoutes, {
      prefix: '/api',
      ping: () => app.database.ping(),
      checks,
      scrape: () => app.metrics.scrape(),
    });
  },
  {
    name: 'health',
    dependencies: ['database', 'access-control', 'storage', 'jobs', 'metrics'],
    fastify: '5.x',
  },
);
