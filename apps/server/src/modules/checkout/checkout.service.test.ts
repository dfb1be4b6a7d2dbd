import { describe, expect, it } from 'vitest';
import { checkoutMessages as msg, type QuoteRequestValues } from '@shop/contracts';
import type { Money, ProdigiClient, QuoteRequest, QuoteResult } from '@shop/prodigi';
import { AppError } from '#src/lib/errors';
import {
  quoteAttributes,
  type VariantForPricing,
} from '#src/modules/print-catalog/variant-pricing.port';
import { createCheckoutService } from './checkout.service';

const variant: VariantForPricing = {
  variantId: '11111111-1111-4111-8111-111111111111',
  photoId: '22222222-2222-4222-8222-222222222222',
  sku: 'GLOBAL-CAN-10X10',
  name: 'Lienzo 10×10',
  productAttributes: { wrap: ['Black', 'ImageWrap'], edge: '38mm' },
  retailPriceCents: null,
  profitMarginCents: 500,
  currency: 'EUR',
  colors: [],
  shipsTo: [],
  isActive: true,
  photoVisible: true,
  sizing: 'fillPrintArea',
  printFileFor: () => ({ kind: 'stored', key: 'print/v/assets/a.jpg' }),
  mockupUrl: null,
};

const request: QuoteRequestValues = {
  photoId: variant.photoId,
  variantId: variant.variantId,
  colorCode: '',
  copies: 1,
  destinationCountryCode: 'ES',
  productAttributes: { wrap: 'imagewrap' },
};

const money = (amountMinor: number, currency = 'EUR'): Money => ({ amountMinor, currency });

/** Prodigi at its edge: answers one Standard quote in `currency`, and records the request. */
function fakeProdigi(currency: string) {
  const sent: QuoteRequest[] = [];
  const client: Pick<ProdigiClient, 'quotes'> = {
    quotes: {
      create: (body) => {
        sent.push(body);
        const result: QuoteResult = {
          outcome: 'Created',
          issues: [],
          traceParent: null,
          quotes: [
            {
              shipmentMethod: 'Standard',
              costSummary: {
                items: money(1437, currency),
                shipping: money(950, currency),
                totalCost: money(2500, currency),
                totalTax: money(100, currency),
              },
              shipments: [],
              items: [],
            },
          ],
        };
        return Promise.resolve(result);
      },
    },
  };
  return { client, sent };
}

function serviceWith(prodigi: Pick<ProdigiClient, 'quotes'>, found = variant) {
  const logged: unknown[] = [];
  const service = createCheckoutService({
    variants: { find: () => Promise.resolve(found) },
    prodigi,
    vat: { ossEnabled: false },
    log: { error: (obj) => logged.push(obj) },
  });
  return { service, logged };
}

describe('quoteAttributes', () => {
  it('spells the buyer’s choice as Prodigi does and keeps single-valued attributes', () => {
    expect(quoteAttributes(variant, '', { wrap: 'imagewrap', other: 'x' })).toEqual({
      wrap: 'ImageWrap',
      edge: '38mm',
    });
  });

  it('refuses a value the product does not have, or a missing choice', () => {
    expect(() => quoteAttributes(variant, '', { wrap: 'Gold' })).toThrow(msg.badAttributes);
    expect(() => quoteAttributes(variant, '', {})).toThrow(msg.badAttributes);
  });

  it('sends the colour code as the color attribute, in Prodigi’s spelling', () => {
    const framed = { productAttributes: { color: ['black', 'dark grey'] } };
    expect(quoteAttributes(framed, 'DARK GREY', {})).toEqual({ color: 'dark grey' });
    expect(quoteAttributes({ productAttributes: {} }, 'BLACK', {})).toEqual({});
  });
});

describe('the checkout service with Prodigi at its edge', () => {
  it('asks in euros and counts Prodigi’s tax and fees', async () => {
    const prodigi = fakeProdigi('EUR');
    const { service } = serviceWith(prodigi.client);
    const answer = await service.quote(request);
    expect(prodigi.sent[0]).toMatchObject({
      currencyCode: 'EUR',
      destinationCountryCode: 'ES',
      items: [{ sku: 'GLOBAL-CAN-10X10', copies: 1, attributes: { wrap: 'ImageWrap' } }],
    });
    // totalCost 2500 = items 1437 + shipping 950 + tax 100 + fees 13
    expect(answer.pricing).toMatchObject({
      prodigiTaxAmount: 100,
      prodigiFeesAmount: 13,
      prodigiTotal: 2500,
      totalWithMargin: 3000,
      vatAmount: 630,
      total: 3630,
    });
    expect(answer.quotes[0]?.costSummary).toEqual({
      items: { amount: 1437 },
      shipping: { amount: 950 },
      tax: { amount: 100 },
      fees: { amount: 13 },
    });
  });

  it('refuses a quote in another currency with 502 rather than guessing a rate', async () => {
    const { service, logged } = serviceWith(fakeProdigi('GBP').client);
    const failure = await service.quote(request).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'provider_failed', message: msg.currencyNotSupported });
    expect(logged).toHaveLength(1);
  });

  it('hides an inactive variant or a hidden photo as not found', async () => {
    for (const found of [
      { ...variant, isActive: false },
      { ...variant, photoVisible: false },
    ]) {
      const { service } = serviceWith(fakeProdigi('EUR').client, found);
      await expect(service.quote(request)).rejects.toMatchObject({ code: 'not_found' });
    }
  });
});
