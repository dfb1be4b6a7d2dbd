import fp from 'fastify-plugin';
import { createOrderActionsRepository } from '#src/workflows/provider-orders/order-actions.repository';
import { createOrdersDesk } from './orders-desk';
import { createOrdersDeskRepository } from './orders-desk.repository';
import { ordersDeskRoutes } from './orders-desk.routes';

/**
 * Workflow: the shop's orders desk. A read model over orders, their print fulfilment, the
 * payments ledger and the audit of Prodigi actions; retries go through fulfilment's port.
 */
export const ordersDeskWorkflow = fp(
  async (app) => {
    const desk = createOrdersDesk({
      repository: createOrdersDeskRepository(app.database.db),
      orders: app.orders.prints,
      money: (orderId) => app.paymentsLedger.money(orderId),
      actions: createOrderActionsRepository(app.database.db),
      resubmit: (orderId) => app.fulfilment.resubmit(orderId),
    });
    await app.register(ordersDeskRoutes, { prefix: '/api', desk });
  },
  {
    name: 'orders-desk',
    dependencies: ['orders', 'fulfilment', 'payment-webhooks', 'access-control'],
    fastify: '5.x',
  },
);
