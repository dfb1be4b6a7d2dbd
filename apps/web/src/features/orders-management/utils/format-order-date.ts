/** The shop's time zone: admin order times are shown, and filters read, in it. */
export const SHOP_TIME_ZONE = 'Europe/Madrid';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The instant's wall-clock fields in Madrid. */
function madridParts(instant: Date) {
  const parts = wallClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * An instant as the admin's order screens show it (docs/rules/admin.md#orders-management):
 * 'YYYY-MM-DD HH:mm' in Madrid, whatever the browser's zone. Unreadable input gives ''.
 */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const p = madridParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

const localInput = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Madrid's offset from UTC at an instant, in ms. */
function madridOffset(ms: number): number {
  const p = madridParts(new Date(ms));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * A `datetime-local` value ('2026-03-29T10:00') read as Madrid's wall clock, as an ISO
 * instant for the server; null when it is not such a value.
 */
export function madridInputToIso(value: string): string | null {
  const match = localInput.exec(value);
  if (!match) return null;
  const n = (index: number) => Number(match[index]);
  const wall = Date.UTC(n(1), n(2) - 1, n(3), n(4), n(5));
  if (Number.isNaN(wall)) return null;
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = wall - madridOffset(wall);
  instant = wall - madridOffset(instant);
  return new Date(instant).toISOString();
}
