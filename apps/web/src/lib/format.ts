/** Display formats shared by the pages (docs/rules/ui-and-copy.md#formats). */
import { formatEuros } from '@shop/contracts';

/** 12.5 → '12,50 €' (es-ES: decimal comma, a non-breaking space before the sign). */
export function formatPrice(amount: number): string {
  return formatEuros(Math.round(amount * 100));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone, made once: building one is costly. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' or an ISO instant → 'DD/MM/YYYY'. A calendar date (a capture date) is
 * rewritten as it is, so it never shifts with the time zone; an instant (a publication
 * time) shows the day it was in `timeZone` (the browser's by default). Empty or unreadable
 * input gives ''.
 */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const calendar = dateOnly.exec(value);
  if (calendar) {
    const [, year, month, day] = calendar;
    return `${day}/${month}/${year}`;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  // In the browser's own zone the Date's getters say it, without Intl's costly set-up.
  if (!timeZone) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(instant.getDate())}/${pad(instant.getMonth() + 1)}/${instant.getFullYear()}`;
  }
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
