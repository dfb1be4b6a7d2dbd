import type { JobTransaction } from '#src/infra/jobs';
import type { ProviderEvent, ProviderPayment, PaymentProvider } from '#src/infra/payment-provider';
import type { Database } from '#src/db/client';
import type { Order, OrderPayments } from '#src/modules/orders/orders.port';
import { checkoutMessages } from '@shop/contracts';
import type { PaymentsLedger } from './ledger';

/** What one provider event came to (logged; the webhook answers 200 for all of them). */
export type EventOutcome =
  | 'paid'
  | 'flagged'
  /** Money for an order ended unpaid (replaced, cancelled, expired): its refund queued. */
  | 'unserved'
  | 'failed'
  | 'refunds_synced'
  | 'duplicate'
  | 'not_a_move'
  | 'unknown_order'
  | 'ignored';

/** What a succeeded payment did to its order. */
export type AppliedPayment = 'paid' | 'flagged' | 'unserved' | 'not_a_move';

/** Why a succeeded payment does not pay for the order it names, or null when it does. */
export function paymentMismatch(order: Order, payment: ProviderPayment): string | null {
  if (payment.status !== 'succeeded') return null;
  if (payment.metadata.orderId !== undefined && payment.metadata.orderId !== order.id) {
    return `El pago ${payment.id} no corresponde a este pedido.`;
  }
  if (payment.currency !== order.currency.toUpperCase()) {
    return `El pago ${payment.id} es en ${payment.currency}, el pedido en ${order.currency}.`;
  }
  if (payment.amountReceivedCents !== order.totalCents) {
    return `El pago ${payment.id} cobró ${payment.amountReceivedCents} céntimos; el pedido vale ${order.totalCents}.`;
  }
  return null;
}

/**
 * The provider's events applied to orders and the ledger. Each event is handled once (its id
 * recorded in the transaction that applies it), an order moves only forward (the rule in
 * contracts), and a payment is believed only as the provider states it when asked again
 * (retrieved afresh, its amount and currency checked against the order).
 */
export function createPaymentEvents(deps: {
  orders: OrderPayments;
  provider: Pick<PaymentProvider, 'retrievePayment'>;
  ledger: Pick<PaymentsLedger, 'recordPayment' | 'syncRefunds'>;
  /** A payment for an order that can no longer be served: its refund, a durable job. */
  unserved: { queue(orderId: string, paymentIntentId: string, tx: JobTransaction): Promise<void> };
  /** What the order's item kinds set going, queued in the payment's transaction. */
  paidOrder: {
    queue(order: Order, tx: JobTransaction): Promise<void>;
    /** After the payment's transaction committed (wakes this process's workers). */
    committed(order: Order): void;
  };
}) {
  async function orderOf(paymentId: string, metadataOrderId: string | null) {
    const order = await deps.orders.findByPaymentIntent(paymentId);
    if (order) return order;
    // The payment was made but the answer was lost before it was attached.
    if (!metadataOrderId) return null;
    const byMetadata = await deps.orders.findById(metadataOrderId).catch(() => null);
    if (byMetadata?.paymentIntentId === null) {
      await deps.orders.attachPaymentIntent(byMetadata.id, paymentId);
      return { ...byMetadata, paymentIntentId: paymentId };
    }
    return null;
  }

  /** Records the event and applies `apply` in one transaction; a duplicate does nothing. */
  function once(
    event: ProviderEvent,
    apply: (orders: OrderPayments, tx: JobTransaction) => Promise<EventOutcome>,
  ): Promise<EventOutcome> {
    return deps.orders.transaction(async (orders, tx) => {
      if (!(await orders.recordPaymentEvent(event.id, event.type))) return 'duplicate';
      return apply(orders, tx);
    });
  }

  const ignore = (event: ProviderEvent, outcome: EventOutcome) => once(event, async () => outcome);

  /**
   * The order is paid for (inside the payment's transaction): its held stock becomes its own,
   * then it moves to paid and its kinds' jobs are queued. Stock gone meanwhile flags it.
   */
  async function settle(
    orders: OrderPayments,
    order: Order,
    tx: JobTransaction,
  ): Promise<'paid' | 'flagged' | 'not_a_move'> {
    if (!(await orders.confirmHolds(order.id))) {
      const moved = await orders.moveTo(order.id, 'flagged', {
        flaggedReason: checkoutMessages.holdExpired,
      });
      return moved.moved ? 'flagged' : 'not_a_move';
    }
    const moved = await orders.moveTo(order.id, 'paid');
    if (!moved.moved) return 'not_a_move';
    await deps.paidOrder.queue(order, tx);
    return 'paid';
  }

  /**
   * A succeeded payment applied to its order (inside the transaction): written to the ledger,
   * then the order flagged if the payment does not match it, else settled.
   */
  async function applySucceeded(
    orders: OrderPayments,
    order: Order,
    payment: ProviderPayment,
    tx: JobTransaction,
  ): Promise<AppliedPayment> {
    await deps.ledger.recordPayment(order.id, payment, tx as unknown as Database);
    // The row locked, then read again: a new try replacing this order (which cancels it)
    // and its payment apply one after the other, never both.
    await orders.lockForUpdate(order.id);
    const status = (await orders.findById(order.id))?.status;
    if (status === 'cancelled' || status === 'expired') {
      await deps.unserved.queue(order.id, payment.id, tx);
      return 'unserved';
    }
    const mismatch = paymentMismatch(order, payment);
    if (mismatch) {
      const moved = await orders.moveTo(order.id, 'flagged', { flaggedReason: mismatch });
      return moved.moved ? 'flagged' : 'not_a_move';
    }
    return settle(orders, order, tx);
  }

  async function succeeded(event: ProviderEvent, paymentId: string, orderId: string | null) {
    const order = await orderOf(paymentId, orderId);
    if (!order) return ignore(event, 'unknown_order');
    // The event's copy may be stale or replayed: the provider's word now is what counts.
    const payment = await deps.provider.retrievePayment(paymentId);
    if (payment.status !== 'succeeded') return ignore(event, 'not_a_move');
    const outcome = await once(event, (orders, tx) => applySucceeded(orders, order, payment, tx));
    if (outcome === 'paid') deps.paidOrder.committed(order);
    return outcome;
  }

  async function failed(event: ProviderEvent, paymentId: string, orderId: string | null) {
    const order = await orderOf(paymentId, orderId);
    if (!order) return ignore(event, 'unknown_order');
    return once(event, async (orders) => {
      if (!(await orders.moveTo(order.id, 'payment_failed')).moved) return 'not_a_move';
      // The stock goes back; a later success on the same payment takes it again if it can.
      await orders.releaseHolds(order.id);
      return 'failed';
    });
  }

  /** Any refund change: the ledger reads the payment's refunds from the provider again. */
  async function refundsChanged(event: ProviderEvent, paymentId: string) {
    const money = await deps.ledger.syncRefunds(paymentId);
    // Not recorded as handled: reading the refunds again is harmless, and a later event of
    // the same refund must read them again too.
    return money ? 'refunds_synced' : 'unknown_order';
  }

  return {
    async handle(event: ProviderEvent): Promise<EventOutcome> {
      if (event.kind === 'payment_succeeded') {
        return succeeded(event, event.paymentId, event.orderId);
      }
      if (event.kind === 'payment_failed') return failed(event, event.paymentId, event.orderId);
      if (event.kind === 'refunds_changed') return refundsChanged(event, event.paymentId);
      // Every other event (created, requires_action, charge.succeeded...) changes no order.
      return 'ignored';
    },

    /**
     * The order's payment as the provider states it now, applied as its succeeded notice
     * would have been (the reconciliation, when that notice never arrived). Safe beside a
     * late notice: the order moves once (compare-and-set), the ledger row is the same.
     */
    async applyPayment(orderId: string): Promise<AppliedPayment> {
      const order = await deps.orders.findById(orderId);
      if (!order?.paymentIntentId) return 'not_a_move';
      const payment = await deps.provider.retrievePayment(order.paymentIntentId);
      if (payment.status !== 'succeeded') return 'not_a_move';
      const outcome = await deps.orders.transaction((orders, tx) =>
        applySucceeded(orders, order, payment, tx),
      );
      if (outcome === 'paid') deps.paidOrder.committed(order);
      return outcome;
    },

    /**
     * An order with nothing to pay (a free registration): paid by the same path as a card
     * payment, without the provider. Refused for an order that costs something.
     */
    async settleFree(orderId: string): Promise<'paid' | 'flagged' | 'not_a_move'> {
      const order = await deps.orders.findById(orderId);
      if (!order) return 'not_a_move';
      if (order.totalCents !== 0) throw new Error(`order ${orderId} is not free`);
      const outcome = await deps.orders.transaction((orders, tx) => settle(orders, order, tx));
      if (outcome === 'paid') deps.paidOrder.committed(order);
      return outcome;
    },
  };
}

export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
