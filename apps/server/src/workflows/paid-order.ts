import fp from 'fastify-plugin';
import type { FulfilledItemKind } from '#src/db/schema/index';
import type { Job, JobTransaction } from '#src/infra/jobs';
import { emailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import { printLinesOf, type Order } from '#src/modules/orders/orders.port';
import { newSaleEmail, orderConfirmationEmail, type OrderEmailSite } from './paid-order-emails';

/**
 * The emails every paid order sends, once: the buyer's confirmation and the photographer's
 * note, their wording chosen by what the order holds. The queues keep the names they had when
 * only prints sent them, so jobs queued before still go.
 */
export const paidOrderEmailQueues = {
  confirmation: 'fulfilment.email-confirmation',
  newSale: 'fulfilment.email-new-sale',
} as const;
const EMAIL_RETRIES = 5;

/**
 * What a paid order sets going, per kind of line item: each kind present queues its own
 * durable jobs, in the payment's transaction (a print: its Prodigi submission and emails).
 * A new item kind does not compile until it says what its payment starts.
 */
export interface PaidOrderStep {
  queue(orderId: string, tx: JobTransaction): Promise<void>;
  committed(): void;
}
export type PaidOrderSteps = Record<FulfilledItemKind, PaidOrderStep>;

/** `steps` by kind of line; `everyOrder` whatever its lines (its invoice). */
export function createPaidOrderFanOut(steps: PaidOrderSteps, everyOrder: PaidOrderStep[] = []) {
  const kindsOf = (order: Order) => [
    ...new Set(order.items.flatMap((item) => (item.kind === 'shipping' ? [] : [item.kind]))),
  ];
  return {
    async queue(order: Order, tx: JobTransaction) {
      for (const kind of kindsOf(order)) await steps[kind].queue(order.id, tx);
      for (const step of everyOrder) await step.queue(order.id, tx);
    },
    committed(order: Order) {
      for (const kind of kindsOf(order)) steps[kind].committed();
      for (const step of everyOrder) step.committed();
    },
  };
}

export type PaidOrderFanOut = ReturnType<typeof createPaidOrderFanOut>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What a paid order sets going, by kind (workflows/paid-order.ts). */
    paidOrder: PaidOrderFanOut;
    /** What an order refunded in full gives back, and what any refund sets going. */
    refundedOrder: {
      handle(orderId: string): Promise<void>;
      /** The order's refunds changed (one went through): its rectifying invoices. */
      refundsChanged(orderId: string): Promise<void>;
    };
  }
}

/**
 * Workflow: pay → each kind's fulfilment (a print: its Prodigi submission; tickets: issue
 * them); every order: the buyer's confirmation and the photographer's note, and its invoice. The payments domain calls it, in the
 * payment's transaction, when an order becomes paid, by card or with nothing to pay.
 */
export const paidOrderWorkflow = fp(
  async (app) => {
    const { jobs, config } = app;
    const retry = {
      retryLimit: EMAIL_RETRIES,
      retryDelay: config.jobs.retryDelaySeconds,
      retryBackoff: true,
    };
    const site = async (order: Order): Promise<OrderEmailSite> => ({
      ...emailBrand(await app.businessIdentity.current(), config.publicUrl),
      orderUrl: app.orders.links.url(order.id),
      photos: await app.photoImages.thumbnailsOf([
        ...new Set(printLinesOf(order).map((line) => line.snapshot.photoId)),
      ]),
    });
    /** An email job: the order read afresh, the message sent (at least once). */
    const emailJob =
      (make: (order: Order, from: OrderEmailSite) => MailMessage) =>
      async (job: Job<{ orderId: string }>) => {
        const order = await app.orders.payments.findById(job.data.orderId);
        if (order) await app.mailer.send(make(order, await site(order)));
      };
    await jobs.work(paidOrderEmailQueues.confirmation, emailJob(orderConfirmationEmail));
    await jobs.work(paidOrderEmailQueues.newSale, emailJob(newSaleEmail));
    for (const queue of Object.values(paidOrderEmailQueues)) {
      await jobs.onFailed<{ orderId: string }>(queue, async (job) => {
        app.log.error({ orderId: job.data.orderId, queue, err: job.error }, 'email not sent');
      });
    }
    // Queued in the payment's transaction, which moves the order to paid once (a duplicate
    // webhook finds it paid and queues nothing): one of each per order.
    const emails: PaidOrderStep = {
      async queue(orderId, tx) {
        for (const queue of Object.values(paidOrderEmailQueues)) {
          await jobs.send(queue, { orderId }, retry, tx);
        }
      },
      committed() {
        for (const queue of Object.values(paidOrderEmailQueues)) jobs.wake(queue);
      },
    };
    app.decorate(
      'paidOrder',
      createPaidOrderFanOut(
        {
          print: {
            queue: (orderId, tx) => app.fulfilment.afterPayment(orderId, tx),
            committed: () => app.fulfilment.paymentCommitted(),
          },
          ticket: {
            queue: (orderId, tx) => app.ticketIssuing.afterPayment(orderId, tx),
            committed: () => app.ticketIssuing.paymentCommitted(),
          },
        },
        [
          emails,
          {
            queue: (orderId, tx) => app.invoicing.afterPayment(orderId, tx),
            committed: () => app.invoicing.paymentCommitted(),
          },
        ],
      ),
    );
    // Refunded in full: its stock goes back, and its tickets stop working (a print, once
    // made, gives nothing back).
    app.decorate('refundedOrder', {
      async handle(orderId: string) {
        const order = await app.orders.payments.findById(orderId);
        if (!order) return;
        await app.orders.payments.giveBackStock(orderId);
        if (order.items.some((item) => item.kind === 'ticket')) {
          await app.ticketIssuing.refunded(orderId);
        }
      },
      refundsChanged: (orderId: string) => app.invoicing.refunded(orderId),
    });
  },
  {
    name: 'paid-order',
    dependencies: [
      'config',
      'jobs',
      'mailer',
      'site',
      'photos',
      'orders',
      'fulfilment',
      'events',
      'payment-webhooks',
      'invoices',
    ],
    fastify: '5.x',
  },
);
