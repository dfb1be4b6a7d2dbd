import { describe, expect, it } from 'vitest';
import type { CheckInResult } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });

describe('check-in at two doors (PostgreSQL)', () => {
  it('admits a ticket scanned on two devices at the same moment once', async () => {
    const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
    const event = await adminEvent(ctx.app, admin, { ticketTypes: [freeRegistration] });
    const { tickets } = await registerFree(ctx.app, event, [
      { fullName: 'Gema Ortiz', email: 'gema@example.com' },
    ]);
    const code = tickets[0]?.code ?? '';

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
