import { beforeAll, describe, expect, it } from 'vitest';
import {
  badPostalCodeFor,
  checkoutMessages as msg,
  percentOf,
  type AdminVariant,
  type QuoteResponse,
} from '@shop/contracts';
import type { ErrorAnswer } from '#test/answers';
import { bearer, randomIp } from '#test/accounts';
import { printShop } from '#test/checkout';
import { setupTestApp } from '#test/test-app';

// OSS off (the default): other EU consumers pay Spanish IVA.
const ctx = setupTestApp();
let shop: Awaited<ReturnType<typeof printShop>>;
let print: AdminVariant;
let framed: AdminVariant;
let retail: AdminVariant;
let inactive: AdminVariant;
let spainOnly: AdminVariant;

beforeAll(async () => {
  shop = await printShop(ctx.app, ctx.database.db);
  const fap = await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' });
  const cfpm = await shop.addProduct({
    sku: 'GLOBAL-CFPM-16X20',
    attributes: { color: ['black', 'white', 'dark grey'] },
    availableColors: [
      { code: 'black', name: 'Negro' },
      { code: 'white', name: 'Blanco' },
    ],
  });
  const small = await shop.addProduct({ sku: 'GLOBAL-FAP-11X14', shipsTo: ['ES', 'PT'] });
  print = await shop.addVariant(fap, { profitMargin: '10,00' });
  framed = await shop.addVariant(cfpm, {
    profitMargin: '5',
    colorOptions: [
      { code: 'black', name: 'Negro' },
      { code: 'white', name: 'Blanco' },
    ],
  });
  retail = await shop.addVariant(fap, { retailPrice: '39,90', profitMargin: '99' });
  inactive = await shop.addVariant(fap, { isActive: false });
  spainOnly = await shop.addVariant(small);
}, 60_000);

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

function simulator() {
  const sim = ctx.app.prodigiSimulator;
  if (!sim) throw new Error('the embedded Prodigi simulator should run in tests');
  return sim;
}

function quote(body: Record<string, unknown>, ip = randomIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/prodigi/quotes',
    remoteAddress: ip,
    payload: { photoId: shop.photoId, ...body },
  });
}

async function quoteOk(body: Record<string, unknown>) {
  const res = await quote(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>();
}

/** What the simulator itself quotes (through the same client): the numbers to reconcile with. */
async function simulatorQuote(
  sku: string,
  country: string,
  copies = 1,
  attributes: Record<string, string> = {},
) {
  const result = await ctx.app.prodigi.quotes.create({
    destinationCountryCode: country,
    currencyCode: 'EUR',
    items: [{ sku, copies, attributes, assets: [{ printArea: 'default' }] }],
  });
  return result.quotes;
}

describe('POST /api/prodigi/quotes', () => {
  it('prices each method from the simulator’s costSummary, with the margin and 21 % IVA in the peninsula', async () => {
    const body = await quoteOk({
      variantId: print.id,
      destinationCountryCode: 'es',
      postalCode: '28013',
    });
    const expected = await simulatorQuote('GLOBAL-FAP-16X24', 'ES');
    expect(body.quotes.map((q) => q.shipmentMethod)).toEqual(expected.map((q) => q.shipmentMethod));
    for (const [index, q] of body.quotes.entries()) {
      const sim = nth(expected, index).costSummary;
      const net = sim.items.amountMinor + sim.shipping.amountMinor + 1000;
      // IVA per line: the print (items + margin), then delivery.
      const iva =
        percentOf(sim.items.amountMinor + 1000, 21) + percentOf(sim.shipping.amountMinor, 21);
      expect(q.costSummary.items.amount).toBe(sim.items.amountMinor);
      expect(q.costSummary.shipping.amount).toBe(sim.shipping.amountMinor);
      expect(q.pricing).toMatchObject({
        prodigiItemsAmount: sim.items.amountMinor,
        prodigiShippingAmount: sim.shipping.amountMinor,
        prodigiTaxAmount: 0,
        prodigiFeesAmount: 0,
        prodigiTotal: sim.items.amountMinor + sim.shipping.amountMinor,
        platformMargin: 1000,
        totalWithMargin: net,
        vatTreatment: 'es',
        vatRate: 21,
        vatAmount: iva,
        total: net + iva,
        currency: 'EUR',
      });
    }
    expect(nth(body.quotes, 0).shipmentMethod).toBe('Budget');
    expect(body.pricing).toEqual(nth(body.quotes, 0).pricing);
  });

  it('charges no IVA to Canarias, Ceuta or Melilla', async () => {
    for (const postalCode of ['35001', '38400', '51001', '52001']) {
      const body = await quoteOk({ variantId: print.id, destinationCountryCode: 'ES', postalCode });
      expect(body.pricing.vatTreatment).toBe('es_excluded_territory');
      expect(body.pricing.vatAmount).toBe(0);
      expect(body.pricing.total).toBe(body.pricing.totalWithMargin);
    }
  });

  it('charges Spanish IVA to France while OSS is off, and none to the United States', async () => {
    const france = await quoteOk({ variantId: print.id, destinationCountryCode: 'FR' });
    expect(france.pricing).toMatchObject({ vatTreatment: 'es_eu', vatRate: 21 });
    expect(france.pricing.vatAmount).toBe(percentOf(france.pricing.totalWithMargin, 21));
    const us = await quoteOk({ variantId: print.id, destinationCountryCode: 'US' });
    expect(us.pricing).toMatchObject({ vatTreatment: 'export', vatRate: 0, vatAmount: 0 });
    expect(us.pricing.total).toBe(us.pricing.totalWithMargin);
  });

  it('offers the methods Prodigi offers for each destination', async () => {
    const methods = async (country: string) =>
      (await quoteOk({ variantId: print.id, destinationCountryCode: country })).quotes.map(
        (q) => q.shipmentMethod,
      );
    const spain = await methods('ES');
    const switzerland = await methods('CH');
    const britain = await methods('GB');
    expect(switzerland).toEqual(['Budget', 'Standard']);
    expect(spain).not.toEqual(switzerland);
    expect(britain).toContain('Overnight');
    expect(spain).not.toContain('Overnight');
  });

  it('clamps copies to 1–10 and takes the margin per copy', async () => {
    const many = await quoteOk({ variantId: print.id, copies: 25 });
    const sim = nth(await simulatorQuote('GLOBAL-FAP-16X24', 'ES', 10), 0).costSummary;
    expect(many.pricing.copies).toBe(10);
    expect(many.pricing.prodigiItemsAmount).toBe(sim.items.amountMinor);
    expect(many.pricing.platformMargin).toBe(10 * 1000);
    const none = await quoteOk({ variantId: print.id, copies: 0 });
    expect(none.pricing.copies).toBe(1);
  });

  it('uses a manual retail price instead of Prodigi’s item cost and the margin', async () => {
    const body = await quoteOk({ variantId: retail.id, copies: 2 });
    const sim = nth(await simulatorQuote('GLOBAL-FAP-16X24', 'ES', 2), 0).costSummary;
    expect(body.pricing.totalWithMargin).toBe(2 * 3990 + sim.shipping.amountMinor);
    expect(body.pricing.platformMargin).toBe(2 * 3990 - sim.items.amountMinor);
  });

  it('sends the colour as Prodigi’s color attribute', async () => {
    const body = await quoteOk({ variantId: framed.id, colorCode: 'white' });
    const sim = nth(await simulatorQuote('GLOBAL-CFPM-16X20', 'ES', 1, { color: 'white' }), 0);
    expect(body.pricing.prodigiItemsAmount).toBe(sim.costSummary.items.amountMinor);
    expect(body.pricing.platformMargin).toBe(500);
  });

  it('refuses a colour the variant does not offer, or none when it offers some', async () => {
    const other = await quote({ variantId: framed.id, colorCode: 'GOLD' });
    expect(other.statusCode).toBe(400);
    expect(other.json<ErrorAnswer>().message).toBe(msg.colorNotOffered);
    const none = await quote({ variantId: framed.id });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorAnswer>().message).toBe(msg.colorRequired);
    const onPlain = await quote({ variantId: print.id, colorCode: 'BLACK' });
    expect(onPlain.statusCode).toBe(400);
  });

  it('answers 404 for an unknown, inactive or other photo’s variant', async () => {
    for (const body of [
      { variantId: '00000000-0000-4000-8000-000000000000' },
      { variantId: 'not-a-uuid' },
      { variantId: inactive.id },
      { variantId: print.id, photoId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await quote(body);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorAnswer>()).toMatchObject({
        error: 'not_found',
        message: msg.variantNotFound,
      });
    }
  });

  it('refuses a destination the product is not shipped to, in Spanish', async () => {
    // The catalogue's list says no …
    const listed = await quote({ variantId: spainOnly.id, destinationCountryCode: 'FR' });
    expect(listed.statusCode).toBe(400);
    expect(listed.json<ErrorAnswer>().message).toBe(msg.destinationNotShipped);
    // … and so does Prodigi for a country it does not serve (the catalogue knows no list here).
    const prodigi = await quote({ variantId: print.id, destinationCountryCode: 'BR' });
    expect(prodigi.statusCode).toBe(400);
    expect(prodigi.json<ErrorAnswer>().message).toBe(msg.destinationNotShipped);
  });

  it('refuses a country that is not 2 letters', async () => {
    const res = await quote({ variantId: print.id, destinationCountryCode: '1' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a code that is no country, and a postal code the country does not use', async () => {
    const fieldError = async (payload: Record<string, unknown>) => {
      const res = await quote({ variantId: print.id, ...payload });
      expect(res.statusCode).toBe(400);
      return res.json<{ details: { path: string; message: string }[] }>().details[0];
    };
    for (const code of ['XX', 'aq', 'ZZ']) {
      expect(await fieldError({ destinationCountryCode: code })).toEqual({
        path: 'destinationCountryCode',
        message: msg.unknownCountry,
      });
    }
    for (const postalCode of ['99999', '!!', '2801']) {
      expect(await fieldError({ destinationCountryCode: 'ES', postalCode })).toEqual({
        path: 'postalCode',
        message: badPostalCodeFor('28001'),
      });
    }
  });

  it('answers 502 when Prodigi fails', async () => {
    simulator().setFaults({ failNext: 5, errorStatus: 500 });
    try {
      const res = await quote({ variantId: print.id });
      expect(res.statusCode).toBe(502);
      expect(res.json<ErrorAnswer>()).toMatchObject({
        error: 'provider_failed',
        message: msg.quoteFailed,
      });
    } finally {
      simulator().setFaults({});
    }
    expect((await quote({ variantId: print.id })).statusCode).toBe(200);
  });

  it('limits quotes per address', async () => {
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await quote({ variantId: 'not-a-uuid' }, ip)).statusCode;
    }
    expect(last).toBe(429);
  }, 60_000);

  it('counts every address of one IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const ip = `${prefix}:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`;
      statuses.push((await quote({ variantId: 'not-a-uuid' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status !== 429)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Another /64 is another client.
    expect(
      (await quote({ variantId: 'not-a-uuid' }, `${prefix.slice(0, -1)}8::1`)).statusCode,
    ).not.toBe(429);
  }, 60_000);

  it('needs no sign-in, and ignores one', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/quotes',
      headers: bearer(shop.admin),
      payload: { photoId: shop.photoId, variantId: print.id },
    });
    expect(res.statusCode).toBe(200);
  });
});
