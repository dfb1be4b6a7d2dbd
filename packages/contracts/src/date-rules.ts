/**
 * Dates a request may carry, in one place (docs/rules/quality.md#input-refusals): a day
 * ('YYYY-MM-DD'), a wall-clock time ('YYYY-MM-DDTHH:MM', as a datetime-local input gives it)
 * and an instant (ISO 8601 with Z or an offset). Each must exist on the calendar, with its
 * time in range and its year within 1000–9999 (what every database column and JavaScript
 * Date holds). No zod here: the browser runs these; date-schemas.ts builds the wire schemas.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/;

function exists(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  if (year < 1000 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const numbers = (match: RegExpExecArray, count: number) =>
  match.slice(1, count + 1).map(Number) as [number, number, number, number, number, number];

/** YYYY-MM-DD of a day that exists (years 1000–9999). */
export function isCalendarDate(value: string): boolean {
  const match = DAY.exec(value);
  return match !== null && exists(...numbers(match, 3));
}

/** 'YYYY-MM-DDTHH:MM' of a minute that exists on the calendar (a wall-clock time). */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL.exec(value);
  return match !== null && exists(...numbers(match, 5));
}

/** An ISO 8601 instant with its zone ('2026-03-31T18:30:00Z', '…+02:00'), that exists. */
export function isInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match) return false;
  const [offsetHours, offsetMinutes] = [Number(match[9] ?? 0), Number(match[10] ?? 0)];
  return exists(...numbers(match, 6)) && offsetHours <= 23 && offsetMinutes <= 59;
}

/**
 * Where a day, a wall-clock time or an instant falls, in milliseconds (days and wall-clock
 * times read as UTC, so two of a kind compare), or null when it is none of them.
 */
export function dateValueOf(value: string): number | null {
  if (isCalendarDate(value)) return Date.parse(`${value}T00:00:00Z`);
  if (isLocalDateTime(value)) return Date.parse(`${value}:00Z`);
  if (isInstant(value)) return Date.parse(value);
  return null;
}

/** Each message names the field by the label people see beside it. */
export const dateMessages = {
  day: (field: string) =>
    `«${field}» no es una fecha válida: escribe un día que exista, como 2026-03-31.`,
  localDateTime: (field: string) =>
    `«${field}» no es una fecha y hora válidas: escribe una que exista, como 2026-03-31T18:30.`,
  instant: (field: string) =>
    `«${field}» no es una fecha y hora válidas: escribe una que exista, con su zona, como 2026-03-31T18:30:00Z.`,
  /** A range whose end may equal its start (days of a filter). */
  endBeforeStart: (start: string, end: string) => `«${end}» no puede ser anterior a «${start}».`,
  /** A range that must last (an event, a sale). */
  endNotAfterStart: (start: string, end: string) => `«${end}» debe ser posterior a «${start}».`,
} as const;
