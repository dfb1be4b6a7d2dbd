import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutMessages as msg } from '@shop/contracts';
import { stockHolds } from '#src/db/schema/index';
import { newPrintOrder } from '#test/orders';
import { freePort, payWith, waitForStatus } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { StockUnavailable, type HoldRequest } from './orders.port';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const seats = (quantity: number, resource: string): HoldRequest => ({
  resource,
  quantity,
  capacity: 3,
});
const hold = (quantity: number, resource: string, holdUntil = minutes(15)) =>
  ctx.app.orders.checkout.create(newPrintOrder({ holds: [seats(quantity, resource)], holdUntil }));
const statesOf = async (orderId: string) =>
  (
    await ctx.database.db
      .select({ state: stockHolds.state })
      .from(stockHolds)
      .where(eq(stockHolds.orderId, orderId))
  ).map((row) => row.state);

/** The order's payment, opened at the (simulated) provider as checkout opens it. */
async function openPayment(orderId: string, amountCents: number) {
  const payment = await ctx.app.paymentProvider.createPayment({
    amountCents,
    currency: 'EUR',
    description: 'plazas',
    metadata: { orderId },
    idempotencyKey: `order-${orderId}`,
  });
  expect(await ctx.app.orders.checkout.attachPaymentIntent(orderId, payment.id)).toBe(true);
  return payment.id;
}

describe('stock held by unpaid orders', () => {
  it('holds up to the capacity and refuses the order that would pass it, making nothing', async () => {
    const resource = `ticket-type:${randomUUID()}`;
    await hold(2, resource);
    const email = `sin-plaza-${randomUUID()}@example.com`;
    await expect(
      ctx.app.orders.checkout.create(
        newPrintOrder({ email, holds: [seats(2, resource)], holdUntil: minutes(15) }),
      ),
    ).rejects.toBeInstanceOf(StockUnavailable);
    // The refused order is not written either.
    expect(await ctx.database.db.$count(stockHolds, eq(stockHolds.resource, resource))).toBe(1);
    await hold(1, resource);
  });

  it('gives the stock back when the payment fails, and a later success takes it only if it is still there', async () => {
    await ctx.app.listen({ port, host: '127.0.0.1' });
    const resource = `ticket-type:${randomUUID()}`;
    const first = await hold(3, resource);
    const paymentId = await openPayment(first.id, first.totalCents);
    await expect(payWith(ctx.app, paymentId, 'pm_card_chargeDeclined')).rejects.toThrow();
    await waitForStatus(ctx.app, first.id, 'payment_failed');
    expect(await statesOf(first.id)).toEqual(['released']);

    // Meanwhile someone else takes the seats.
    const second = await hold(3, resource);
    expect(await statesOf(second.id)).toEqual(['held']);
    // The first buyer tries another card: paid, but the seats are gone.
    await payWith(ctx.app, paymentId);
    await waitForStatus(ctx.app, first.id, 'flagged');
    expect((await ctx.app.orders.payments.findById(first.id))?.flaggedReason).toBe(msg.holdExpired);
  });

  it('stops counting a hold at its expiry, and the round marks it released', async () => {
    const resource = `ticket-type:${randomUUID()}`;
    const late = await hold(3, resource, minutes(-1));
    // Expired already: all 3 seats are free again.
    const next = await hold(3, resource);
    expect(await ctx.app.orders.payments.releaseExpiredHolds(new Date())).toBeGreaterThanOrEqual(1);
    expect(await statesOf(late.id)).toEqual(['released']);
    expect(await statesOf(next.id)).toEqual(['held']);
  });

  it('confirms the holds of a paid order, and takes an expired one again when there is room', async () => {
    const resource = `ticket-type:${randomUUID()}`;
    const order = await hold(2, resource, minutes(-1));
    expect(await ctx.app.orders.payments.confirmHolds(order.id)).toBe(true);
    expect(await statesOf(order.id)).toEqual(['confirmed']);
    // Confirmed seats count for good: one left.
    await expect(hold(2, resource)).rejects.toBeInstanceOf(StockUnavailable);
    await hold(1, resource);
  });

  it('releases what an order held when it ends unpaid', async () => {
    const resource = `ticket-type:${randomUUID()}`;
    const order = await hold(3, resource);
    expect(await ctx.app.orders.payments.endUnpaid(order.id, 'cancelled')).toBe(true);
    expect(await statesOf(order.id)).toEqual(['released']);
    await hold(3, resource);
  });
});
