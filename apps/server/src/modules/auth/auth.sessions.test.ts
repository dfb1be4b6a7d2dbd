import { describe, expect, it } from 'vitest';
import { accountMessages as msg } from '@shop/contracts';
import { users } from '#src/db/schema/index';
import { eq } from 'drizzle-orm';
import {
  GOOD_PASSWORD,
  bearer,
  cookieHeader,
  endRefreshGrace,
  getProfile,
  randomIp,
  refreshCookie,
  signIn,
  signUp,
  uniqueEmail,
} from '#test/accounts';
import { tokenFromLink, waitForMail } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

const refresh = (cookie: string | null, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { ...(cookie ? cookieHeader(cookie) : {}), ...headers },
  });

describe('refresh', () => {
  it('rotates the refresh token and gives a working access token', async () => {
    const session = await signUp(ctx.app);
    const res = await refresh(session.refresh, { 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    const next = refreshCookie(res)?.value;
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refresh);
    const token = res.json<{ accessToken: string }>().accessToken;
    expect((await getProfile(ctx.app, token)).statusCode).toBe(200);
    // the rotated one keeps working
    expect((await refresh(next ?? '')).statusCode).toBe(200);
  });

  it('answers two refreshes at once (two tabs) alike, and the session goes on', async () => {
    const session = await signUp(ctx.app);
    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const cookies = answers.map((res) => refreshCookie(res)?.value ?? '');
    expect(cookies[0]).not.toBe(session.refresh);
    expect(cookies[1]).toBe(cookies[0]);
    for (const res of answers) {
      const { accessToken } = res.json<{ accessToken: string }>();
      expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(200);
    }
    // The tab that comes late, a moment after, is answered the same way.
    expect(refreshCookie(await refresh(session.refresh))?.value).toBe(cookies[0]);
    const next = await refresh(cookies[0] ?? '');
    expect(next.statusCode).toBe(200);
    const { accessToken } = next.json<{ accessToken: string }>();
    expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(200);
  });

  it('takes a token whose successor was already used for a replay, even within the grace', async () => {
    const session = await signUp(ctx.app);
    const second = refreshCookie(await refresh(session.refresh))?.value ?? '';
    expect((await refresh(second)).statusCode).toBe(200);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('treats a replayed (already rotated) token as theft: the whole session ends', async () => {
    const session = await signUp(ctx.app);
    const first = await refresh(session.refresh);
    const rotated = refreshCookie(first)?.value ?? '';
    const accessToken = first.json<{ accessToken: string }>().accessToken;

    await endRefreshGrace(ctx.database.db, session.refresh);
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'unauthenticated', message: msg.sessionExpired });

    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(401);
    expect((await getProfile(ctx.app, session.accessToken)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one, and clears the cookie', async () => {
    expect((await refresh(null)).statusCode).toBe(401);
    const res = await refresh('x'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(refreshCookie(res)?.value).toBe('');
  });

  it('refuses cross-site and same-site requests by Fetch Metadata, then by Origin', async () => {
    const session = await signUp(ctx.app);
    const crossSite = await refresh(session.refresh, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const sibling = await refresh(session.refresh, { 'sec-fetch-site': 'same-site' });
    expect(sibling.statusCode).toBe(403);
    const foreignOrigin = await refresh(session.refresh, { origin: 'https://evil.example' });
    expect(foreignOrigin.statusCode).toBe(403);
    // neither consumed the token
    const sameOrigin = await refresh(session.refresh, { origin: 'http://localhost:3000' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('does not outlive the family: the absolute expiry is never extended', async () => {
    const session = await signUp(ctx.app);
    const res = await refresh(session.refresh);
    expect(refreshCookie(res)?.expires).toBeUndefined(); // browser session stays a browser session
  });
});

describe('logout', () => {
  it('ends the session: refresh and the access token stop working', async () => {
    const session = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: cookieHeader(session.refresh),
    });
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res)?.value).toBe('');
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await getProfile(ctx.app, session.accessToken)).statusCode).toBe(401);
  });

  it('refuses a sibling subdomain: the session goes on', async () => {
    const session = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...cookieHeader(session.refresh), 'sec-fetch-site': 'same-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });

  it('answers 204 without a cookie too, and accepts the path without the trailing slash', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  it('refuses a tampered, foreign or missing token', async () => {
    const session = await signUp(ctx.app);
    const [h, p, s = ''] = session.accessToken.split('.');
    // The signature's first character: all six of its bits count (the last one's lowest bits
    // are padding, so changing the end alone may leave the same bytes).
    const tampered = `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`;
    for (const token of [tampered, 'abc.def.ghi', '']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(
      401,
    );
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset/user',
      remoteAddress: randomIp(),
      payload: { email },
    });

  it('answers the same whether or not the email has an account', async () => {
    const { email } = await signUp(ctx.app);
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail('nadie'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: msg.resetRequestAccepted });
    expect(unknown.json()).toEqual(known.json());
  });

  it('validates, resets once, refuses the old password and ends every other session', async () => {
    const { email, accessToken, refresh: oldRefresh } = await signUp(ctx.app);
    await requestReset(email);
    const mail = await waitForMail(ctx.dataDir, email, /Restablece tu contraseña/);
    const link = mail.links.find((l) => l.includes('/reset-password/')) ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]{43}$/);
    const token = tokenFromLink(link);

    const valid = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/validate-reset-token/user/${token}`,
    });
    expect(valid.statusCode).toBe(200);

    const weak = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/user/${token}`,
      payload: { newPassword: 'debil' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: msg.passwordRulesNotMet });

    const newPassword = 'Nueva#Clave2026';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/user/${token}`,
      payload: { newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: msg.resetDone });

    const reused = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/user/${token}`,
      payload: { newPassword: 'Otra#Clave2026' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: 'Token inválido o expirado.' });

    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, newPassword)).statusCode).toBe(200);
    expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(401);
    expect((await refresh(oldRefresh)).statusCode).toBe(401);
    await waitForMail(ctx.dataDir, email, /Tu contraseña ha cambiado/);
  });

  it('refuses an unknown token on validation', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/validate-reset-token/user/${'a'.repeat(43)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_data', message: 'Token inválido o expirado.' });
  });

  it('limits reset emails per account', async () => {
    const { email } = await signUp(ctx.app);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('change password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });

  it('needs the current password, answering 400 (not 401, which would log the client out)', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await change(accessToken, 'Mala#Clave2026', 'Nueva2026Clave');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg.currentPasswordWrong });
  });

  it('reports the first broken rule of the change rules', async () => {
    const { accessToken } = await signUp(ctx.app);
    const res = await change(accessToken, GOOD_PASSWORD, 'SINMINUSCULA2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'La nueva contraseña debe incluir una letra minúscula',
    });
  });

  it('refuses a new password equal to the current one with its own code', async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const res = await change(accessToken, GOOD_PASSWORD, GOOD_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'password_unchanged', message: msg.passwordUnchanged });
    // Nothing changed: the session lives on and the password still works.
    expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const other = (await signIn(ctx.app, email, GOOD_PASSWORD)).json<{ accessToken: string }>()
      .accessToken;
    const res = await change(accessToken, GOOD_PASSWORD, 'Cambiada2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: msg.passwordUpdated });
    expect((await getProfile(ctx.app, accessToken)).statusCode).toBe(200);
    expect((await getProfile(ctx.app, other)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, 'Cambiada2026')).statusCode).toBe(200);
  });
});

describe('admin routes', () => {
  it('refuse everyone but admins', async () => {
    const { email, accessToken } = await signUp(ctx.app);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(accessToken),
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: 'not_allowed', message: msg.adminOnly });

    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(accessToken),
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<{ users: { email: string }[] }>().users.map((u) => u.email)).toContain(email);
  });
});
