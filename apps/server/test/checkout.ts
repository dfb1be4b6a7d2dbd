import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { AdminVariant, CatalogProduct } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { bearer, signUpAdmin } from './accounts';
import { multipart } from './multipart';
import { jpegOf, uploadPhoto } from './photos';
import { freePort } from './purchase';
import { setupTestApp } from './test-app';

/** An admin, a photo and a way to add catalogue products and variants to it over HTTP. */
export async function printShop(app: FastifyInstance, db: Database) {
  const admin = (await signUpAdmin(app, db)).accessToken;
  const photo = await uploadPhoto(app, admin, { title: 'Atardecer en Cabo de Gata' });
  expect(photo.statusCode).toBe(201);
  const photoId = photo.json<{ _id: string }>()._id;

  async function addProduct(body: Record<string, unknown>) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/prodigi/catalog',
      headers: bearer(admin),
      payload: { name: String(body.sku), ...body },
    });
    expect(res.statusCode).toBe(201);
    return res.json<CatalogProduct>();
  }

  async function addVariant(product: CatalogProduct, body: Record<string, unknown> = {}) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/prodigi/admin/photos/${photoId}/variants`,
      headers: bearer(admin),
      payload: { catalogProductId: product._id, ...body },
    });
    expect(res.statusCode).toBe(201);
    return res.json<AdminVariant>();
  }

  /** A variant whose print file is an uploaded JPEG of `width` × `height` (no crop). */
  async function addVariantWithAsset(product: CatalogProduct, width: number, height: number) {
    const variant = await addVariant(product);
    const form = multipart([
      {
        name: 'asset',
        filename: 'asset.jpg',
        contentType: 'image/jpeg',
        data: await jpegOf(width, height),
      },
    ]);
    const saved = await app.inject({
      method: 'POST',
      url: `/api/prodigi/admin/photos/${photoId}/variants/${variant.id}/asset`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return variant;
  }

  return { admin, photoId, addProduct, addVariant, addVariantWithAsset };
}

/**
 * A test file's shop listening on a port of its own (Stripe's simulator calls its webhook at
 * PUBLIC_URL), its job workers running, with a photo and two prints of it: an 11×14 priced
 * by a margin of 7,35 € and a 16×24 at a retail price of 59,99 €. Call at the file's top
 * level; `shop`, `small` and `large` are set before its tests run.
 */
export async function shopWithTwoPrints() {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const ctx = setupTestApp({ PUBLIC_URL: publicUrl, JOBS_WORKERS: 'true' });
  const fixture = {
    ctx,
    publicUrl,
    shop: undefined as unknown as Awaited<ReturnType<typeof printShop>>,
    small: undefined as unknown as AdminVariant,
    large: undefined as unknown as AdminVariant,
  };
  beforeAll(async () => {
    await ctx.app.listen({ port, host: '127.0.0.1' });
    const shop = await printShop(ctx.app, ctx.database.db);
    fixture.shop = shop;
    fixture.small = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-11X14' }), {
      profitMargin: '7,35',
    });
    fixture.large = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
      retailPrice: '59,99',
    });
  }, 60_000);
  return fixture;
}
