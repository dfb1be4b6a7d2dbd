import { describe, expect, it } from 'vitest';
import { accountMessages as msg } from '@shop/contracts';
import { buildApp } from '#src/app';
import { loadConfig } from '#src/config';
import { getProfile, randomIp, signUp, uniqueEmail } from '#test/accounts';
import { useFakeGoogle } from '#test/google-jwks';
import { setupTestApp } from '#test/test-app';

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';
const google = useFakeGoogle(CLIENT_ID);

// The env is read in setupTestApp's beforeAll, after the fake Google above has started.
const ctx = setupTestApp({
  GOOGLE_CLIENT_ID: CLIENT_ID,
  get GOOGLE_JWKS_URL() {
    return google.jwksUrl;
  },
});

const googleSignIn = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google/user',
    remoteAddress: randomIp(),
    payload: { token },
  });

describe('Google sign-in', () => {
  it('creates a confirmed account keyed by Google sub, and signs in again by sub', async () => {
    const email = uniqueEmail('gala');
    const token = await google.mint({ sub: 'sub-new-1', email });
    const res = await googleSignIn(token);
    expect(res.statusCode).toBe(200);
    const profile = (
      await getProfile(ctx.app, res.json<{ accessToken: string }>().accessToken)
    ).json<{ _id: string }>();
    expect(profile).toMatchObject({
      email,
      name: 'Gala Google',
      mail_confirmed: true,
      role: 'user',
    });

    // Same sub, a changed email at Google: still the same account.
    const again = await googleSignIn(
      await google.mint({ sub: 'sub-new-1', email: uniqueEmail('cambiado') }),
    );
    const second = (
      await getProfile(ctx.app, again.json<{ accessToken: string }>().accessToken)
    ).json<{ _id: string }>();
    expect(second._id).toBe(profile._id);
  });

  it('links to an existing password account through a verified email', async () => {
    const { email } = await signUp(ctx.app);
    const res = await googleSignIn(await google.mint({ sub: 'sub-link-1', email }));
    expect(res.statusCode).toBe(200);
    const token = res.json<{ accessToken: string }>().accessToken;
    const profile = (await getProfile(ctx.app, token)).json<Record<string, unknown>>();
    expect(profile).toMatchObject({ email, name: 'Ana López', mail_confirmed: true });
  });

  it.each([
    ['a wrong audience', () => google.mint({ email: uniqueEmail() }, { audience: 'otra-app' })],
    [
      'a wrong issuer',
      () => google.mint({ email: uniqueEmail() }, { issuer: 'https://evil.example' }),
    ],
    [
      'an expired token',
      () =>
        google.mint({ email: uniqueEmail() }, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
    ],
    [
      'a bad signature',
      async () => google.mint({ email: uniqueEmail() }, { key: await google.otherKey() }),
    ],
  ])('refuses %s with 401', async (_, makeToken) => {
    const res = await googleSignIn(await makeToken());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthenticated', message: msg.googleTokenInvalid });
  });

  it('refuses an unverified Google email (it could take over an account)', async () => {
    const { email } = await signUp(ctx.app);
    const res = await googleSignIn(
      await google.mint({ sub: 'sub-unverified', email, email_verified: false }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: msg.googleEmailNotVerified });
  });

  it('exposes the client id to the browser so the button can show', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site/config' });
    expect(res.json()).toMatchObject({ googleClientId: CLIENT_ID });
  });

  it('allows the Google script, button frame and styles in the CSP only when configured', async () => {
    const csp = String(
      (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    const coop = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'cross-origin-opener-policy'
    ];
    expect(coop).toBe('same-origin-allow-popups');
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 404 and keeps Google out of the CSP', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ctx.dataDir,
      JWT_SECRET: 'x'.repeat(40),
    });
    // A second app on the file's database, as a second server process configured without it.
    const app = await buildApp(config, { database: ctx.database });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/google/user',
        payload: { token: await google.mint() },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: msg.googleDisabled });
      expect(String(res.headers['content-security-policy'])).not.toContain('google');
    } finally {
      await app.close();
    }
  });
});
