import type { PaymentProvider, ProviderPaymentStatus } from '#src/infra/payment-provider';
import type { Order, OrderPayments } from '#src/modules/orders/orders.port';

/**
 * An order not paid a day after its last change expires, and its PaymentIntent is cancelled
 * (decision 013): a buyer who comes back later starts again at today's price, instead of
 * paying an old quote that Prodigi's prices or the shipping may have left behind.
 */
export const UNPAID_ORDER_TTL_MS = 24 * 60 * 60_000;
/** How often a worker process looks for them. */
export const UNPAID_ORDERS_EVERY_MS = 60 * 60_000;
/** Orders read at a time. */
const PAGE = 50;

/** Where the money is on its way or taken: the webhook decides the order, not the expiry. */
const paying: readonly ProviderPaymentStatus[] = ['processing', 'succeeded', 'requires_capture'];

export function createUnpaidOrderExpiry(deps: {
  orders: Pick<OrderPayments, 'findUnpaidSince' | 'endUnpaid' | 'findById'>;
  provider: Pick<PaymentProvider, 'retrievePayment' | 'cancelPayment'>;
  log: { warn(obj: unknown, message: string): void };
}) {
  /**
   * Cancels the PaymentIntent unless money is on its way: 'closed' once it can take none,
   * 'succeeded' or 'paying' when the webhook has the order to decide.
   */
  async function closePaymentIntent(id: string): Promise<'closed' | 'succeeded' | 'paying'> {
    const state = (status: ProviderPaymentStatus) =>
      status === 'canceled' ? 'closed' : status === 'succeeded' ? 'succeeded' : 'paying';
    const payment = await deps.provider.retrievePayment(id);
    if (payment.status === 'canceled' || paying.includes(payment.status)) {
      return state(payment.status);
    }
    // Paid or cancelled since it was read: the provider refuses, and its state now decides.
    return state((await deps.provider.cancelPayment(id)).status);
  }

  /** Returns whether the order expired. */
  async function expire(order: Order): Promise<boolean> {
    // Without a PaymentIntent (Stripe failed when it was made) nothing can be paid.
    if (order.paymentIntentId) {
      const closed = await closePaymentIntent(order.paymentIntentId);
      // Stripe retries a webhook for three days: a day without it is worth a look (unless it
      // arrived since this page was read).
      if (
        closed === 'succeeded' &&
        (await deps.orders.findById(order.id))?.status === order.status
      ) {
        deps.log.warn(
          { orderId: order.id, paymentIntentId: order.paymentIntentId },
          'Stripe says this order is paid, but its payment event has not arrived',
        );
      }
      if (closed !== 'closed') return false;
    }
    return deps.orders.endUnpaid(order.id, 'expired');
  }

  /**
   * One round, over every unpaid order a day old (a page at a time, so orders left as they
   * are, being paid, never hide the ones after them): the number expired. One that fails
   * is tried again next round.
   */
  return async function expireUnpaidOrders(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - UNPAID_ORDER_TTL_MS);
    let expired = 0;
    let afterId: string | undefined;
    for (;;) {
      const page = await deps.orders.findUnpaidSince(before, PAGE, afterId);
      for (const order of page) {
        try {
          if (await expire(order)) expired++;
        } catch (err) {
          deps.log.warn({ err, orderId: order.id }, 'unpaid order not expired; next round');
        }
      }
      const last = page.at(-1);
      if (page.length < PAGE || !last) return expired;
      afterId = last.id;
    }
  };
}
