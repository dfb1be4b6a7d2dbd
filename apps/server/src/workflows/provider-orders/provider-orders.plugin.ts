import { formatEuros } from '@shop/contracts';
import fp from 'fastify-plugin';
import { createOrderActionLock } from './order-action-lock';
import { createOrderActionsRepository } from './order-actions.repository';
import { createProviderOrders, type ProviderOrders } from './provider-orders';
import { providerOrdersRoutes } from './provider-orders.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The orders at Prodigi and their audited actions (provider-orders.ts), for the
     * workflows that act on an order too (the buyer's order page).
     */
    providerOrders: ProviderOrders;
  }
}

/**
 * Workflow: the admin's orders at Prodigi (orders management). Prodigi through our client,
 * our orders through the orders port, refunds through the payments ledger; every action
 * audited in `order_actions`, and the actions on one order serialized across processes.
 */
export const providerOrdersWorkflow = fp(
  async (app) => {
    const actions = createOrderActionsRepository(app.database.db);
    const orders = createProviderOrders({
      prodigi: app.prodigi,
      prints: app.orders.prints,
      async refundRest(orderId, actor) {
        const money = await app.paymentsLedger.money(orderId);
        if (money.refundableCents <= 0) return null;
        const { refund } = await app.paymentsLedger.refund({
          orderId,
          reason: null,
          origin: actor.kind === 'buyer' ? 'buyer' : 'admin',
          requestedBy: actor.userId,
        });
        return `Reembolso de ${formatEuros(refund.amountCents)} (${refund.status})`;
      },
      actions,
      lock: createOrderActionLock(
        app.database.kind === 'postgres' ? (key, work) => actions.whileLocked(key, work) : null,
      ),
      log: app.log,
    });
    app.decorate('providerOrders', orders);
    await app.register(providerOrdersRoutes, { prefix: '/api', orders });
  },
  {
    name: 'provider-orders',
    dependencies: ['prodigi', 'orders', 'payment-webhooks', 'access-control'],
    fastify: '5.x',
  },
);
