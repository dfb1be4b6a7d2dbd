import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { orders } from '#src/db/schema/index';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  badPostalCodeFor,
  checkoutMessages as msg,
  type AdminVariant,
  type CatalogProduct,
  type LegalDocument,
  type QuoteResponse,
  type TestOrderResponse,
} from '@shop/contracts';
import { fulfilmentQueues } from '#src/modules/fulfilment/fulfilment.port';
import { printLinesOf } from '#src/modules/orders/orders.port';
import { bearer, randomIp, signUp } from '#test/accounts';
import { printShop } from '#test/checkout';
import { waitForJobs } from '#test/job-states';
import { readMailbox } from '#test/mailbox';
import { uploadPhoto } from '#test/photos';
import {
  eventAbout,
  freePort,
  orderOf,
  payWith,
  prodigiOrdersFor,
  recipient,
  redeliver,
  startPayment,
  startPaymentOk,
  printOf,
  waitForPrint,
  waitForStatus,
} from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const legal = async (app: FastifyInstance, document: string) =>
  (await app.inject({ method: 'GET', url: `/api/site/legal/${document}` })).json<LegalDocument>();

// The app listens on a real port: Stripe's (simulated) webhooks, Prodigi's callbacks and its
// downloads of print files reach it over HTTP, as they would in production.
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const ctx = setupTestApp(
  { PUBLIC_URL: publicUrl, JOBS_WORKERS: 'true', CONTACT_EMAIL: 'estudio@example.com' },
  { config: (c) => ({ ...c, jobs: { ...c.jobs, retryDelaySeconds: 1 } }) },
);
let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;
let product: CatalogProduct;

function simulator() {
  const sim = ctx.app.prodigiSimulator;
  if (!sim) throw new Error('the embedded Prodigi simulator should run in tests');
  return sim;
}

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  product = await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' });
  variant = await shop.addVariant(product, { profitMargin: '10,00' });
}, 60_000);

async function quoteTotal(body: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/prodigi/quotes',
    remoteAddress: randomIp(),
    payload: {
      photoId: shop.photoId,
      variantId: variant.id,
      destinationCountryCode: 'ES',
      postalCode: '28013',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>().pricing.total;
}

describe('buying a print', () => {
  it('charges the quoted total, sends Prodigi one order with the full-resolution file, and emails both sides', async () => {
    const started = await startPaymentOk(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      copies: 2,
      // Neither is the client's to decide: both are ignored.
      amount: 1,
      assetUrl: 'https://evil.example/other.jpg',
    });
    expect(started.amount).toBe(await quoteTotal({ copies: 2 }));
    expect(started.amount).toBe(started.pricing.total);
    expect(started.currency).toBe('EUR');
    expect(started.clientSecret).toMatch(/^pi_.+_secret_/);

    const pending = await orderOf(ctx.app, started.orderId);
    expect(pending).toMatchObject({
      status: 'pending_payment',
      totalCents: started.amount,
      paymentIntentId: started.paymentIntentId,
      email: 'lucia@example.com',
      userId: null,
      // The conditions the buyer was shown (and accepts by paying), as /legal/terms says them.
      termsVersion: (await legal(ctx.app, 'terms')).version,
    });
    expect(
      pending.itemsCents + pending.shippingCents + pending.taxFeesCents + pending.ivaCents,
    ).toBe(pending.totalCents);
    // Each line its base, rate and IVA; shipping a line of its own; they add up to the total.
    const lines = pending.items.map((i) => [i.kind, i.baseCents, i.vatRateBp, i.vatCents]);
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(['shipping', pending.shippingCents, 2100, expect.any(Number)]);
    expect(sum(pending.items.map((i) => i.baseCents + i.vatCents))).toBe(pending.totalCents);
    expect(sum(pending.items.map((i) => i.vatCents))).toBe(pending.ivaCents);
    expect(pending.print).toMatchObject({ status: 'pending', recipient: { name: recipient.name } });

    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');

    const [prodigiOrder, ...more] = await prodigiOrdersFor(ctx.app, started.orderId);
    expect(more).toHaveLength(0);
    expect(prodigiOrder).toMatchObject({
      merchantReference: started.orderId,
      idempotencyKey: started.orderId,
      shippingMethod: started.shippingMethod,
      recipient: {
        name: recipient.name,
        email: 'lucia@example.com',
        address: { line1: 'Calle Mayor 1', postalOrZipCode: '28013', countryCode: 'ES' },
      },
    });
    const item = prodigiOrder?.items[0];
    expect(item).toMatchObject({ sku: 'GLOBAL-FAP-16X24', copies: 2 });
    const assetUrl = item?.assets[0]?.url ?? '';
    expect(assetUrl.startsWith(`${publicUrl}/api/print-files/${started.orderId}/0?`)).toBe(true);
    expect(assetUrl).not.toContain('evil.example');

    // The lab can fetch it: the whole original, upright, as a JPEG (600 × 400 here).
    const file = await fetch(assetUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    // A private file: no other site's page may embed it.
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);

    const both = (m: { to: string }[]) =>
      m.some((x) => x.to === 'lucia@example.com') && m.some((x) => x.to === 'estudio@example.com');
    await waitUntil(async () => both(await readMailbox(ctx.dataDir)), 'order emails');
    const mail = await readMailbox(ctx.dataDir);
    const confirmation = mail.find((m) => m.to === 'lucia@example.com');
    expect(confirmation?.subject).toMatch(/^Pedido [0-9A-F]{6} confirmado$/);
    expect(confirmation?.body).toContain('desistimiento');
    expect(confirmation?.body).toContain(
      `Condiciones de venta aceptadas (versión ${pending.termsVersion ?? ''}): http`,
    );
    // What was bought, by the name the buyer saw (the product's: the variant has none).
    expect(confirmation?.body).toContain('GLOBAL-FAP-16X24: 2 copias');
    // With a thumbnail of the photo: its small public JPEG, at the shop's own address.
    const thumbnails = confirmation?.links.filter(
      (l) => l.startsWith(`${publicUrl}/media/`) && l.endsWith('.jpg'),
    );
    expect(thumbnails).toHaveLength(1);
    expect((await fetch(thumbnails?.[0] ?? '')).status).toBe(200);
    expect(mail.find((m) => m.to === 'estudio@example.com')?.subject).toMatch(/^Nueva venta/);
  });

  it('handles the same succeeded event delivered again and again once', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    const event = await eventAbout(ctx.app, 'payment_intent.succeeded', started.paymentIntentId);
    for (let i = 0; i < 5; i++) {
      expect((await redeliver(ctx.app, event.id)).statusCode).toBe(200);
    }
    expect(await prodigiOrdersFor(ctx.app, started.orderId)).toHaveLength(1);
    expect((await orderOf(ctx.app, started.orderId)).status).toBe('paid');
    expect((await printOf(ctx.app, started.orderId)).status).toBe('submitted');
  });

  it('refuses an event whose signature is not Stripe’s, and changes nothing', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    // Paid at Stripe, but its webhook is switched off: only the forged delivery arrives.
    ctx.app.stripeSimulator?.setWebhook(null);
    try {
      await payWith(ctx.app, started.paymentIntentId);
      const event = await eventAbout(ctx.app, 'payment_intent.succeeded', started.paymentIntentId);
      const forged = await redeliver(ctx.app, event.id, 'whsec_not_the_shops_secret_000000000000');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ error: 'invalid_data' });
      const unsigned = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await orderOf(ctx.app, started.orderId)).status).toBe('pending_payment');
      // The genuine delivery, when it comes, is handled.
      expect((await redeliver(ctx.app, event.id)).statusCode).toBe(200);
      await waitForPrint(ctx.app, started.orderId, 'submitted');
    } finally {
      ctx.app.stripeSimulator?.setWebhook({
        url: ctx.app.payments.webhookUrl,
        secret: ctx.app.payments.webhookSecret,
      });
    }
  });

  it('records a declined card, and a late failure never moves a paid order back', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    await expect(
      payWith(ctx.app, started.paymentIntentId, 'pm_card_chargeDeclined'),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
    });
    await waitForStatus(ctx.app, started.orderId, 'payment_failed');
    const failure = await eventAbout(
      ctx.app,
      'payment_intent.payment_failed',
      started.paymentIntentId,
    );

    // The buyer tries another card on the same PaymentIntent.
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    // Stripe retries the old failure late: not a move.
    expect((await redeliver(ctx.app, failure.id)).statusCode).toBe(200);
    expect((await orderOf(ctx.app, started.orderId)).status).toBe('paid');
  });

  it('retries Prodigi when it fails, and still makes one order', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    // Three failures: the client's own attempts (1 + 2 retries) all fail, so the job fails
    // once and is retried by the queue.
    simulator().setFaults({ failNext: 3 });
    try {
      await payWith(ctx.app, started.paymentIntentId);
      await waitForPrint(ctx.app, started.orderId, 'submitted');
    } finally {
      simulator().setFaults({});
    }
    expect(await prodigiOrdersFor(ctx.app, started.orderId)).toHaveLength(1);
    expect((await printOf(ctx.app, started.orderId)).lastError).toBeNull();
  });

  it("follows Prodigi's callbacks to delivery, and emails the tracking once", async () => {
    const started = await startPaymentOk(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      recipient: { ...recipient, email: 'seguimiento@example.com' },
    });
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    const prodigiOrderId = (await printOf(ctx.app, started.orderId)).prodigiOrderId ?? '';
    let last = null;
    for (let step = 0; step < 10; step++) last = await simulator().advanceOrder(prodigiOrderId);
    expect(last?.status.stage).toBe('Complete');
    await waitForPrint(ctx.app, started.orderId, 'complete');
    const print = await printOf(ctx.app, started.orderId);
    expect(print.shipments[0]?.tracking?.number).toBeTruthy();

    // Prodigi sends the shipment's event again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: new URL(last?.callbackUrl ?? '').pathname + new URL(last?.callbackUrl ?? '').search,
      payload: {
        specversion: '1.0',
        id: 'evt_again',
        type: 'com.prodigi.order.shipments.shipment#Complete',
        source: 'https://api.prodigi.com',
        data: { order: last },
      },
    });
    expect(again.statusCode).toBe(200);
    const tracking = async () =>
      (await readMailbox(ctx.dataDir)).filter(
        (m) => m.to === 'seguimiento@example.com' && m.subject.includes('en camino'),
      );
    await waitUntil(async () => (await tracking()).length >= 1, 'the tracking email');
    // Once every callback is in and every shipment email job of the order has ended: still one.
    await simulator().callbacks();
    await waitForJobs(ctx.database.db, {
      name: fulfilmentQueues.shipmentEmail,
      data: { orderId: started.orderId },
    });
    expect(await tracking()).toHaveLength(1);
    // With the tracking, the signed link to the order's page.
    expect((await tracking())[0]?.body).toContain(ctx.app.orders.links.url(started.orderId));
  });

  it('moves a fully refunded order to refunded', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    await ctx.app.stripe.refunds.create({ payment_intent: started.paymentIntentId });
    await waitForStatus(ctx.app, started.orderId, 'refunded');
  });

  it('fails the prints of an order whose file cannot be sent, with the reason, and does not retry', async () => {
    const withAsset = await shop.addVariantWithAsset(
      await shop.addProduct({ sku: 'GLOBAL-FAP-12X16' }),
      800,
      1000,
    );
    const started = await startPaymentOk(ctx.app, {
      photoId: shop.photoId,
      variantId: withAsset.id,
    });
    // The file the order was bought with is lost before it is sent.
    const bought = printLinesOf(await orderOf(ctx.app, started.orderId))[0]?.snapshot.printFile;
    if (bought?.kind !== 'stored') throw new Error('the order should point at a stored file');
    await rm(path.join(ctx.dataDir, 'originals', bought.key));
    await rm(path.join(ctx.dataDir, 'originals', bought.sourceKey ?? ''));
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'failed');
    const print = await printOf(ctx.app, started.orderId);
    expect(print.problem).toBe('El archivo de impresión del pedido no existe.');
    expect(print.prodigiOrderId).toBeNull();
    expect((await orderOf(ctx.app, started.orderId)).status).toBe('paid');
    expect(await prodigiOrdersFor(ctx.app, started.orderId)).toHaveLength(0);
  });

  it('sends the print file again from its asset when the shared copy was swept before payment', async () => {
    const withAsset = await shop.addVariantWithAsset(product, 800, 1000);
    const started = await startPaymentOk(ctx.app, {
      photoId: shop.photoId,
      variantId: withAsset.id,
    });
    const bought = printLinesOf(await orderOf(ctx.app, started.orderId))[0]?.snapshot.printFile;
    if (bought?.kind !== 'stored') throw new Error('the order should point at a stored file');
    expect(bought.key.startsWith('print-files/')).toBe(true);
    // What a sweep racing the order's creation would leave: the shared copy gone.
    await rm(path.join(ctx.dataDir, 'originals', bought.key));
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    const [atLab] = await prodigiOrdersFor(ctx.app, started.orderId);
    const file = await fetch(atLab?.items[0]?.assets[0]?.url ?? '');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1000]);
  });

  it('refuses callbacks without the secret, and print-file links that are forged or expired', async () => {
    const noSecret = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/callback?secret=wrong',
      payload: { specversion: '1.0' },
    });
    expect(noSecret.statusCode).toBe(403);
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    const base = `/api/print-files/${started.orderId}/0`;
    const forged = await ctx.app.inject(
      `${base}?expires=${Math.floor(Date.now() / 1000) + 60}&signature=abc`,
    );
    expect(forged.statusCode).toBe(403);
    const expired = await ctx.app.inject(`${base}?expires=1&signature=abc`);
    expect(expired.statusCode).toBe(403);
  });
});

describe('payment intent rules', () => {
  it('names the required recipient fields left blank, in Spanish', async () => {
    const res = await startPayment(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      recipient: { ...recipient, name: ' ', city: '', postalCode: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      msg.requiredFields(['Nombre completo', 'Ciudad', 'Código postal']),
    );
  });

  it('refuses a bad email, an unknown variant, and a shipping method not offered', async () => {
    const bad = await startPayment(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      recipient: { ...recipient, email: 'no-es-un-email' },
    });
    expect([bad.statusCode, bad.json<{ message: string }>().message]).toEqual([400, msg.badEmail]);
    const unknown = await startPayment(ctx.app, {
      photoId: shop.photoId,
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const method = await startPayment(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      shippingMethod: 'Overnight',
    });
    expect([method.statusCode, method.json<{ message: string }>().message]).toEqual([
      400,
      msg.shippingMethodNotOffered,
    ]);
  });

  it('refuses a code that is no country and a postal code its country does not use, opening no order', async () => {
    const countOrders = () => ctx.database.db.$count(orders);
    const before = await countOrders();
    const cases = [
      [{ countryCode: 'XX', postalCode: '!!' }, msg.unknownCountry, 'recipient.countryCode'],
      [
        { countryCode: 'ES', postalCode: '99999' },
        badPostalCodeFor('28001'),
        'recipient.postalCode',
      ],
      [
        { countryCode: 'PT', postalCode: 'ABC' },
        badPostalCodeFor('1100-148'),
        'recipient.postalCode',
      ],
      [{ countryCode: 'BR', postalCode: '!!' }, badPostalCodeFor(null), 'recipient.postalCode'],
    ] as const;
    for (const [address, message, path] of cases) {
      const res = await startPayment(ctx.app, {
        photoId: shop.photoId,
        variantId: variant.id,
        recipient: { ...recipient, ...address },
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ message: string; details: { path: string }[] }>();
      expect([body.message, body.details[0]?.path]).toEqual([message, path]);
    }
    expect(await countOrders()).toBe(before);
  });

  it('gives a signed-in buyer the order, and clamps copies', async () => {
    const buyer = await signUp(ctx.app);
    const res = await startPayment(
      ctx.app,
      { photoId: shop.photoId, variantId: variant.id, copies: 25 },
      bearer(buyer.accessToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderOf(ctx.app, res.json<{ orderId: string }>().orderId);
    expect(order.userId).toBe((await ctx.app.userAccounts.findByEmail(buyer.email))?.id);
    expect(order.userId).not.toBeNull();
    expect(printLinesOf(order)[0]?.quantity).toBe(10);
  });
});

describe('test orders and photos with orders', () => {
  it('is for admins only', async () => {
    const user = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/orders',
      headers: bearer(user.accessToken),
      payload: { photoId: shop.photoId },
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs variants and a print file, then sends 1 copy by Budget, never charged', async () => {
    const post = (photoId: string, extra: Record<string, unknown> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/prodigi/orders',
        headers: bearer(shop.admin),
        payload: { photoId, ...extra },
      });
    const bare = await uploadPhoto(ctx.app, shop.admin, { title: 'Sin variantes' });
    const bareId = bare.json<{ _id: string }>()._id;
    const none = await post(bareId);
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([
      400,
      msg.testOrderNoVariants,
    ]);
    const wrong = await post(shop.photoId, { variantId: '00000000-0000-4000-8000-000000000000' });
    expect(wrong.json<{ message: string }>().message).toBe(msg.testOrderBadVariant);
    // `variant` has no asset and no mockup: a test order has nothing to print.
    const noAsset = await post(shop.photoId, { variantId: variant.id });
    expect([noAsset.statusCode, noAsset.json<{ message: string }>().message]).toEqual([
      400,
      msg.testOrderNoAsset,
    ]);

    const withAsset = await shop.addVariantWithAsset(
      await shop.addProduct({ sku: 'GLOBAL-FAP-11X14' }),
      1100,
      1400,
    );
    const res = await post(shop.photoId, {
      variantId: withAsset.id,
      copies: 7,
      shippingMethod: 'Express',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<TestOrderResponse>();
    expect(answer.outcome).toBe('Created');
    const order = await orderOf(ctx.app, answer.order.shopOrderId);
    expect(order).toMatchObject({
      isTest: true,
      termsVersion: null,
      totalCents: 0,
      paymentIntentId: null,
      print: { prodigiOrderId: answer.order.id, status: 'submitted' },
    });
    const [prodigiOrder] = await prodigiOrdersFor(ctx.app, order.id);
    expect(prodigiOrder).toMatchObject({
      shippingMethod: 'Budget',
      items: [{ sku: 'GLOBAL-FAP-11X14', copies: 1 }],
    });
    const file = await fetch(prodigiOrder?.items[0]?.assets[0]?.url ?? '');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1100, 1400]);
  });

  it('hides a photo with orders instead of erasing it, and keeps its print files', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${shop.photoId}`,
      headers: bearer(shop.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hidden: true });
    expect((await ctx.app.inject(`/api/photos/public/${shop.photoId}`)).statusCode).toBe(404);
    const listed = await ctx.app.inject({ url: '/api/photos', headers: bearer(shop.admin) });
    expect(
      listed.json<{ _id: string; hidden: boolean }[]>().find((p) => p._id === shop.photoId)?.hidden,
    ).toBe(true);
    // The order already made still goes to the lab with its file.
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
  });
});
