import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_DIGEST_KEY } from '#src/lib/security-events';
import { limits } from '#src/modules/auth/auth.limits';
import {
  GOOD_PASSWORD,
  cookieHeader,
  endRefreshGrace,
  getProfile,
  randomIp,
  refreshCookie,
  signUp,
  uniqueEmail,
} from '#test/accounts';
import { useFakeGoogle } from '#test/google-jwks';
import { setupTestApp } from '#test/test-app';

// docs/rules/quality.md#logs: sign-in outcomes and 429s as `security` events (ASVS 16.3).
const CLIENT_ID = 'shop-test.apps.googleusercontent.com';
const google = useFakeGoogle(CLIENT_ID);

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
// The env is read in setupTestApp's beforeAll, after the fake Google above has started.
const ctx = setupTestApp(
  {
    LOG_LEVEL: 'info',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    get GOOGLE_JWKS_URL() {
      return google.jwksUrl;
    },
  },
  { logStream },
);
beforeEach(() => {
  lines.length = 0;
});

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  security?: Record<string, unknown>;
}

const logged = () => lines.join('');
const parsed = () =>
  lines
    .join('')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
/** The security events written while answering this response (matched by request id). */
const eventsOf = (res: LightMyRequestResponse) =>
  parsed().filter((line) => line.security && line.reqId === res.headers['x-request-id']);

const WARN = 40;
const INFO = 30;
const digestOf = (email: string) =>
  createHmac('sha256', ctx.app.secrets.derive(EMAIL_DIGEST_KEY))
    .update(email.toLowerCase())
    .digest('hex')
    .slice(0, 16);

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    remoteAddress,
    payload: { email, password },
  });
const googleSignIn = (token: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google/user',
    remoteAddress,
    payload: { token },
  });
const userIdOf = async (accessToken: string) =>
  (await getProfile(ctx.app, accessToken)).json<{ _id: string }>()._id;

describe('password sign-in', () => {
  it('a wrong password writes one sign_in_failed event with the address and the account, not the password or the email', async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const userId = await userIdOf(accessToken);
    const ip = randomIp();
    lines.length = 0;
    const wrong = 'Wrong#Password2026';
    const res = await signIn(email, wrong, ip);
    expect(res.statusCode).toBe(401);
    const events = eventsOf(res);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: WARN, msg: 'sign-in failed' });
    expect(events[0]?.security).toEqual({
      event: 'auth.sign_in_failed',
      ip,
      userId,
      reason: 'wrong_password',
    });
    const log = logged();
    expect(log).not.toContain(wrong);
    expect(log).not.toContain(GOOD_PASSWORD);
    expect(log).not.toContain(email);
    expect(log).not.toContain('$argon2');
  });

  it('an unknown email writes its digest, never the address', async () => {
    const email = uniqueEmail('Desconocida');
    const ip = randomIp();
    const res = await signIn(email, GOOD_PASSWORD, ip);
    expect(res.statusCode).toBe(401);
    const events = eventsOf(res);
    expect(events).toHaveLength(1);
    expect(events[0]?.security).toEqual({
      event: 'auth.sign_in_failed',
      ip,
      emailDigest: digestOf(email),
      reason: 'unknown_email',
    });
    expect(events[0]?.security?.emailDigest).toMatch(/^[0-9a-f]{16}$/);
    const log = logged().toLowerCase();
    expect(log).not.toContain(email.toLowerCase());
    expect(log).not.toContain((email.split('@')[0] ?? email).toLowerCase());
    expect(logged()).not.toContain(GOOD_PASSWORD);
  });

  it('a successful sign-in writes sign_in_succeeded at info, without the tokens', async () => {
    const { email, password, accessToken } = await signUp(ctx.app);
    const userId = await userIdOf(accessToken);
    const ip = randomIp();
    lines.length = 0;
    const res = await signIn(email, password, ip);
    expect(res.statusCode).toBe(200);
    const events = eventsOf(res);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: INFO, msg: 'sign-in succeeded' });
    expect(events[0]?.security).toEqual({
      event: 'auth.sign_in_succeeded',
      ip,
      userId,
      via: 'password',
    });
    const log = logged();
    expect(log).not.toContain(res.json<{ accessToken: string }>().accessToken);
    expect(log).not.toContain(refreshCookie(res)?.value);
    expect(log).not.toContain(password);
    expect(log).not.toContain(email);
  });

  it('an account without a password (Google only) writes no_password with its id', async () => {
    const email = uniqueEmail('solo-google');
    const created = await googleSignIn(
      await google.mint({ sub: `sub-${email}`, email }),
      randomIp(),
    );
    const userId = await userIdOf(created.json<{ accessToken: string }>().accessToken);
    const ip = randomIp();
    const res = await signIn(email, GOOD_PASSWORD, ip);
    expect(res.statusCode).toBe(401);
    expect(eventsOf(res).map((e) => e.security)).toEqual([
      { event: 'auth.sign_in_failed', ip, userId, reason: 'no_password' },
    ]);
  });
});

describe('429 answers', () => {
  it('the sign-in limit writes a rate_limited event naming the route, and no sign-in failure', async () => {
    const { email, password } = await signUp(ctx.app);
    const ip = randomIp();
    for (let i = 0; i < limits.signInPerPair.max; i++) {
      const failed = await signIn(email, `Wrong#${i}Pass`, ip);
      expect(failed.statusCode).toBe(401);
      expect(eventsOf(failed).map((e) => e.security?.event)).toEqual(['auth.sign_in_failed']);
    }
    const limited = await signIn(email, password, ip);
    expect(limited.statusCode).toBe(429);
    const events = eventsOf(limited);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: WARN, msg: 'rate limit hit' });
    expect(events[0]?.security).toEqual({
      event: 'rate_limited',
      ip,
      route: '/api/auth/login/user',
      method: 'POST',
      retryAfterSeconds: Number(limited.headers['retry-after']),
    });
    expect(logged()).not.toContain(email);
    expect(logged()).not.toContain(password);
  });
});

describe('Google sign-in', () => {
  it('a token that fails verification writes google_failed', async () => {
    const ip = randomIp();
    const token = await google.mint({ email: uniqueEmail() }, { key: await google.otherKey() });
    const res = await googleSignIn(token, ip);
    expect(res.statusCode).toBe(401);
    expect(eventsOf(res).map((e) => [e.level, e.security])).toEqual([
      [WARN, { event: 'auth.google_failed', ip, reason: 'invalid_token' }],
    ]);
    expect(logged()).not.toContain(token);
  });

  it('an unverified Google email writes its digest, not the address', async () => {
    const email = uniqueEmail('sin-verificar');
    const ip = randomIp();
    const res = await googleSignIn(
      await google.mint({ sub: 'sub-unverified-log', email, email_verified: false }),
      ip,
    );
    expect(res.statusCode).toBe(401);
    expect(eventsOf(res).map((e) => e.security)).toEqual([
      {
        event: 'auth.google_failed',
        ip,
        emailDigest: digestOf(email),
        reason: 'email_not_verified',
      },
    ]);
    expect(logged()).not.toContain(email);
  });

  it('a Google sign-in writes sign_in_succeeded via google', async () => {
    const ip = randomIp();
    const res = await googleSignIn(
      await google.mint({ sub: 'sub-ok-log', email: uniqueEmail() }),
      ip,
    );
    expect(res.statusCode).toBe(200);
    const userId = await userIdOf(res.json<{ accessToken: string }>().accessToken);
    expect(eventsOf(res).map((e) => [e.level, e.security])).toEqual([
      [INFO, { event: 'auth.sign_in_succeeded', ip, userId, via: 'google' }],
    ]);
  });
});

describe('refresh token replay', () => {
  it('writes refresh_replayed with the account and the session family, not the token', async () => {
    const session = await signUp(ctx.app);
    const userId = await userIdOf(session.accessToken);
    const refresh = (token: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        remoteAddress,
        headers: cookieHeader(token),
      });
    expect((await refresh(session.refresh, randomIp())).statusCode).toBe(200);
    await endRefreshGrace(ctx.database.db, session.refresh);
    const ip = randomIp();
    const replay = await refresh(session.refresh, ip);
    expect(replay.statusCode).toBe(401);
    const events = eventsOf(replay);
    expect(events).toHaveLength(1);
    expect(events[0]?.level).toBe(WARN);
    expect(events[0]?.security).toMatchObject({ event: 'auth.refresh_replayed', ip, userId });
    expect(events[0]?.security?.familyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).not.toContain(session.refresh);
  });
});
