import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesOverview } from '@shop/contracts';
import { orderItems, orders, payments, refunds } from '#src/db/schema/index';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { freePort, orderOf } from '#test/purchase';
import { paidOrders } from '#test/refunds';
import { setupTestApp } from '#test/test-app';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin: string;
let customer: string;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
}, 60_000);

interface Line {
  kind: 'print' | 'shipping' | 'ticket';
  baseCents: number;
  vatCents: number;
  vatRateBp: number;
}
const print = (base: number, vat: number): Line => ({
  kind: 'print',
  baseCents: base,
  vatCents: vat,
  vatRateBp: 2100,
});
const shipping = (base: number, vat: number): Line => ({ ...print(base, vat), kind: 'shipping' });
const ticket = (base: number, vat: number): Line => ({
  kind: 'ticket',
  baseCents: base,
  vatCents: vat,
  vatRateBp: 1000,
});

/** An order as the ledger leaves it, written straight to the tables (a read model's test). */
async function sold(
  createdAt: string,
  lines: Line[],
  extra: { paid?: boolean; isTest?: boolean; refunds?: { at: string; cents: number }[] } = {},
) {
  const db = ctx.database.db;
  const total = lines.reduce((sum, l) => sum + l.baseCents + l.vatCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      email: 'ventas@example.com',
      status: extra.paid === false ? 'pending_payment' : 'paid',
      currency: 'EUR',
      itemsCents: total,
      shippingCents: 0,
      taxFeesCents: 0,
      ivaCents: lines.reduce((sum, l) => sum + l.vatCents, 0),
      totalCents: total,
      isTest: extra.isTest ?? false,
      createdAt: new Date(createdAt),
    })
    .returning();
  if (!order) throw new Error('no order');
  await db.insert(orderItems).values(
    lines.map((line, position) => ({
      orderId: order.id,
      kind: line.kind,
      quantity: 1,
      unitPriceCents: line.baseCents + line.vatCents,
      baseCents: line.baseCents,
      vatRateBp: line.vatRateBp,
      vatCents: line.vatCents,
      snapshot: { method: 'Standard' },
      position,
    })),
  );
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      providerPaymentId: `pi_${randomUUID()}`,
      amountCents: total,
      receivedCents: extra.paid === false ? 0 : total,
      currency: 'EUR',
      status: extra.paid === false ? 'pending' : 'succeeded',
    })
    .returning();
  for (const refund of extra.refunds ?? []) {
    await db.insert(refunds).values({
      paymentId: payment?.id ?? '',
      orderId: order.id,
      amountCents: refund.cents,
      currency: 'EUR',
      origin: 'admin',
      status: 'succeeded',
      createdAt: new Date(refund.at),
    });
  }
  return order.id;
}

const overview = async (query = '', token = admin) => {
  const response = await ctx.app.inject({
    url: `/api/admin/sales${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalesOverview>();
};

describe('the sales overview', () => {
  it('is for admins only, and a bad year is a 400 in Spanish', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/sales' })).statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      url: '/api/admin/sales',
      headers: bearer(customer),
    });
    expect(asCustomer.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      url: '/api/admin/sales?year=1999',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'invalid_data',
      details: [expect.objectContaining({ path: 'year', message: 'Elige un año desde 2020.' })],
    });
  });

  it("adds up a year's sales by month and kind on the shop's clock, refunds by their own day", async () => {
    // January: prints with their delivery (55,50 €).
    await sold('2025-01-15T10:00:00Z', [print(4050, 850), shipping(537, 113)]);
    // 31 January 23:30 UTC is 1 February in Madrid: tickets (2 × 20 €, 10 %).
    await sold('2025-01-31T23:30:00Z', [ticket(1818, 182), ticket(1818, 182)]);
    // March: both kinds in one order, refunded 10 € in April.
    await sold('2025-03-10T12:00:00Z', [print(2000, 420), ticket(1818, 182)], {
      refunds: [{ at: '2025-04-02T09:00:00Z', cents: 1000 }],
    });
    // Not sales: an unpaid order, an admin's test, an order of the year before.
    await sold('2025-01-20T10:00:00Z', [print(9000, 1890)], { paid: false });
    await sold('2025-01-21T10:00:00Z', [print(9000, 1890)], { isTest: true });
    // December 2024, refunded in full in January 2025: the refund counts in 2025.
    await sold('2024-12-20T10:00:00Z', [print(1000, 210)], {
      refunds: [{ at: '2025-01-05T10:00:00Z', cents: 1210 }],
    });

    const year = await overview('?year=2025');
    expect(year.year).toBe(2025);
    expect(year.years).toEqual(expect.arrayContaining([2026, 2025, 2024]));
    expect(year.months.map((m) => m.month)).toHaveLength(12);
    const [jan, feb, mar, apr] = year.months;

    expect(jan?.prints).toMatchObject({ orders: 1, grossCents: 5550, refundsCents: 1210 });
    expect(jan?.prints.vatCents).toBe(850 + 113 - 210);
    expect(jan?.tickets.orders).toBe(0);
    expect(feb?.tickets).toMatchObject({
      orders: 1,
      grossCents: 4000,
      vatCents: 364,
      netCents: 4000,
      averageCents: 4000,
    });
    // The mixed order counts once in the month's total, once in each kind.
    expect(mar?.total.orders).toBe(1);
    expect(mar?.prints.orders).toBe(1);
    expect(mar?.tickets.orders).toBe(1);
    expect(mar?.total.grossCents).toBe(2420 + 2000);
    // The April refund is shared between the kinds as their money was (2420 : 2000).
    expect((apr?.prints.refundsCents ?? 0) + (apr?.tickets.refundsCents ?? 0)).toBe(1000);
    expect(apr?.prints.refundsCents).toBe(548);
    expect(apr?.total).toMatchObject({ orders: 0, refundsCents: 1000, netCents: -1000 });
    // 5,48 € at 21 % gives back 0,95 € of IVA; 4,52 € at 10 %, 0,41 €.
    expect(apr?.prints.vatCents).toBe(-95);
    expect(apr?.tickets.vatCents).toBe(-41);

    expect(year.total.total).toMatchObject({
      orders: 3,
      grossCents: 5550 + 4000 + 4420,
      refundsCents: 2210,
      netCents: 5550 + 4000 + 4420 - 2210,
      averageCents: Math.round((5550 + 4000 + 4420) / 3),
    });
    expect(year.total.prints.orders + year.total.tickets.orders).toBe(4);

    const before = await overview('?year=2024');
    expect(before.total.total).toMatchObject({ orders: 1, grossCents: 1210, refundsCents: 0 });
  });

  it('shows a card purchase of this year in its month', async () => {
    const buy = await paidOrders(ctx.app, ctx.database.db);
    const started = await buy();
    const order = await orderOf(ctx.app, started.orderId);
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
    }).format(order.createdAt);
    const now = await overview();
    expect(now.year).toBe(Number(month.slice(0, 4)));
    const row = now.months.find((m) => m.month === month);
    expect(row?.prints).toMatchObject({ orders: 1, grossCents: order.totalCents });
    expect(row?.tickets.orders).toBe(0);
  });
});
