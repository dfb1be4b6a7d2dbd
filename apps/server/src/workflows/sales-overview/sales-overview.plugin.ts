import fp from 'fastify-plugin';
import { createSalesOverview } from './sales-overview';
import { createSalesOverviewRepository } from './sales-overview.repository';
import { salesOverviewRoutes } from './sales-overview.routes';

/** Workflow: the admin's sales overview, a read model over orders, their lines and the ledger. */
export const salesOverviewWorkflow = fp(
  async (app) => {
    const sales = createSalesOverview({
      repository: createSalesOverviewRepository(app.database.db),
    });
    await app.register(salesOverviewRoutes, { prefix: '/api', sales });
  },
  {
    name: 'sales-overview',
    dependencies: ['orders', 'payment-webhooks', 'access-control'],
    fastify: '5.x',
  },
);
