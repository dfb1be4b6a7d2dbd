import { beforeAll, describe, expect, it } from 'vitest';
import {
  printCatalogMessages as msg,
  type CatalogDetails,
  type CatalogLookup,
} from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import type { ErrorAnswer } from '#test/answers';
import { setupTestApp } from '#test/test-app';

// The app as configured by default in tests: no PRODIGI_API_KEY, so it runs the Prodigi
// simulator in its own process and the client talks to it over HTTP.
const ctx = setupTestApp();

let admin = '';
let customer = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
});

const lookup = (sku: unknown, token = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/prodigi/catalog/lookup',
    headers: bearer(token),
    payload: { sku },
  });

describe('POST /api/prodigi/catalog/lookup', () => {
  it("fills the product's fields from Prodigi, whatever the SKU's case", async () => {
    const res = await lookup(' global-fap-16x24 ');
    expect(res.statusCode).toBe(200);
    const body = res.json<CatalogLookup>();
    expect(body).toMatchObject({
      sku: 'GLOBAL-FAP-16X24',
      defaultSizing: 'fillPrintArea',
      productDimensions: { width: 16, height: 24, units: 'in' },
      printAreaPixels: { width: 4800, height: 7200 },
      availableColors: [],
    });
    expect(body.prodigiName.length).toBeGreaterThan(0);
    expect(body.prodigiDescription).toBe(body.prodigiName);
    expect(body.shipsTo).toContain('ES');
    expect(body.shipsTo).toEqual([...body.shipsTo].sort());
    // Nothing was saved.
    const list = await ctx.app.inject({ url: '/api/prodigi/catalog', headers: bearer(admin) });
    expect(list.json()).toEqual([]);
  });

  it('gives colours upper-cased with Spanish names, and the most demanding print area', async () => {
    const framed = (await lookup('GLOBAL-CFPM-16X20')).json<CatalogLookup>();
    expect(framed.availableColors.length).toBeGreaterThan(1);
    expect(framed.availableColors).toContainEqual({ code: 'BLACK', name: 'Negro' });
    for (const { code } of framed.availableColors) expect(code).toBe(code.toUpperCase());

    // An ImageWrap canvas needs more pixels than a black-edged one (Prodigi's product data).
    const canvas = (await lookup('GLOBAL-CAN-10X10')).json<CatalogLookup>();
    expect(canvas.printAreaPixels).toEqual({ width: 2137, height: 2137 });
    expect(canvas.attributes.wrap).toEqual(
      expect.arrayContaining(['Black', 'ImageWrap', 'MirrorWrap', 'White']),
    );
  });

  it("says so in Spanish when Prodigi doesn't know the SKU", async () => {
    const res = await lookup('GLOBAL-CAN-36X48');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorAnswer>()).toMatchObject({
      error: 'not_found',
      message: msg.lookupUnknownSku,
    });
  });

  it('asks for a SKU first, and refuses one with other characters', async () => {
    for (const sku of ['', '   ', undefined]) {
      const res = await lookup(sku);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorAnswer>().details?.[0]?.message).toBe(msg.lookupNeedsSku);
    }
    const odd = await lookup('GLOBAL/../FAP');
    expect(odd.statusCode).toBe(400);
    expect(odd.json<ErrorAnswer>().details?.[0]?.message).toBe(msg.badSku);
  });

  it('is for admins only', async () => {
    expect((await lookup('GLOBAL-FAP-16X24', customer)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/catalog/lookup',
      payload: { sku: 'GLOBAL-FAP-16X24' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 502 with a stable code when Prodigi keeps failing', async () => {
    const simulator = ctx.app.prodigiSimulator;
    if (!simulator) throw new Error('the embedded simulator is expected in tests');
    simulator.setFaults({ errorRate: 1, errorStatus: 503 });
    try {
      const res = await lookup('GLOBAL-FAP-11X14');
      expect(res.statusCode).toBe(502);
      expect(res.json<ErrorAnswer>()).toMatchObject({
        error: 'provider_failed',
        message: msg.lookupFailed,
      });
    } finally {
      simulator.setFaults({});
    }
    // The failure was not remembered: the next read asks Prodigi again.
    expect((await lookup('GLOBAL-FAP-11X14')).statusCode).toBe(200);
  });
});

describe('GET /api/prodigi/catalog/details/{sku}', () => {
  it('gives anyone the attributes a buyer chooses, cached for a while', async () => {
    const res = await ctx.app.inject({ url: '/api/prodigi/catalog/details/global-can-10x10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = res.json<CatalogDetails>();
    expect(Object.keys(body.variantAttributes)).toEqual(['wrap']);
    expect(body.attributes.wrap).toEqual(body.variantAttributes.wrap);

    const print = (
      await ctx.app.inject({ url: '/api/prodigi/catalog/details/GLOBAL-FAP-16X24' })
    ).json<CatalogDetails>();
    expect(print.variantAttributes).toEqual({});
  });

  it('answers 404 for an unknown SKU', async () => {
    const res = await ctx.app.inject({ url: '/api/prodigi/catalog/details/GLOBAL-NOPE-1X1' });
    expect(res.statusCode).toBe(404);
  });
});
