import type Stripe from 'stripe';
import type { JobTransaction } from '#src/infra/jobs';
import type { Order, Orders } from '#src/modules/orders/orders.port';

/** What one Stripe event came to (logged; the webhook answers 200 for all of them). */
export type EventOutcome =
  | 'paid'
  | 'flagged'
  | 'failed'
  | 'refunded'
  | 'duplicate'
  | 'not_a_move'
  | 'unknown_order'
  | 'ignored';

const paymentIntentId = (value: string | Stripe.PaymentIntent | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Why a succeeded PaymentIntent does not pay for the order it names, or null when it does. */
export function paymentMismatch(order: Order, intent: Stripe.PaymentIntent): string | null {
  if (intent.status !== 'succeeded') return null;
  if (intent.metadata.orderId !== undefined && intent.metadata.orderId !== order.id) {
    return `El pago ${intent.id} no corresponde a este pedido.`;
  }
  if (intent.currency.toUpperCase() !== order.currency.toUpperCase()) {
    return `El pago ${intent.id} es en ${intent.currency.toUpperCase()}, el pedido en ${order.currency}.`;
  }
  if (intent.amount_received !== order.totalCents) {
    return `El pago ${intent.id} cobró ${intent.amount_received} céntimos; el pedido vale ${order.totalCents}.`;
  }
  return null;
}

/**
 * Stripe's events applied to orders. Each event is handled once (its id recorded in the
 * transaction that applies it), an order moves only forward (the rule in contracts), and
 * the payment is believed only as Stripe states it when asked again (the PaymentIntent
 * retrieved afresh, its amount and currency checked against the order).
 */
export function createPaymentEvents(deps: {
  orders: Orders;
  stripe: Pick<Stripe, 'paymentIntents'>;
  afterPayment: (orderId: string, tx: JobTransaction) => Promise<void>;
  /** After the payment's transaction committed (wakes this process's workers). */
  paymentCommitted: () => void;
}) {
  async function orderOf(intentId: string | null, metadataOrderId?: string) {
    if (!intentId) return null;
    const order = await deps.orders.findByPaymentIntent(intentId);
    if (order) return order;
    // The PaymentIntent was made but the answer was lost before it was attached.
    if (!metadataOrderId) return null;
    const byMetadata = await deps.orders.findById(metadataOrderId).catch(() => null);
    if (byMetadata?.paymentIntentId === null) {
      await deps.orders.attachPaymentIntent(byMetadata.id, intentId);
      return { ...byMetadata, paymentIntentId: intentId };
    }
    return null;
  }

  /** Records the event and applies `apply` in one transaction; a duplicate does nothing. */
  function once(
    event: Stripe.Event,
    apply: (orders: Orders, tx: JobTransaction) => Promise<EventOutcome>,
  ): Promise<EventOutcome> {
    return deps.orders.transaction(async (orders, tx) => {
      if (!(await orders.recordPaymentEvent(event.id, event.type))) return 'duplicate';
      return apply(orders, tx);
    });
  }

  const ignore = (event: Stripe.Event, outcome: EventOutcome) => once(event, async () => outcome);

  async function succeeded(event: Stripe.Event, object: Stripe.PaymentIntent) {
    const order = await orderOf(object.id, object.metadata.orderId);
    if (!order) return ignore(event, 'unknown_order');
    // The event's copy may be stale or replayed: Stripe's word now is what counts.
    const intent = await deps.stripe.paymentIntents.retrieve(object.id);
    if (intent.status !== 'succeeded') return ignore(event, 'not_a_move');
    const mismatch = paymentMismatch(order, intent);
    const outcome = await once(event, async (orders, tx) => {
      if (mismatch) {
        const moved = await orders.moveTo(order.id, 'flagged', { flaggedReason: mismatch });
        return moved.moved ? 'flagged' : 'not_a_move';
      }
      const moved = await orders.moveTo(order.id, 'paid');
      if (!moved.moved) return 'not_a_move';
      await deps.afterPayment(order.id, tx);
      return 'paid';
    });
    if (outcome === 'paid') deps.paymentCommitted();
    return outcome;
  }

  async function failed(event: Stripe.Event, object: Stripe.PaymentIntent) {
    const order = await orderOf(object.id, object.metadata.orderId);
    if (!order) return ignore(event, 'unknown_order');
    return once(event, async (orders) =>
      (await orders.moveTo(order.id, 'payment_failed')).moved ? 'failed' : 'not_a_move',
    );
  }

  async function refunded(event: Stripe.Event, charge: Stripe.Charge) {
    const order = await orderOf(paymentIntentId(charge.payment_intent));
    if (!order) return ignore(event, 'unknown_order');
    // A partial refund leaves the order where it is; the admin sees it at Stripe.
    if (!charge.refunded) return ignore(event, 'not_a_move');
    return once(event, async (orders) =>
      (await orders.moveTo(order.id, 'refunded')).moved ? 'refunded' : 'not_a_move',
    );
  }

  return async function handle(event: Stripe.Event): Promise<EventOutcome> {
    if (event.type === 'payment_intent.succeeded') return succeeded(event, event.data.object);
    if (event.type === 'payment_intent.payment_failed') return failed(event, event.data.object);
    if (event.type === 'charge.refunded') return refunded(event, event.data.object);
    // Every other event (created, requires_action, charge.succeeded...) changes no order.
    return 'ignored';
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
