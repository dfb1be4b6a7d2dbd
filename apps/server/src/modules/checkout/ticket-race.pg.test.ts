import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '@shop/contracts';
import { bearer, randomIp, confirmedCustomer, signUpAdmin } from '#test/accounts';
import { adminEvent } from '#test/events';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

const type = { description: '', vatRate: 21 as const, salesStartAt: null, salesEndAt: null };

describe('the last seats (PostgreSQL)', () => {
  it('200 buyers at once for 50 seats: exactly 50 get one, the rest are told it is sold out', async () => {
    const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
    // Two types that could sell 80 between them, on an event of 50.
    const event = await adminEvent(ctx.app, admin, {
      capacity: 50,
      ticketTypes: [
        { ...type, name: 'General', priceCents: 1500, quota: 40, maxPerOrder: 1 },
        { ...type, name: 'Invitación', priceCents: 0, quota: 40, maxPerOrder: 1 },
      ],
    });
    const [paid, free] = event.ticketTypes;
    const accounts = await Promise.all(
      Array.from({ length: 20 }, () => confirmedCustomer(ctx.app, ctx.database.db)),
    );
    const attempts = Array.from({ length: 200 }, (_, i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        remoteAddress: randomIp(),
        headers: bearer(accounts[i % accounts.length]?.accessToken ?? ''),
        payload: {
          items: [
            {
              kind: 'ticket',
              ticketTypeId: (i % 2 === 0 ? paid : free)?.id,
              holders: [{ fullName: `Comprador ${i}`, email: `comprador${i}@example.com` }],
            },
          ],
        },
      }),
    );
    const answers = await Promise.all(attempts);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(50);
    expect(codes.filter((code) => code === 409)).toHaveLength(150);

    const levels = await ctx.app.orders.stock.levels([
      `event:${event._id}`,
      `ticket-type:${paid?.id}`,
      `ticket-type:${free?.id}`,
    ]);
    expect(levels.get(`event:${event._id}`)).toBe(50);
    expect(
      (levels.get(`ticket-type:${paid?.id}`) ?? 0) + (levels.get(`ticket-type:${free?.id}`) ?? 0),
    ).toBe(50);
    expect(levels.get(`ticket-type:${paid?.id}`)).toBeLessThanOrEqual(40);
    expect(levels.get(`ticket-type:${free?.id}`)).toBeLessThanOrEqual(40);
    const page = (await ctx.app.inject(`/api/events/event/${event._id}`)).json<PublicEvent>();
    expect(page.ticketTypes.map((t) => [t.available, t.sale])).toEqual([
      [0, 'sold_out'],
      [0, 'sold_out'],
    ]);
  }, 120_000);
});
