import { describe, expect, it } from 'vitest';
import {
  clampCopies,
  decideVat,
  formatVatRate,
  isSpanishExcludedTerritory,
  normalizeColorCode,
  normalizeCountryCode,
  percentOf,
  priceQuote,
  PricingError,
  pricingMatches,
  providerCostFromSummary,
  type PriceInput,
} from './print-pricing';
import { formatEuros } from './money-rules';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

const base: PriceInput = {
  provider: { items: eur(1437), shipping: eur(950) },
  variant: { retailPriceCents: null, profitMarginCents: 1000, currency: 'EUR' },
  copies: 1,
  destination: { countryCode: 'ES', postalCode: '28001' },
  vat: { ossEnabled: false },
};

describe('priceQuote', () => {
  it('adds the margin to Prodigi’s cost and Spanish IVA per line: the print, then delivery', () => {
    const pricing = priceQuote(base);
    expect(pricing).toEqual({
      prodigiItemsAmount: 1437,
      prodigiShippingAmount: 950,
      prodigiTaxAmount: 0,
      prodigiFeesAmount: 0,
      prodigiTotal: 2387,
      platformMargin: 1000,
      totalWithMargin: 3387,
      vatTreatment: 'es',
      vatRate: 21,
      vatCountryCode: 'ES',
      // The print 2437 × 0.21 = 511.77 → 512; delivery 950 × 0.21 = 199.5 → 200.
      vatAmount: 712,
      total: 4099,
      copies: 1,
      currency: 'EUR',
    });
  });

  it('counts Prodigi’s tax and fees in its cost', () => {
    const pricing = priceQuote({
      ...base,
      provider: { items: eur(1000), shipping: eur(500), tax: eur(300), fees: eur(45) },
    });
    expect(pricing.prodigiTotal).toBe(1845);
    expect(pricing.totalWithMargin).toBe(2845);
    expect(pricing.prodigiTaxAmount).toBe(300);
    expect(pricing.prodigiFeesAmount).toBe(45);
  });

  it('takes the margin once per copy (Prodigi’s items already count the copies)', () => {
    const pricing = priceQuote({
      ...base,
      provider: { items: eur(3 * 1437), shipping: eur(950) },
      copies: 3,
    });
    expect(pricing.platformMargin).toBe(3000);
    expect(pricing.totalWithMargin).toBe(3 * 1437 + 950 + 3000);
    expect(pricing.copies).toBe(3);
  });

  it('lets a manual retail price replace Prodigi’s item cost and the margin', () => {
    const pricing = priceQuote({
      ...base,
      provider: { items: eur(2 * 1437), shipping: eur(950), tax: eur(100) },
      variant: { retailPriceCents: 3990, profitMarginCents: 1000, currency: 'EUR' },
      copies: 2,
    });
    expect(pricing.totalWithMargin).toBe(2 * 3990 + 950 + 100);
    expect(pricing.platformMargin).toBe(2 * 3990 - 2 * 1437);
    expect(pricing.total).toBe(
      pricing.totalWithMargin + percentOf(2 * 3990, 21) + percentOf(950 + 100, 21),
    );
  });

  it('shows a retail price below cost as a negative margin rather than hiding it', () => {
    const pricing = priceQuote({
      ...base,
      variant: { retailPriceCents: 1000, profitMarginCents: 0, currency: 'EUR' },
    });
    expect(pricing.platformMargin).toBe(-437);
  });

  it('clamps the copies it is given', () => {
    expect(priceQuote({ ...base, copies: 40 }).copies).toBe(10);
    expect(priceQuote({ ...base, copies: 0 }).copies).toBe(1);
  });

  it.each([
    ['peninsula', { countryCode: 'ES', postalCode: '28001' }, 'es', 21],
    ['Balearics', { countryCode: 'ES', postalCode: '07001' }, 'es', 21],
    ['no postal code yet', { countryCode: 'es' }, 'es', 21],
    ['Las Palmas', { countryCode: 'ES', postalCode: '35001' }, 'es_excluded_territory', 0],
    ['Tenerife', { countryCode: 'ES', postalCode: '38400' }, 'es_excluded_territory', 0],
    ['Ceuta', { countryCode: 'ES', postalCode: '51001' }, 'es_excluded_territory', 0],
    ['Melilla', { countryCode: 'ES', postalCode: '52001' }, 'es_excluded_territory', 0],
    ['France, OSS off', { countryCode: 'FR' }, 'es_eu', 21],
    ['United States', { countryCode: 'US' }, 'export', 0],
    ['United Kingdom', { countryCode: 'GB' }, 'export', 0],
    ['Switzerland', { countryCode: 'CH' }, 'export', 0],
  ] as const)('IVA for %s', (_name, destination, treatment, rate) => {
    const pricing = priceQuote({ ...base, destination });
    expect(pricing.vatTreatment).toBe(treatment);
    expect(pricing.vatRate).toBe(rate);
    expect(pricing.vatAmount).toBe(percentOf(2437, rate) + percentOf(950, rate));
    expect(pricing.total).toBe(3387 + pricing.vatAmount);
  });

  it('applies the destination’s rate to other EU states when OSS is on', () => {
    const vat = { ossEnabled: true };
    expect(priceQuote({ ...base, vat, destination: { countryCode: 'FR' } })).toMatchObject({
      vatTreatment: 'oss',
      vatRate: 20,
      vatCountryCode: 'FR',
      vatAmount: 677, // 487.4 → 487 + 190
    });
    expect(priceQuote({ ...base, vat, destination: { countryCode: 'DE' } }).vatRate).toBe(19);
    expect(priceQuote({ ...base, vat, destination: { countryCode: 'FI' } }).vatAmount).toBe(863); // 25.5 %: 621.435 → 621 + 242.25 → 242
    // OSS changes nothing for Spain itself, nor outside the EU.
    expect(priceQuote({ ...base, vat }).vatRate).toBe(21);
    expect(priceQuote({ ...base, vat, destination: { countryCode: 'US' } }).vatRate).toBe(0);
  });

  it('refuses a quote in another currency instead of guessing a rate', () => {
    const inGbp = {
      ...base,
      provider: { items: eur(1437), shipping: { amountMinor: 950, currency: 'GBP' } },
    };
    expect(() => priceQuote(inGbp)).toThrow(PricingError);
    try {
      priceQuote(inGbp);
    } catch (error) {
      expect((error as PricingError).code).toBe('currency_not_supported');
    }
    expect(() => priceQuote({ ...base, variant: { ...base.variant, currency: 'USD' } })).toThrow(
      PricingError,
    );
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() =>
      priceQuote({ ...base, provider: { items: eur(14.37), shipping: eur(0) } }),
    ).toThrow(/importe no válido/);
  });
});

describe('percentOf', () => {
  it.each([
    [100, 21, 21],
    [250, 21, 53], // 52.5 → 53, half up
    [3387, 21, 711],
    [1, 21, 0],
    [3, 21, 1], // 0.63
    [200, 25.5, 51],
    [0, 21, 0],
    [1000, 0, 0],
  ])('%i × %f %% = %i', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected);
  });
});

describe('decideVat and the destination', () => {
  it('tells Canarias, Ceuta and Melilla apart by postal code, spaces and all', () => {
    expect(isSpanishExcludedTerritory(' 35 001 ')).toBe(true);
    expect(isSpanishExcludedTerritory('38-400')).toBe(true);
    expect(isSpanishExcludedTerritory('3500')).toBe(false);
    expect(isSpanishExcludedTerritory('08001')).toBe(false);
    expect(isSpanishExcludedTerritory(null)).toBe(false);
  });

  it('only uses the postal code for Spain', () => {
    expect(decideVat({ countryCode: 'FR', postalCode: '35000' }, { ossEnabled: true })).toEqual({
      treatment: 'oss',
      rate: 20,
      countryCode: 'FR',
    });
  });
});

describe('normalisation', () => {
  it.each([
    [3, 3],
    ['4', 4],
    [0, 1],
    [-2, 1],
    [11, 10],
    [2.7, 2],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('copies %s → %i', (input, expected) => {
    expect(clampCopies(input)).toBe(expected);
  });

  it('upper-cases country codes and keeps at most 2 characters', () => {
    expect(normalizeCountryCode(' es ')).toBe('ES');
    expect(normalizeCountryCode('fra')).toBe('FR');
  });

  it('upper-cases colour codes', () => {
    expect(normalizeColorCode(' black ')).toBe('BLACK');
  });
});

describe('providerCostFromSummary', () => {
  it('reads fees as what totalCost holds beyond items, shipping and tax', () => {
    expect(
      providerCostFromSummary({
        items: eur(1000),
        shipping: eur(500),
        totalTax: eur(300),
        totalCost: eur(1850),
      }),
    ).toEqual({ items: eur(1000), shipping: eur(500), tax: eur(300), fees: eur(50) });
  });

  it('has no tax or fees when Prodigi gives only items and shipping', () => {
    expect(providerCostFromSummary({ items: eur(1000), shipping: eur(500) })).toEqual({
      items: eur(1000),
      shipping: eur(500),
      tax: null,
      fees: null,
    });
  });
});

describe('pricingMatches (the quote-matches-order rule)', () => {
  it('holds for the same figures', () => {
    expect(pricingMatches(priceQuote(base), priceQuote(base))).toBe(true);
  });

  it('fails when any line changes, even with the same total', () => {
    const stored = priceQuote(base);
    const shifted = priceQuote({
      ...base,
      provider: { items: eur(1337), shipping: eur(1050) },
    });
    expect(shifted.total).toBe(stored.total);
    expect(pricingMatches(stored, shifted)).toBe(false);
    expect(pricingMatches(stored, priceQuote({ ...base, copies: 2 }))).toBe(false);
    expect(
      pricingMatches(
        stored,
        priceQuote({ ...base, destination: { countryCode: 'ES', postalCode: '35001' } }),
      ),
    ).toBe(false);
  });
});

describe('formatEuros', () => {
  it.each([
    [4098, '40,98\u00a0€'],
    [123456, '1.234,56\u00a0€'],
    [1234567, '12.345,67\u00a0€'],
    [5, '0,05\u00a0€'],
    [0, '0,00\u00a0€'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatEuros(cents)).toBe(text);
  });

  it('shows rates with a decimal comma', () => {
    expect(formatVatRate(21)).toBe('21\u00a0%');
    expect(formatVatRate(25.5)).toBe('25,5\u00a0%');
  });
});
