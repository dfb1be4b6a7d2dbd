import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { z } from 'zod';
import { checkoutApi, errorBodySchema } from '@shop/contracts';
import { invalidData } from '#src/lib/errors';
import { scheduleMaintenance } from '#src/lib/repeating';
import { createPaymentEvents } from './payment-events';
import { createUnpaidOrderExpiry, UNPAID_ORDERS_EVERY_MS } from './unpaid-orders';

/** Stripe's signature check failed: nothing was read from the body. */
export const BAD_SIGNATURE = 'La firma del aviso de Stripe no es válida.';

/**
 * Domain: Stripe's webhook. The signature is verified on the raw body (a content-type
 * parser scoped to this route keeps it as bytes), then each event is applied to its order
 * once (payment-events.ts). A paid order's fulfilment is queued through the fulfilment port
 * in the same transaction. Orders never paid are cancelled after a day (unpaid-orders.ts).
 */
export const paymentsDomain = fp(
  async (app) => {
    const handle = createPaymentEvents({
      orders: app.orders,
      stripe: app.stripe,
      afterPayment: (orderId, tx) => app.fulfilment.afterPayment(orderId, tx),
      paymentCommitted: () => app.fulfilment.paymentCommitted(),
    });
    const { webhookSecret } = app.payments;

    // Orders a day unpaid are cancelled with their PaymentIntent.
    const expireUnpaidOrders = createUnpaidOrderExpiry({
      orders: app.orders,
      stripe: app.stripe,
      log: app.log,
    });
    await scheduleMaintenance(app, {
      name: 'unpaid orders',
      everyMs: UNPAID_ORDERS_EVERY_MS,
      run: async () => {
        const cancelled = await expireUnpaidOrders();
        if (cancelled > 0) app.log.info(`${cancelled} pedidos sin pagar en un día cancelados`);
      },
    });

    await app.register(
      async (scope) => {
        // Only in this scope: the body stays the exact bytes Stripe signed.
        scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser(
          'application/json',
          { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
          (_request, body, done) => done(null, body),
        );
        scope.post(
          checkoutApi.paymentsWebhook,
          {
            config: { access: 'public' },
            schema: {
              tags: ['payments'],
              summary:
                "Stripe's events (signed with Stripe-Signature): payments succeeded or failed, refunds",
              response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
            },
          },
          async (request, reply) => {
            const signature = request.headers['stripe-signature'];
            let event: Stripe.Event;
            try {
              if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
                throw new Error('missing signature or body');
              }
              event = app.stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
            } catch {
              throw invalidData(BAD_SIGNATURE);
            }
            const outcome = await handle(event);
            request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
            return reply.code(200).send({ received: true });
          },
        );
      },
      { prefix: '/api' },
    );
  },
  {
    name: 'payment-webhooks',
    dependencies: ['payments', 'orders', 'fulfilment', 'access-control'],
    fastify: '5.x',
  },
);
