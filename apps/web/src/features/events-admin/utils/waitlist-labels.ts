import type { AdminEvent, AdminWaitlistEntry, WaitlistStatus } from '@shop/contracts';
import { formatDate } from '@/lib/format';
import { clockTime, type AttendeeState } from './door';

/** An instant on the venue's clock: '01/12/2026 10:00'. */
export const venueDateTime = (iso: string, timeZone: string) =>
  `${formatDate(iso, timeZone)} ${clockTime(iso, timeZone)}`;

/** 'Esperando', 'Oferta hasta 01/12/2026 10:00', 'Pagando', 'Compró', 'Caducada'… */
export function waitlistStatusLabel(entry: AdminWaitlistEntry, timeZone: string): string {
  switch (entry.status) {
    case 'waiting':
      return 'Esperando';
    case 'offered':
      return entry.offerExpiresAt
        ? `Oferta hasta ${venueDateTime(entry.offerExpiresAt, timeZone)}`
        : 'Oferta';
    case 'claimed':
      return 'Pagando';
    case 'accepted':
      return 'Compró';
    case 'expired':
      return 'Caducada';
    case 'left':
      return 'Salió';
    case 'cancelled':
      return 'Cancelada';
  }
}

/** The colour of a status's badge, as the attendees' states have them. */
export const waitlistStatusTone: Record<WaitlistStatus, AttendeeState | 'done'> = {
  waiting: 'pending',
  offered: 'in',
  claimed: 'pending',
  accepted: 'in',
  expired: 'done',
  left: 'done',
  cancelled: 'cancelled',
};

/** '2', or '3 · acepta menos' when the group takes fewer seats. */
export const waitlistSeatsLabel = (entry: Pick<AdminWaitlistEntry, 'quantity' | 'acceptsFewer'>) =>
  entry.acceptsFewer ? `${entry.quantity} · acepta menos` : String(entry.quantity);

/** A line per ticket type, in the event's order of types (the server's order within each). */
export function waitlistLines(
  entries: readonly AdminWaitlistEntry[],
  ticketTypes: AdminEvent['ticketTypes'],
): { ticketTypeId: string; name: string; entries: AdminWaitlistEntry[] }[] {
  const lines = new Map<
    string,
    { ticketTypeId: string; name: string; entries: AdminWaitlistEntry[] }
  >();
  for (const entry of entries) {
    const line = lines.get(entry.ticketTypeId);
    if (line) line.entries.push(entry);
    else {
      lines.set(entry.ticketTypeId, {
        ticketTypeId: entry.ticketTypeId,
        name: entry.ticketTypeName,
        entries: [entry],
      });
    }
  }
  const rank = (id: string) => {
    const index = ticketTypes.findIndex((type) => type.id === id);
    return index === -1 ? ticketTypes.length : index;
  };
  return [...lines.values()].sort((a, b) => rank(a.ticketTypeId) - rank(b.ticketTypeId));
}
