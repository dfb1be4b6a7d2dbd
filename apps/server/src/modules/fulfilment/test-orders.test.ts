import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages as msg, type TestOrderResponse } from '@shop/contracts';
import { createProdigiSimulator } from '@shop/prodigi/simulator';
import { orders } from '#src/db/schema/index';
import { bearer } from '#test/accounts';
import { printShop } from '#test/checkout';
import { freePort, prodigiOrdersFor } from '#test/purchase';
import { setupTestApp } from '#test/test-app';

// The shop configured for Prodigi's live API, but pointed at a simulator: what a live key
// would do, without anything printed or billed.
const simulator = createProdigiSimulator({ apiKeys: ['live-key'], clock: 'manual' });
const { baseUrl } = await simulator.listen(0, '127.0.0.1');
const port = await freePort();
const ctx = setupTestApp({
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PRODIGI_API_KEY: 'live-key',
  PRODIGI_ENV: 'live',
  PRODIGI_BASE_URL: baseUrl,
});
let shop: Awaited<ReturnType<typeof printShop>>;
let variantId: string;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  const product = await shop.addProduct({ sku: 'GLOBAL-FAP-11X14' });
  variantId = (await shop.addVariantWithAsset(product, 1100, 1400)).id;
}, 60_000);
afterAll(() => simulator.close());

const post = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/prodigi/orders',
    headers: bearer(shop.admin),
    payload: { photoId: shop.photoId, variantId, ...payload },
  });

describe('test orders on live Prodigi', () => {
  it('tells the admin it is live', async () => {
    const res = await ctx.app.inject({
      url: '/api/prodigi/environment',
      headers: bearer(shop.admin),
    });
    expect([res.statusCode, res.json()]).toEqual([200, { environment: 'live' }]);
  });

  it('refuses a test order without the explicit confirmation, changing nothing', async () => {
    for (const extra of [{}, { confirmLive: false }]) {
      const res = await post(extra);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ message: string; details: { path: string }[] }>();
      expect([body.message, body.details[0]?.path]).toEqual([
        msg.testOrderLiveUnconfirmed,
        'confirmLive',
      ]);
    }
    expect(await ctx.database.db.select().from(orders)).toHaveLength(0);
  });

  it('sends it to Prodigi once confirmed', async () => {
    const res = await post({ confirmLive: true });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<TestOrderResponse>();
    const [prodigiOrder] = await prodigiOrdersFor(ctx.app, answer.order.shopOrderId);
    expect(prodigiOrder).toMatchObject({
      id: answer.order.id,
      shippingMethod: 'Budget',
      items: [{ sku: 'GLOBAL-FAP-11X14', copies: 1 }],
    });
  });
});
