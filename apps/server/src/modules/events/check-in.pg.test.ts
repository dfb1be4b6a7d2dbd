import { describe, expect, it } from 'vitest';
import type { CheckInResult, MyEventTickets } from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent } from '#test/events';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });

describe('check-in at two doors (PostgreSQL)', () => {
  it('admits a ticket scanned on two devices at the same moment once', async () => {
    const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
    const event = await adminEvent(ctx.app, admin, {
      ticketTypes: [
        {
          name: 'Registro',
          description: '',
          priceCents: 0,
          vatRate: 21,
          quota: 5,
          maxPerOrder: 1,
          salesStartAt: null,
          salesEndAt: null,
        },
      ],
    });
    const buyer = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: bearer(buyer.accessToken),
      payload: {
        items: [
          {
            kind: 'ticket',
            ticketTypeId: event.ticketTypes[0]?.id,
            holders: [{ fullName: 'Gema Ortiz', email: 'gema@example.com' }],
          },
        ],
      },
    });
    let code = '';
    await waitUntil(async () => {
      const res = await ctx.app.inject({
        url: `/api/events/mine/${event._id}`,
        headers: bearer(buyer.accessToken),
      });
      code = res.statusCode === 200 ? (res.json<MyEventTickets>().tickets[0]?.code ?? '') : '';
      return code !== '';
    }, 'the ticket');

    for (let round = 0; round < 5; round++) {
      if (round > 0) {
        await ctx.database.db.execute(`update tickets set checked_in_at = null`);
      }
      const scans = await Promise.all(
        Array.from({ length: 8 }, () =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/events/admin/${event._id}/check-in`,
            headers: bearer(admin),
            payload: { code },
          }),
        ),
      );
      const outcomes = scans.map((res) => res.json<CheckInResult>().outcome).sort();
      expect(outcomes).toEqual(['admitted', ...Array<string>(7).fill('already_admitted')]);
    }
  });
});
