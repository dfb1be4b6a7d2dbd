import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminEvent, OrderCheckoutResponse, WaitlistEntry } from '@shop/contracts';
import { waitlistEntries } from '#src/db/schema/index';
import { bearer, randomIp } from './accounts';
import { freeRegistration, walk } from './events';

/** POST /checkout/orders of `n` tickets of one type, as the event page sends it. */
export const ticketOrder = (app: FastifyInstance, token: string, ticketTypeId: string, n: number) =>
  app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    remoteAddress: randomIp(),
    headers: bearer(token),
    payload: {
      items: [
        {
          kind: 'ticket',
          ticketTypeId,
          holders: Array.from({ length: n }, (_, i) => ({
            fullName: `Asistente ${i + 1}`,
            email: `asistente${i + 1}@example.com`,
          })),
        },
      ],
    },
  });

export async function ticketOrderOk(
  app: FastifyInstance,
  token: string,
  ticketTypeId: string,
  n: number,
) {
  const res = await ticketOrder(app, token, ticketTypeId, n);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderCheckoutResponse>();
}

/** The customer joins the event's first type's line for a group of `quantity`. */
export async function joinLine(
  app: FastifyInstance,
  event: AdminEvent,
  token: string,
  quantity: number,
): Promise<WaitlistEntry> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/events/event/${event._id}/waitlist`,
    headers: bearer(token),
    payload: { ticketTypeId: event.ticketTypes[0]?.id, quantity, acceptsFewer: false },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WaitlistEntry>();
}

/** The admin sets the first type's quota (raising it frees seats for the line). */
export async function setQuota(
  app: FastifyInstance,
  admin: string,
  event: AdminEvent,
  quota: number,
) {
  const [type] = event.ticketTypes;
  const res = await app.inject({
    method: 'PUT',
    url: `/api/events/admin/${event._id}`,
    headers: bearer(admin),
    payload: walk({
      name: event.name,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      capacity: null,
      ticketTypes: [
        {
          ...freeRegistration,
          id: type?.id,
          priceCents: type?.priceCents ?? 0,
          maxPerOrder: type?.maxPerOrder ?? 1,
          quota,
        },
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function entryRow(app: FastifyInstance, id: string) {
  const [row] = await app.database.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id));
  return row;
}
