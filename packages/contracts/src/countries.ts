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
