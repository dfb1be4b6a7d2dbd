import { describe, expect, it } from 'vitest';
import { convertCosts, costToMoney, decimalToMinor, minorToDecimal, moneyToCost } from './money';

describe('decimalToMinor', () => {
  it.each([
    ['14.37', 'GBP', 1437],
    ['0.29', 'EUR', 29], // 0.29 * 100 is 28.999999999999996 in floating point
    ['1.15', 'USD', 115], // 1.15 * 100 is 114.99999999999999
    ['79.35', 'GBP', 7935],
    ['10', 'GBP', 1000],
    ['10.5', 'GBP', 1050],
    ['10.7400', 'GBP', 1074],
    ['0.00', 'GBP', 0],
    ['-0.50', 'GBP', -50],
    ['-0.00', 'GBP', 0],
    ['007.10', 'EUR', 710],
    [' 5.95 ', 'usd', 595],
    ['1500', 'JPY', 1500],
    ['1500.00', 'JPY', 1500],
    ['1.234', 'KWD', 1234],
    ['1.2', 'BHD', 1200],
    ['90071992547409.91', 'GBP', 9007199254740991],
  ])('reads %s %s as %i minor units', (amount, currency, minor) => {
    expect(decimalToMinor(amount, currency)).toBe(minor);
  });

  it('is exact where multiplying floats is not', () => {
    // Every cent from 0.00 to 99.99: string parsing never drifts.
    for (let cents = 0; cents < 10_000; cents++) {
      const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(decimalToMinor(text, 'EUR')).toBe(cents);
    }
  });

  it.each([
    ['1.234', 'GBP'],
    ['1.5', 'JPY'],
    ['abc', 'GBP'],
    ['', 'GBP'],
    ['1,50', 'EUR'],
    ['1e3', 'GBP'],
    ['.5', 'GBP'],
    ['5.', 'GBP'],
    ['900719925474099.92', 'GBP'],
  ])('refuses %s %s instead of guessing', (amount, currency) => {
    expect(() => decimalToMinor(amount, currency)).toThrow(RangeError);
  });
});

describe('minorToDecimal', () => {
  it.each([
    [1437, 'GBP', '14.37'],
    [5, 'EUR', '0.05'],
    [0, 'USD', '0.00'],
    [-50, 'GBP', '-0.50'],
    [1500, 'JPY', '1500'],
    [1234, 'KWD', '1.234'],
  ])('writes %i %s as %s', (minor, currency, text) => {
    expect(minorToDecimal(minor, currency)).toBe(text);
    expect(decimalToMinor(text, currency)).toBe(minor);
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => minorToDecimal(14.5, 'GBP')).toThrow(RangeError);
  });
});

describe('Cost and Money', () => {
  it('convert both ways with the currency upper-cased', () => {
    expect(costToMoney({ amount: '14.37', currency: 'gbp' })).toEqual({
      amountMinor: 1437,
      currency: 'GBP',
    });
    expect(moneyToCost({ amountMinor: 2999, currency: 'EUR' })).toEqual({
      amount: '29.99',
      currency: 'EUR',
    });
  });

  it('convertCosts turns every Cost of a response into Money, and leaves metadata alone', () => {
    const converted = convertCosts({
      outcome: 'Created',
      quotes: [
        {
          costSummary: {
            items: { amount: '71.85', currency: 'GBP' },
            shipping: { amount: '1.50', currency: 'GBP' },
          },
          shipments: [{ cost: { amount: '1.50', currency: 'GBP' }, items: ['qit_1'] }],
        },
      ],
      metadata: { price: { amount: '1.00', currency: 'EUR' } },
      nothing: null,
    });
    expect(converted.quotes[0]?.costSummary.items).toEqual({ amountMinor: 7185, currency: 'GBP' });
    expect(converted.quotes[0]?.shipments[0]?.cost).toEqual({ amountMinor: 150, currency: 'GBP' });
    expect(converted.quotes[0]?.shipments[0]?.items).toEqual(['qit_1']);
    expect(converted.metadata).toEqual({ price: { amount: '1.00', currency: 'EUR' } });
    expect(converted.nothing).toBeNull();
  });
});
