import { describe, expect, it } from 'vitest';
import type { AdminVariant, CartQuoteResponse, PrintsFrom, QuoteResponse } from '@shop/contracts';
import { randomIp } from '#test/accounts';
import { shopWithTwoPrints } from '#test/checkout';
import { payWith, prodigiOrdersFor, startPaymentOk, waitForPrint } from '#test/purchase';

const fx = await shopWithTwoPrints();
const { ctx } = fx;

const printsFrom = async (photoId: string) => {
  const res = await ctx.app.inject(`/api/checkout/prints-from?photoId=${photoId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PrintsFrom>().fromCents;
};

/** What the cart would charge for one copy's line, on its cheapest-priced method. */
const cartLine = async (variant: AdminVariant) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/quotes',
    remoteAddress: randomIp(),
    payload: {
      items: [{ kind: 'print', photoId: fx.shop.photoId, variantId: variant.id, copies: 1 }],
      destinationCountryCode: 'ES',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { methods } = res.json<CartQuoteResponse>();
  return {
    line: Math.min(...methods.map((m) => m.lines[0]?.priceCents ?? Infinity)),
    cheapestTotal: methods[0]?.totalCents ?? 0,
  };
};

describe('GET /checkout/prints-from', () => {
  it("answers the cheapest variant's price for one copy in Spain, IVA included and shipping not", async () => {
    const [a, b] = await Promise.all([cartLine(fx.small), cartLine(fx.large)]);
    const from = await printsFrom(fx.shop.photoId);
    expect(from).toBe(Math.min(a.line, b.line));
    // Shipping is a line of its own: the lowest total is above the figure.
    expect(from).toBeLessThan(Math.min(a.cheapestTotal, b.cheapestTotal));
  });

  it('follows the catalogue: an inactive variant counts for nothing, a cheaper one lowers it', async () => {
    const before = await printsFrom(fx.shop.photoId);
    await fx.shop.addVariant(await fx.shop.addProduct({ sku: 'GLOBAL-CFPM-16X20' }), {
      retailPrice: '5,00',
      isActive: false,
    });
    expect(await printsFrom(fx.shop.photoId)).toBe(before);

    const cheap = await fx.shop.addVariant(await fx.shop.addProduct({ sku: 'GLOBAL-FAP-12X16' }), {
      retailPrice: '10,00',
    });
    const lowered = await printsFrom(fx.shop.photoId);
    expect(lowered).toBe((await cartLine(cheap)).line);
    expect(lowered).toBeLessThan(before ?? 0);
    // 10,00 € before IVA at 21 %, with whatever tax or fees Prodigi adds to the print.
    expect(lowered).toBeGreaterThanOrEqual(1210);
  });

  it('answers null for a photo without prints and for an unknown id', async () => {
    expect(await printsFrom('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await printsFrom('not-a-photo')).toBeNull();
  });
});

describe('the buy form paying with a method of its choice', () => {
  it('charges the chosen method’s total and sends the print to Prodigi with it', async () => {
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/prodigi/quotes',
      remoteAddress: randomIp(),
      payload: {
        photoId: fx.shop.photoId,
        variantId: fx.small.id,
        destinationCountryCode: 'ES',
        postalCode: '28013',
      },
    });
    const express = quote.json<QuoteResponse>().quotes.find((q) => q.shipmentMethod === 'Express');
    expect(express).toBeDefined();

    const started = await startPaymentOk(ctx.app, {
      photoId: fx.shop.photoId,
      variantId: fx.small.id,
      shippingMethod: 'Express',
    });
    expect(started.shippingMethod).toBe('Express');
    expect(started.amount).toBe(express?.pricing.total);

    await payWith(ctx.app, started.paymentIntentId);
    await waitForPrint(ctx.app, started.orderId, 'submitted');
    const [atLab] = await prodigiOrdersFor(ctx.app, started.orderId);
    expect(atLab?.shippingMethod).toBe('Express');
  });
});
