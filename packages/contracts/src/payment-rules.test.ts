import { describe, expect, it } from 'vitest';
import { moneySummary } from './payment-rules';

describe("an order's money state", () => {
  it('follows what was taken and what went back', () => {
    expect(moneySummary(0, 0, 0)).toMatchObject({ state: 'unpaid', refundableCents: 0 });
    expect(moneySummary(5990, 0, 0)).toMatchObject({ state: 'paid', refundableCents: 5990 });
    expect(moneySummary(5990, 1000, 0)).toMatchObject({
      state: 'partially_refunded',
      refundableCents: 4990,
    });
    expect(moneySummary(5990, 5990, 0)).toMatchObject({ state: 'refunded', refundableCents: 0 });
  });

  it('counts refunds on their way against what is left, not as refunded', () => {
    expect(moneySummary(5990, 1000, 2000)).toMatchObject({
      state: 'partially_refunded',
      refundableCents: 2990,
    });
    expect(moneySummary(5990, 0, 5990)).toMatchObject({ state: 'paid', refundableCents: 0 });
  });
});
