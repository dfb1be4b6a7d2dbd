import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerOrderMessages as msg,
  checkoutMessages,
  formatEuros,
  MY_ORDERS_PAGE_SIZE,
  type AdminVariant,
  type BuyerOrder,
  type BuyerOrderActionResult,
  type MyOrders,
} from '@shop/contracts';
import { orderActions } from '#src/db/schema/index';
import { bearer, signUp, uniqueEmail } from '#test/accounts';
import { printShop } from '#test/checkout';
import { waitForMail } from '#test/mailbox';
import { newPrintOrder } from '#test/orders';
import {
  freePort,
  orderOf,
  payWith,
  printOf,
  recipient,
  startPayment,
  waitForPrint,
  waitForStatus,
} from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const ctx = setupTestApp({ PUBLIC_URL: publicUrl, JOBS_WORKERS: 'true' });
let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
    displayName: 'Lámina grande',
    profitMargin: '10,00',
  });
}, 60_000);

// Stripe's refund webhooks and Prodigi's callbacks of each test are answered before the next
// and before closing (an app closed with one in flight waits for it).
afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

/** A print bought by card (as a guest, or signed in with `token`) and submitted to Prodigi. */
async function bought(token?: string) {
  const email = uniqueEmail('comprador');
  const res = await startPayment(
    ctx.app,
    { photoId: shop.photoId, variantId: variant.id, recipient: { ...recipient, email } },
    token ? bearer(token) : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json<{ orderId: string; paymentIntentId: string; amount: number }>();
  await payWith(ctx.app, started.paymentIntentId);
  await waitForPrint(ctx.app, started.orderId, 'submitted');
  const prodigiOrderId = (await printOf(ctx.app, started.orderId)).prodigiOrderId ?? '';
  return { ...started, email, prodigiOrderId };
}

/** The signature the confirmation email's link carries. */
async function linkOf(email: string, orderId: string) {
  const mail = await waitForMail(ctx.dataDir, email, /^Pedido [0-9A-F]{6} confirmado$/, 20_000);
  const link = mail.links.find((l) => l.startsWith(`${publicUrl}/pedido/${orderId}?firma=`));
  expect(link, mail.body).toBeDefined();
  return new URL(link ?? '').searchParams.get('firma') ?? '';
}

const get = (orderId: string, signature?: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/buyer/orders/${orderId}${signature === undefined ? '' : `?signature=${encodeURIComponent(signature)}`}`,
    headers: token ? bearer(token) : {},
  });

const post = (orderId: string, action: 'address' | 'cancel', signature: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/buyer/orders/${orderId}/${action}?signature=${encodeURIComponent(signature)}`,
    ...(payload ? { payload } : {}),
  });

const auditOf = (prodigiOrderId: string) =>
  ctx.database.db
    .select({
      action: orderActions.action,
      ok: orderActions.ok,
      actor: orderActions.actor,
      orderId: orderActions.orderId,
    })
    .from(orderActions)
    .where(eq(orderActions.prodigiOrderId, prodigiOrderId));

const newAddress = {
  ...recipient,
  addressLine1: 'Calle de Alcalá 50',
  addressLine2: '',
  postalCode: '28014',
  city: 'Madrid',
};

describe("the buyer's order page", () => {
  it("opens from the confirmation email's link with the order's items, prices, stage and actions", async () => {
    const order = await bought();
    const signature = await linkOf(order.email, order.orderId);

    const res = await get(order.orderId, signature);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<BuyerOrder>();
    expect(body).toMatchObject({
      id: order.orderId,
      number: order.orderId.slice(-6).toUpperCase(),
      status: 'paid',
      isTest: false,
      stage: 'paid',
      items: [{ title: 'Atardecer en Cabo de Gata', product: 'Lámina grande', copies: 1 }],
      recipient: { name: recipient.name, addressLine1: 'Calle Mayor 1', countryCode: 'ES' },
      actions: {
        changeAddress: true,
        cancel: true,
        changeAddressUnavailable: null,
        cancelUnavailable: null,
      },
    });
    const { breakdown } = body;
    expect(breakdown.totalCents).toBe(order.amount);
    expect(breakdown.itemsCents + breakdown.shippingCents).toBe(breakdown.totalCents);
    expect(body.items[0]?.priceCents).toBe(breakdown.itemsCents);
    expect(breakdown.ivaCents).toBeGreaterThan(0);
    expect(breakdown.refundedCents).toBe(0);
  });

  it('is a 404 for a forged link, a link to another order, or no proof at all', async () => {
    const [one, two] = [await bought(), await bought()];
    const signature = await linkOf(one.email, one.orderId);
    const forged = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [id, proof] of [
      [one.orderId, forged],
      [one.orderId, ''],
      [two.orderId, signature],
      [one.orderId, undefined],
      [randomUUID(), signature],
      ['no-es-un-id', signature],
    ] as const) {
      const res = await get(id, proof);
      expect([res.statusCode, res.json<{ message: string }>().message], `${id} ${proof}`).toEqual([
        404,
        msg.notFound,
      ]);
    }
    // Nor can a forged link act on the order.
    const cancel = await post(one.orderId, 'cancel', forged);
    expect(cancel.statusCode).toBe(404);
    expect((await printOf(ctx.app, one.orderId)).status).toBe('submitted');
  });

  it('shows a signed-in buyer their own orders, never another user’s', async () => {
    const owner = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const order = await bought(owner.accessToken);

    const mine = await get(order.orderId, undefined, owner.accessToken);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<BuyerOrder>().id).toBe(order.orderId);
    const theirs = await get(order.orderId, undefined, other.accessToken);
    expect(theirs.statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/buyer/orders/${order.orderId}/cancel`,
      headers: bearer(other.accessToken),
    });
    expect(cancel.statusCode).toBe(404);
    expect((await printOf(ctx.app, order.orderId)).status).toBe('submitted');

    const list = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/buyer/orders', headers: bearer(token) });
    expect((await list(owner.accessToken)).json<MyOrders>().orders).toMatchObject([
      { id: order.orderId, status: 'paid', summary: 'Atardecer en Cabo de Gata · Lámina grande' },
    ]);
    expect((await list(other.accessToken)).json<MyOrders>()).toEqual({
      orders: [],
      nextCursor: null,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/buyer/orders' })).statusCode).toBe(
      401,
    );
  });

  it("lists the buyer's paid orders newest first, a page at a time", async () => {
    const buyer = await signUp(ctx.app);
    const userId = (await ctx.app.userAccounts.findByEmail(buyer.email))?.id ?? '';
    const made: string[] = [];
    for (let i = 0; i < MY_ORDERS_PAGE_SIZE + 2; i++) {
      const order = await ctx.app.orders.checkout.create(newPrintOrder({ userId }));
      await ctx.app.orders.payments.moveTo(order.id, 'paid');
      made.push(order.id);
    }
    // Neither an order never paid nor a test order is the buyer's to see.
    await ctx.app.orders.checkout.create(newPrintOrder({ userId }));
    const test = await ctx.app.orders.checkout.create(newPrintOrder({ userId, isTest: true }));
    await ctx.app.orders.payments.moveTo(test.id, 'paid');

    const page = async (cursor?: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/buyer/orders${cursor ? `?cursor=${cursor}` : ''}`,
        headers: bearer(buyer.accessToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<MyOrders>();
    };
    const first = await page();
    expect(first.orders).toHaveLength(MY_ORDERS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(first.nextCursor ?? '');
    expect(second.nextCursor).toBeNull();
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual([...made].reverse());

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/buyer/orders?cursor=nada',
      headers: bearer(buyer.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('corrects the delivery address at Prodigi and in our order, audited and emailed', async () => {
    const order = await bought();
    const signature = await linkOf(order.email, order.orderId);

    const res = await post(order.orderId, 'address', signature, { recipient: newAddress });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BuyerOrderActionResult>();
    expect(result.message).toBe(msg.addressChanged);
    expect(result.order.recipient).toMatchObject({
      addressLine1: 'Calle de Alcalá 50',
      postalCode: '28014',
    });

    const atProdigi = await ctx.app.prodigi.orders.get(order.prodigiOrderId);
    expect(atProdigi.recipient.address).toMatchObject({
      line1: 'Calle de Alcalá 50',
      line2: null,
      postalOrZipCode: '28014',
      countryCode: 'ES',
    });
    expect((await printOf(ctx.app, order.orderId)).recipient.address).toMatchObject({
      line1: 'Calle de Alcalá 50',
      line2: null,
      postalOrZipCode: '28014',
    });
    expect(await auditOf(order.prodigiOrderId)).toEqual([
      { action: 'update-recipient', ok: true, actor: 'buyer', orderId: order.orderId },
    ]);
    const mail = await waitForMail(ctx.dataDir, order.email, /dirección de entrega cambiada$/);
    expect(mail.body).toContain('Calle de Alcalá 50, 28014 Madrid');
    expect(mail.links.some((l) => l.includes(`/pedido/${order.orderId}?firma=${signature}`))).toBe(
      true,
    );
  });

  it('refuses a bad address with the field and a Spanish message, changing nothing', async () => {
    const order = await bought();
    const signature = await linkOf(order.email, order.orderId);
    for (const [change, path, message] of [
      [{ postalCode: '2801' }, 'recipient.postalCode', /^El código postal/],
      [{ name: '  ', city: '' }, 'recipient.name', /^Completa los campos obligatorios: /],
      [{ email: 'no-es-un-email' }, 'recipient.email', checkoutMessages.badEmail],
      [{ countryCode: 'FR', postalCode: '75001' }, 'recipient.countryCode', msg.countryChanged],
      [{ postalCode: '35001' }, 'recipient.postalCode', msg.taxTerritoryChanged],
    ] as const) {
      const res = await post(order.orderId, 'address', signature, {
        recipient: { ...newAddress, ...change },
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ message: string; details: { path: string }[] }>();
      expect(body.details[0]?.path).toBe(path);
      expect(body.message).toMatch(message);
    }
    const atProdigi = await ctx.app.prodigi.orders.get(order.prodigiOrderId);
    expect(atProdigi.recipient.address.line1).toBe('Calle Mayor 1');
    expect((await printOf(ctx.app, order.orderId)).recipient.address.line1).toBe('Calle Mayor 1');
    expect(await auditOf(order.prodigiOrderId)).toEqual([]);
  });

  it('cancels at Prodigi, refunds the buyer in full and emails the confirmation', async () => {
    const order = await bought();
    const signature = await linkOf(order.email, order.orderId);

    const res = await post(order.orderId, 'cancel', signature);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<BuyerOrderActionResult>();
    expect(result.message).toBe(msg.cancelled(order.amount));
    expect(result.order).toMatchObject({
      stage: 'cancelled',
      breakdown: { refundedCents: order.amount },
      actions: { changeAddress: false, cancel: false },
    });

    expect((await ctx.app.prodigi.orders.get(order.prodigiOrderId)).status.stage).toBe('Cancelled');
    expect((await printOf(ctx.app, order.orderId)).status).toBe('cancelled');
    await waitForStatus(ctx.app, order.orderId, 'refunded');
    expect(await ctx.app.paymentsLedger.money(order.orderId)).toMatchObject({
      refundedCents: order.amount,
      refunds: [{ origin: 'buyer', amountCents: order.amount }],
    });
    expect(
      (await auditOf(order.prodigiOrderId)).map((a) => [a.action, a.ok, a.actor]).sort(),
    ).toEqual([
      ['cancel', true, 'buyer'],
      ['refund', true, 'buyer'],
    ]);
    const mail = await waitForMail(ctx.dataDir, order.email, /^Pedido [0-9A-F]{6} cancelado$/);
    expect(mail.body).toContain(`Te devolvemos ${formatEuros(order.amount)}`);

    // The page afterwards: cancelled, refunded, nothing left to do.
    const after = (await get(order.orderId, signature)).json<BuyerOrder>();
    expect(after).toMatchObject({ status: 'refunded', stage: 'cancelled' });
  });

  it('refuses both actions once Prodigi no longer allows them, saying why, changing nothing', async () => {
    const order = await bought();
    const signature = await linkOf(order.email, order.orderId);
    // The page read while the lab allowed both (an answer kept briefly).
    expect((await get(order.orderId, signature)).json<BuyerOrder>().actions).toMatchObject({
      changeAddress: true,
      cancel: true,
    });
    const simulator = ctx.app.prodigiSimulator;
    if (!simulator) throw new Error('the tests run the Prodigi simulator');
    // Into production: Prodigi allows neither a cancel nor a recipient change any more.
    await waitUntil(async () => {
      await simulator.advanceOrder(order.prodigiOrderId);
      const actions = await ctx.app.prodigi.orders.actions(order.prodigiOrderId);
      return actions.cancel.isAvailable === 'No';
    }, 'the order to be in production');

    // A change asks the lab again, not the page's kept answer: refused, and why.
    const address = await post(order.orderId, 'address', signature, { recipient: newAddress });
    expect([address.statusCode, address.json<{ message: string }>().message]).toEqual([
      409,
      msg.unavailable.inProduction.changeAddress,
    ]);
    const cancel = await post(order.orderId, 'cancel', signature);
    expect([cancel.statusCode, cancel.json<{ message: string }>().message]).toEqual([
      409,
      msg.unavailable.inProduction.cancel,
    ]);
    // And the page now says so beside each action.
    const page = (await get(order.orderId, signature)).json<BuyerOrder>();
    expect(page.actions).toEqual({
      changeAddress: false,
      cancel: false,
      changeAddressUnavailable: msg.unavailable.inProduction.changeAddress,
      cancelUnavailable: msg.unavailable.inProduction.cancel,
    });
    expect((await ctx.app.prodigi.orders.get(order.prodigiOrderId)).status.stage).toBe(
      'InProgress',
    );
    expect((await orderOf(ctx.app, order.orderId)).status).toBe('paid');
    expect(
      await ctx.database.db
        .select()
        .from(orderActions)
        .where(
          and(
            eq(orderActions.prodigiOrderId, order.prodigiOrderId),
            eq(orderActions.actor, 'buyer'),
          ),
        ),
    ).toEqual([]);
  });
});
