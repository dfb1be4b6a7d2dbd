import { eventTimeZones, eventWhen, orderNumber, type EventTimeZone } from '@shop/contracts';
import type { EventRow, TicketRow } from '#src/db/schema/index';
import type { TicketCodes } from '#src/modules/events/ticket-codes';
import { calendarFile } from './ticket-calendar';
import { ticketsPdf } from './ticket-pdf';

const zoneOf = (event: EventRow): EventTimeZone =>
  eventTimeZones.find((zone) => zone === event.timeZone) ?? 'Europe/Madrid';

/** The short reference of a ticket, for finding it by hand at the door. */
export const ticketReference = (ticketId: string) => ticketId.slice(0, 8).toUpperCase();

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
      const perLine = new Map<string, number>();
      for (const t of tickets) perLine.set(t.orderItemId, (perLine.get(t.orderItemId) ?? 0) + 1);
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
        tickets.map((t) => ({
          code: deps.codes.code({ ticketId: t.id, codeVersion: t.codeVersion }),
          holderName: t.holderName,
          ticketTypeName: t.ticketTypeName,
          position: `entrada ${t.position + 1} de ${perLine.get(t.orderItemId) ?? 1}`,
          orderNumber: orderNumber(t.orderId),
          reference: ticketReference(t.id),
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
