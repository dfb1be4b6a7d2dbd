import * as XLSX from '@e965/xlsx';

/** A cell as a spreadsheet program reads it: its type ('s' text, 'n' number…), value, formula. */
export interface SheetCell {
  type: string;
  value: unknown;
  formula?: string;
}

/**
 * A CSV file opened the way spreadsheet programs open one (SheetJS, which reads numbers,
 * dates and `="…"` as Excel does): rows of cells, header included.
 */
export function openCsv(body: string | Buffer): SheetCell[][] {
  const book = XLSX.read(Buffer.from(body), { type: 'buffer', cellFormula: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: SheetCell[][] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: SheetCell[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      row.push({
        type: cell?.t ?? 'z',
        value: cell?.v,
        ...(cell?.f ? { formula: cell.f } : {}),
      });
    }
    rows.push(row);
  }
  return rows;
}

/** The cell of `row` under the header `name`. */
export function cellUnder(rows: SheetCell[][], name: string, row: number): SheetCell | undefined {
  const column = rows[0]?.findIndex((cell) => cell.value === name) ?? -1;
  return column < 0 ? undefined : rows[row]?.[column];
}
