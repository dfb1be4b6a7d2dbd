import { beforeAll, describe, expect, it } from 'vitest';
import {
  moneyMessages,
  printCatalogMessages as msg,
  type AdminVariant,
  type CatalogProduct,
} from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { expectInvalidField as expectInvalid, type ErrorAnswer } from '#test/answers';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

/** A 400 naming `path`, with the message given for that field. */
function expectInvalidField(res: Parameters<typeof expectInvalid>[0], path: string) {
  const body = expectInvalid(res, path);
  return { message: body.details?.find((d) => d.path === path)?.message };
}
let admin = '';
let customer = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
});

const fap = {
  sku: 'global-fap-16x24',
  name: 'Lámina fine art 16×24',
  basePrice: '39,90',
  productDimensions: { width: 16, height: 24, units: 'in' },
  printAreaPixels: { width: 4800, height: 7200 },
  shipsTo: ['es', 'FR'],
  attributes: { paperType: ['EMA'], substrateWeight: '200gsm' },
  availableColors: [{ code: 'black', name: 'Negro' }],
  prodigiDescription: 'Fine art print, EMA 200gsm',
};

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(admin),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('catalogue', () => {
  it('creates, lists, updates and deletes a product, storing every lookup field', async () => {
    const created = await send('POST', '/api/prodigi/catalog', fap);
    expect(created.statusCode).toBe(201);
    const product = created.json<CatalogProduct>();
    expect(product).toMatchObject({
      sku: 'GLOBAL-FAP-16X24',
      basePrice: 39.9,
      currency: 'EUR',
      defaultSizing: 'fillPrintArea',
      productDimensions: { width: 16, height: 24, units: 'in' },
      printAreaPixels: { width: 4800, height: 7200 },
      shipsTo: ['ES', 'FR'],
      attributes: { paperType: ['EMA'], substrateWeight: '200gsm' },
      availableColors: [{ code: 'BLACK', name: 'Negro' }],
      prodigiDescription: 'Fine art print, EMA 200gsm',
      variantCount: 0,
    });

    const list = await send('GET', '/api/prodigi/catalog');
    expect(list.statusCode).toBe(200);
    expect(list.json<CatalogProduct[]>().map((p) => p._id)).toContain(product._id);

    const updated = await send('PUT', `/api/prodigi/catalog/${product._id}`, {
      ...fap,
      name: 'Lámina grande',
      currency: 'usd',
      basePrice: 45,
      availableColors: [],
      printAreaPixels: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CatalogProduct>()).toMatchObject({
      name: 'Lámina grande',
      currency: 'USD',
      basePrice: 45,
      availableColors: [],
      printAreaPixels: null,
    });

    expect((await send('DELETE', `/api/prodigi/catalog/${product._id}`)).statusCode).toBe(204);
    const again = await send('DELETE', `/api/prodigi/catalog/${product._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorAnswer>().message).toBe(msg.productNotFound);
  });

  it('keeps SKUs unique whatever their case, on create and on update', async () => {
    expect(
      (await send('POST', '/api/prodigi/catalog', { sku: 'CAN-10X10', name: 'A' })).statusCode,
    ).toBe(201);
    const dup = await send('POST', '/api/prodigi/catalog', { sku: 'can-10x10', name: 'B' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ErrorAnswer>()).toMatchObject({ error: 'conflict', message: msg.skuTaken });

    const other = (
      await send('POST', '/api/prodigi/catalog', { sku: 'CAN-4X6', name: 'C' })
    ).json<CatalogProduct>();
    const clash = await send('PUT', `/api/prodigi/catalog/${other._id}`, {
      sku: 'Can-10x10',
      name: 'C',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorAnswer>().message).toBe(msg.skuTaken);
  });

  it('refuses bad fields with the field and its Spanish message', async () => {
    expect(
      expectInvalidField(await send('POST', '/api/prodigi/catalog', { sku: '', name: 'x' }), 'sku')
        .message,
    ).toBe(msg.skuAndNameRequired);
    expect(
      expectInvalidField(
        await send('POST', '/api/prodigi/catalog', { sku: 'X1', name: 'x', currency: 'EURO' }),
        'currency',
      ).message,
    ).toBe(msg.badCurrency);
    expect(
      expectInvalidField(
        await send('POST', '/api/prodigi/catalog', { sku: 'X1', name: 'x', basePrice: '1.234,5' }),
        'basePrice',
      ).message,
    ).toBe(moneyMessages.thousands);
    expectInvalidField(
      await send('POST', '/api/prodigi/catalog', {
        sku: 'X1',
        name: 'x',
        printAreaPixels: { width: -1, height: 10 },
      }),
      'printAreaPixels.width',
    );
    expect(
      (
        await send('PUT', '/api/prodigi/catalog/00000000-0000-4000-8000-000000000000', {
          sku: 'Z',
          name: 'z',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a product that a variant uses, with a clear message', async () => {
    const product = (
      await send('POST', '/api/prodigi/catalog', { sku: 'IN-USE-1', name: 'En uso' })
    ).json<CatalogProduct>();
    const photo = (await uploadPhoto(ctx.app, admin)).json<{ _id: string }>();
    const variant = await send('POST', `/api/prodigi/admin/photos/${photo._id}/variants`, {
      catalogProductId: product._id,
    });
    expect(variant.statusCode).toBe(201);

    const refused = await send('DELETE', `/api/prodigi/catalog/${product._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>()).toMatchObject({
      error: 'conflict',
      message: msg.productInUse,
    });
    const listed = (await send('GET', '/api/prodigi/catalog')).json<CatalogProduct[]>();
    expect(listed.find((p) => p._id === product._id)?.variantCount).toBe(1);

    const variantId = variant.json<AdminVariant>().id;
    expect(
      (await send('DELETE', `/api/prodigi/admin/photos/${photo._id}/variants/${variantId}`))
        .statusCode,
    ).toBe(204);
    expect((await send('DELETE', `/api/prodigi/catalog/${product._id}`)).statusCode).toBe(204);
  });
});

describe('who may call', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['GET', '/api/prodigi/catalog'],
    ['POST', '/api/prodigi/catalog'],
    ['PUT', `/api/prodigi/catalog/${id}`],
    ['DELETE', `/api/prodigi/catalog/${id}`],
    ['GET', `/api/prodigi/admin/photos/${id}/variants`],
    ['POST', `/api/prodigi/admin/photos/${id}/variants`],
    ['PUT', `/api/prodigi/admin/photos/${id}/variants/${id}`],
    ['DELETE', `/api/prodigi/admin/photos/${id}/variants/${id}`],
    ['POST', `/api/prodigi/admin/photos/${id}/variants/${id}/asset`],
  ];

  it.each(routes)('%s %s: 401 without a session, 403 for a customer', async (method, url) => {
    const anonymous = await ctx.app.inject({ method, url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorAnswer>().error).toBe('unauthenticated');
    const user = await ctx.app.inject({ method, url, headers: bearer(customer) });
    expect(user.statusCode).toBe(403);
    expect(user.json<ErrorAnswer>().error).toBe('not_allowed');
  });

  it('lets anyone read the buyer variants', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/prodigi/products?photoId=${id}` });
    expect(res.statusCode).toBe(404);
  });
});
