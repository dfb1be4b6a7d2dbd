import { describe, expect, it } from 'vitest';
import { formatOrderDate, madridInputToIso } from './format-order-date';

describe('formatOrderDate', () => {
  it("shows an instant as 'YYYY-MM-DD HH:mm' on Madrid's clock, winter and summer", () => {
    expect(formatOrderDate('2026-01-15T09:05:00Z')).toBe('2026-01-15 10:05');
    expect(formatOrderDate('2026-07-01T09:05:59Z')).toBe('2026-07-01 11:05');
  });

  it("moves to Madrid's next day and year when UTC is still in the old one", () => {
    expect(formatOrderDate('2025-12-31T23:30:00Z')).toBe('2026-01-01 00:30');
  });

  it('gives nothing for an empty or unreadable value', () => {
    expect(formatOrderDate('')).toBe('');
    expect(formatOrderDate(null)).toBe('');
    expect(formatOrderDate('no es una fecha')).toBe('');
  });
});

describe('madridInputToIso', () => {
  it("reads a datetime-local value on Madrid's clock, either side of daylight saving", () => {
    expect(madridInputToIso('2026-01-15T10:05')).toBe('2026-01-15T09:05:00.000Z');
    expect(madridInputToIso('2026-07-01T11:05')).toBe('2026-07-01T09:05:00.000Z');
    // The day clocks go forward (29 March 2026, 02:00 → 03:00): before and after.
    expect(madridInputToIso('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(madridInputToIso('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('round-trips with formatOrderDate', () => {
    const iso = madridInputToIso('2026-10-25T18:45');
    expect(formatOrderDate(iso)).toBe('2026-10-25 18:45');
  });

  it('refuses what a datetime-local field does not write', () => {
    expect(madridInputToIso('')).toBeNull();
    expect(madridInputToIso('2026-01-15')).toBeNull();
    expect(madridInputToIso('2026-01-15T10:05:00Z')).toBeNull();
  });
});
