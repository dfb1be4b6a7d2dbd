/**
 * Destination countries and their postal codes (zod-free: the buy form runs it). Countries
 * are ISO 3166-1 alpha-2 codes; the shop ships to every assigned code with a postal service,
 * which leaves out Antarctica and the uninhabited territories. Postal codes are checked where
 * the format is fixed and known; elsewhere any short text passes (Prodigi checks the rest).
 */

const ISO_3166_ALPHA_2 =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW';

/** Assigned codes with no one to deliver to: Antarctica and uninhabited territories. */
const NO_POSTAL_SERVICE = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

export const isoCountryCodes: readonly string[] = ISO_3166_ALPHA_2.split(' ');

export const shippingCountryCodes: readonly string[] = isoCountryCodes.filter(
  (code) => !NO_POSTAL_SERVICE.has(code),
);

const shipping = new Set(shippingCountryCodes);

/** True for an upper-case ISO 3166-1 alpha-2 code the shop ships to. */
export const isShippingCountry = (code: string): boolean => shipping.has(code);

interface PostalFormat {
  pattern: RegExp;
  example: string;
}

const digits = (count: number, example: string): PostalFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  example,
});

/** Where the format is fixed. Spain's first two digits are a province, 01 to 52. */
const postalFormats: Record<string, PostalFormat> = {
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001' },
  PT: { pattern: /^\d{4}-?\d{3}$/, example: '1100-148' },
  FR: digits(5, '75001'),
  DE: digits(5, '10115'),
  IT: digits(5, '00184'),
  FI: digits(5, '00100'),
  EE: digits(5, '10111'),
  HR: digits(5, '10000'),
  GR: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  BE: digits(4, '1000'),
  AT: digits(4, '1010'),
  CH: digits(4, '8001'),
  DK: digits(4, '1050'),
  LU: { pattern: /^(L-)?\d{4}$/i, example: '1111' },
  NO: digits(4, '0150'),
  HU: digits(4, '1051'),
  SI: digits(4, '1000'),
  BG: digits(4, '1000'),
  CY: digits(4, '1010'),
  AD: { pattern: /^AD\d{3}$/i, example: 'AD500' },
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
  MX: digits(5, '06000'),
  AU: digits(4, '2000'),
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i, example: 'D02 X285' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'K1A 0B1' },
};

/** A postal code any country could have: letters, digits, spaces and hyphens, 2 to 12. */
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/i;

/**
 * Whether `postalCode` can be a postal code of `countryCode`; the example is one that is,
 * for the message (null where the format is not fixed).
 */
export function checkPostalCode(
  countryCode: string,
  postalCode: string,
): { ok: boolean; example: string | null } {
  const code = postalCode.trim();
  const format = postalFormats[countryCode];
  if (!format) return { ok: ANY_POSTAL_CODE.test(code), example: null };
  return { ok: format.pattern.test(code), example: format.example };
}
