/**
 * An order's life is two lives (docs/decisions/019-order-life-split.md): the order's payment
 * (this file's `OrderStatus`) and each line's fulfilment (a print's `PrintStatus`; tickets
 * next). One rule each for the webhook, the Prodigi callbacks, the jobs and the admin.
 * Stripe and Prodigi do not promise the order of their events, so a late event must never
 * move anything back (a `payment_failed` after `paid`, an `in_production` after `shipped`):
 * it is simply not a move.
 */
export const orderStatuses = [
  'pending_payment',
  'payment_failed',
  'paid',
  'partially_refunded',
  'refunded',
  'flagged',
  'cancelled',
  'expired',
] as const;

export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where the payment may go: pending (or failed, which a new attempt on the same payment may
 * still turn into paid), then paid and its refunds. `flagged`: the payment did not match the
 * order, and the admin decides. `cancelled` (by the admin or the buyer) and `expired` (never
 * paid in time) end an unpaid order.
 */
const moves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['payment_failed', 'paid', 'flagged', 'cancelled', 'expired'],
  payment_failed: ['paid', 'flagged', 'cancelled', 'expired'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['refunded'],
  flagged: ['paid', 'partially_refunded', 'refunded', 'cancelled'],
  refunded: [],
  cancelled: [],
  expired: [],
};

/** Whether an order in `from` may move to `to`. Staying where it is is not a move. */
export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to);
}

/** No event moves an order out of these. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return moves[status].length === 0;
}

/** Statuses of an order whose money arrived (some of it may have gone back). */
export const paidOrderStatuses = [
  'paid',
  'partially_refunded',
  'flagged',
] as const satisfies readonly OrderStatus[];

/** A print's way to the buyer, one Prodigi order for the prints of an order. */
export const printStatuses = [
  'pending',
  'submitted',
  'in_production',
  'shipped',
  'complete',
  'failed',
  'cancelled',
] as const;

export type PrintStatus = (typeof printStatuses)[number];

/**
 * pending (waiting for the payment, then for its submission) → submitted → in_production →
 * shipped → complete; a late callback may skip steps. `failed`: the submission failed for
 * good, and the admin may send it again; `cancelled`: by Prodigi, or an order never paid.
 */
const printMoves: Record<PrintStatus, readonly PrintStatus[]> = {
  pending: ['submitted', 'in_production', 'shipped', 'complete', 'failed', 'cancelled'],
  submitted: ['in_production', 'shipped', 'complete', 'cancelled'],
  in_production: ['shipped', 'complete', 'cancelled'],
  shipped: ['complete'],
  complete: [],
  failed: ['submitted', 'in_production', 'shipped', 'complete', 'cancelled'],
  cancelled: [],
};

export function canPrintMoveTo(from: PrintStatus, to: PrintStatus): boolean {
  return printMoves[from].includes(to);
}
