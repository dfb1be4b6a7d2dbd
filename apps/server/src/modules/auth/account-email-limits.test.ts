import { describe, expect, it } from 'vitest';
import { bearer, randomIp, signUp } from '#test/accounts';
import { readMailbox, tokenFromLink } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';
import { limits } from './auth.limits';
import { RESET_PASSWORD_TTL_SECONDS } from './token-lifetimes';

const ctx = setupTestApp();

const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: randomIp(), payload, headers });

/** The emailed links to `to` whose path contains `marker`. */
async function linksTo(to: string, marker: string) {
  const mails = (await readMailbox(ctx.dataDir)).filter((m) => m.to.includes(to));
  return mails.flatMap((m) => m.links.filter((l) => l.includes(marker)));
}

// The per-account email limits a stranger can use up: the owner still gets through.
describe('emailed links under a stranger’s flood', () => {
  it('reset requests: the owner is refused, but the inbox holds a working link', async () => {
    const { email } = await signUp(ctx.app);
    const url = '/api/auth/request-password-reset/user';
    for (let i = 0; i < limits.resetRequestPerAccount.max; i++) {
      expect((await post(url, { email })).statusCode).toBe(200);
    }
    expect((await post(url, { email })).statusCode).toBe(429);
    await expect
      .poll(async () => (await linksTo(email, '/reset-password/')).length)
      .toBe(limits.resetRequestPerAccount.max);
    const statuses = await Promise.all(
      (await linksTo(email, '/reset-password/')).map(async (link) => {
        const token = tokenFromLink(link);
        const url = `/api/auth/validate-reset-token/user/${token}`;
        return (await ctx.app.inject({ method: 'GET', url, remoteAddress: randomIp() })).statusCode;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // And it outlives the refusal: a link lives at least as long as the limit's window.
    expect(RESET_PASSWORD_TTL_SECONDS).toBeGreaterThanOrEqual(
      limits.resetRequestPerAccount.windowSeconds,
    );
  });

  it('public confirmation resends never block the signed-in owner’s own resend', async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const url = '/api/auth/send-confirmation-email/user';
    for (let i = 0; i < limits.resendPerAccount.max; i++) {
      expect((await post(url, { email })).statusCode).toBe(200);
    }
    expect((await post(url, { email })).statusCode).toBe(429);
    const own = await post('/api/auth/resend-confirmation', { email }, bearer(accessToken));
    expect(own.statusCode).toBe(200);
  });
});
