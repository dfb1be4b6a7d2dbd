import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  ORDER_LINK_PARAM,
  type AdminEvent,
  type BuyerOrder,
  type DeskOrderList,
} from '@shop/contracts';
import { refunds, stockHolds, tickets } from '#src/db/schema/index';
import { bearer, confirmedCustomer, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { waitForMail } from '#test/mailbox';
import { eventAbout, freePort, payWith, redeliver, waitForStatus } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';
import { entryRow, joinLine, setQuota, ticketOrder, ticketOrderOk } from '#test/waitlist';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
}, 60_000);

const customer = () => confirmedCustomer(ctx.app, ctx.database.db);
const typeOf = (event: AdminEvent) => event.ticketTypes[0]?.id ?? '';

describe('an offer partly taken up', () => {
  it('gives the seats not bought to the next in line in the order’s own step, never to an outsider', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, quota: 2, maxPerOrder: 2 }],
    });
    await registerFree(ctx.app, event, [
      { fullName: 'Uno', email: 'uno@example.com' },
      { fullName: 'Dos', email: 'dos@example.com' },
    ]);
    const [pair, single, outsider] = await Promise.all([customer(), customer(), customer()]);
    const pairEntry = await joinLine(ctx.app, event, pair.accessToken, 2);
    const singleEntry = await joinLine(ctx.app, event, single.accessToken, 1);
    await setQuota(ctx.app, admin, event, 4);
    await waitUntil(
      async () => (await entryRow(ctx.app, pairEntry.id))?.status === 'offered',
      'the pair offered two seats',
    );

    // The pair buys one of its two seats: the other is offered to the next at once.
    await ticketOrderOk(ctx.app, pair.accessToken, typeOf(event), 1);
    expect(await entryRow(ctx.app, singleEntry.id)).toMatchObject({
      status: 'offered',
      offeredQuantity: 1,
    });
    expect(await entryRow(ctx.app, pairEntry.id)).toMatchObject({ offeredQuantity: 1 });
    const taken = await ticketOrder(ctx.app, outsider.accessToken, typeOf(event), 1);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(checkoutMessages.soldOut);

    // The next one buys it: every seat is sold once.
    await ticketOrderOk(ctx.app, single.accessToken, typeOf(event), 1);
    const levels = await ctx.app.orders.stock.levels([`ticket-type:${typeOf(event)}`]);
    expect(levels.get(`ticket-type:${typeOf(event)}`)).toBe(4);
  });
});

describe('a replaced order', () => {
  it('is cancelled with its payment, and money that still comes for it goes back once', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, priceCents: 1500, quota: 1, maxPerOrder: 2 }],
    });
    const [owner, waiting] = await Promise.all([customer(), customer()]);
    const sold = await ticketOrderOk(ctx.app, owner.accessToken, typeOf(event), 1);
    await payWith(ctx.app, sold.paymentIntentId ?? '');
    await waitForStatus(ctx.app, sold.orderId, 'paid');
    const entry = await joinLine(ctx.app, event, waiting.accessToken, 1);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${sold.orderId}/refunds`,
      headers: bearer(admin),
      payload: {},
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await waitUntil(
      async () => (await entryRow(ctx.app, entry.id))?.status === 'offered',
      'the seat offered',
    );

    // A first try, then a reload: the first order ends cancelled in that step, and its
    // PaymentIntent is cancelled at the provider as a duplicate.
    const first = await ticketOrderOk(ctx.app, waiting.accessToken, typeOf(event), 1);
    const second = await ticketOrderOk(ctx.app, waiting.accessToken, typeOf(event), 1);
    expect((await ctx.app.orders.payments.findById(first.orderId))?.status).toBe('cancelled');
    expect(await entryRow(ctx.app, entry.id)).toMatchObject({
      status: 'claimed',
      orderId: second.orderId,
    });
    await waitUntil(
      async () =>
        (await ctx.app.stripe.paymentIntents.retrieve(first.paymentIntentId ?? '')).status ===
        'canceled',
      'the first payment cancelled',
    );
    const cancelled = await ctx.app.stripe.paymentIntents.retrieve(first.paymentIntentId ?? '');
    expect(cancelled.cancellation_reason).toBe('duplicate');

    // The second is paid while its notice is held back, and a third try replaces it.
    ctx.app.stripeSimulator?.setWebhook(null);
    await payWith(ctx.app, second.paymentIntentId ?? '');
    const third = await ticketOrderOk(ctx.app, waiting.accessToken, typeOf(event), 1);
    expect((await ctx.app.orders.payments.findById(second.orderId))?.status).toBe('cancelled');
    // The notice arrives late, three times at once: refunded once, never served.
    const notice = await eventAbout(
      ctx.app,
      'payment_intent.succeeded',
      second.paymentIntentId ?? '',
    );
    const answers = await Promise.all([1, 2, 3].map(() => redeliver(ctx.app, notice.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    ctx.app.stripeSimulator?.setWebhook({
      url: ctx.app.payments.webhookUrl,
      secret: ctx.app.payments.webhookSecret,
    });
    const refundsOf = (orderId: string) =>
      ctx.database.db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')));
    await waitUntil(async () => (await refundsOf(second.orderId)).length > 0, 'the refund');
    const mail = await waitForMail(ctx.dataDir, waiting.email, /Reembolso de tu pedido/, 15_000);
    expect(mail.body).toContain('15,00');
    expect((await refundsOf(second.orderId)).map((r) => [r.amountCents, r.requestKey])).toEqual([
      [1500, `unserved:${second.paymentIntentId}`],
    ]);
    const heldBySecond = await ctx.database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.orderId, second.orderId));
    expect(heldBySecond.map((h) => h.state)).toEqual(['released']);
    expect((await ctx.app.orders.payments.findById(second.orderId))?.status).toBe('cancelled');

    // The desk shows the cancelled order with its money given back.
    const desk = await ctx.app.inject({
      url: `/api/admin/orders?q=${second.orderId}`,
      headers: bearer(admin),
    });
    expect(desk.statusCode, desk.body).toBe(200);
    const row = desk.json<DeskOrderList>().orders.find((o) => o.id === second.orderId);
    expect(row).toMatchObject({ status: 'cancelled', state: 'refunded', refundedCents: 1500 });

    // The buyer's tab left on the replaced order reads it by its link: ended, money given back.
    const link = new URL(ctx.app.orders.links.url(second.orderId));
    const receipt = await ctx.app.inject({
      url: `/api/buyer/orders/${second.orderId}?signature=${link.searchParams.get(ORDER_LINK_PARAM) ?? ''}`,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json<BuyerOrder>()).toMatchObject({
      status: 'cancelled',
      recipient: null,
      breakdown: { totalCents: 1500, refundedCents: 1500 },
    });

    // The last try is paid: the seat is served once, to it.
    await payWith(ctx.app, third.paymentIntentId ?? '');
    await waitForStatus(ctx.app, third.orderId, 'paid');
    await waitUntil(
      async () => (await entryRow(ctx.app, entry.id))?.status === 'accepted',
      'the offer accepted',
    );
    const ticketsOf = async () =>
      (await ctx.database.db.select().from(tickets)).filter((t) =>
        [first.orderId, second.orderId, third.orderId].includes(t.orderId),
      );
    await waitUntil(async () => (await ticketsOf()).length > 0, 'the tickets');
    expect((await ticketsOf()).map((t) => t.orderId)).toEqual([third.orderId]);
  });
});
