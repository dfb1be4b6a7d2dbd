/**
 * An order's status and the moves between them: one rule for the webhook, the Prodigi
 * callbacks, the jobs and the admin. Stripe and Prodigi do not promise the order of their
 * events, so a late event must never move an order back (a `payment_failed` after `paid`,
 * an `in_production` after `shipped`): it is simply not a move.
 */
export const orderStatuses = [
  'pending_payment',
  'payment_failed',
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'complete',
  'flagged',
  'refunded',
  'cancelled',
] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where each status may go. Read it as: payment (pending, failed, which a new attempt on the
 * same PaymentIntent may still turn into paid), then the fulfilment line paid → submitted →
 * in_production → shipped → complete (a late callback may skip steps), with two exits:
 * `flagged` (the admin must look: submission failed for good, or the payment did not match
 * the order) and `refunded`/`cancelled`, which are final.
 */
const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  // Only the payment (the webhook) takes an order into fulfilment.
  pending_payment: ['payment_failed', 'paid', 'flagged', 'cancelled'],
  payment_failed: ['paid', 'flagged', 'cancelled'],
  paid: ['submitted', 'in_production', 'shipped', 'complete', 'flagged', 'refunded', 'cancelled'],
  submitted: ['in_production', 'shipped', 'complete', 'flagged', 'refunded'],
  in_production: ['shipped', 'complete', 'flagged', 'refunded'],
  shipped: ['complete', 'refunded'],
  complete: ['refunded'],
  // The admin (or a late Prodigi callback) takes a flagged order on; never back to `paid`.
  flagged: ['submitted', 'in_production', 'shipped', 'complete', 'refunded', 'cancelled'],
  refunded: [],
  cancelled: [],
};

/** Whether an order in `from` may move to `to`. Staying where it is is not a move. */
export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to);
}

/** No event moves an order out of these. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return moves[status].length === 0;
}
