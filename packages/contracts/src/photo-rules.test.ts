import { describe, expect, it } from 'vitest';
import { parsePriceToCents, parseTags } from './photo-rules';

describe('parsePriceToCents', () => {
  it.each([
    ['45', 4500],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0', 0],
    ['0.01', 1],
    ['  19.99 ', 1999],
  ])('reads %s as %i cents', (input, cents) => expect(parsePriceToCents(input)).toBe(cents));

  it('reads an empty price as no price', () => expect(parsePriceToCents('  ')).toBeNull());

  it.each(['-1', '1.999', 'abc', '1e3', '12,50,1'])('refuses %s', (input) =>
    expect(parsePriceToCents(input)).toBeUndefined(),
  );
});

describe('parseTags', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseTags('paisaje, mar ,, Noche,mar')).toEqual(['paisaje', 'mar', 'Noche']);
    expect(parseTags('')).toEqual([]);
  });
});
