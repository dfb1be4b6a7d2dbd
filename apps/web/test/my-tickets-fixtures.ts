/** A customer's events and tickets as the API returns them (GET /events/mine, /mine/{id}). */
import type { MyEventTickets, MyTicket, PublicEvent } from '@shop/contracts';
import { EVENT_ID, publicEvent } from './event-fixtures';
import { json, type FakeServer } from './fake-fetch';

export const TICKET_ID = '7e57a000-0000-4000-8000-000000000001';

export function myTicket(overrides: Partial<MyTicket> = {}): MyTicket {
  const id = overrides.id ?? TICKET_ID;
  return {
    id,
    holderName: 'Ana López',
    holderEmail: 'ana@example.com',
    ticketTypeName: 'Entrada general',
    code: `T1.${id}.1.AbCdEfGhIjKlMnOpQrStUv`,
    codeVersion: 1,
    reference: 'K7QX2M9P',
    status: 'valid',
    checkedInAt: null,
    orderId: '0d0e0f00-0000-4000-8000-000000000009',
    orderNumber: 'A1B2C3',
    transferable: true,
    ...overrides,
  };
}

/** The fake API answers GET /events/mine with these events (held, soonest first). */
export function serveMyEvents(server: FakeServer, events: PublicEvent[]) {
  server.on('GET', '/api/events/mine', () =>
    json(200, { eventIds: events.map((e) => e._id), events }),
  );
}

/** The fake API answers GET /events/mine/{id} with the event and these tickets. */
export function serveMyTickets(
  server: FakeServer,
  tickets: MyTicket[] = [myTicket()],
  event: PublicEvent = publicEvent(),
) {
  const answer: MyEventTickets = { event, tickets };
  server.on('GET', `/api/events/mine/${event._id}`, () => json(200, answer));
}

export { EVENT_ID };
