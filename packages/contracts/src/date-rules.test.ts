import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateValueOf, isCalendarDate, isInstant, isLocalDateTime } from './date-rules';
import { calendarDate, datesInOrder, instant, localDateTime } from './date-schemas';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2023-12-31', '1999-01-01', '9999-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2023-02-30',
    '0000-00-00',
    '2023-13-01',
    '2023-00-10',
    '2023-04-31',
    '2023-1-01',
    '20230101',
    '2023-01-01T00:00:00Z',
    '0999-01-01',
    '9999-99-99',
    '',
  ])('refuses %s', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('isLocalDateTime', () => {
  it.each(['2026-07-01T10:00', '2024-02-29T23:59', '2026-03-29T02:30'])('accepts %s', (value) => {
    expect(isLocalDateTime(value)).toBe(true);
  });

  it.each([
    '2026-02-30T10:00',
    '2027-13-45T99:99',
    '2026-07-01T24:00',
    '2026-07-01T10:60',
    '2026-07-01 10:00',
    '2026-07-01',
    '2026-07-01T10:00:00',
    '0999-07-01T10:00',
  ])('refuses %s', (value) => {
    expect(isLocalDateTime(value)).toBe(false);
  });
});

describe('isInstant', () => {
  it.each(['2026-07-01T09:05:00.000Z', '2026-07-01T09:05:00Z', '2026-07-01T09:05:00+02:00'])(
    'accepts %s',
    (value) => {
      expect(isInstant(value)).toBe(true);
    },
  );

  it.each([
    '2026-02-30T10:00:00Z',
    '2026-07-01T99:00:00Z',
    '2026-07-01T10:00:60Z',
    '2026-07-01T10:00:00',
    '2026-07-01T10:00Z',
    '2026-07-01T10:00:00+25:00',
    '2026-07-01',
    'ayer',
  ])('refuses %s', (value) => {
    expect(isInstant(value)).toBe(false);
  });

  it('places days, wall-clock times and instants on one line', () => {
    expect(dateValueOf('2026-07-01')).toBe(Date.UTC(2026, 6, 1));
    expect(dateValueOf('2026-07-01T10:00')).toBe(Date.UTC(2026, 6, 1, 10));
    expect(dateValueOf('2026-07-01T10:00:00+02:00')).toBe(Date.UTC(2026, 6, 1, 8));
    expect(dateValueOf('2026-02-30')).toBeNull();
  });
});

describe('the date schemas', () => {
  const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
    result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('name the field in their message', () => {
    expect(messagesOf(calendarDate('Desde').safeParse('2026-02-30'))).toEqual([
      ': «Desde» no es una fecha válida: escribe un día que exista, como 2026-03-31.',
    ]);
    expect(messagesOf(localDateTime('Empieza').safeParse(42))[0]).toMatch(/^: «Empieza»/);
    expect(instant('Creadas desde').safeParse('2026-07-01T10:00:00Z').success).toBe(true);
  });

  it('refuse a range that ends before it starts, once both dates are real', () => {
    const range = z
      .object({ from: calendarDate('Desde'), to: calendarDate('Hasta') })
      .superRefine(datesInOrder('from', 'to', { start: 'Desde', end: 'Hasta' }));
    expect(messagesOf(range.safeParse({ from: '2026-03-05', to: '2026-03-01' }))).toEqual([
      'to: «Hasta» no puede ser anterior a «Desde».',
    ]);
    expect(range.safeParse({ from: '2026-03-05', to: '2026-03-05' }).success).toBe(true);
    expect(messagesOf(range.safeParse({ from: '2026-02-30', to: '2026-01-01' }))).toEqual([
      'from: «Desde» no es una fecha válida: escribe un día que exista, como 2026-03-31.',
    ]);
  });

  it('are shown as dates in the document', () => {
    expect(z.toJSONSchema(calendarDate('Desde'))).toMatchObject({ format: 'date' });
    expect(z.toJSONSchema(localDateTime('Empieza'))).toMatchObject({
      format: 'local-date-time',
    });
    expect(z.toJSONSchema(instant('Creadas desde'))).toMatchObject({ format: 'date-time' });
  });
});
