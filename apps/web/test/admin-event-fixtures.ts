/** Events as the admin's API answers them (GET /events/admin and the writes). */
import type { AdminEvent, Attendee, TicketType } from '@shop/contracts';
import { json, type FakeServer } from './fake-fetch';

export const EVENT_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
export const GENERAL_ID = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const COMPANION_ID = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export const ticketType = (overrides: Partial<TicketType> = {}): TicketType => ({
  id: GENERAL_ID,
  name: 'Entrada general',
  description: '',
  priceCents: 2500,
  vatRate: 21,
  quota: 12,
  maxPerOrder: 4,
  salesStartAt: null,
  salesEndAt: null,
  available: 12,
  sale: 'open',
  seatsLeft: null,
  ...overrides,
});

/** A draft photo walk in Madrid, 14 June 2030 from 10:00 to 13:00 on the venue's clock. */
export const adminEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => {
  const id = overrides._id ?? EVENT_ID;
  return {
    _id: id,
    eventId: id,
    name: 'Paseo fotográfico al amanecer',
    cover: null,
    startDate: '2030-06-14T08:00:00.000Z',
    endDate: '2030-06-14T11:00:00.000Z',
    timeZone: 'Europe/Madrid',
    location: 'Plaza Mayor, Plaza Mayor, 28012 Madrid',
    venueName: 'Plaza Mayor',
    venueAddress: 'Plaza Mayor, 28012 Madrid',
    onlineUrl: '',
    descriptionHtml: '<p>Luz de la mañana.</p>',
    status: 'draft',
    past: false,
    ticketTypes: [
      ticketType(),
      ticketType({
        id: COMPANION_ID,
        name: 'Registro gratuito (acompañante)',
        priceCents: 0,
        quota: 5,
        maxPerOrder: 1,
        available: 3,
      }),
    ],
    coverPhotoId: null,
    description: 'Luz de la mañana.',
    startsAt: '2030-06-14T10:00',
    endsAt: '2030-06-14T13:00',
    capacity: 15,
    seatsLeftPercent: 20,
    createdAt: '2030-05-01T09:00:00.000Z',
    updatedAt: '2030-05-01T09:00:00.000Z',
    ...overrides,
  };
};

/** Tickets on an event's attendee list, and the fake door that checks them in. */
export const ANA_TICKET = '1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a';
export const LUIS_TICKET = '2b2b2b2b-2b2b-4b2b-8b2b-2b2b2b2b2b2b';
export const EVA_TICKET = '3c3c3c3c-3c3c-4c3c-8c3c-3c3c3c3c3c3c';
const ORDER_ID = '4d4d4d4d-4d4d-4d4d-8d4d-4d4d4d4d4d4d';

export const attendee = (overrides: Partial<Attendee> = {}): Attendee => ({
  ticketId: ANA_TICKET,
  reference: 'A1B2C3D4',
  holderName: 'Ana López',
  holderEmail: 'ana@example.com',
  ticketTypeName: 'Entrada general',
  orderId: ORDER_ID,
  orderNumber: '4D4D4D',
  priceCents: 2500,
  status: 'valid',
  checkedInAt: null,
  ...overrides,
});

/** Ana came in at 10:05 (Madrid), Luis (free) has not, Eva's ticket was cancelled. */
export const doorAttendees = (): Attendee[] => [
  attendee({ checkedInAt: '2030-06-14T08:05:00.000Z' }),
  attendee({
    ticketId: LUIS_TICKET,
    reference: 'L9M8N7P6',
    holderName: 'Luis Pérez',
    holderEmail: 'luis@example.com',
    ticketTypeName: 'Registro gratuito (acompañante)',
    priceCents: 0,
  }),
  attendee({
    ticketId: EVA_TICKET,
    reference: 'E5F6G7H8',
    holderName: 'Eva Martín',
    holderEmail: 'eva@example.com',
    status: 'cancelled',
  }),
];

/** The time the fake door gives a check-in: 10:20 in Madrid. */
export const CHECK_IN_AT = '2030-06-14T08:20:00.000Z';

/**
 * Serves an event's attendee list (`?q=` filters names, emails and references, and the counts
 * are of what it lists, as the server's) and its check-in by `ticketId` or by `code`
 * (`codes` maps a code to its ticket; an unknown code is refused as the server does).
 */
export function serveDoor(
  server: FakeServer,
  {
    eventId = EVENT_ID,
    attendees,
    codes = {},
  }: { eventId?: string; attendees: Attendee[]; codes?: Record<string, string> },
) {
  server.on('GET', `/api/events/admin/${eventId}/attendees`, (call) => {
    const q = (new URL(call.path, 'http://x').searchParams.get('q') ?? '').toLowerCase();
    const listed = attendees.filter((a) =>
      [a.holderName, a.holderEmail, a.reference].some((text) => text.toLowerCase().includes(q)),
    );
    const valid = listed.filter((a) => a.status === 'valid');
    return json(200, {
      attendees: listed,
      valid: valid.length,
      checkedIn: valid.filter((a) => a.checkedInAt).length,
    });
  });
  server.on('POST', `/api/events/admin/${eventId}/check-in`, (call) => {
    const body = call.body as { code?: string; ticketId?: string };
    const ticketId = body.ticketId ?? (body.code ? codes[body.code] : undefined);
    const index = attendees.findIndex((a) => a.ticketId === ticketId);
    const ticket = attendees[index];
    if (!ticket) {
      const message = 'Código no válido: no es una entrada de esta tienda.';
      return json(400, { error: 'invalid_data', message, details: [{ path: 'code', message }] });
    }
    if (ticket.status === 'cancelled') {
      return json(409, { error: 'conflict', message: 'Entrada cancelada: no da acceso.' });
    }
    if (ticket.checkedInAt) return json(200, { outcome: 'already_admitted', attendee: ticket });
    const admitted = { ...ticket, checkedInAt: CHECK_IN_AT };
    attendees[index] = admitted;
    return json(200, { outcome: 'admitted', attendee: admitted });
  });
}
