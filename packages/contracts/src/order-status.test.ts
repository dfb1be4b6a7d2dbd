import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  canPrintMoveTo,
  isFinalOrderStatus,
  orderStatuses,
  printStatuses,
  type OrderStatus,
  type PrintStatus,
} from './order-status';

// Every move, written out once more by hand: 1 where the move is allowed. Columns in the
// order of the rows.
const P = 'pending_payment',
  F = 'payment_failed',
  PD = 'paid',
  PR = 'partially_refunded',
  R = 'refunded',
  FL = 'flagged',
  X = 'cancelled',
  E = 'expired';
const order: OrderStatus[] = [P, F, PD, PR, R, FL, X, E];
// prettier-ignore
const matrix: Record<OrderStatus, number[]> = {
  //                   P  F  PD PR R  FL X  E
  pending_payment:    [0, 1, 1, 0, 0, 1, 1, 1],
  payment_failed:     [0, 0, 1, 0, 0, 1, 1, 1],
  paid:               [0, 0, 0, 1, 1, 0, 0, 0],
  partially_refunded: [0, 0, 0, 0, 1, 0, 0, 0],
  refunded:           [0, 0, 0, 0, 0, 0, 0, 0],
  flagged:            [0, 0, 1, 1, 1, 0, 1, 0],
  cancelled:          [0, 0, 0, 0, 0, 0, 0, 0],
  expired:            [0, 0, 0, 0, 0, 0, 0, 0],
};

const pairs = orderStatuses.flatMap((from) =>
  orderStatuses.map((to) => [from, to, matrix[from][order.indexOf(to)] === 1] as const),
);

describe("an order's payment: canMoveTo", () => {
  it('knows every status', () => {
    expect([...orderStatuses].sort()).toEqual([...order].sort());
    expect(pairs).toHaveLength(64);
  });

  it.each(pairs)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTo(from, to)).toBe(allowed);
  });

  it('never moves an order to where it is', () => {
    for (const status of orderStatuses) expect(canMoveTo(status, status)).toBe(false);
  });

  it('ignores a late payment failure once the order is paid', () => {
    for (const status of [PD, PR, R] as OrderStatus[]) expect(canMoveTo(status, F)).toBe(false);
  });

  it('never takes a paid order back to unpaid, nor lets it expire', () => {
    for (const from of [PD, PR, R, FL] as OrderStatus[]) {
      for (const to of [P, F, E] as OrderStatus[]) expect(canMoveTo(from, to)).toBe(false);
    }
  });

  it('keeps refunded, cancelled and expired orders where they are', () => {
    expect(orderStatuses.filter(isFinalOrderStatus)).toEqual([R, X, E]);
  });
});

const pr = printStatuses;
// prettier-ignore
const printMatrix: Record<PrintStatus, number[]> = {
  //              pe su ip sh co fa ca
  pending:       [0, 1, 1, 1, 1, 1, 1],
  submitted:     [0, 0, 1, 1, 1, 0, 1],
  in_production: [0, 0, 0, 1, 1, 0, 1],
  shipped:       [0, 0, 0, 0, 1, 0, 0],
  complete:      [0, 0, 0, 0, 0, 0, 0],
  failed:        [0, 1, 1, 1, 1, 0, 1],
  cancelled:     [0, 0, 0, 0, 0, 0, 0],
};

describe("a print's fulfilment: canPrintMoveTo", () => {
  it.each(pr.flatMap((from) => pr.map((to, i) => [from, to, printMatrix[from][i] === 1] as const)))(
    '%s → %s: %s',
    (from, to, allowed) => {
      expect(canPrintMoveTo(from, to)).toBe(allowed);
    },
  );

  it('never moves a print back along the way to the buyer', () => {
    const line: PrintStatus[] = ['pending', 'submitted', 'in_production', 'shipped', 'complete'];
    for (const [i, later] of line.entries()) {
      for (const earlier of line.slice(0, i)) expect(canPrintMoveTo(later, earlier)).toBe(false);
    }
  });
});
