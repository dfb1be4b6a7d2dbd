import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dateMessages,
  providerOrderMessages as msg,
  type ProviderOrderActionResult,
  type ProviderOrderActions,
  type ProviderOrderBody,
  type ProviderOrderList,
} from '@shop/contracts';
import { orderActions } from '#src/db/schema/index';
import { bearer, signUp } from '#test/accounts';
import { printShop } from '#test/checkout';
import { prodigiOrderRequest } from '#test/prodigi-orders';
import {
  freePort,
  orderOf,
  payWith,
  printOf,
  startPaymentOk,
  waitForPrint,
  waitForStatus,
} from '#test/purchase';
import { setupTestApp } from '#test/test-app';

const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const ctx = setupTestApp({ PUBLIC_URL: publicUrl, JOBS_WORKERS: 'true' });
let shop: Awaited<ReturnType<typeof printShop>>;
let customer: string;
/** Orders made at the (simulated) lab for these tests, all with one batch reference prefix. */
const batch = randomUUID().slice(0, 8);
const made: string[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  customer = (await signUp(ctx.app)).accessToken;
  for (let i = 0; i < 3; i++) {
    const reference = `${batch}-${i}`;
    const result = await ctx.app.prodigi.orders.create(
      prodigiOrderRequest(reference, reference, `${publicUrl}/nothing.jpg`),
    );
    made.push(result.order?.id ?? '');
  }
}, 60_000);

// Stripe's refund webhooks and Prodigi's callbacks of each test are answered before the next
// and before closing (an app closed with one in flight waits for it: a teardown that hung).
afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(token ?? shop.admin),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('orders at Prodigi, for the admin', () => {
  it('are for admins only: anonymous callers get 401 and customers 403 on every route', async () => {
    const id = made[0] ?? '';
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/prodigi/admin/orders'],
      ['GET', `/api/prodigi/admin/orders/${id}`],
      ['GET', `/api/prodigi/admin/orders/${id}/actions`],
      ['POST', `/api/prodigi/admin/orders/${id}/actions/cancel`],
      ['POST', `/api/prodigi/admin/orders/${id}/actions/update-shipping`],
      ['POST', `/api/prodigi/admin/orders/${id}/actions/update-recipient`],
      ['POST', `/api/prodigi/admin/orders/${id}/actions/update-metadata`],
    ];
    for (const [method, url] of routes) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await admin(method, url, undefined, customer)).statusCode, url).toBe(403);
    }
    // Nothing happened to the order.
    const detail = await admin('GET', `/api/prodigi/admin/orders/${id}`);
    expect(detail.json<ProviderOrderBody>().status.stage).not.toBe('Cancelled');
  });

  it('lists by merchant reference a page at a time, with hasMore', async () => {
    const refs = made.map((_, i) => `${batch}-${i}`).join(',');
    const first = await admin('GET', `/api/prodigi/admin/orders?top=2&merchantReferences=${refs}`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<ProviderOrderList>();
    expect([page1.orders.length, page1.hasMore]).toEqual([2, true]);
    const second = await admin(
      'GET',
      `/api/prodigi/admin/orders?top=2&skip=2&merchantReferences=${refs}`,
    );
    const page2 = second.json<ProviderOrderList>();
    expect([page2.orders.length, page2.hasMore]).toEqual([1, false]);
    expect([...page1.orders, ...page2.orders].map((o) => o.id).sort()).toEqual([...made].sort());
    const byId = await admin('GET', `/api/prodigi/admin/orders?orderIds=${made[1]}`);
    expect(byId.json<ProviderOrderList>().orders.map((o) => o.id)).toEqual([made[1]]);
  });

  it('refuses bad filters with the field and a Spanish message', async () => {
    for (const [query, message] of [
      ['top=0', msg.badTop],
      ['top=101', msg.badTop],
      ['skip=-1', msg.badSkip],
      ['status=lost', msg.badStatus],
      ['createdFrom=ayer', dateMessages.instant('Creadas desde')],
    ] as const) {
      const res = await admin('GET', `/api/prodigi/admin/orders?${query}`);
      expect([res.statusCode, JSON.stringify(res.json())], query).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
  });

  it('shows an order and what can be done with it; an unknown one is a 404', async () => {
    const id = made[0] ?? '';
    const detail = await admin('GET', `/api/prodigi/admin/orders/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ProviderOrderBody>()).toMatchObject({
      id,
      merchantReference: `${batch}-0`,
      shippingMethod: 'Budget',
      items: [{ sku: 'GLOBAL-FAP-16X24', copies: 1 }],
      shopOrderId: null,
    });
    const actions = await admin('GET', `/api/prodigi/admin/orders/${id}/actions`);
    expect(actions.json<ProviderOrderActions>().cancel.isAvailable).toBe('Yes');
    const missing = await admin('GET', '/api/prodigi/admin/orders/ord_000000');
    expect([missing.statusCode, missing.json<{ message: string }>().message]).toEqual([
      404,
      msg.notFound,
    ]);
    // Not an id of Prodigi's at all: the field is named, nothing is asked of Prodigi.
    for (const url of [
      '/api/prodigi/admin/orders/12345',
      '/api/prodigi/admin/orders/ord_x/actions',
    ]) {
      const bad = await admin('GET', url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.body, url).toContain(msg.badOrderId);
    }
    const badCancel = await admin('POST', '/api/prodigi/admin/orders/ORD-1/actions/cancel');
    expect(badCancel.statusCode).toBe(400);
  });

  it('changes shipping, recipient and metadata, refuses bad input, and audits each action', async () => {
    const id = made[1] ?? '';
    const shipping = await admin(
      'POST',
      `/api/prodigi/admin/orders/${id}/actions/update-shipping`,
      {
        shippingMethod: 'Express',
      },
    );
    expect(shipping.statusCode, shipping.body).toBe(200);
    expect(shipping.json<ProviderOrderActionResult>().order.shippingMethod).toBe('Express');

    const address = {
      line1: 'Gran Vía 2',
      townOrCity: 'Madrid',
      postalOrZipCode: '28013',
      countryCode: 'es',
    };
    const recipient = await admin(
      'POST',
      `/api/prodigi/admin/orders/${id}/actions/update-recipient`,
      {
        name: 'Ana Gómez',
        address,
      },
    );
    expect(recipient.statusCode, recipient.body).toBe(200);
    expect(recipient.json<ProviderOrderActionResult>().order.recipient).toMatchObject({
      name: 'Ana Gómez',
      address: { line1: 'Gran Vía 2', countryCode: 'ES' },
    });
    const badCountry = await admin(
      'POST',
      `/api/prodigi/admin/orders/${id}/actions/update-recipient`,
      {
        name: 'Ana Gómez',
        address: { ...address, countryCode: 'ESP' },
      },
    );
    expect([badCountry.statusCode, JSON.stringify(badCountry.json())]).toEqual([
      400,
      expect.stringContaining(msg.badCountry),
    ]);
    const badMethod = await admin(
      'POST',
      `/api/prodigi/admin/orders/${id}/actions/update-shipping`,
      {
        shippingMethod: 'Teleport',
      },
    );
    expect(badMethod.statusCode).toBe(400);

    const metadata = await admin(
      'POST',
      `/api/prodigi/admin/orders/${id}/actions/update-metadata`,
      {
        metadata: { nota: 'regalo' },
      },
    );
    expect(metadata.statusCode, metadata.body).toBe(200);
    expect(metadata.json<ProviderOrderActionResult>().order.metadata).toMatchObject({
      nota: 'regalo',
    });
    const notObject = await admin(
      'POST',
      `/api/prodigi/admin/orders/${id}/actions/update-metadata`,
      {
        metadata: ['regalo'],
      },
    );
    expect([notObject.statusCode, JSON.stringify(notObject.json())]).toEqual([
      400,
      expect.stringContaining(msg.badMetadata),
    ]);

    const audit = await ctx.database.db
      .select()
      .from(orderActions)
      .where(eq(orderActions.prodigiOrderId, id));
    expect(audit.map((a) => [a.action, a.ok, a.actor]).sort()).toEqual([
      ['update-metadata', true, 'admin'],
      ['update-recipient', true, 'admin'],
      ['update-shipping', true, 'admin'],
    ]);
    expect(audit.every((a) => a.userId !== null)).toBe(true);
  });

  it("cancels, and a second cancel is Prodigi's refusal in its own words, audited as failed", async () => {
    const id = made[2] ?? '';
    const cancel = await admin('POST', `/api/prodigi/admin/orders/${id}/actions/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<ProviderOrderActionResult>()).toMatchObject({
      outcome: 'Cancelled',
      order: { status: { stage: 'Cancelled' } },
    });
    const actions = await admin('GET', `/api/prodigi/admin/orders/${id}/actions`);
    expect(actions.json<ProviderOrderActions>().cancel.isAvailable).toBe('No');
    const again = await admin('POST', `/api/prodigi/admin/orders/${id}/actions/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(
      /^Prodigi no ha aplicado la acción: /,
    );
    const audit = await ctx.database.db
      .select({ ok: orderActions.ok, outcome: orderActions.outcome })
      .from(orderActions)
      .where(eq(orderActions.prodigiOrderId, id));
    expect(audit.map((a) => a.ok).sort()).toEqual([false, true]);
  });

  it('cancelling a bought order at Prodigi cancels our prints and refunds the buyer', async () => {
    const product = await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' });
    const variant = await shop.addVariant(product, { profitMargin: '5,00' });
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    const prodigiOrderId = (await printOf(ctx.app, started.orderId)).prodigiOrderId ?? '';

    const cancel = await admin(
      'POST',
      `/api/prodigi/admin/orders/${prodigiOrderId}/actions/cancel`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<ProviderOrderActionResult>().order.shopOrderId).toBe(started.orderId);
    expect((await printOf(ctx.app, started.orderId)).status).toBe('cancelled');
    await waitForStatus(ctx.app, started.orderId, 'refunded');
    const money = await ctx.app.paymentsLedger.money(started.orderId);
    expect(money).toMatchObject({ refundedCents: started.amount, state: 'refunded' });
    const audit = await ctx.database.db
      .select({ action: orderActions.action, ok: orderActions.ok, orderId: orderActions.orderId })
      .from(orderActions)
      .where(eq(orderActions.prodigiOrderId, prodigiOrderId));
    expect(audit.map((a) => [a.action, a.ok, a.orderId]).sort()).toEqual([
      ['cancel', true, started.orderId],
      ['refund', true, started.orderId],
    ]);
    expect((await orderOf(ctx.app, started.orderId)).status).toBe('refunded');
  });
});
