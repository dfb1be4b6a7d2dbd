import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminEvent, EventInput } from '@shop/contracts';
import { bearer } from './accounts';

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
