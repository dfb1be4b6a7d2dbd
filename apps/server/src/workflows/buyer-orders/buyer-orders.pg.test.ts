import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant } from '@shop/contracts';
import { orderActions } from '#src/db/schema/index';
import { bearer } from '#test/accounts';
import { printShop } from '#test/checkout';
import {
  freePort,
  payWith,
  printOf,
  startPaymentOk,
  waitForPrint,
  waitForStatus,
} from '#test/purchase';
import { setupTestApp } from '#test/test-app';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
    profitMargin: '10,00',
  });
}, 60_000);

afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

describe("the buyer's order page under concurrency (PostgreSQL)", () => {
  it('a buyer cancelling at the same moment as the admin ends in one cancellation and one refund', async () => {
    const started = await startPaymentOk(ctx.app, { photoId: shop.photoId, variantId: variant.id });
    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    const prodigiOrderId = (await printOf(ctx.app, started.orderId)).prodigiOrderId ?? '';
    const signature =
      new URL(ctx.app.orders.links.url(started.orderId)).searchParams.get('firma') ?? '';

    const [buyer, admin] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: `/api/buyer/orders/${started.orderId}/cancel?signature=${encodeURIComponent(signature)}`,
      }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/prodigi/admin/orders/${prodigiOrderId}/actions/cancel`,
        headers: bearer(shop.admin),
      }),
    ]);
    // One of them cancelled; the other was told the order can no longer be cancelled.
    expect([buyer.statusCode, admin.statusCode].sort(), `${buyer.body} ${admin.body}`).toEqual([
      200, 409,
    ]);

    const audit = await ctx.database.db
      .select({ action: orderActions.action, actor: orderActions.actor })
      .from(orderActions)
      .where(and(eq(orderActions.prodigiOrderId, prodigiOrderId), eq(orderActions.ok, true)));
    expect(audit.map((a) => a.action).sort()).toEqual(['cancel', 'refund']);
    expect((await ctx.app.prodigi.orders.get(prodigiOrderId)).status.stage).toBe('Cancelled');
    expect((await printOf(ctx.app, started.orderId)).status).toBe('cancelled');

    await waitForStatus(ctx.app, started.orderId, 'refunded');
    const money = await ctx.app.paymentsLedger.money(started.orderId);
    expect(money.refunds.map((r) => r.amountCents)).toEqual([started.amount]);
    expect(money).toMatchObject({ refundedCents: started.amount, state: 'refunded' });
    const atProvider = await ctx.app.paymentProvider.listRefunds(started.paymentIntentId);
    expect(atProvider.map((r) => r.amountCents)).toEqual([started.amount]);
  });
});
