import { formatEuros } from '@shop/contracts';
import fp from 'fastify-plugin';
import { createOrderActionsRepository } from './order-actions.repository';
import { createProviderOrders } from './provider-orders';
import { providerOrdersRoutes } from './provider-orders.routes';

/**
 * Workflow: the admin's orders at Prodigi (orders management). Prodigi through our client,
 * our orders through the orders port, refunds through the payments ledger; every action
 * audited in `order_actions`.
 */
export const providerOrdersWorkflow = fp(
  async (app) => {
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
      actions: createOrderActionsRepository(app.database.db),
      log: app.log,
    });
    await app.register(providerOrdersRoutes, { prefix: '/api', orders });
  },
  {
    name: 'provider-orders',
    dependencies: ['prodigi', 'orders', 'payment-webhooks', 'access-control'],
    fastify: '5.x',
  },
);
