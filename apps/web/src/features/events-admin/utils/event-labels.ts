import {
  eventTimeZoneLabels,
  type AdminEvent,
  type EventStatus,
  type EventTimeZone,
  type TicketVatRate,
} from '@shop/contracts';

export const statusLabels: Record<EventStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  cancelled: 'Cancelado',
};

/** The zone as the form offers it: where it applies, then how the clock is called. */
export const timeZoneOptions: Record<EventTimeZone, string> = {
  'Europe/Madrid': `Península y Baleares (${eventTimeZoneLabels['Europe/Madrid']})`,
  'Atlantic/Canary': `Canarias (${eventTimeZoneLabels['Atlantic/Canary']})`,
};

/** '21 %', a no-break space before the sign (docs/rules/ui-and-copy.md#formats). */
export const vatRateLabel = (rate: TicketVatRate) => `${rate}\u00a0%`;

export const VAT_HINT = `${vatRateLabel(10)}: exposiciones y espectáculos culturales; ${vatRateLabel(21)}: talleres, salidas y el resto.`;

/** '2026-06-14T10:00' → '14/06/2026 10:00', as the venue's clock reads. */
export function formatWallClock(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

/**
 * When an event is, on the venue's clock: '14/06/2026 10:00–13:00 (hora peninsular)', or both
 * dates when it ends another day.
 */
export function eventWhen(event: Pick<AdminEvent, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  const start = formatWallClock(event.startsAt);
  const sameDay = event.startsAt.slice(0, 10) === event.endsAt.slice(0, 10);
  const span = sameDay
    ? `${start}–${event.endsAt.slice(11)}`
    : `${start} – ${formatWallClock(event.endsAt)}`;
  return `${span} (${eventTimeZoneLabels[event.timeZone]})`;
}
