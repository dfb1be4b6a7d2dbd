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
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
