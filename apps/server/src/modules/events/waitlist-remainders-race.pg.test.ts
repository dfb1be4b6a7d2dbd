import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCheckoutResponse } from '@shop/contracts';
import { refunds, stockHolds, tickets, waitlistEntries } from '#src/db/schema/index';
import { confirmedCustomer, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration } from '#test/events';
import { eventAbout, freePort, payWith, redeliver, waitForStatus } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';
import { joinLine, setQuota, ticketOrder, ticketOrderOk } from '#test/waitlist';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
}, 60_000);

const customers = (n: number) =>
  Promise.all(Array.from({ length: n }, () => confirmedCustomer(ctx.app, ctx.database.db)));

const entriesOf = (eventId: string) =>
  ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId));

describe('offers partly taken up, beside outsiders (PostgreSQL)', () => {
  it('4 pairs buy one seat each beside 20 outsiders and 4 rounds: every rest goes to the next in line', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, quota: 4, maxPerOrder: 2 }],
    });
    const typeId = event.ticketTypes[0]?.id ?? '';
    for (const first of await customers(2)) {
      await ticketOrderOk(ctx.app, first.accessToken, typeId, 2);
    }
    const pairs = await customers(4);
    const singles = await customers(8);
    const pairEntries = [];
    for (const pair of pairs) pairEntries.push(await joinLine(ctx.app, event, pair.accessToken, 2));
    for (const single of singles) await joinLine(ctx.app, event, single.accessToken, 1);
    // Eight seats more: the four pairs are offered two each.
    await setQuota(ctx.app, admin, event, 12);
    const pairIds = pairEntries.map((e) => e.id);
    await waitUntil(
      async () =>
        (await entriesOf(event._id)).filter((e) => pairIds.includes(e.id) && e.status === 'offered')
          .length === 4,
      'the pairs offered',
    );

    const outsiders = await customers(20);
    const [bought, tried] = await Promise.all([
      Promise.all(pairs.map((pair) => ticketOrder(ctx.app, pair.accessToken, typeId, 1))),
      Promise.all(outsiders.map((o) => ticketOrder(ctx.app, o.accessToken, typeId, 1))),
      Promise.all(Array.from({ length: 4 }, () => ctx.app.waitlist.offerSeats(event._id))),
    ]);
    expect(bought.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // No outsider ever found a seat free: each rest was offered in the order's transaction.
    expect(tried.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 409));

    const line = [...(await entriesOf(event._id))]
      .filter((e) => !pairIds.includes(e.id))
      .sort((a, b) => +a.createdAt - +b.createdAt || a.id.localeCompare(b.id));
    // The first four singles in line have the four rests, one seat each; the others wait.
    expect(line.map((e) => [e.status, e.offeredQuantity])).toEqual([
      ...Array.from({ length: 4 }, () => ['offered', 1]),
      ...Array.from({ length: 4 }, () => ['waiting', null]),
    ]);
    const pairsNow = (await entriesOf(event._id)).filter((e) => pairIds.includes(e.id));
    expect(pairsNow.every((e) => e.offeredQuantity === 1)).toBe(true);
    const levels = await ctx.app.orders.stock.levels([`ticket-type:${typeId}`]);
    expect(levels.get(`ticket-type:${typeId}`)).toBe(12);
  }, 60_000);
});

describe('replaced orders whose payment still arrives (PostgreSQL)', () => {
  it('10 waiters pay and try again at once: each seat served once, every late payment refunded once', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, priceCents: 1000, quota: 1, maxPerOrder: 1 }],
    });
    const typeId = event.ticketTypes[0]?.id ?? '';
    const [owner] = await customers(1);
    const sold = await ticketOrderOk(ctx.app, owner?.accessToken ?? '', typeId, 1);
    await payWith(ctx.app, sold.paymentIntentId ?? '');
    await waitForStatus(ctx.app, sold.orderId, 'paid');
    const waiters = await customers(10);
    for (const waiter of waiters) await joinLine(ctx.app, event, waiter.accessToken, 1);
    await setQuota(ctx.app, admin, event, 11);
    await waitUntil(
      async () => (await entriesOf(event._id)).every((e) => e.status === 'offered'),
      'every waiter offered a seat',
    );

    // Notices held back: each first payment is applied by hand, racing the new try.
    ctx.app.stripeSimulator?.setWebhook(null);
    // Half try again before the notice comes (then it comes twice at once); half race it.
    const tries = await Promise.all(
      waiters.map(async (waiter, i) => {
        const first = await ticketOrderOk(ctx.app, waiter.accessToken, typeId, 1);
        await payWith(ctx.app, first.paymentIntentId ?? '');
        const notice = await eventAbout(
          ctx.app,
          'payment_intent.succeeded',
          first.paymentIntentId ?? '',
        );
        const retry = () => ticketOrder(ctx.app, waiter.accessToken, typeId, 1);
        const notices = () =>
          Promise.all([redeliver(ctx.app, notice.id), redeliver(ctx.app, notice.id)]);
        const again =
          i % 2 === 0
            ? await retry().then(async (res) => (await notices(), res))
            : (await Promise.all([retry(), notices()]))[0];
        return {
          first,
          again: again.statusCode === 200 ? again.json<OrderCheckoutResponse>() : null,
        };
      }),
    );
    ctx.app.stripeSimulator?.setWebhook({
      url: ctx.app.payments.webhookUrl,
      secret: ctx.app.payments.webhookSecret,
    });
    for (const { again } of tries) {
      if (again) await payWith(ctx.app, again.paymentIntentId ?? '');
    }

    const orderIds = tries.flatMap(({ first, again }) => [
      first.orderId,
      ...(again ? [again.orderId] : []),
    ]);
    const statuses = async () =>
      Promise.all(orderIds.map(async (id) => (await ctx.app.orders.payments.findById(id))?.status));
    let seen: (string | undefined)[] = [];
    await waitUntil(
      async () => (seen = await statuses()).every((s) => s === 'paid' || s === 'cancelled'),
      () => `paid or cancelled: ${seen.join(', ')}`,
    );
    const refunded = async () =>
      ctx.database.db
        .select()
        .from(refunds)
        .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'succeeded')));
    const cancelled: string[] = [];
    for (const id of orderIds) {
      if ((await ctx.app.orders.payments.findById(id))?.status === 'cancelled') cancelled.push(id);
    }
    await waitUntil(
      async () => (await refunded()).length >= cancelled.length,
      'every late payment refunded',
    );

    expect(cancelled.length).toBeGreaterThanOrEqual(5);
    // One served order per waiter; each cancelled one (all were paid) refunded exactly once.
    const paid = orderIds.filter((id) => !cancelled.includes(id));
    expect(paid).toHaveLength(10);
    for (const { first, again } of tries) {
      const served = [first.orderId, again?.orderId].filter((id) => id && paid.includes(id));
      expect(served).toHaveLength(1);
    }
    const rows = await refunded();
    expect(rows.map((r) => r.orderId).sort()).toEqual([...cancelled].sort());
    expect(rows.every((r) => r.amountCents === 1000 && r.requestKey?.startsWith('unserved:'))).toBe(
      true,
    );
    // Never served twice: the seats confirmed and the tickets are the paid orders' only.
    const confirmed = await ctx.database.db
      .select()
      .from(stockHolds)
      .where(and(inArray(stockHolds.orderId, orderIds), eq(stockHolds.state, 'confirmed')));
    expect(confirmed.map((h) => h.orderId).sort()).toEqual([...paid].sort());
    const levels = await ctx.app.orders.stock.levels([`ticket-type:${typeId}`]);
    expect(levels.get(`ticket-type:${typeId}`)).toBe(11);
    await waitUntil(async () => {
      const issued = await ctx.database.db
        .select()
        .from(tickets)
        .where(inArray(tickets.orderId, orderIds));
      return issued.length === 10;
    }, 'ten tickets');
    const issued = await ctx.database.db
      .select()
      .from(tickets)
      .where(inArray(tickets.orderId, orderIds));
    expect(issued.map((t) => t.orderId).sort()).toEqual([...paid].sort());
  }, 120_000);
});
