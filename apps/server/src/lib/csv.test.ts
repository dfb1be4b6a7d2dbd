import { describe, expect, it } from 'vitest';
import { csvCell, csvEuros, csvPercent, toCsv } from './csv';

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
