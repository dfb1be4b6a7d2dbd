import { describe, expect, it } from 'vitest';
import { priceQuote } from './print-pricing';
import { printPricingLines, rateToBp, shareCents, taxLines, vatIncluded } from './vat-lines';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('IVA per line (taxLines)', () => {
  it('gives each line the IVA of its own base, half up', () => {
    const lines = taxLines([
      { baseCents: 3345, vatRateBp: 2100 },
      { baseCents: 650, vatRateBp: 2100 },
    ]);
    // 702,45 → 702 and 136,5 → 137: the order's IVA is their sum.
    expect(lines.map((l) => l.vatCents)).toEqual([702, 137]);
  });

  it("prices the README's example: 5,12 € on the print and 2,00 € on shipping", () => {
    const lines = taxLines([
      { baseCents: 2437, vatRateBp: 2100 },
      { baseCents: 950, vatRateBp: 2100 },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([512, 200]);
  });

  it('gives equal lines equal IVA (no cent passed from one to another)', () => {
    const lines = taxLines([
      { baseCents: 50, vatRateBp: 2100 },
      { baseCents: 50, vatRateBp: 2100 },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([11, 11]);
  });

  it('keeps rates apart, a decimal rate and 0 % among them', () => {
    const lines = taxLines([
      { baseCents: 1999, vatRateBp: rateToBp(25.5) },
      { baseCents: 999, vatRateBp: 1000 },
      { baseCents: 500, vatRateBp: 0 },
      { baseCents: 1, vatRateBp: rateToBp(25.5) },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([510, 100, 0, 0]);
  });
});

describe("a print's lines, for every destination the pricing rule knows", () => {
  const destinations = [
    { countryCode: 'ES', postalCode: '28001' },
    { countryCode: 'ES', postalCode: '07001' },
    { countryCode: 'ES' },
    { countryCode: 'ES', postalCode: '35001' },
    { countryCode: 'ES', postalCode: '38400' },
    { countryCode: 'ES', postalCode: '51001' },
    { countryCode: 'ES', postalCode: '52001' },
    { countryCode: 'FR' },
    { countryCode: 'DE' },
    { countryCode: 'FI' },
    { countryCode: 'HU' },
    { countryCode: 'US' },
    { countryCode: 'GB' },
    { countryCode: 'CH' },
  ];
  const costs = [
    { items: 1437, shipping: 950, tax: 0, fees: 0, margin: 1000, retail: null },
    { items: 999, shipping: 1, tax: 33, fees: 7, margin: 1, retail: null },
    { items: 2500, shipping: 1295, tax: 0, fees: 0, margin: 0, retail: 3999 },
    { items: 1, shipping: 0, tax: 0, fees: 0, margin: 0, retail: null },
  ];
  const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

  it('adds up to the total and the IVA, to the cent, OSS on and off', () => {
    let checked = 0;
    for (const ossEnabled of [false, true]) {
      for (const destination of destinations) {
        for (const cost of costs) {
          for (const copies of [1, 3, 10]) {
            const pricing = priceQuote({
              provider: {
                items: eur(cost.items * copies),
                shipping: eur(cost.shipping),
                tax: eur(cost.tax),
                fees: eur(cost.fees),
              },
              variant: {
                retailPriceCents: cost.retail,
                profitMarginCents: cost.margin,
                currency: 'EUR',
              },
              copies,
              destination,
              vat: { ossEnabled },
            });
            const { print, shipping } = printPricingLines(pricing);
            expect(print.vatCents + shipping.vatCents).toBe(pricing.vatAmount);
            expect(print.baseCents + print.vatCents + shipping.baseCents + shipping.vatCents).toBe(
              pricing.total,
            );
            expect(print.vatRateBp).toBe(rateToBp(pricing.vatRate));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(2 * 14 * 4 * 3);
  });
});

describe('shareCents', () => {
  it('shares by weight, adding up exactly, the cent left to the largest remainder', () => {
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareCents(7, [2437, 950])).toEqual([5, 2]);
    expect(shareCents(0, [5, 5])).toEqual([0, 0]);
    expect(shareCents(5, [0, 0])).toEqual([3, 2]);
    expect(shareCents(1234, [1000])).toEqual([1234]);
    for (let total = 0; total < 500; total += 13) {
      expect(sum(shareCents(total, [3, 7, 11, 0]))).toBe(total);
    }
  });
});

describe('vatIncluded (prices with IVA included)', () => {
  it('takes out the IVA a gross price includes, base and IVA adding up to it', () => {
    const [ticket] = vatIncluded([{ grossCents: 2500, vatRateBp: 2100 }]);
    // 25,00 € at 21 %: 25 × 21 / 121 = 4,338… → 4,34 €.
    expect(ticket).toMatchObject({ baseCents: 2066, vatCents: 434 });
  });

  it('prices each line on its own, and keeps each rate apart', () => {
    const lines = vatIncluded([
      { grossCents: 1000, vatRateBp: 1000 },
      { grossCents: 1000, vatRateBp: 1000 },
      { grossCents: 999, vatRateBp: 2100 },
      { grossCents: 0, vatRateBp: 2100 },
    ]);
    // 10,00 € at 10 %: 0,909… → 0,91 € each; 9,99 € at 21 %: 1,733… → 1,73 €.
    expect(lines.map((l) => [l.baseCents, l.vatCents])).toEqual([
      [909, 91],
      [909, 91],
      [826, 173],
      [0, 0],
    ]);
  });

  it('adds up to the gross for every price from 0,01 € to 200,00 €', () => {
    for (let gross = 1; gross <= 20_000; gross++) {
      for (const vatRateBp of [1000, 2100]) {
        const [line] = vatIncluded([{ grossCents: gross, vatRateBp }]);
        expect((line?.baseCents ?? 0) + (line?.vatCents ?? 0)).toBe(gross);
        expect(line?.vatCents).toBe(Math.round((gross * vatRateBp) / (10_000 + vatRateBp)));
      }
    }
  });
});
