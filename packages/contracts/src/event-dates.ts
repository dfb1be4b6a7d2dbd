import { eventTimeZoneLabels, instantToZonedTime, type EventTimeZone } from './event-rules';

/**
 * Dates of an event on the venue's clock (docs/rules/events.md), whatever the visitor's zone.
 * Names are spelt here rather than by Intl, so the server's render and the browser's agree.
 */

/** The months' names in Spanish, January first. */
export const spanishMonths = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const shortMonths = [
  'ENE',
  'FEB',
  'MAR',
  'ABR',
  'MAY',
  'JUN',
  'JUL',
  'AGO',
  'SEP',
  'OCT',
  'NOV',
  'DIC',
];
const weekdays = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  weekday: number;
  /** 'HH:MM'. */
  time: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Minutes the zone is ahead of UTC at that instant. */
  offsetMinutes: number;
}

/** An instant as read at the venue. */
export function wallClock(iso: string, timeZone: EventTimeZone): WallClock {
  const instant = new Date(iso);
  const local = instantToZonedTime(instant, timeZone);
  const [date = '', time = ''] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const asUtc = Date.parse(`${local}:00Z`);
  const instantMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    time,
    date,
    offsetMinutes: Math.round((asUtc - instantMinute) / 60_000),
  };
}

const longDay = (c: WallClock) =>
  `${weekdays[c.weekday]}, ${c.day} de ${spanishMonths[c.month - 1]} de ${c.year}`;

/** The card's badge: '12 DIC'. */
export function dateBadge(iso: string, timeZone: EventTimeZone): string {
  const c = wallClock(iso, timeZone);
  return `${String(c.day).padStart(2, '0')} ${shortMonths[c.month - 1]}`;
}

/** 'sábado, 12 de diciembre de 2026'. */
export function longDate(iso: string, timeZone: EventTimeZone): string {
  return longDay(wallClock(iso, timeZone));
}

/**
 * 'sábado, 12 de diciembre de 2026 · 10:00–13:00 (hora peninsular)'; over several days,
 * both dates: 'sábado, 12 de diciembre de 2026, 10:00 – domingo, 13 de diciembre de 2026,
 * 13:00 (hora peninsular)'.
 */
export function eventWhen(start: string, end: string, timeZone: EventTimeZone): string {
  const from = wallClock(start, timeZone);
  const to = wallClock(end, timeZone);
  const zone = `(${eventTimeZoneLabels[timeZone]})`;
  if (from.date === to.date) return `${longDay(from)} · ${from.time}–${to.time} ${zone}`;
  return `${longDay(from)}, ${from.time} – ${longDay(to)}, ${to.time} ${zone}`;
}

/** 'el 1 de diciembre de 2026 a las 10:00 (hora peninsular)'. */
export function atVenueTime(iso: string, timeZone: EventTimeZone): string {
  const c = wallClock(iso, timeZone);
  return `el ${c.day} de ${spanishMonths[c.month - 1]} de ${c.year} a las ${c.time} (${eventTimeZoneLabels[timeZone]})`;
}

/** The instant with the venue's offset, as schema.org dates read best: '2026-12-12T10:00:00+01:00'. */
export function isoAtVenue(iso: string, timeZone: EventTimeZone): string {
  const c = wallClock(iso, timeZone);
  const sign = c.offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(c.offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.date}T${c.time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
