import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminVariant, CatalogProduct } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { bearer, signUpAdmin } from './accounts';
import { uploadPhoto } from './photos';

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

  return { admin, photoId, addProduct, addVariant };
}
