import { describe, expect, it } from 'vitest';
import { isShippingCountry, isoCountryCodes } from './countries';
import { checkPostalCode } from './postal-codes';

describe('destination countries', () => {
  it('holds the 249 assigned ISO 3166-1 codes, and ships to the inhabited ones', () => {
    expect(new Set(isoCountryCodes).size).toBe(249);
    for (const code of ['ES', 'PT', 'FR', 'US', 'GB', 'JP'])
      expect(isShippingCountry(code)).toBe(true);
    for (const code of ['XX', 'ZZ', 'UK', 'EU', 'AQ', 'es', ''])
      expect(isShippingCountry(code)).toBe(false);
  });

  it('checks postal codes where the format is known', () => {
    expect(checkPostalCode('ES', '28013')).toEqual({ ok: true, example: '28001' });
    for (const bad of ['99999', '00999', '2801', '280133', '!!']) {
      expect(checkPostalCode('ES', bad).ok).toBe(false);
    }
    expect(checkPostalCode('ES', '52001').ok).toBe(true);
    expect(checkPostalCode('PT', '1100-148').ok).toBe(true);
    expect(checkPostalCode('GB', 'SW1A 1AA').ok).toBe(true);
    expect(checkPostalCode('NL', '1012 AB').ok).toBe(true);
    expect(checkPostalCode('US', '1001').ok).toBe(false);
  });

  it('takes any short code elsewhere, but not punctuation alone', () => {
    expect(checkPostalCode('BR', '01310-100')).toEqual({ ok: true, example: null });
    expect(checkPostalCode('BR', '!!').ok).toBe(false);
    expect(checkPostalCode('BR', 'x').ok).toBe(false);
  });
});
