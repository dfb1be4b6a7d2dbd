/**
 * Postal codes, checked where the format is fixed and known; elsewhere any short code of
 * letters, digits, spaces and hyphens passes (Prodigi checks the rest). The server checks
 * them (the buy form leaves it to the server's answer, to keep the photo page light).
 */

/** A postal code that the country's format refuses, with one that it takes (server only). */
export const badPostalCodeFor = (example: string | null) =>
  example === null
    ? 'El código postal no es válido.'
    : `El código postal no es válido para ese país (por ejemplo, ${example}).`;

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
