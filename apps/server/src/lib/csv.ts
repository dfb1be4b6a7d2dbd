/**
 * A spreadsheet for the admin (the launch list, an event's attendees, the orders desk, the
 * invoices register): UTF-8 with a byte-order mark (so Excel reads the accents), `;` between
 * cells (Excel's separator where the decimal comma is used, as in Spain), CRLF line ends
 * (RFC 4180).
 */
export const CSV_BOM = '\uFEFF';

/** A number written as one (so a spreadsheet sums it), never text: only digits, sign, comma. */
export interface CsvNumber {
  readonly number: string;
}

/**
 * An identifier (an order number, a ticket reference, a NIF, a tracking number) that a
 * spreadsheet must keep exactly as written: '887990' is not a number, '12E003' not 12000,
 * '007' keeps its zeros.
 */
export interface CsvText {
  readonly text: string;
}

export const csvText = (text: string): CsvText => ({ text });

export type CsvValue = string | CsvNumber | CsvText | null;

const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** Excel's longest text in a formula. */
const MAX_LITERAL = 255;

/**
 * A cell a spreadsheet cannot run: text starting with = + - @ tab or CR is a formula to
 * Excel and LibreOffice (CSV injection, OWASP), so it gets a leading single quote and is
 * read as text. Then quoted when it holds the separator, a quote or a line break.
 *
 * An identifier is written `="…"`: a formula whose only content is a text constant, which
 * Excel and SheetJS read as that text without guessing a number or a date. Its quotes are
 * doubled inside the literal, so nothing in the value can end the text and run (a
 * LibreOffice that does not evaluate formulas on import shows `="…"` as it is).
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  if ('number' in value) return value.number;
  const { text } = value;
  if (text === '') return '';
  if (text.length > MAX_LITERAL || /[\r\n]/.test(text)) return csvCell(text);
  return quoted(`="${text.replaceAll('"', '""')}"`);
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

/** A whole number: an invoice's number in its series. */
export const csvInteger = (n: number): CsvNumber => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return { number: String(n) };
};

/** One line of cells, without its line end (for a file written a batch at a time). */
export const csvRow = (cells: readonly CsvValue[]) => cells.map(csvCell).join(';');

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map(csvRow);
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
