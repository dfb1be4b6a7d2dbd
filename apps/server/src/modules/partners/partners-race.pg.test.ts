import { beforeAll, describe, expect, it } from 'vitest';
import type { PartnerApplication } from '@shop/contracts';
import { bearer, getProfile, signUpAdmin, signUpConfirmed } from '#test/accounts';
import { setupTestApp } from '#test/test-app';

// Races (PostgreSQL only): applications sent at once, and two admins deciding at once.
const ctx = setupTestApp();

let admin: string;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

const application = {
  name: 'Elena Ruiz',
  business: 'Galería Norte',
  website: '',
  motivation: 'Queremos colaborar.',
};

describe('partner applications at once', () => {
  it('leave exactly one pending application per account', async () => {
    const customer = await signUpConfirmed(ctx.app, ctx.dataDir);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/partners/applications',
          headers: bearer(customer.accessToken),
          payload: application,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json<{ error: string }>().error).toBe('partner_application_pending');
  });

  it('an approval and a rejection at once: one wins, and the role follows the winner', async () => {
    const customer = await signUpConfirmed(ctx.app, ctx.dataDir);
    const { id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/partners/applications',
        headers: bearer(customer.accessToken),
        payload: application,
      })
    ).json<PartnerApplication>();
    const decide = (decision: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/partner-applications/${id}/decision`,
        headers: bearer(admin),
        payload: { decision, note: '' },
      });
    const [approve, reject] = await Promise.all([decide('approve'), decide('reject')]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const role = (await getProfile(ctx.app, customer.accessToken)).json<{ role: string }>().role;
    expect(role).toBe(approve.statusCode === 200 ? 'partner' : 'user');
  });
});
