/**
 * A spreadsheet for the admin (the launch list, an event's attendees): UTF-8 with a byte-order mark (so Excel reads the
 * accents), `;` between cells (Excel's separator where the decimal comma is used, as in
 * Spain), CRLF line ends (RFC 4180).
 */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet cannot run: text starting with = + - @ tab or CR is a formula to
 * Excel and LibreOffice (CSV injection, OWASP), so it gets a leading single quote and is
 * read as text. Then quoted when it holds the separator, a quote or a line break.
 */
export function csvCell(value: string | CsvNumber): string {
  if (typeof value !== 'string') return value.number;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number written as one (so a spreadsheet sums it), never text: only digits, sign, comma. */
export interface CsvNumber {
  readonly number: string;
}

/** Cents as a spreadsheet in Spain reads euros: '-12,35'. */
export function csvEuros(cents: number): CsvNumber {
  if (!Number.isInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  return {
    number: `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`,
  };
}

/** A rate in basis points as a percentage number: 2100 → '21', 1050 → '10,5'. */
export const csvPercent = (bp: number): CsvNumber => ({
  number: String(bp / 100).replace('.', ','),
});

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | CsvNumber)[])[],
): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
