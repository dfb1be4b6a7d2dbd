import {
  eventMessages as msg,
  orderNumber,
  type Attendee,
  type AttendeeList,
  type CheckInRequest,
  type CheckInResult,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import { csvEuros, csvText, toCsv } from '#src/lib/csv';
import { AppError, conflict, notFound } from '#src/lib/errors';
import { readReference, ticketReference } from './documents/ticket-documents';
import type { EventsRepository } from './events.repository';
import type { TicketCodes } from './ticket-codes';
import { createTicketsRepository, type NamedTicket } from './tickets.repository';

const attendeeOf = (t: NamedTicket): Attendee => ({
  ticketId: t.id,
  reference: ticketReference(t),
  holderName: t.holderName,
  holderEmail: t.holderEmail,
  ticketTypeName: t.ticketTypeName,
  orderId: t.orderId,
  orderNumber: orderNumber(t.orderId),
  priceCents: t.priceCents,
  status: t.status,
  checkedInAt: t.checkedInAt?.toISOString() ?? null,
});

/** The time of a check-in as the door reads it, on the venue's clock. */
const csvTime = (date: Date | null, timeZone: string) =>
  date
    ? new Intl.DateTimeFormat('es-ES', {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(date)
    : '';

/**
 * An event's attendees for the photographer: the list (searchable), the spreadsheet, and
 * check-in at the door by a ticket's QR code or by its holder found in the list
 * (docs/rules/events.md#check-in).
 */
export function createAttendees(deps: {
  db: Database;
  events: Pick<EventsRepository, 'findById'>;
  codes: TicketCodes;
}) {
  const repository = createTicketsRepository(deps.db);

  async function eventOf(eventId: string) {
    const stored = await deps.events.findById(eventId);
    if (!stored) throw notFound(msg.notFound);
    return stored.event;
  }

  /** Why a ticket that was not admitted now is refused, or when it was admitted before. */
  async function outcomeOf(
    ticket: NamedTicket,
    eventId: string,
    codeVersion: number | null,
  ): Promise<CheckInResult> {
    if (ticket.eventId !== eventId) {
      throw conflict(msg.otherEvent((await eventOf(ticket.eventId)).name));
    }
    if (ticket.status !== 'valid') throw conflict(msg.ticketCancelled);
    if (codeVersion !== null && codeVersion !== ticket.codeVersion) {
      throw conflict(msg.codeReplaced);
    }
    if (ticket.checkedInAt) return { outcome: 'already_admitted', attendee: attendeeOf(ticket) };
    throw conflict(msg.ticketNotFound);
  }

  return {
    async list(eventId: string, q = ''): Promise<AttendeeList> {
      await eventOf(eventId);
      const tickets = await repository.ofEvent(eventId, q, readReference(q));
      const valid = tickets.filter((t) => t.status === 'valid');
      return {
        attendees: tickets.map(attendeeOf),
        valid: valid.length,
        checkedIn: valid.filter((t) => t.checkedInAt).length,
      };
    },

    /** The list as a spreadsheet (every cell safe from formulas: lib/csv.ts). */
    async csv(eventId: string): Promise<{ csv: string; event: { id: string; name: string } }> {
      const event = await eventOf(eventId);
      const tickets = await repository.ofEvent(eventId);
      const csv = toCsv(
        [
          'nombre',
          'email',
          'tipo_de_entrada',
          'referencia',
          'pedido',
          'precio_eur',
          'estado',
          'entrada_registrada',
        ],
        tickets.map((t) => [
          t.holderName,
          t.holderEmail,
          t.ticketTypeName,
          csvText(ticketReference(t)),
          csvText(orderNumber(t.orderId)),
          csvEuros(t.priceCents),
          t.status === 'valid' ? 'válida' : 'cancelada',
          csvTime(t.checkedInAt, event.timeZone),
        ]),
      );
      return { csv, event: { id: event.id, name: event.name } };
    },

    async checkIn(eventId: string, request: CheckInRequest): Promise<CheckInResult> {
      await eventOf(eventId);
      let ticketId: string;
      let codeVersion: number | null = null;
      if ('code' in request) {
        const parts = deps.codes.read(request.code);
        if (!parts) {
          throw new AppError('invalid_data', msg.codeInvalid, [
            { path: 'code', message: msg.codeInvalid },
          ]);
        }
        ({ ticketId, codeVersion } = parts);
      } else {
        ticketId = request.ticketId;
      }
      const admitted = await repository.checkIn(ticketId, eventId, codeVersion);
      const ticket = await repository.findNamed(ticketId);
      if (!ticket) throw notFound(msg.ticketNotFound);
      if (admitted) return { outcome: 'admitted', attendee: attendeeOf(ticket) };
      return outcomeOf(ticket, eventId, codeVersion);
    },
  };
}

export type Attendees = ReturnType<typeof createAttendees>;
