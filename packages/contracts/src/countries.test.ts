import { describe, expect, it } from 'vitest';
import {
  countryCodeOf,
  countryName,
  countryOptions,
  DEFAULT_COUNTRY_CODE,
  isShippingCountry,
  isoCountryCodes,
  shippingCountryCodes,
} from './countries';
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

describe('country names', () => {
  it('names a code in Spanish, and gives back what it does not know', () => {
    expect(countryName('ES')).toBe('España');
    expect(countryName('gb')).toBe('Reino Unido');
    expect(countryName('US')).toBe('Estados Unidos');
    expect(countryName('Portugal')).toBe('Portugal');
    expect(countryName(null)).toBe('');
  });

  it('offers every country shipped to, España first and the default, then by name', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('ES');
    expect(countryOptions[0]).toEqual({ code: 'ES', name: 'España' });
    expect(countryOptions.map((o) => o.code).sort()).toEqual([...shippingCountryCodes].sort());
    const rest = countryOptions.slice(1).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es')));
    for (const option of countryOptions) expect(option.name).not.toBe(option.code);
  });

  it('reads a stored country as its code: a code, a Spanish name, or Spain', () => {
    expect(countryCodeOf('es')).toBe('ES');
    expect(countryCodeOf(' Espana ')).toBe('ES');
    expect(countryCodeOf('Spain')).toBe('ES');
    expect(countryCodeOf('Francia')).toBe('FR');
    expect(countryCodeOf('Atlántida')).toBeNull();
  });
});
