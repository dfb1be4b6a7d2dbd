import { beforeAll, describe, expect, it } from 'vitest';
import { purchasesSchema, type OrderCheckoutResponse } from '@shop/contracts';
import { bearer, signUp, signUpAdmin, uniqueEmail } from '#test/accounts';
import { tokenFromLink, waitForMail } from '#test/mailbox';
import { adminEvent, freeRegistration } from '#test/events';
import {
  freePort,
  orderOf,
  payWith,
  recipient,
  startPaymentOk,
  waitForStatus,
} from '#test/purchase';
import { printShop } from '#test/checkout';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
}, 60_000);

const purchases = async (token: string) => {
  const res = await ctx.app.inject({ url: '/api/user/purchases', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  // The route's fast serializer checks nothing: every answer is held to the contract here.
  return purchasesSchema.strict().parse(res.json());
};

describe("the account's purchases", () => {
  it('lists what the customer paid for, with its tickets, card, refunds and invoices; only theirs', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, name: 'Taller', priceCents: 2500, quota: 20 }],
    });
    const typeId = event.ticketTypes[0]?.id ?? '';
    const buyer = await signUp(ctx.app, { name: 'Nora Vidal' });
    const buy = async (holders: { fullName: string; email: string }[]) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: bearer(buyer.accessToken),
        payload: { items: [{ kind: 'ticket', ticketTypeId: typeId, holders }] },
      });
      const body = res.json<OrderCheckoutResponse>();
      await payWith(ctx.app, body.paymentIntentId ?? '');
      await waitForStatus(ctx.app, body.orderId, 'paid');
      return body.orderId;
    };
    const first = await buy([
      { fullName: 'Nora Vidal', email: buyer.email },
      { fullName: 'Iván Soler', email: 'ivan@example.com' },
    ]);
    const second = await buy([{ fullName: 'Nora Vidal', email: buyer.email }]);
    // An order started and never paid is not a purchase.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: bearer(buyer.accessToken),
      payload: {
        items: [
          {
            kind: 'ticket',
            ticketTypeId: typeId,
            holders: [{ fullName: 'Nora Vidal', email: buyer.email }],
          },
        ],
      },
    });
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${second}/refunds`,
      headers: bearer(admin),
      payload: { amountCents: 1000 },
    });
    expect(refund.statusCode).toBe(201);
    await waitForStatus(ctx.app, second, 'partially_refunded');
    await waitUntil(
      async () => (await purchases(buyer.accessToken)).orders.every((o) => o.invoices.length > 0),
      'the invoices',
    );
    await waitUntil(
      async () =>
        (await purchases(buyer.accessToken)).orders.find((o) => o._id === second)?.invoices
          .length === 2,
      "the refund's rectifying invoice",
    );

    const mine = await purchases(buyer.accessToken);
    expect(mine.orders.map((o) => o._id)).toEqual([second, first]);
    expect(mine.totalSpent).toBe(5000 + 2500 - 1000);
    expect(mine.allEventIds).toEqual([event._id]);
    const [latest, earlier] = mine.orders;
    expect(earlier).toMatchObject({
      status: 'paid',
      totalAmount: 5000,
      totalItems: 1,
      totalQuantity: 2,
      eventInfo: { id: event._id, name: event.name, startDate: event.startDate },
      tickets: [
        {
          eventId: event._id,
          name: 'Taller',
          quantity: 2,
          price: 2500,
          participants: [
            { fullName: 'Nora Vidal', email: buyer.email },
            { fullName: 'Iván Soler', email: 'ivan@example.com' },
          ],
        },
      ],
      prints: [],
      stage: null,
      payment: { brand: 'visa', last4: '4242' },
      breakdown: { totalCents: 5000, refundedCents: 0, itemsCents: 5000, shippingCents: 0 },
    });
    expect(earlier?.number).toBe(first.slice(-6).toUpperCase());
    expect(latest).toMatchObject({
      status: 'partially_refunded',
      breakdown: { refundedCents: 1000 },
    });
    expect(latest?.invoices.map((i) => [i.type, i.totalCents])).toEqual([
      ['F2', 2500],
      ['R5', -1000],
    ]);

    const stranger = await signUp(ctx.app);
    expect(await purchases(stranger.accessToken)).toEqual({
      orders: [],
      totalSpent: 0,
      allEventIds: [],
    });
    expect((await ctx.app.inject('/api/user/purchases')).statusCode).toBe(401);
  });

  it("joins a guest's purchases to the account with that email once it is confirmed, and only then", async () => {
    const shop = await printShop(ctx.app, ctx.database.db);
    const variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
      profitMargin: '10,00',
    });
    const email = uniqueEmail('invitada');
    const guestBuy = async (to: string) => {
      const started = await startPaymentOk(ctx.app, {
        photoId: shop.photoId,
        variantId: variant.id,
        recipient: { ...recipient, email: to },
      });
      await payWith(ctx.app, started.paymentIntentId);
      await waitForStatus(ctx.app, started.orderId, 'paid');
      return started.orderId;
    };
    // Bought as a guest, written in capitals; then an account with that email, unconfirmed.
    const before = await guestBuy(email.toUpperCase());
    const someoneElse = await guestBuy(uniqueEmail('otra'));
    const account = await signUp(ctx.app, { email });
    expect((await purchases(account.accessToken)).orders).toEqual([]);
    const mine = await ctx.app.inject({
      url: '/api/buyer/orders',
      headers: bearer(account.accessToken),
    });
    expect(mine.json()).toMatchObject({ orders: [] });

    // The confirmation link proves the mailbox: the guest's order joins, nobody else's.
    const mail = await waitForMail(ctx.dataDir, email, /Confirma tu email/);
    const link = mail.links.find((l) => l.includes('/confirm-email/user/')) ?? '';
    const confirmed = await ctx.app.inject(`/api/auth/confirm-email/user/${tokenFromLink(link)}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await purchases(account.accessToken)).orders.map((o) => o._id)).toEqual([before]);

    // Bought as a guest after that: it joins the account at once.
    const after = await guestBuy(email);
    expect((await purchases(account.accessToken)).orders.map((o) => o._id)).toEqual([
      after,
      before,
    ]);
    expect((await orderOf(ctx.app, someoneElse)).userId).toBeNull();
    // The joined order's invoice is the account's to download.
    await waitUntil(async () => {
      const history = await purchases(account.accessToken);
      return history.orders.find((o) => o._id === before)?.invoices.length === 1;
    }, 'the invoice of the joined order');
    const invoice = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/get-pdf-ticket',
      headers: bearer(account.accessToken),
      payload: { orderId: before },
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
  });
});
