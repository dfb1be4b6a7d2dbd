import { UNPAID_STATUSES, type OrderReconciliation } from '#src/modules/orders/orders.port';
import type { AppliedPayment } from './payment-events';

/** Unpaid orders made this long ago or less are looked at when a process starts. */
export const RECENT_UNPAID_DAYS = 2;
/** Orders read at a time. */
const PAGE = 50;

/**
 * At start: the payment notices a crash may have lost (a kill -9 while Stripe's webhook was
 * on its way, or while the embedded simulator still had it to send; Stripe's next attempt
 * may be hours away). Each order of the last RECENT_UNPAID_DAYS still unpaid with a
 * PaymentIntent is given the provider's word now, through the path of a succeeded notice
 * (`applyPayment`, idempotent beside a late webhook). Returns how many became paid.
 */
export function createRecentPaymentRecovery(deps: {
  orders: Pick<OrderReconciliation, 'findWithPayment'>;
  applyPayment: (orderId: string) => Promise<AppliedPayment>;
  log: { warn(obj: unknown, message: string): void };
  now: () => Date;
}) {
  const unpaid: readonly string[] = UNPAID_STATUSES;
  return async function recoverRecentPayments(): Promise<number> {
    const since = new Date(deps.now().getTime() - RECENT_UNPAID_DAYS * 24 * 60 * 60_000);
    let paid = 0;
    let afterId: string | undefined;
    for (;;) {
      const page = await deps.orders.findWithPayment(since, PAGE, afterId);
      for (const order of page) {
        if (!order.paymentIntentId || !unpaid.includes(order.status)) continue;
        try {
          if ((await deps.applyPayment(order.id)) === 'paid') paid++;
        } catch (err) {
          // Stripe out of reach: the webhook or the reconciliation settles it later.
          deps.log.warn({ err, orderId: order.id }, 'unpaid order not checked at start');
        }
      }
      const last = page.at(-1);
      if (page.length < PAGE || !last) return paid;
      afterId = last.id;
    }
  };
}
