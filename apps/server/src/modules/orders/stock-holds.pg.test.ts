import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPrintOrder } from '#test/orders';
import { setupTestApp } from '#test/test-app';
import { StockUnavailable } from './orders.port';

describe('the last seat (PostgreSQL)', () => {
  const ctx = setupTestApp();

  it('goes to exactly one of many orders made at once', async () => {
    const resource = `ticket-type:${randomUUID()}`;
    const holdUntil = new Date(Date.now() + 15 * 60_000);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        ctx.app.orders.checkout.create(
          newPrintOrder({ holds: [{ resource, quantity: 1, capacity: 1 }], holdUntil }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(StockUnavailable);
    }
  });
});
