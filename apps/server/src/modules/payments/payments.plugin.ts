import fp from 'fastify-plugin';
import { z } from 'zod';
import { checkoutApi, errorBodySchema } from '@shop/contracts';
import { emailBrand } from '#src/lib/email-layout';
import { invalidData } from '#src/lib/errors';
import { scheduleMaintenance } from '#src/lib/repeating';
import type { ProviderEvent, ProviderPayment } from '#src/infra/payment-provider';
import type { Order } from '#src/modules/orders/orders.port';
import { createPaymentsLedger, type PaymentsLedger } from './ledger';
import { createLedgerRepository } from './ledger.repository';
import {
  queueRefundEmails,
  REFUND_EMAIL_QUEUE,
  REFUND_EMAIL_RETRIES,
  refundEmail,
} from './refund-emails';
import { createPaymentEvents, paymentMismatch, type AppliedPayment } from './payment-events';
import {
  CANCEL_REPLACED_QUEUE,
  createUnservedPayments,
  REFUND_UNSERVED_QUEUE,
  UNSERVED_JOB_RETRIES,
  type CancelReplacedJob,
  type RefundUnservedJob,
} from './unserved-payments';
import type { JobTransaction } from '#src/infra/jobs';
import { refundsRoutes } from './refunds.routes';
import { createRecentPaymentRecovery } from './recent-payments';
import { createUnpaidOrderExpiry, UNPAID_ORDERS_EVERY_MS } from './unpaid-orders';

/** How often worker processes mark expired stock holds released. */
const STOCK_HOLDS_EVERY_MS = 60_000;

/** Stripe's signature check failed: nothing was read from the body. */
export const BAD_SIGNATURE = 'La firma del aviso de Stripe no es válida.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments ledger (ledger.ts): payments, refunds and an order's money state. */
    paymentsLedger: PaymentsLedger;
    /** Settles an order with nothing to pay, by the path a card payment takes. */
    freeOrders: { settle(orderId: string): Promise<'paid' | 'flagged' | 'not_a_move'> };
    /** For the reconciliation: a payment checked against its order, or applied late. */
    paymentChecks: {
      /** Why a succeeded payment does not pay for the order, or null when it does. */
      mismatch(order: Order, payment: ProviderPayment): string | null;
      /** The provider's succeeded payment applied as its lost notice would have been. */
      applyPayment(orderId: string): Promise<AppliedPayment>;
    };
    /** Orders a new try replaced (the waitlist's): their payment cancelled by a durable job. */
    replacedOrders: { queueCancel(orderId: string, tx: JobTransaction): Promise<void> };
  }
}

/**
 * Domain: the payments ledger, its admin routes, and the provider's webhook. The signature is verified on the raw body (a content-type
 * parser scoped to this route keeps it as bytes), then each event is applied to its order
 * once (payment-events.ts). A paid order's fulfilment is queued through the fulfilment port
 * in the same transaction. Orders never paid expire after a day (unpaid-orders.ts).
 */
export const paymentsDomain = fp(
  async (app) => {
    const retry = { retryDelay: app.config.jobs.retryDelaySeconds, retryBackoff: true };
    const ledger = createPaymentsLedger({
      db: app.database.db,
      provider: app.paymentProvider,
      orders: app.orders.payments,
      log: app.log,
      fullyRefunded: (orderId) => app.refundedOrder.handle(orderId),
      async refundsSettled(orderId) {
        const queued = await queueRefundEmails(app.database.db, orderId, (refundId, tx) =>
          app.jobs
            .send(
              REFUND_EMAIL_QUEUE,
              { refundId },
              { retryLimit: REFUND_EMAIL_RETRIES, ...retry },
              tx,
            )
            .then(() => undefined),
        );
        if (queued > 0) app.jobs.wake(REFUND_EMAIL_QUEUE);
        await app.refundedOrder.refundsChanged(orderId);
      },
    });
    const ledgerRows = createLedgerRepository(app.database.db);
    await app.jobs.work<{ refundId: string }>(REFUND_EMAIL_QUEUE, async (job) => {
      const refund = await ledgerRows.findRefund(job.data.refundId);
      const order = refund ? await app.orders.payments.findById(refund.orderId) : null;
      if (!refund || !order) return;
      const money = await ledger.money(order.id);
      await app.mailer.send(
        refundEmail(
          {
            orderId: order.id,
            email: order.email,
            amountCents: refund.amountCents,
            refundedCents: money.refundedCents,
            totalCents: money.receivedCents,
            card: money.card,
          },
          emailBrand(await app.businessIdentity.current(), app.config.publicUrl),
        ),
      );
    });
    await app.jobs.onFailed<{ refundId: string }>(REFUND_EMAIL_QUEUE, async (job) => {
      app.log.error({ refundId: job.data.refundId, err: job.error }, 'refund email not sent');
    });
    app.decorate('paymentsLedger', ledger);
    const unserved = createUnservedPayments({
      orders: app.orders.payments,
      provider: app.paymentProvider,
      ledger,
    });
    const jobRetry = { retryLimit: UNSERVED_JOB_RETRIES, ...retry };
    await app.jobs.work<CancelReplacedJob>(CANCEL_REPLACED_QUEUE, (job) =>
      unserved.cancelReplaced(job.data),
    );
    await app.jobs.work<RefundUnservedJob>(REFUND_UNSERVED_QUEUE, (job) =>
      unserved.refundUnserved(job.data),
    );
    await app.jobs.onFailed<RefundUnservedJob>(REFUND_UNSERVED_QUEUE, async (job) => {
      app.log.error({ ...job.data, err: job.error }, 'unserved payment not refunded: refund it');
    });
    app.decorate('replacedOrders', {
      async queueCancel(orderId: string, tx: JobTransaction) {
        await app.jobs.send(CANCEL_REPLACED_QUEUE, { orderId }, jobRetry, tx);
      },
    });
    const events = createPaymentEvents({
      orders: app.orders.payments,
      provider: app.paymentProvider,
      ledger,
      // A retried or doubled job finds the ledger's refund by its key: one refund.
      unserved: {
        async queue(orderId, paymentIntentId, tx) {
          await app.jobs.send(REFUND_UNSERVED_QUEUE, { orderId, paymentIntentId }, jobRetry, tx);
        },
      },
      // The paid-order workflow, registered after the domains (workflows/paid-order.ts).
      paidOrder: {
        queue: (order, tx) => app.paidOrder.queue(order, tx),
        committed: (order) => app.paidOrder.committed(order),
      },
    });

    app.decorate('freeOrders', { settle: (orderId: string) => events.settleFree(orderId) });
    app.decorate('paymentChecks', {
      mismatch: paymentMismatch,
      applyPayment: (orderId: string) => events.applyPayment(orderId),
    });

    // Payment notices a crash may have lost: looked for once the app is up (the paid-order
    // workflow, registered after the domains, is there then), without holding the start.
    const recoverRecentPayments = createRecentPaymentRecovery({
      orders: app.orders.reconciliation,
      applyPayment: (orderId) => events.applyPayment(orderId),
      log: app.log,
      now: () => new Date(),
    });
    let recovering: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      recovering = recoverRecentPayments().then(
        (paid) => {
          if (paid > 0) app.log.warn(`${paid} pedidos pagados cuyo aviso de Stripe se perdió`);
        },
        (err: unknown) => app.log.error({ err }, 'recent payments not checked at start'),
      );
    });
    app.addHook('preClose', async () => {
      await recovering;
    });

    // Orders a day unpaid expire, their PaymentIntent cancelled.
    const expireUnpaidOrders = createUnpaidOrderExpiry({
      orders: app.orders.payments,
      provider: app.paymentProvider,
      log: app.log,
    });
    await scheduleMaintenance(app, {
      name: 'unpaid orders',
      everyMs: UNPAID_ORDERS_EVERY_MS,
      run: async () => {
        const expired = await expireUnpaidOrders();
        if (expired > 0) app.log.info(`${expired} pedidos sin pagar en un día caducados`);
      },
    });

    // Stock held by orders not paid in time goes back (it stopped counting at its expiry).
    await scheduleMaintenance(app, {
      name: 'stock holds',
      everyMs: STOCK_HOLDS_EVERY_MS,
      run: async () => {
        const released = await app.orders.payments.releaseExpiredHolds(new Date());
        if (released > 0) app.log.info(`${released} reservas de stock caducadas liberadas`);
      },
    });

    await app.register(refundsRoutes, { prefix: '/api', ledger });
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
            let event: ProviderEvent;
            try {
              if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
                throw new Error('missing signature or body');
              }
              event = app.paymentProvider.verifyWebhook(request.body, signature);
            } catch {
              throw invalidData(BAD_SIGNATURE);
            }
            const outcome = await events.handle(event);
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
    dependencies: ['payments', 'orders', 'fulfilment', 'jobs', 'mailer', 'site', 'access-control'],
    fastify: '5.x',
  },
);
