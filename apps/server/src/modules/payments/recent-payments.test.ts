import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant } from '@shop/contracts';
import { buildApp } from '#src/app';
import { printShop } from '#test/checkout';
import {
  freePort,
  orderOf,
  payWith,
  recipient,
  startPaymentOk,
  waitForStatus,
} from '#test/purchase';
import { setupTestApp } from '#test/test-app';

// No scheduled reconciliation: only the start-up check can find the lost notice.
const port = await freePort();
const ctx = setupTestApp({
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  RECONCILIATION_EVERY_MINUTES: '0',
});
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

afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
});

describe('payments at start', () => {
  it('an order paid at Stripe whose notice never came is paid when the server starts again', async () => {
    const started = await startPaymentOk(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      recipient,
    });
    // The notice is lost for good: Stripe has nothing left to send.
    ctx.app.stripeSimulator?.setWebhook(null);
    await payWith(ctx.app, started.paymentIntentId);
    const unpaidTooLong = await startPaymentOk(ctx.app, {
      photoId: shop.photoId,
      variantId: variant.id,
      recipient,
    });
    expect((await orderOf(ctx.app, started.orderId)).status).toBe('pending_payment');

    await ctx.app.close();
    ctx.app = await buildApp(ctx.config, { database: ctx.database });
    await ctx.app.listen({ port, host: '127.0.0.1' });

    await waitForStatus(ctx.app, started.orderId, 'paid');
    // Not paid at Stripe: left as it is.
    expect((await orderOf(ctx.app, unpaidTooLong.orderId)).status).toBe('pending_payment');
  });
});
