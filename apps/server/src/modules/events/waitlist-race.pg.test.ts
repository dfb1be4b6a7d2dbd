import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockHolds, waitlistEntries } from '#src/db/schema/index';
import { bearer, randomIp, confirmedCustomer, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, walk } from '#test/events';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

const ticketOrder = (token: string, ticketTypeId: string, n: number) =>
  ctx.app.inject({
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
            fullName: `Asistente ${i}`,
            email: `asistente${i}@example.com`,
          })),
        },
      ],
    },
  });

describe('waitlist offers racing buyers (PostgreSQL)', () => {
  it('8 rounds at once beside 20 buyers: every seat taken once, no entry offered twice', async () => {
    const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, quota: 2, maxPerOrder: 2 }],
    });
    const typeId = event.ticketTypes[0]?.id ?? '';
    const first = await confirmedCustomer(ctx.app, ctx.database.db);
    expect((await ticketOrder(first.accessToken, typeId, 2)).statusCode).toBe(200);

    const waiting = await Promise.all(
      Array.from({ length: 12 }, () => confirmedCustomer(ctx.app, ctx.database.db)),
    );
    for (const who of waiting) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/events/event/${event._id}/waitlist`,
        headers: bearer(who.accessToken),
        payload: { ticketTypeId: typeId, quantity: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Four seats more (no job workers here: the rounds below are the only ones).
    const raised = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/admin/${event._id}`,
      headers: bearer(admin),
      payload: walk({
        name: event.name,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        capacity: null,
        ticketTypes: [{ ...freeRegistration, id: typeId, quota: 6, maxPerOrder: 2 }],
      }),
    });
    expect(raised.statusCode, raised.body).toBe(200);

    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => confirmedCustomer(ctx.app, ctx.database.db)),
    );
    const [rounds, answers] = await Promise.all([
      Promise.all(Array.from({ length: 8 }, () => ctx.app.waitlist.offerSeats(event._id))),
      Promise.all(buyers.map((b) => ticketOrder(b.accessToken, typeId, 1))),
    ]);
    const sold = answers.filter((res) => res.statusCode === 200).length;
    expect(answers.every((res) => [200, 409].includes(res.statusCode))).toBe(true);

    const entries = await ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, event._id));
    const offered = entries.filter((e) => e.status === 'offered');
    expect(offered.length).toBe(rounds.reduce((a, b) => a + b, 0));
    expect(offered.length + sold).toBe(4);
    const levels = await ctx.app.orders.stock.levels([`ticket-type:${typeId}`]);
    expect(levels.get(`ticket-type:${typeId}`)).toBe(6);
    for (const entry of offered) {
      const holds = await ctx.database.db
        .select()
        .from(stockHolds)
        .where(eq(stockHolds.waitlistEntryId, entry.id));
      expect(holds.map((h) => [h.state, h.quantity])).toEqual([['held', 1]]);
    }
    // Offered in the line's order: the first ones who joined.
    const line = [...entries].sort((a, b) => +a.createdAt - +b.createdAt);
    expect(line.slice(0, offered.length).every((e) => e.status === 'offered')).toBe(true);
  }, 60_000);
});
