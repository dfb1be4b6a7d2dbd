import fp from 'fastify-plugin';
import { AppError } from '#src/lib/errors';
import { scheduleMaintenance } from '#src/lib/repeating';
import { createOrderChecks } from './order-checks';
import { createReconciliation, type Reconciliation } from './reconciliation';
import { createReconciliationRepository } from './reconciliation.repository';
import { reconciliationRoutes } from './reconciliation.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reconciliation of paid orders with Stripe and Prodigi (workflows/reconciliation). */
    reconciliation: Reconciliation;
  }
}

/**
 * Workflow: the reconciliation of our paid orders with Stripe's PaymentIntents and Prodigi's
 * orders (docs/rules/admin.md#reconciliation). Scheduled in worker processes every
 * RECONCILIATION_EVERY_MINUTES (one process per round), and the admin's button; each run's
 * report is kept in `reconciliation_runs` and `reconciliation_findings`.
 */
export const reconciliationWorkflow = fp(
  async (app) => {
    const now = () => new Date();
    const service = createReconciliation({
      orders: app.orders.reconciliation,
      prodigi: app.prodigi,
      check: createOrderChecks({
        provider: app.paymentProvider,
        payments: app.paymentChecks,
        ledger: app.paymentsLedger,
        fulfilment: app.fulfilment,
        now,
      }),
      repository: createReconciliationRepository(app.database.db),
      log: app.log,
      now,
    });

    // The app closes only once the runs under way have written their report.
    const underWay = new Set<Promise<unknown>>();
    const tracked = <T>(work: Promise<T>): Promise<T> => {
      underWay.add(work);
      const forget = () => underWay.delete(work);
      work.then(forget, forget);
      return work;
    };
    app.addHook('preClose', async () => {
      await Promise.allSettled([...underWay]);
    });
    const reconciliation: Reconciliation = {
      run: (trigger) => tracked(service.run(trigger)),
      latest: () => service.latest(),
      openFindingsByOrder: (orderIds) => service.openFindingsByOrder(orderIds),
    };
    app.decorate('reconciliation', reconciliation);

    const { everyMinutes } = app.config.reconciliation;
    if (everyMinutes > 0) {
      await scheduleMaintenance(app, {
        name: 'reconciliation',
        everyMs: everyMinutes * 60_000,
        run: async () => {
          try {
            const { counts, error } = await reconciliation.run('schedule');
            if (error || counts.open > 0) {
              app.log.warn({ counts, error }, 'reconciliation: orders need attention');
            }
          } catch (err) {
            // The admin's run is under way: this round is its.
            if (err instanceof AppError && err.code === 'conflict') return;
            throw err;
          }
        },
      });
    }

    await app.register(reconciliationRoutes, { prefix: '/api', reconciliation });
  },
  {
    name: 'reconciliation',
    dependencies: [
      'config',
      'database',
      'jobs',
      'prodigi',
      'payments',
      'orders',
      'fulfilment',
      'payment-webhooks',
      'access-control',
    ],
    fastify: '5.x',
  },
);
