import type { FulfilledItemKind } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import type { Order } from '#src/modules/orders/orders.port';

/**
 * What a paid order sets going, per kind of line item: each kind present queues its own
 * durable jobs, in the payment's transaction (a print: its Prodigi submission and emails).
 * A new item kind does not compile until it says what its payment starts.
 */
export type PaidOrderSteps = Record<
  FulfilledItemKind,
  { queue(orderId: string, tx: JobTransaction): Promise<void>; committed(): void }
>;

export function createPaidOrderFanOut(steps: PaidOrderSteps) {
  const kindsOf = (order: Order) => [
    ...new Set(order.items.flatMap((item) => (item.kind === 'shipping' ? [] : [item.kind]))),
  ];
  return {
    async queue(order: Order, tx: JobTransaction) {
      for (const kind of kindsOf(order)) await steps[kind].queue(order.id, tx);
    },
    committed(order: Order) {
      for (const kind of kindsOf(order)) steps[kind].committed();
    },
  };
}
