/**
 * Money typed by a person, read one way everywhere (every price field, web and server):
 * euros with a decimal comma or point and at most 2 decimals. Anything that could mean two
 * amounts ('1.234,56', '39,999', '39,') is refused instead of guessed.
 */
export const moneyMessages = {
  notANumber: 'Escribe el importe en euros, por ejemplo 39,90.',
  negative: 'El importe no puede ser negativo.',
  thousands: 'Escribe el importe sin separador de miles, por ejemplo 1234,56.',
  tooManyDecimals: 'El importe admite como máximo 2 decimales, por ejemplo 39,90.',
  missingDecimals: 'Faltan los céntimos después de la coma, por ejemplo 39,90.',
  tooLarge: 'El importe no puede superar 1.000.000 €.',
} as const;

/** The largest amount a money field accepts, in cents (far below the int column's limit). */
export const MAX_MONEY_CENTS = 100_000_000;

export type MoneyReading =
  | { ok: true; cents: number | null }
  | { ok: false; message: (typeof moneyMessages)[keyof typeof moneyMessages] };

/** '39,90', '39.90', ' 39,9 ', '39' → cents; '' → null (no amount); the rest → a message. */
export function readMoney(input: string): MoneyReading {
  const text = input.trim();
  if (text === '') return { ok: true, cents: null };
  if (text.startsWith('-')) return { ok: false, message: moneyMessages.negative };
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) {
    return { ok: false, message: moneyMessages.notANumber };
  }
  const separators = text.replace(/\d/g, '');
  if (separators.length > 1) return { ok: false, message: moneyMessages.thousands };
  const [units = '', decimals] = text.split(/[.,]/);
  if (units === '') return { ok: false, message: moneyMessages.notANumber };
  if (decimals === '') return { ok: false, message: moneyMessages.missingDecimals };
  // '39,999' may be 39.999 € or 39 999 €: refused either way.
  if (decimals !== undefined && decimals.length > 2) {
    return { ok: false, message: moneyMessages.tooManyDecimals };
  }
  const cents = Number(units) * 100 + Number((decimals ?? '').padEnd(2, '0'));
  if (cents > MAX_MONEY_CENTS) return { ok: false, message: moneyMessages.tooLarge };
  return { ok: true, cents };
}

/** Cents as the fields show them: 3990 → '39,90'; null → ''. */
export function formatMoneyInput(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Cents as es-ES shows euros, 2 decimals and grouped from 4 digits (`es` leaves
 * 1234,56 ungrouped by default; invoices and the cart align better with '1.234,56 €').
 * The space before € is a no-break space (U+00A0).
 */
export function formatEuros(cents: number): string {
  return euroFormat.format(cents / 100);
}

const euroFormat = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
