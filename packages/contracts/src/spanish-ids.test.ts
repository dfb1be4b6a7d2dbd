import { describe, expect, it } from 'vitest';
import { isSpainCountry, isSpanishPostalCode, isSpanishTaxId, normalizeTaxId } from './spanish-ids';

describe('isSpanishTaxId', () => {
  it.each([
    ['a DNI', '12345678Z'],
    ["AEAT's test NIF", '89890001K'],
    ['a DNI typed with spaces, dots and a hyphen, lower case', '12.345.678-z'],
    ['an NIE with X', 'X1234567L'],
    ['an NIE with Y', 'Y1234567X'],
    ['an NIE with Z', 'Z1234567R'],
    ['a CIF with a control digit', 'B12345674'],
    ['a CIF with a control letter', 'Q2826000H'],
    ['a K/L/M NIF', 'K1234567L'],
  ])('accepts %s', (_name, value) => {
    expect(isSpanishTaxId(value)).toBe(true);
  });

  it.each([
    ['a DNI with the wrong letter', '12345678A'],
    ['a DNI without its letter', '12345678'],
    ['an NIE with the wrong letter', 'X1234567A'],
    ['a CIF with the wrong digit', 'B12345670'],
    ['a CIF that needs a letter but has a digit', 'Q28260008'],
    ['a CIF that needs a digit but has a letter', 'A1234567D'],
    ['a CIF with an unknown first letter', 'I12345674'],
    ['text', 'no-tengo'],
    ['blank', ''],
  ])('refuses %s', (_name, value) => {
    expect(isSpanishTaxId(value)).toBe(false);
  });

  it('normalizes what people type', () => {
    expect(normalizeTaxId(' x-1234567.l ')).toBe('X1234567L');
  });
});

describe('isSpanishPostalCode', () => {
  it.each(['28001', '01001', '52001', '08080'])('accepts %s', (value) => {
    expect(isSpanishPostalCode(value)).toBe(true);
  });

  it.each(['00001', '53001', '2800', '280011', 'ABCDE', '99999'])('refuses %s', (value) => {
    expect(isSpanishPostalCode(value)).toBe(false);
  });
});

describe('isSpainCountry', () => {
  it('knows Spain however it is typed, and nothing else', () => {
    for (const name of ['España', 'espana', ' SPAIN ', 'es', 'ES']) {
      expect(isSpainCountry(name), name).toBe(true);
    }
    for (const name of ['Portugal', 'Estonia', 'E', '']) {
      expect(isSpainCountry(name), name).toBe(false);
    }
  });
});
