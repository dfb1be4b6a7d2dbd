import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from './format';

const nbsp = '\u00a0';

describe('formatPrice', () => {
  it('shows euros with a decimal comma, always 2 decimals and the sign after', () => {
    expect(formatPrice(12.5)).toBe(`12,50${nbsp}€`);
    expect(formatPrice(0)).toBe(`0,00${nbsp}€`);
    expect(formatPrice(7)).toBe(`7,00${nbsp}€`);
    expect(formatPrice(0.1 + 0.2)).toBe(`0,30${nbsp}€`);
  });

  it('groups thousands with a dot the Spanish way (from 5 digits)', () => {
    expect(formatPrice(12345.5)).toBe(`12.345,50${nbsp}€`);
    expect(formatPrice(1234567.891)).toBe(`1.234.567,89${nbsp}€`);
  });
});

describe('formatDate', () => {
  it('rewrites a calendar date as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it('never shifts a calendar date, whatever the time zone', () => {
    // new Date('2024-01-01') is midnight UTC: the day before in America.
    expect(formatDate('2024-01-01', 'America/Los_Angeles')).toBe('01/01/2024');
    expect(formatDate('2024-01-01', 'Pacific/Kiritimati')).toBe('01/01/2024');
  });

  it('shows an instant as the day it was in the given time zone', () => {
    const instant = '2024-06-30T23:30:00.000Z';
    expect(formatDate(instant, 'UTC')).toBe('30/06/2024');
    expect(formatDate(instant, 'Europe/Madrid')).toBe('01/07/2024');
    expect(formatDate(instant, 'America/New_York')).toBe('30/06/2024');
  });

  it('uses the browser time zone by default', () => {
    const local = new Date(2025, 1, 9, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('09/02/2025');
  });

  it('gives an empty text for nothing or for an unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('ayer')).toBe('');
  });
});
