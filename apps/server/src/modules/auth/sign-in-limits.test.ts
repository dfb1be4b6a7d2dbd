import { describe, expect, it } from 'vitest';
import { accountMessages as msg } from '@shop/contracts';
import { randomIp, signUp, uniqueEmail } from '#test/accounts';
import { setupTestApp } from '#test/test-app';
import { limits } from './auth.limits';

const ctx = setupTestApp();

const attempt = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    remoteAddress,
    payload: { email, password },
  });

const wrong = (i: number) => `Wrong#${i}Pass`;
const { signInPerPair, signInPerIp, signInPerAccount } = limits;

describe('sign-in throttling (ASVS 5.0 V6.3: failures only, per account and address)', () => {
  it('never lets strangers lock the owner out: failures from many addresses, then the owner signs in', async () => {
    const { email, password } = await signUp(ctx.app);
    for (let i = 0; i < 12; i++) {
      expect((await attempt(email, wrong(i), randomIp())).statusCode).toBe(401);
    }
    expect((await attempt(email, password, randomIp())).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { email, password } = await signUp(ctx.app);
    const ip = randomIp();
    for (let i = 0; i < signInPerIp.max; i++) {
      expect((await attempt(email, password, ip)).statusCode).toBe(200);
    }
    expect((await attempt(email, wrong(0), ip)).statusCode).toBe(401);
  });

  it('slows one address on one account with 429 and Retry-After; other pairs go on', async () => {
    const { email, password } = await signUp(ctx.app);
    const ip = randomIp();
    for (let i = 0; i < signInPerPair.max; i++) {
      expect((await attempt(email, wrong(i), ip)).statusCode).toBe(401);
    }
    const limited = await attempt(email, password, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: msg.tooManySignIns });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(signInPerPair.windowSeconds);
    // The same account from another address, and another account from this address.
    expect((await attempt(email, password, randomIp())).statusCode).toBe(200);
    expect((await attempt(uniqueEmail('otra'), wrong(0), ip)).statusCode).toBe(401);
  });

  it('a success resets the count of its address on that account', async () => {
    const { email, password } = await signUp(ctx.app);
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < signInPerPair.max - 1; i++) {
        expect((await attempt(email, wrong(i), ip)).statusCode).toBe(401);
      }
      expect((await attempt(email, password, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < signInPerPair.max; i++) {
      expect((await attempt(email, wrong(i), ip)).statusCode).toBe(401);
    }
    expect((await attempt(email, password, ip)).statusCode).toBe(429);
  });

  it('still stops one address trying many accounts (credential stuffing)', async () => {
    const ip = randomIp();
    for (let i = 0; i < signInPerIp.max; i++) {
      expect((await attempt(uniqueEmail('relleno'), wrong(i), ip)).statusCode).toBe(401);
    }
    const limited = await attempt(uniqueEmail('relleno'), wrong(0), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(uniqueEmail('relleno'), wrong(0), randomIp())).statusCode).toBe(401);
  });

  it('counts one IPv6 /64 as one address, and IPv4 mapped into IPv6 as IPv4', async () => {
    const { email } = await signUp(ctx.app);
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:64`;
    const statuses: number[] = [];
    for (let i = 0; i < signInPerPair.max + 30; i++) {
      statuses.push((await attempt(email, wrong(i), `${prefix}:${i + 1}::${i + 7}`)).statusCode);
    }
    // Only the pair's failures are password checks; the rest wait for the window.
    expect(statuses.filter((s) => s === 401)).toHaveLength(signInPerPair.max);
    expect(statuses.slice(signInPerPair.max).every((s) => s === 429)).toBe(true);

    const other = await signUp(ctx.app);
    const v4 = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const mapped = [v4, `::ffff:${v4}`];
    for (let i = 0; i < signInPerPair.max; i++) {
      expect((await attempt(other.email, wrong(i), mapped[i % 2] ?? v4)).statusCode).toBe(401);
    }
    expect((await attempt(other.email, other.password, `::ffff:${v4}`)).statusCode).toBe(429);
  });

  it('over the per-account ceiling, each address gets one try per window; a fresh one still gets in', async () => {
    const { email, password } = await signUp(ctx.app);
    const attacker = randomIp();
    expect((await attempt(email, wrong(0), attacker)).statusCode).toBe(401);
    for (let i = 1; i < signInPerAccount.max; i++) {
      expect((await attempt(email, wrong(i), randomIp())).statusCode).toBe(401);
    }
    // Slowed: an address that already failed waits; a new one is still heard.
    expect((await attempt(email, wrong(0), attacker)).statusCode).toBe(429);
    expect((await attempt(email, password, randomIp())).statusCode).toBe(200);
    // A password hashed per attempt, up to the ceiling: CPU-bound, slow on a loaded machine.
  }, 60_000);
});
