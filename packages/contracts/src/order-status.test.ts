import { describe, expect, it } from 'vitest';
import { canMoveTo, isFinalOrderStatus, orderStatuses, type OrderStatus } from './order-status';

// Every move, written out once more by hand: 1 where the move is allowed. Columns in the
// order of the rows.
const P = 'pending_payment',
  F = 'payment_failed',
  PD = 'paid',
  S = 'submitted',
  IP = 'in_production',
  SH = 'shipped',
  C = 'complete',
  FL = 'flagged',
  R = 'refunded',
  X = 'cancelled';
const order: OrderStatus[] = [P, F, PD, S, IP, SH, C, FL, R, X];
// prettier-ignore
const matrix: Record<OrderStatus, number[]> = {
  //                P  F  PD S  IP SH C  FL R  X
  pending_payment: [0, 1, 1, 0, 0, 0, 0, 1, 0, 1],
  payment_failed:  [0, 0, 1, 0, 0, 0, 0, 1, 0, 1],
  paid:            [0, 0, 0, 1, 1, 1, 1, 1, 1, 1],
  submitted:       [0, 0, 0, 0, 1, 1, 1, 1, 1, 0],
  in_production:   [0, 0, 0, 0, 0, 1, 1, 1, 1, 0],
  shipped:         [0, 0, 0, 0, 0, 0, 1, 0, 1, 0],
  complete:        [0, 0, 0, 0, 0, 0, 0, 0, 1, 0],
  flagged:         [0, 0, 0, 1, 1, 1, 1, 0, 1, 1],
  refunded:        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  cancelled:       [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};

const pairs = orderStatuses.flatMap((from) =>
  orderStatuses.map((to) => [from, to, matrix[from][order.indexOf(to)] === 1] as const),
);

describe('canMoveTo', () => {
  it('knows every status', () => {
    expect([...orderStatuses].sort()).toEqual([...order].sort());
    expect(pairs).toHaveLength(100);
  });

  it.each(pairs)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTo(from, to)).toBe(allowed);
  });

  it('never moves an order to where it is', () => {
    for (const status of orderStatuses) expect(canMoveTo(status, status)).toBe(false);
  });

  it('never moves an order back along the way to the buyer', () => {
    const line: OrderStatus[] = [P, PD, S, IP, SH, C];
    for (const [i, later] of line.entries()) {
      for (const earlier of line.slice(0, i)) expect(canMoveTo(later, earlier)).toBe(false);
    }
  });

  it('ignores a late payment failure once the order is paid', () => {
    for (const status of [PD, S, IP, SH, C, R] as OrderStatus[]) {
      expect(canMoveTo(status, F)).toBe(false);
    }
  });

  it('takes an order into fulfilment only through the payment', () => {
    for (const to of [S, IP, SH, C] as OrderStatus[]) {
      expect(canMoveTo(P, to)).toBe(false);
      expect(canMoveTo(F, to)).toBe(false);
    }
  });

  it('keeps refunded and cancelled orders where they are', () => {
    expect(orderStatuses.filter(isFinalOrderStatus)).toEqual([R, X]);
  });
});
