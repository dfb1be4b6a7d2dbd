import fp from 'fastify-plugin';
import { createOrders, type Orders } from './orders.port';

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders domain's port (orders.port.ts). */
    orders: Orders;
  }
}

/**
 * Domain: orders and their line items, statuses and Stripe events handled once. No routes
 * of its own yet: checkout and payments reach it through its port.
 */
export const ordersDomain = fp(
  async (app) => {
    app.decorate(
      'orders',
      createOrders(app.database.db, app.storage.originals, (key, err) =>
        app.log.error({ err, key }, 'print file of a cancelled order not removed'),
      ),
    );
  },
  { name: 'orders', dependencies: ['database', 'storage'], fastify: '5.x' },
);
