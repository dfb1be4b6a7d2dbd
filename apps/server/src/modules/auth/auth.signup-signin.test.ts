import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages as msg } from '@shop/contracts';
import { oneTimeTokens } from '#src/db/schema/index';
import { hashToken } from '#src/lib/tokens';
import {
  bearer,
  GOOD_PASSWORD,
  getProfile,
  randomIp,
  refreshCookie,
  signIn,
  signUp,
  uniqueEmail,
} from '#test/accounts';
import { readMailbox, tokenFromLink, waitForMail } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

const signUpRequest = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup/user',
    remoteAddress: randomIp(),
    payload,
  });

describe('sign-up', () => {
  it('creates an unconfirmed account, starts a browser-session and emails a confirmation link', async () => {
    const email = uniqueEmail('nueva');
    const res = await signUpRequest({
      name: 'Nueva Clienta',
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      redirectTo: '/events',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ status: string; accessToken: string; message: string }>();
    expect(body.status).toBe('success');
    expect(body.message).toBe('¡Cuenta creada! Tu sesión está activa.');

    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({
      name: '__Secure-rt',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(cookie?.expires).toBeUndefined(); // ends with the browser session
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const profile = (await getProfile(ctx.app, body.accessToken)).json<Record<string, unknown>>();
    expect(profile).toMatchObject({
      email,
      name: 'Nueva Clienta',
      role: 'user',
      mail_confirmed: false,
    });
    expect(profile).not.toHaveProperty('passwordHash');

    const mail = await waitForMail(ctx.dataDir, email, /Confirma tu email/);
    const link = mail.links.find((l) => l.includes('/confirm-email/user/'));
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/confirm-email\/user\/[\w-]{43}\?redirect=%2Fevents$/,
    );
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const { email } = await signUp(ctx.app);
    const res = await signUpRequest({
      name: 'Otra',
      email: ` ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: msg.emailTaken });
  });

  it.each([
    ['short', 'Ab1!'],
    ['no uppercase', 'lumen#fotos2026'],
    ['no number', 'Lumen#Fotos'],
    ['no special', 'LumenFotos2026'],
  ])('refuses a password that breaks the rules (%s) with the spec message', async (_, password) => {
    const res = await signUpRequest({ name: 'Ana', email: uniqueEmail(), password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_data', message: msg.passwordRulesNotMet });
  });

  it('refuses a common password even when it meets the rules', async () => {
    const res = await signUpRequest({ name: 'Ana', email: uniqueEmail(), password: 'Password1!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg.commonPassword });
  });

  it('refuses a bad email and a blank name with the failing fields', async () => {
    const res = await signUpRequest({
      name: '  ',
      email: 'no-es-un-email',
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    const details = res
      .json<{ details: { path: string }[] }>()
      .details.map((d) => d.path)
      .sort();
    expect(details).toEqual(['email', 'name']);
  });

  it('ignores fields a client must not set (role, mail_confirmed)', async () => {
    const email = uniqueEmail();
    const res = await signUpRequest({
      name: 'Ana',
      email,
      password: GOOD_PASSWORD,
      role: 'admin',
      mail_confirmed: true,
    });
    expect(res.statusCode).toBe(201);
    const token = res.json<{ accessToken: string }>().accessToken;
    const profile = (await getProfile(ctx.app, token)).json<Record<string, unknown>>();
    expect(profile).toMatchObject({ role: 'user', mail_confirmed: false });
  });
});

describe('sign-in', () => {
  it('signs in with the right password; the access token opens the profile', async () => {
    const { email, password } = await signUp(ctx.app);
    const res = await signIn(ctx.app, email, password);
    expect(res.statusCode).toBe(200);
    const profile = await getProfile(ctx.app, res.json<{ accessToken: string }>().accessToken);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email });
  });

  it("with 'Remember me' the refresh cookie persists for 30 days", async () => {
    const { email, password } = await signUp(ctx.app);
    const res = await signIn(ctx.app, email, password, true);
    const expires = refreshCookie(res)?.expires;
    expect(expires).toBeInstanceOf(Date);
    const days = ((expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await signUp(ctx.app);
    const wrong = await signIn(ctx.app, email, 'Otra#Clave2026');
    const unknown = await signIn(ctx.app, uniqueEmail('nadie'), 'Otra#Clave2026');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'unauthenticated', message: msg.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(refreshCookie(wrong)).toBeUndefined();
  });

  it('lets an unconfirmed account sign in; the profile says it is unconfirmed', async () => {
    const { email, password } = await signUp(ctx.app);
    const res = await signIn(ctx.app, email, password);
    const profile = await getProfile(ctx.app, res.json<{ accessToken: string }>().accessToken);
    expect(profile.json()).toMatchObject({ mail_confirmed: false });
  });
  // Sign-in throttling (per pair, account ceiling, per address): sign-in-limits.test.ts.
});

describe('email confirmation', () => {
  async function confirmationToken(email: string) {
    const mail = await waitForMail(ctx.dataDir, email, /Confirma tu email/);
    return tokenFromLink(mail.links.find((l) => l.includes('/confirm-email/')) ?? '');
  }

  it('confirms the account once, signing the person in', async () => {
    const { email } = await signUp(ctx.app);
    const token = await confirmationToken(email);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-email/user/${token}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; accessToken: string }>();
    expect(body.message).toBe(msg.emailConfirmed);
    expect((await getProfile(ctx.app, body.accessToken)).json()).toMatchObject({
      mail_confirmed: true,
    });

    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-email/user/${token}`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_data', message: 'Token inválido o expirado.' });
  });

  it("answers 'already_confirmed' to the signed-in account opening its used link, and only to it", async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const token = await confirmationToken(email);
    const url = `/api/auth/confirm-email/user/${token}`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const mine = await ctx.app.inject({ method: 'GET', url, headers: bearer(accessToken) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ status: 'already_confirmed', message: msg.alreadyConfirmed });

    const other = await signUp(ctx.app);
    const theirs = await ctx.app.inject({ method: 'GET', url, headers: bearer(other.accessToken) });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ error: 'invalid_data', message: msg.tokenInvalid });
  });

  it('refuses an expired token', async () => {
    const { email } = await signUp(ctx.app);
    const token = await confirmationToken(email);
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-email/user/${token}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('stores only a hash of the token', async () => {
    const { email } = await signUp(ctx.app);
    const token = await confirmationToken(email);
    const rows = await ctx.database.db.select().from(oneTimeTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('resends a new link to a signed-in, unconfirmed user; the old link stops working', async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const first = await confirmationToken(email);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: msg.resendSuccess });
    await expect.poll(async () => (await confirmationToken(email)) !== first).toBe(true);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-email/user/${first}`,
    });
    expect(old.statusCode).toBe(400);
  });

  it('needs a session to resend', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation' });
    expect(res.statusCode).toBe(401);
  });

  it('resends by email publicly with the same answer whether or not the account exists', async () => {
    const { email } = await signUp(ctx.app);
    const send = (to: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-confirmation-email/user',
        remoteAddress: randomIp(),
        payload: { email: to },
      });
    const known = await send(email);
    const unknown = await send(uniqueEmail('nadie'));
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await expect
      .poll(async () => (await readMailbox(ctx.dataDir)).filter((m) => m.to.includes(email)).length)
      .toBe(2);
  });
});
