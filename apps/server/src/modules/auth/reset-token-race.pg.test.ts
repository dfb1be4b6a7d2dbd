import { describe, expect, it } from 'vitest';
import { randomIp, signUp } from '#test/accounts';
import { readMailbox, tokenFromLink } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';
import { limits } from './auth.limits';

// Race (PostgreSQL only): reset requests arriving together each issue a link and retire the
// older ones; whatever the interleaving, exactly one link works afterwards.
const ctx = setupTestApp();

describe('reset requests at once', () => {
  it('leave exactly one working link', async () => {
    for (let round = 0; round < 3; round++) {
      const { email } = await signUp(ctx.app);
      const requests = Array.from({ length: limits.resetRequestPerAccount.max }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset/user',
          remoteAddress: randomIp(),
          payload: { email },
        }),
      );
      expect((await Promise.all(requests)).map((r) => r.statusCode)).toEqual(
        requests.map(() => 200),
      );
      const links = async () =>
        (await readMailbox(ctx.dataDir))
          .filter((m) => m.to.includes(email))
          .flatMap((m) => m.links.filter((l) => l.includes('/reset-password/')));
      await expect.poll(async () => (await links()).length).toBe(limits.resetRequestPerAccount.max);
      const statuses = await Promise.all(
        (await links()).map(async (link) => {
          const url = `/api/auth/validate-reset-token/user/${tokenFromLink(link)}`;
          return (await ctx.app.inject({ method: 'GET', url, remoteAddress: randomIp() }))
            .statusCode;
        }),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    }
  });
});
