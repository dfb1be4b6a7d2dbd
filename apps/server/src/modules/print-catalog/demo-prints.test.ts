import { describe, expect, it } from 'vitest';
import type { PublicVariant, QuoteResponse } from '@shop/contracts';
import { seedProducts } from '@shop/prodigi/simulator';
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
    // Imported as the admin imports a SKU: the size and print area of Prodigi's catalogue.
    for (const variant of await variantsOf(last)) {
      const seed = seedProducts.find((p) => p.sku === variant.catalogProduct.sku);
      const [width, height] = seed?.printAreaSize({}) ?? [];
      expect(variant.catalogProduct.productDimensions).toEqual(seed?.dimensions);
      expect(variant.catalogProduct.printAreaPixels).toEqual({ width, height });
    }
    const [framed] = (await variantsOf(last)).filter(
      (v) => v.catalogProduct.sku === 'GLOBAL-CFPM-16X20',
    );
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/quotes',
      payload: { photoId: last, variantId: framed?.id, colorCode: 'BLACK', copies: 1 },
    });
    // A 16×20 in frame: its print area is 4:5, so the crop modal opens at 4:5.
    expect(framed?.catalogProduct.productDimensions).toEqual({
      width: 16,
      height: 20,
      units: 'in',
    });
    const area = framed?.catalogProduct.printAreaPixels;
    expect(area && area.width / area.height).toBe(4 / 5);
    expect(framed?.catalogProduct.availableColors.map((c) => c.code)).toEqual(['BLACK', 'WHITE']);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<QuoteResponse>().pricing.total).toBeGreaterThan(0);
  }, 60_000);
});
