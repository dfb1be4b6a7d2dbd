import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '#test/accounts';
import { setupTestApp } from '#test/test-app';

// docs/rules/quality.md#input-refusals: Retry-After is what is left of the window.
const ctx = setupTestApp();

const WINDOW = 15 * 60;
const address = '203.0.113.9';

/** Sign-in from one address, so the (account, address) pair's limit applies. */
const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    remoteAddress: address,
    payload: { email, password, remember: false },
  });

async function limitedAccount() {
  const { email } = await signUp(ctx.app);
  for (let i = 0; i < 10; i++) await signIn(email, `Wrong#${i}Pass`);
  return email;
}

describe('Retry-After', () => {
  it('comes with a 429, and counts down the window', async () => {
    const email = await limitedAccount();
    const first = await signIn(email, 'Wrong#xPass');
    expect(first.statusCode).toBe(429);
    const fresh = Number(first.headers['retry-after']);
    expect(fresh).toBeGreaterThan(WINDOW - 30);
    expect(fresh).toBeLessThanOrEqual(WINDOW);

    // Ten minutes of the window gone: about five are left.
    await ctx.database.db.execute(
      sql`update rate_limits set window_start = window_start - interval '600 seconds'`,
    );
    const later = await signIn(email, 'Wrong#yPass');
    expect(later.statusCode).toBe(429);
    const left = Number(later.headers['retry-after']);
    expect(left).toBeGreaterThan(WINDOW - 600 - 30);
    expect(left).toBeLessThanOrEqual(WINDOW - 600);
  });
});
