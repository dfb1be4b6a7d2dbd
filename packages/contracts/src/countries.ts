import { spanishCountryNames } from './country-names';

/**
 * Destination countries (zod-free: the buy form runs it): ISO 3166-1 alpha-2 codes; the shop
 * ships to every assigned code with a postal service, which leaves out Antarctica and the
 * uninhabited territories. Postal codes: postal-codes.ts.
 */

/** The 249 assigned codes, two letters each, in order. */
const ISO_3166_ALPHA_2 =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCI' +
  'CKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQ' +
  'GRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLS' +
  'LTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPG' +
  'PHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTK' +
  'TLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

/** Assigned codes with no one to deliver to: Antarctica and uninhabited territories. */
const NO_POSTAL_SERVICE = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

export const isoCountryCodes: readonly string[] = ISO_3166_ALPHA_2.match(/../g) ?? [];

export const shippingCountryCodes: readonly string[] = isoCountryCodes.filter(
  (code) => !NO_POSTAL_SERVICE.has(code),
);

const shipping = new Set(shippingCountryCodes);

/** True for an upper-case ISO 3166-1 alpha-2 code the shop ships to. */
export const isShippingCountry = (code: string): boolean => shipping.has(code);

/**
 * A country as a person reads it: its Spanish name ('ES' → 'España'); an unknown code is
 * given back as it came, so nothing is ever printed blank.
 */
export function countryName(code: string | null | undefined): string {
  const text = (code ?? '').trim();
  return spanishCountryNames[text.toUpperCase()] ?? text;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const codeByName = new Map(
  Object.entries(spanishCountryNames).map(([code, name]) => [folded(name), code]),
);

/**
 * The ISO code of what was stored or typed: a code ('es') or a Spanish name ('Espana'),
 * 'Spain' too; null when it is neither (older free-text billing countries).
 */
export function countryCodeOf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text.length === 2 && spanishCountryNames[text.toUpperCase()]) return text.toUpperCase();
  if (folded(text) === 'spain') return 'ES';
  return codeByName.get(folded(text)) ?? null;
}

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries the shop ships to, for a select: España first, then the rest by name. */
export const countryOptions: readonly CountryOption[] = [
  { code: 'ES', name: countryName('ES') },
  ...shippingCountryCodes
    .filter((code) => code !== 'ES')
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es')),
];

/** The country a new address starts with. */
export const DEFAULT_COUNTRY_CODE = 'ES';
