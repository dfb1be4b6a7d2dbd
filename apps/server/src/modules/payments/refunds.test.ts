import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refundMessages as msg, type OrderMoney, type RefundResponse } from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { freePort, orderOf, waitForStatus } from '#test/purchase';
import { paidOrders, waitForMoney } from '#test/refunds';
import { setupTestApp } from '#test/test-app';

// Listening on a real port: the (simulated) provider's webhooks reach the app over HTTP.
const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
let buy: Awaited<ReturnType<typeof paidOrders>>;
let admin = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  buy = await paidOrders(ctx.app, ctx.database.db);
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
}, 60_000);

// The provider's webhooks of each test are answered before the next (and before closing).
afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
});

const refund = (orderId: string, body: object, token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: bearer(token),
    payload: body,
  });

describe('the payments ledger', () => {
  it('records a card payment as the provider reports it', async () => {
    const { orderId, amount } = await buy();
    const money = await ctx.app.paymentsLedger.money(orderId);
    expect(money).toMatchObject({
      receivedCents: amount,
      refundedCents: 0,
      refundableCents: amount,
      state: 'paid',
      card: { brand: 'visa', last4: '4242' },
      refunds: [],
    });
  });

  it('refunds part, refuses more than is left, then refunds the rest and the order follows', async () => {
    const { orderId, amount, paymentIntentId } = await buy();
    const part = Math.floor(amount / 3);
    const first = await refund(orderId, { amountCents: part, reason: 'requested_by_customer' });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<RefundResponse>();
    expect(body.refund).toMatchObject({ amountCents: part, status: 'succeeded', origin: 'admin' });
    expect(body.money).toMatchObject({
      refundedCents: part,
      refundableCents: amount - part,
      state: 'partially_refunded',
    });
    expect((await orderOf(ctx.app, orderId)).status).toBe('partially_refunded');

    const tooMuch = await refund(orderId, { amountCents: amount - part + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toMatch(
      /^El reembolso supera lo que queda por devolver de este pedido/,
    );

    const rest = await refund(orderId, {});
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<RefundResponse>().money).toMatchObject({
      refundedCents: amount,
      refundableCents: 0,
      state: 'refunded',
    });
    expect((await orderOf(ctx.app, orderId)).status).toBe('refunded');
    const atProvider = await ctx.app.paymentProvider.listRefunds(paymentIntentId);
    expect(atProvider.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual(
      [part, amount - part].sort((a, b) => a - b),
    );
    // The provider's webhooks of these refunds add nothing: each is already in the ledger.
    const settled = await waitForMoney(
      ctx.app,
      orderId,
      (money) => money.refunds.every((r) => r.origin === 'admin') && money.refunds.length === 2,
      'two admin refunds',
    );
    expect(settled.refundedCents).toBe(amount);

    const again = await refund(orderId, {});
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      msg.nothingLeft,
    ]);
  });

  it("takes in a refund made in the provider's dashboard, partial then full", async () => {
    const { orderId, amount, paymentIntentId } = await buy();
    await ctx.app.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 500 });
    // The webhook writes the refund into the ledger, then moves the order: wait for the last.
    await waitForStatus(ctx.app, orderId, 'partially_refunded');
    const partial: OrderMoney = await ctx.app.paymentsLedger.money(orderId);
    expect(partial).toMatchObject({
      refundedCents: 500,
      state: 'partially_refunded',
      refundableCents: amount - 500,
    });
    expect(partial.refunds).toEqual([
      expect.objectContaining({ amountCents: 500, origin: 'provider', status: 'succeeded' }),
    ]);

    await ctx.app.stripe.refunds.create({ payment_intent: paymentIntentId });
    await waitForStatus(ctx.app, orderId, 'refunded');
    const full: OrderMoney = await ctx.app.paymentsLedger.money(orderId);
    expect(full).toMatchObject({ refundedCents: amount, state: 'refunded' });
  });

  it('refunds once for a key asked twice (a retried job), and answers the first refund', async () => {
    const { orderId } = await buy();
    const ask = () =>
      ctx.app.paymentsLedger.refund({
        orderId,
        amountCents: 300,
        reason: 'requested_by_customer',
        origin: 'admin',
        requestedBy: null,
        key: `test-key:${orderId}`,
      });
    const first = await ask();
    const second = await ask();
    expect(second.refund.id).toBe(first.refund.id);
    const money = await ctx.app.paymentsLedger.money(orderId);
    expect(money.refunds).toHaveLength(1);
    expect(money.refundedCents).toBe(300);
  });

  it('refuses an order with no payment, an unknown order and bad amounts, changing nothing', async () => {
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {});
    expect(unknown.statusCode).toBe(404);
    for (const amountCents of [0, -5, 1.5, '10']) {
      const res = await refund('00000000-0000-4000-8000-000000000000', { amountCents });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const { orderId } = await buy();
    const customer = await signUp(ctx.app);
    expect((await refund(orderId, {}, customer.accessToken)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const money = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/money`,
      headers: bearer(customer.accessToken),
    });
    expect(money.statusCode).toBe(403);
    expect((await ctx.app.paymentsLedger.money(orderId)).refundedCents).toBe(0);
  });
});
