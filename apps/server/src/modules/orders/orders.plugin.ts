import fp from 'fastify-plugin';
import { scheduleFileSweep } from '#src/lib/file-sweep';
import { sweepOrderFiles, sweepSharedPrintFiles } from './order-files-sweep';
import { createOrdersRepository } from './orders.repository';
import { createOrderLinks } from './order-links';
import { createOrders, type Orders } from './orders.port';

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders domain's service, one narrow port per consumer (orders.port.ts). */
    orders: Orders;
  }
}

/**
 * Domain: orders, their lines and print part, their payment's status and provider events
 * handled once, their print files (a sweep removes those no live order needs), and the
 * signed links to an order's page. No routes of its own: checkout, payments, fulfilment,
 * withdrawals, photos and the buyer's order page reach it through their ports.
 */
export const ordersDomain = fp(
  async (app) => {
    const repository = createOrdersRepository(app.database.db);
    app.metrics.gauge({
      name: 'shop_orders',
      help: 'Orders by status (test orders left out).',
      labelNames: ['status'],
      read: async () =>
        (await repository.countsByStatus()).map(({ status, n }) => ({
          labels: { status },
          value: n,
        })),
    });
    // A copy left by an order never written, or by a cancelled order, goes before the first
    // request, then at each sweep.
    await scheduleFileSweep(app, 'pedidos', async () => {
      const own = await sweepOrderFiles({
        originals: app.storage.originals,
        orderIdsKeepingFiles: (ids) => repository.idsKeepingFiles(ids),
      });
      const shared = await sweepSharedPrintFiles({
        originals: app.storage.originals,
        keysInUse: (keys) => repository.printFileKeysInUse(keys),
      });
      return own + shared;
    });
    const links = createOrderLinks({
      key: app.secrets.derive('order-page-links'),
      publicUrl: app.config.publicUrl,
    });
    app.decorate(
      'orders',
      createOrders(app.database.db, app.storage.originals, links, (key, err) =>
        app.log.error({ err, key }, 'print file of an order ended unpaid not removed'),
      ),
    );
  },
  {
    name: 'orders',
    dependencies: ['config', 'database', 'secrets', 'storage', 'metrics'],
    fastify: '5.x',
  },
);
