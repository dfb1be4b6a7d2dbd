import { z } from 'zod';
import {
  dateMessages,
  dateValueOf,
  isCalendarDate,
  isInstant,
  isLocalDateTime,
} from './date-rules';

/**
 * The one family of date schemas every route uses (rules: date-rules.ts). Each takes the
 * field's label, which its message names; the document shows each with its `format`, so
 * a client (and the test that sends impossible dates to every route) knows it is a date.
 */

/** A day that exists, 'YYYY-MM-DD'. */
export function calendarDate(field: string) {
  const message = dateMessages.day(field);
  return z
    .string({ error: message })
    .refine(isCalendarDate, message)
    .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
}

/** A wall-clock time that exists, 'YYYY-MM-DDTHH:MM' (a datetime-local input's value). */
export function localDateTime(field: string) {
  const message = dateMessages.localDateTime(field);
  return z
    .string({ error: message })
    .refine(isLocalDateTime, message)
    .meta({ format: 'local-date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' });
}

/** An instant that exists, ISO 8601 with Z or an offset. */
export function instant(field: string) {
  const message = dateMessages.instant(field);
  return z.string({ error: message }).refine(isInstant, message).meta({ format: 'date-time' });
}

/**
 * A refinement of an object with a range of two dates of one kind: the end may not come
 * before the start (nor equal it, when `strict`). Each date's own check reports a bad one.
 */
export function datesInOrder<K extends string>(
  start: K,
  end: K,
  labels: { start: string; end: string },
  { strict = false } = {},
) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    const [from, to] = [value[start], value[end]];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    const [a, b] = [dateValueOf(from), dateValueOf(to)];
    if (a === null || b === null) return;
    if (b < a || (strict && b === a)) {
      ctx.addIssue({
        code: 'custom',
        path: [end],
        message: strict
          ? dateMessages.endNotAfterStart(labels.start, labels.end)
          : dateMessages.endBeforeStart(labels.start, labels.end),
      });
    }
  };
}
