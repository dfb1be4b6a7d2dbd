import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  AdminEvent,
  EventInput,
  MyEventTickets,
  OrderCheckoutResponse,
} from '@shop/contracts';
import { bearer, confirmedCustomer } from './accounts';
import { waitUntil } from './wait';

/** A day `days` from now at `time` on the venue's clock ('YYYY-MM-DDTHH:MM'). */
export const day = (days: number, time = '10:00') =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** A photo walk in Granada: a paid type (25 €, 12 seats) and a free one (8), 20 in all. */
export const walk = (changes: Partial<EventInput> = {}): EventInput => ({
  name: 'Paseo fotográfico por el Albaicín',
  description: 'Luz de **mañana** y <script>alert(1)</script>',
  coverPhotoId: null,
  startsAt: day(20),
  endsAt: day(20, '13:00'),
  timeZone: 'Europe/Madrid',
  venueName: 'Mirador de San Nicolás',
  venueAddress: 'Plaza de San Nicolás, Granada',
  onlineUrl: '',
  capacity: 20,
  seatsLeftPercent: 20,
  ticketTypes: [
    {
      name: 'General',
      description: 'Con guía',
      priceCents: 2500,
      vatRate: 21,
      quota: 12,
      maxPerOrder: 4,
      salesStartAt: null,
      salesEndAt: null,
    },
    {
      name: 'Invitación',
      description: '',
      priceCents: 0,
      vatRate: 21,
      quota: 8,
      maxPerOrder: 1,
      salesStartAt: null,
      salesEndAt: null,
    },
  ],
  ...changes,
});

/** The admin writes an event (a draft) and, unless told not to, publishes it. */
export async function adminEvent(
  app: FastifyInstance,
  adminToken: string,
  changes: Partial<EventInput> = {},
  { publish = true } = {},
): Promise<AdminEvent> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events/admin',
    headers: bearer(adminToken),
    payload: walk(changes),
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json<AdminEvent>();
  if (!publish) return event;
  const published = await app.inject({
    method: 'POST',
    url: `/api/events/admin/${event._id}/publish`,
    headers: bearer(adminToken),
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<AdminEvent>();
}

/** A free 'Registro' type (10 seats, 5 an order), for tests that need tickets at once. */
export const freeRegistration = {
  name: 'Registro',
  description: '',
  priceCents: 0,
  vatRate: 21 as const,
  quota: 10,
  maxPerOrder: 5,
  salesStartAt: null,
  salesEndAt: null,
};

/**
 * A new customer registers `holders` for the event's first (free) type; returns once the
 * job has issued their tickets (the app must run its job workers): the buyer, the order and
 * the tickets as the buyer's page shows them.
 */
export async function registerFree(
  app: FastifyInstance,
  event: AdminEvent,
  holders: { fullName: string; email: string }[],
) {
  const buyer = await confirmedCustomer(app, app.database.db);
  const res = await app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: bearer(buyer.accessToken),
    payload: { items: [{ kind: 'ticket', ticketTypeId: event.ticketTypes[0]?.id, holders }] },
  });
  const answer = res.json<OrderCheckoutResponse>();
  expect(answer.status, res.body).toBe('paid');
  // A 404 until the job has issued them.
  const mine = async () => {
    const page = await app.inject({
      url: `/api/events/mine/${event._id}`,
      headers: bearer(buyer.accessToken),
    });
    return page.statusCode === 200 ? page.json<MyEventTickets>().tickets : [];
  };
  await waitUntil(async () => (await mine()).length === holders.length, 'the tickets');
  return { buyer, orderId: answer.orderId, tickets: await mine() };
}
