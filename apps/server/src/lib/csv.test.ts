import { describe, expect, it } from 'vitest';
import { openCsv } from '#test/spreadsheet';
import { csvCell, csvEuros, csvPercent, csvText, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+34 600', "'+34 600"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('neutralises %j as text', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('di "hola"')).toBe('"di ""hola"""');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
  });
});

describe('numbers', () => {
  it('writes amounts as numbers a spreadsheet sums, negatives included', () => {
    expect(
      toCsv(['a'], [[csvEuros(-1235)], [csvEuros(5)], [csvPercent(2100)], [csvPercent(1050)]]),
    ).toBe('\uFEFFa\r\n-12,35\r\n0,05\r\n21\r\n10,5\r\n');
    expect(() => csvEuros(1.5)).toThrow();
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends each line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['1', 'é']])).toBe('\uFEFFa;b\r\n1;é\r\n');
  });
});

describe('read back by a spreadsheet program (SheetJS)', () => {
  const header = ['id', 'texto', 'importe'];

  it('keeps identifiers as the text they are: no number, no exponent, no lost zero', () => {
    const ids = ['887990', '12E003', '007', '2026-01-01', '1/2', 'a"b', 'F2026-000001'];
    const rows = openCsv(
      toCsv(
        header,
        ids.map((id) => [csvText(id), id, csvEuros(1235)]),
      ),
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(ids.map((id) => ({ type: 's', value: id })));
    // The same values as plain text are what spreadsheets turn into numbers and dates.
    expect(rows.slice(1, 4).map((r) => r[1]?.value)).toEqual([887990, 12000, 7]);
    expect(rows[1]?.[2]?.type).toBe('n');
  });

  it('runs nothing, whether free text or an identifier tries to break out of its quotes', () => {
    const attacks = [
      '=HYPERLINK("http://evil","x")',
      '" & HYPERLINK("http://evil") & "',
      '+1+1',
      '@SUM(1)',
      '-2+3',
    ];
    const rows = openCsv(
      toCsv(
        header,
        attacks.map((a) => [csvText(a), a, csvEuros(0)]),
      ),
    );
    for (const [i, attack] of attacks.entries()) {
      const [id, text] = rows[i + 1] ?? [];
      expect(id).toEqual({ type: 's', value: attack });
      expect(text).toEqual({ type: 's', value: /^[=+\-@]/.test(attack) ? `'${attack}` : attack });
    }
    expect(rows.flat().filter((cell) => cell.formula)).toEqual([]);
  });

  it('writes an empty identifier as an empty cell', () => {
    expect(toCsv(['a', 'b'], [[csvText(''), 'x']])).toBe('\uFEFFa;b\r\n;x\r\n');
  });
});
