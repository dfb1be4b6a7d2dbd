import fp from 'fastify-plugin';
import type { FulfilledItemKind } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import type { Order } from '#src/modules/orders/orders.port';

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
 * Workflow: pay → each kind's fulfilment (a print: its Prodigi submission and emails; tickets:
 * issue them; every order: its invoice). The payments domain calls it, in the
 * payment's transaction, when an order becomes paid, by card or with nothing to pay.
 */
export const paidOrderWorkflow = fp(
  async (app) => {
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
    dependencies: ['fulfilment', 'events', 'payment-webhooks', 'invoices'],
    fastify: '5.x',
  },
);
