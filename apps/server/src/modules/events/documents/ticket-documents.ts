import { eventTimeZones, eventWhen, orderNumber, type EventTimeZone } from '@shop/contracts';
import type { EventRow, TicketRow } from '#src/db/schema/index';
import type { TicketCodes } from '#src/modules/events/ticket-codes';
import { calendarFile } from './ticket-calendar';
import { ticketsPdf } from './ticket-pdf';

const zoneOf = (event: EventRow): EventTimeZone =>
  eventTimeZones.find((zone) => zone === event.timeZone) ?? 'Europe/Madrid';

/**
 * The short reference of a ticket, for finding it by hand at the door: its id's first 8
 * characters and, once it has changed hands, its code version ('9F3A61C2-2'), so the
 * reference printed on an old holder's ticket is not the one the door finds
 * (docs/rules/events.md#tickets).
 */
export const ticketReference = (ticket: { id: string; codeVersion: number }) => {
  const prefix = ticket.id.slice(0, 8).toUpperCase();
  return ticket.codeVersion > 1 ? `${prefix}-${ticket.codeVersion}` : prefix;
};

/** A reference as typed at the door ('9f3a61c2-2'): the id's start and the code version. */
export function readReference(text: string): { idPrefix: string; codeVersion: number } | null {
  const match = /^([0-9a-f]{8})-(\d{1,9})$/i.exec(text.trim());
  if (!match) return null;
  return { idPrefix: (match[1] ?? '').toLowerCase(), codeVersion: Number(match[2]) };
}

/**
 * Each ticket's place among those of one PDF ('entrada 2 de 3'): the file holds what it
 * holds (the buyer's, a holder's own, the valid ones left), so it counts those; a PDF of one
 * ticket says nothing.
 */
export const placesInPdf = (count: number) =>
  Array.from({ length: count }, (_, i) => (count > 1 ? `entrada ${i + 1} de ${count}` : null));

/** An event's tickets as files: the PDF (a page each) and the calendar entry. */
export function createTicketDocuments(deps: {
  codes: TicketCodes;
  siteName: () => Promise<string>;
  publicUrl: string;
}) {
  const host = new URL(deps.publicUrl).host;
  const eventUrl = (event: EventRow) => `${deps.publicUrl}/events/${event.id}`;
  const ticketsUrl = (event: EventRow) => `${deps.publicUrl}/mistickets/${event.id}`;
  const when = (event: EventRow) =>
    eventWhen(event.startsAt.toISOString(), event.endsAt.toISOString(), zoneOf(event));

  return {
    ticketsUrl,
    when,
    code: (ticket: TicketRow) =>
      deps.codes.code({ ticketId: ticket.id, codeVersion: ticket.codeVersion }),

    /** The tickets (all of one event) as one PDF, with their types' names. */
    async pdf(
      event: EventRow,
      tickets: readonly (TicketRow & { ticketTypeName: string })[],
    ): Promise<Buffer> {
      const issuedAt = new Date(Math.max(...tickets.map((t) => t.updatedAt.getTime())));
      const places = placesInPdf(tickets.length);
      return ticketsPdf(
        {
          siteName: await deps.siteName(),
          eventName: event.name,
          when: when(event),
          venueName: event.venueName,
          venueAddress: event.venueAddress,
          onlineUrl: event.onlineUrl,
          pageUrl: ticketsUrl(event),
          issuedAt,
        },
        tickets.map((t, i) => ({
          code: deps.codes.code({ ticketId: t.id, codeVersion: t.codeVersion }),
          holderName: t.holderName,
          ticketTypeName: t.ticketTypeName,
          position: places[i] ?? null,
          orderNumber: orderNumber(t.orderId),
          reference: ticketReference(t),
        })),
      );
    },

    /** The event's .ics (the same UID each time: calendars update, never duplicate). */
    calendar(event: EventRow): string {
      return calendarFile({
        eventId: event.id,
        name: event.name,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        location: `${event.venueName}, ${event.venueAddress}`,
        description: [when(event), event.onlineUrl, `Tus entradas: ${ticketsUrl(event)}`]
          .filter(Boolean)
          .join('\n'),
        url: eventUrl(event),
        host,
      });
    },
  };
}

export type TicketDocuments = ReturnType<typeof createTicketDocuments>;
