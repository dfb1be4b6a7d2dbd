import { describe, expect, it } from 'vitest';
import type { PublicVariant, QuoteResponse } from '@shop/contracts';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

// A fresh shop with SEED_DEMO: once it listens, demo photos, then prints to buy on them.
const ctx = setupTestApp({ SEED_DEMO: 'true' });

describe('demo prints', () => {
  // The demo photos go through sharp and its encoders: CPU-bound, slow while other files run.
  it('offer two products on every demo photo, priced live, once', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const demoIds = await ctx.app.demoPhotos;
    expect(demoIds).toHaveLength(6);
    const variantsOf = async (photoId: string) =>
      (await ctx.app.inject(`/api/prodigi/products?photoId=${encodeURIComponent(photoId)}`)).json<
        PublicVariant[]
      >();
    const last = demoIds.at(-1) ?? '';
    await waitUntil(async () => (await variantsOf(last)).length === 2, 'the demo prints', 30_000);
    for (const id of demoIds) {
      expect((await variantsOf(id)).map((v) => v.catalogProduct.sku).sort()).toEqual([
        'GLOBAL-CFPM-16X20',
        'GLOBAL-FAP-12X16',
      ]);
    }
    const [framed] = (await variantsOf(last)).filter(
      (v) => v.catalogProduct.sku === 'GLOBAL-CFPM-16X20',
    );
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/quotes',
      payload: { photoId: last, variantId: framed?.id, colorCode: 'BLACK', copies: 1 },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<QuoteResponse>().pricing.total).toBeGreaterThan(0);
  }, 60_000);
});
