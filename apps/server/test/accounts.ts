import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '#src/db/client';
import { refreshTokens, users } from '#src/db/schema/index';
import { hashToken } from '#src/lib/tokens';
import { multipart, type Part } from './multipart';
import { tokenFromLink, waitForMail } from './mailbox';

export const GOOD_PASSWORD = 'Lumen#Fotos2026';

/** A client address of its own, so the per-IP limits of one test never touch another's. */
export const randomIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0] ?? 1).join('.')}`;

export const uniqueEmail = (label = 'cliente') =>
  `${label}.${randomBytes(4).toString('hex')}@example.com`;

export function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === '__Secure-rt' || c.name === 'rt');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const cookieHeader = (value: string) => ({ cookie: `__Secure-rt=${value}` });

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/user',
    remoteAddress: randomIp(),
    payload: { name: overrides.name ?? 'Ana López', email, password, redirectTo: '/profile' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ accessToken: string }>();
  return {
    email,
    password,
    accessToken: body.accessToken,
    refresh: refreshCookie(res)?.value ?? '',
  };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remember = false,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    remoteAddress: randomIp(),
    payload: { email, password, remember },
  });
}

export async function getProfile(app: FastifyInstance, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(accessToken) });
}

/**
 * A signed-up customer whose email counts as confirmed, set in the database (the link itself
 * is auth's to test): free registrations and waitlists need one (docs/rules/events.md).
 */
export async function confirmedCustomer(
  app: FastifyInstance,
  db: Database,
  overrides: Parameters<typeof signUp>[1] = {},
) {
  const session = await signUp(app, overrides);
  await db.update(users).set({ mailConfirmed: true }).where(eq(users.email, session.email));
  return session;
}

/** A signed-up customer who followed the confirmation link of the sign-up email. */
export async function signUpConfirmed(app: FastifyInstance, dataDir: string) {
  const session = await signUp(app);
  const mail = await waitForMail(dataDir, session.email, /Confirma tu email/);
  const link = mail.links.find((l) => l.includes('/confirm-email/user/')) ?? '';
  const confirmed = await app.inject({
    method: 'GET',
    url: `/api/auth/confirm-email/user/${tokenFromLink(link)}`,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return session;
}

/**
 * Moves a rotated refresh token's rotation an hour back: past the grace in which a refresh
 * that raced its rotation is still answered, so presenting it again is a replay.
 */
export async function endRefreshGrace(db: Database, refreshToken: string) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`${refreshTokens.rotatedAt} - interval '1 hour'` })
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

/** A signed-in admin (made admin in the database: no API grants the role). */
export async function signUpAdmin(app: FastifyInstance, db: Database) {
  const session = await signUp(app, { name: 'Marta Admin' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, session.email));
  return session;
}

/** Complete, valid Spanish business billing data (a CIF with its right control digit). */
export const spanishBusinessBilling = {
  type: 'business',
  fiscalName: 'Lumen Estudio SL',
  taxId: 'B12345674',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
} as const;

/** PUT /api/user as `token`: the profile's multipart form. */
export function putUserForm(app: FastifyInstance, token: string, parts: Part[]) {
  const form = multipart(parts);
  return app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}
