import { describe, expect, it } from 'vitest';
import { priceQuote, type QuoteBody } from '@shop/contracts';
import type { VariantForPricing } from '#src/modules/print-catalog/variant-pricing.port';
import { createPrintsFrom } from './prints-from';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

/** A priced quote: 10,00 € of goods before IVA, `shipping` cents of shipping. */
function quote(method: string, shipping: number): QuoteBody {
  const pricing = priceQuote({
    provider: { items: eur(1000), shipping: eur(shipping) },
    variant: { retailPriceCents: null, profitMarginCents: 0, currency: 'EUR' },
    copies: 1,
    destination: { countryCode: 'ES' },
    vat: { ossEnabled: false },
  });
  return {
    shipmentMethod: method,
    costSummary: {
      items: { amount: 1000 },
      shipping: { amount: shipping },
      tax: { amount: 0 },
      fees: { amount: 0 },
    },
    currency: 'EUR',
    pricing,
  };
}

const variant = (variantId: string, isActive = true) =>
  ({ variantId, isActive, colors: [], productAttributes: {} }) as unknown as VariantForPricing;

/** Prodigi as the checkout service sees it: `failing` variants fail once, then answer. */
function pricing(failing: Set<string>) {
  const asked: string[] = [];
  return {
    asked,
    priceVariant: async ({ variantId }: { variantId: string }) => {
      asked.push(variantId);
      if (failing.delete(variantId)) throw new Error('Prodigi down');
      return {
        variant: variant(variantId),
        quotes: [quote('Budget', 500), quote('Express', 1500)],
      };
    },
  };
}

describe('prints-from cache', () => {
  it('quotes each active variant once and keeps the answer until cleared', async () => {
    const prodigi = pricing(new Set());
    const from = createPrintsFrom({
      variants: { listForPhoto: async () => [variant('a'), variant('b', false)] },
      checkout: prodigi as never,
    });
    // 10,00 € + 21 % IVA, shipping apart on every method.
    expect(await from.of('p1')).toEqual({ fromCents: 1210 });
    expect(await from.of('p1')).toEqual({ fromCents: 1210 });
    expect(prodigi.asked).toEqual(['a']);
    from.clear();
    await from.of('p1');
    expect(prodigi.asked).toEqual(['a', 'a']);
  });

  it('asks again for a photo a variant of which Prodigi could not price', async () => {
    const prodigi = pricing(new Set(['b']));
    const from = createPrintsFrom({
      variants: { listForPhoto: async () => [variant('a'), variant('b')] },
      checkout: prodigi as never,
    });
    expect(await from.of('p1')).toEqual({ fromCents: 1210 });
    await from.of('p1');
    await from.of('p1');
    expect(prodigi.asked.sort()).toEqual(['a', 'a', 'b', 'b']);
  });
});
