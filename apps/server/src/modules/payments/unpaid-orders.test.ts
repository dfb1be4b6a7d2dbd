import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant } from '@shop/contracts';
import { printShop } from '#test/checkout';
import { orderOf, payWith, startPaymentOk } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { orderPrintFileKey } from '#src/modules/orders/orders.port';
import { printLinesOf } from '#src/modules/orders/orders.port';
import { createUnpaidOrderExpiry, UNPAID_ORDER_TTL_MS } from './unpaid-orders';

// No webhook reaches this app (its PUBLIC_URL leads nowhere): a payment Stripe took stays
// unknown to the order, as when the webhook is late.
const ctx = setupTestApp({ PUBLIC_URL: 'http://tienda.test' });
let variant: AdminVariant;
let photoId = '';

const warnings: { orderId?: string; message: string }[] = [];
const expire = (afterMs: number) =>
  createUnpaidOrderExpiry({
    orders: ctx.app.orders.payments,
    provider: ctx.app.paymentProvider,
    log: { warn: (obj, message) => warnings.push({ ...(obj as object), message }) },
  })(new Date(Date.now() + afterMs));
const aDayAndAnHour = UNPAID_ORDER_TTL_MS + 60 * 60_000;

beforeAll(async () => {
  const shop = await printShop(ctx.app, ctx.database.db);
  photoId = shop.photoId;
  const product = await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' });
  variant = await shop.addVariantWithAsset(product, 2400, 1600);
}, 60_000);

const openOrder = () => startPaymentOk(ctx.app, { photoId, variantId: variant.id });

async function printFileKey(orderId: string) {
  const printFile = printLinesOf(await orderOf(ctx.app, orderId))[0]?.snapshot.printFile;
  if (printFile?.kind !== 'stored') throw new Error('the order should have its own print file');
  return printFile.key;
}

describe('orders never paid', () => {
  it('share one print file while unpaid: opening an order copies no file of its own', async () => {
    const first = await openOrder();
    const second = await openOrder();
    const key = await printFileKey(first.orderId);
    expect(key).toMatch(/^print-files\/[0-9a-f]{40}\.jpg$/);
    expect(await printFileKey(second.orderId)).toBe(key);
    const shared = await ctx.app.storage.originals.read(key);
    expect(shared).not.toBeNull();
    shared?.stream.destroy();
    for (const { orderId } of [first, second]) {
      expect(await ctx.app.storage.originals.read(orderPrintFileKey(orderId))).toBeNull();
    }
  });

  it('expire a day later, their PaymentIntent cancelled', async () => {
    const { orderId, paymentIntentId } = await openOrder();

    await expire(UNPAID_ORDER_TTL_MS - 60_000);
    expect((await orderOf(ctx.app, orderId)).status).toBe('pending_payment');

    expect(await expire(aDayAndAnHour)).toBeGreaterThanOrEqual(1);
    expect((await orderOf(ctx.app, orderId)).status).toBe('expired');
    const intent = await ctx.app.stripe.paymentIntents.retrieve(paymentIntentId);
    expect(intent).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    // The buyer's card form, opened a day ago, can take no money now.
    await expect(payWith(ctx.app, paymentIntentId)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    // A second round finds nothing more to do with it.
    await expire(aDayAndAnHour);
    expect((await orderOf(ctx.app, orderId)).status).toBe('expired');
  });

  it('a failed payment a day old expires too', async () => {
    const { orderId, paymentIntentId } = await openOrder();
    await expect(payWith(ctx.app, paymentIntentId, 'pm_card_chargeDeclined')).rejects.toThrow();
    // As Stripe's payment_intent.payment_failed event moves it.
    expect((await ctx.app.orders.payments.moveTo(orderId, 'payment_failed')).moved).toBe(true);

    await expire(aDayAndAnHour);
    expect((await orderOf(ctx.app, orderId)).status).toBe('expired');
    expect((await ctx.app.stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe('canceled');
  });

  it('an order Stripe took the money for is left to its webhook, and the delay is logged', async () => {
    const { orderId, paymentIntentId } = await openOrder();
    expect((await payWith(ctx.app, paymentIntentId)).status).toBe('succeeded');

    await expire(aDayAndAnHour);
    expect((await orderOf(ctx.app, orderId)).status).toBe('pending_payment');
    expect((await ctx.app.stripe.paymentIntents.retrieve(paymentIntentId)).status).toBe(
      'succeeded',
    );
    expect(await ctx.app.storage.originals.read(await printFileKey(orderId))).not.toBeNull();
    expect(warnings).toContainEqual(
      expect.objectContaining({
        orderId,
        message: 'Stripe says this order is paid, but its payment event has not arrived',
      }),
    );
  });

  it('an order paid meanwhile never expires, nor is its file removed', async () => {
    const { orderId } = await openOrder();
    expect((await ctx.app.orders.payments.moveTo(orderId, 'paid')).moved).toBe(true);
    expect(await ctx.app.orders.payments.endUnpaid(orderId, 'expired')).toBe(false);
    expect((await orderOf(ctx.app, orderId)).status).toBe('paid');
    expect(await ctx.app.storage.originals.read(await printFileKey(orderId))).not.toBeNull();
  });

  it('pages through every unpaid order, each once', async () => {
    const opened = [await openOrder(), await openOrder(), await openOrder()].map((o) => o.orderId);
    const before = new Date(Date.now() + aDayAndAnHour);
    const seen: string[] = [];
    let afterId: string | undefined;
    // Bounded: a page that did not move on would otherwise loop for ever.
    for (let pages = 0; pages < 1000; pages++) {
      const page = await ctx.app.orders.payments.findUnpaidSince(before, 1, afterId);
      if (page.length === 0) break;
      expect(page).toHaveLength(1);
      seen.push(...page.map((o) => o.id));
      afterId = page.at(-1)?.id;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(opened));
  });
});
