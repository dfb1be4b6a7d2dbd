import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#test/test-app';
import { newPrintOrder } from '#test/orders';

const times = <T>(n: number, make: () => Promise<T>) =>
  Promise.all(Array.from({ length: n }, make));

describe('orders under concurrency (PostgreSQL)', () => {
  const ctx = setupTestApp();

  it('records an event delivered many times at once exactly once', async () => {
    const id = `evt_${randomUUID()}`;
    const results = await times(10, () =>
      ctx.app.orders.payments.recordPaymentEvent(id, 'payment_intent.succeeded'),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lets one of many concurrent moves win the compare-and-set', async () => {
    const order = await ctx.app.orders.checkout.create(newPrintOrder());
    const results = await times(10, () => ctx.app.orders.payments.moveTo(order.id, 'paid'));
    expect(results.filter((r) => r.moved)).toHaveLength(1);
    expect(results.filter((r) => !r.moved)).toEqual(
      Array.from({ length: 9 }, () => ({ moved: false, status: 'paid' })),
    );
  });

  it('a payment and the unpaid-order expiry at once: one of them wins, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await ctx.app.orders.checkout.create(newPrintOrder());
      const [paid, cancelled] = await Promise.all([
        ctx.app.orders.payments.moveTo(order.id, 'paid'),
        ctx.app.orders.payments.endUnpaid(order.id, 'expired'),
      ]);
      expect(paid.moved !== cancelled, JSON.stringify({ paid, cancelled })).toBe(true);
      const status = (await ctx.app.orders.payments.findById(order.id))?.status;
      expect(status).toBe(cancelled ? 'expired' : 'paid');
    }
  });

  it('queues one job when the same event is handled by many transactions at once', async () => {
    const { jobs } = ctx.app;
    const { checkout, payments: orders } = ctx.app.orders;
    const queue = `orders-race-${randomUUID()}`;
    await jobs.declare(queue);
    const order = await checkout.create(newPrintOrder());
    const eventId = `evt_${randomUUID()}`;
    const outcomes = await times(5, () =>
      orders.transaction(async (inTx, tx) => {
        if (!(await inTx.recordPaymentEvent(eventId, 'payment_intent.succeeded'))) {
          return 'duplicate';
        }
        if (!(await inTx.moveTo(order.id, 'paid')).moved) return 'not moved';
        await jobs.send(queue, { orderId: order.id }, {}, tx);
        return 'handled';
      }),
    );
    expect(outcomes.sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'handled',
    ]);
    const result = await ctx.app.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${queue}`,
    );
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    expect((await orders.findById(order.id))?.status).toBe('paid');
  });
});
