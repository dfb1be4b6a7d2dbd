import { describe, expect, it } from 'vitest';
import { percentOf, priceQuote } from './print-pricing';
import { printPricingLines, rateToBp, shareCents, shareVat, vatIncluded } from './vat-lines';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('IVA per line', () => {
  it('gives each line its share of the IVA of its rate, adding up to the rate’s IVA', () => {
    const lines = shareVat([
      { baseCents: 3345, vatRateBp: 2100 },
      { baseCents: 650, vatRateBp: 2100 },
    ]);
    // 3995 × 21 % = 838,95 → 839; the lines 702,45 and 136,5 → 702 + 137 (0,5 > 0,45).
    expect(lines.map((l) => l.vatCents)).toEqual([702, 137]);
    expect(sum(lines.map((l) => l.vatCents))).toBe(percentOf(3995, 21));
  });

  it("shares the README's example: 7,11 € as 5,12 € on the print and 1,99 € on shipping", () => {
    const lines = shareVat([
      { baseCents: 2437, vatRateBp: 2100 },
      { baseCents: 950, vatRateBp: 2100 },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([512, 199]);
  });

  it('rounds a line down when the rate’s IVA rounds down', () => {
    // 1001 + 1001 at 21 %: 420,42 → 420; each line 210,21 → 210.
    const lines = shareVat([
      { baseCents: 1001, vatRateBp: 2100 },
      { baseCents: 1001, vatRateBp: 2100 },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([210, 210]);
  });

  it('rounds up on a tie, giving the cent to the earlier line', () => {
    // 50 + 50 at 21 %: 21 exactly; each line 10,5 → the first gets 11, the second 10.
    const lines = shareVat([
      { baseCents: 50, vatRateBp: 2100 },
      { baseCents: 50, vatRateBp: 2100 },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([11, 10]);
  });

  it('keeps rates apart, a decimal rate and 0 % among them', () => {
    const lines = shareVat([
      { baseCents: 1999, vatRateBp: rateToBp(25.5) },
      { baseCents: 999, vatRateBp: 1000 },
      { baseCents: 500, vatRateBp: 0 },
      { baseCents: 1, vatRateBp: rateToBp(25.5) },
    ]);
    expect(lines.map((l) => l.vatCents)).toEqual([510, 100, 0, 0]);
    expect((lines[0]?.vatCents ?? 0) + (lines[3]?.vatCents ?? 0)).toBe(percentOf(2000, 25.5));
  });

  it('adds up for any split of any base (every base to 2 000 cents, in two lines)', () => {
    for (const bp of [2100, 1000, 400, 2550, 2700]) {
      for (let total = 0; total <= 2000; total += 7) {
        for (const first of [0, 1, Math.floor(total / 3), total]) {
          const lines = shareVat([
            { baseCents: first, vatRateBp: bp },
            { baseCents: total - first, vatRateBp: bp },
          ]);
          expect(sum(lines.map((l) => l.vatCents))).toBe(percentOf(total, bp / 100));
          for (const line of lines) {
            expect(Math.abs(line.vatCents - (line.baseCents * bp) / 10_000)).toBeLessThan(1);
          }
        }
      }
    }
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

  it('shares one rounding per rate among its lines, and keeps each rate apart', () => {
    const lines = vatIncluded([
      { grossCents: 1000, vatRateBp: 1000 },
      { grossCents: 1000, vatRateBp: 1000 },
      { grossCents: 999, vatRateBp: 2100 },
      { grossCents: 0, vatRateBp: 2100 },
    ]);
    // 20,00 € at 10 %: 1,818… → 1,82 €, 91 + 91 cents; 9,99 € at 21 %: 1,733… → 1,73 €.
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
