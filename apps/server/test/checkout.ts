import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminVariant, CatalogProduct } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { bearer, signUpAdmin } from './accounts';
import { multipart } from './multipart';
import { jpegOf, uploadPhoto } from './photos';

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
