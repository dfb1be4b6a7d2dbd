import { describe, expect, it } from 'vitest';
import { formatMoneyInput, moneyMessages, readMoney } from './money-rules';

describe('readMoney', () => {
  it.each([
    ['39,90', 3990],
    ['39.90', 3990],
    ['39', 3900],
    [' 39,9 ', 3990],
    ['0', 0],
    ['0,01', 1],
    ['1234,56', 123456],
    ['1000000', 100_000_000],
  ])('reads %s as %i cents', (input, cents) => {
    expect(readMoney(input)).toEqual({ ok: true, cents });
  });

  it('reads a blank field as no amount', () => {
    expect(readMoney('   ')).toEqual({ ok: true, cents: null });
  });

  it.each([
    ['1.234,56', moneyMessages.thousands],
    ['1,234.5', moneyMessages.thousands],
    ['1.000.000', moneyMessages.thousands],
    ['39,999', moneyMessages.tooManyDecimals],
    ['39,', moneyMessages.missingDecimals],
    [',5', moneyMessages.notANumber],
    ['abc', moneyMessages.notANumber],
    ['1e3', moneyMessages.notANumber],
    ['39 €', moneyMessages.notANumber],
    ['-3', moneyMessages.negative],
    ['-3,50', moneyMessages.negative],
    ['1000000,01', moneyMessages.tooLarge],
  ])('refuses %s with a message', (input, message) => {
    expect(readMoney(input)).toEqual({ ok: false, message });
  });
});

describe('formatMoneyInput', () => {
  it.each([
    [3990, '39,90'],
    [5, '0,05'],
    [100_000, '1000,00'],
    [null, ''],
  ])('writes %s as %s', (cents, text) => expect(formatMoneyInput(cents)).toBe(text));

  it('writes what readMoney reads back', () => {
    for (const cents of [0, 1, 99, 3990, 123456]) {
      expect(readMoney(formatMoneyInput(cents))).toEqual({ ok: true, cents });
    }
  });
});
