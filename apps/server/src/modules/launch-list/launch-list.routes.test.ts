import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  launchListConsentText,
  launchListMessages as msg,
  type AdminLaunchList,
  type LaunchListResult,
} from '@shop/contracts';
import { launchListSignups } from '#src/db/schema/index';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';
import { bearer, randomIp, signUp, signUpAdmin, uniqueEmail } from '#test/accounts';
import { readMailbox, waitForMail, type ReceivedMail } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';
import { waitForJobs } from '#test/job-states';
import { retentionCutoff } from '#src/lib/retention';
import { limits, UNCONFIRMED_KEPT_DAYS } from './launch-list.limits';
import { CONFIRMATION_QUEUE } from './launch-list.plugin';
import { createLaunchListRepository } from './launch-list.repository';

// The confirmation emails are durable jobs: this file's app works them.
const ctx = setupTestApp({
  JOBS_WORKERS: 'true',
  PUBLIC_URL: 'https://tienda.example',
  BUSINESS_LEGAL_NAME: 'Lucía Ferrer Campos',
});

let admin: string;
let customer: string;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
});

const SUBJECT = /^Confirma tu email para recibir el aviso$/;

const post = (url: string, payload: object, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const join = (email: string, extra: object = {}, ip?: string) =>
  post('/api/launch-list', { email, consent: true, ...extra }, ip);
const confirm = (token: string) => post('/api/launch-list/confirm', { token });
const unsubscribe = (token: string) => post('/api/launch-list/unsubscribe', { token });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const adminList = async (query = '') =>
  (await get(`/api/admin/launch-list${query}`, admin)).json<AdminLaunchList>();

const mailsTo = async (email: string) =>
  (await readMailbox(ctx.dataDir)).filter((m) => m.to.includes(email));
/** The `?token=` of the email's link to `path`. */
function tokenOf(mail: ReceivedMail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in ${mail.file}`);
  return new URL(link).searchParams.get('token') ?? '';
}
const confirmToken = (mail: ReceivedMail) => tokenOf(mail, '/coming-soon/confirmar');
const unsubscribeToken = (mail: ReceivedMail) => tokenOf(mail, '/coming-soon/baja');

/** Every confirmation email job has ended: none is still to send anything. */
const confirmationJobsEnded = () => waitForJobs(ctx.database.db, { name: CONFIRMATION_QUEUE });

const rowOf = async (email: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(launchListSignups)
    .where(eq(launchListSignups.email, email));
  return row;
};

/** Signs `email` up and opens its confirmation link. */
async function confirmedSignup(email: string) {
  expect((await join(email)).statusCode).toBe(202);
  const mail = await waitForMail(ctx.dataDir, email, SUBJECT);
  expect((await confirm(confirmToken(mail))).statusCode).toBe(200);
  return mail;
}

describe('POST /api/launch-list', () => {
  it('answers the same to a new, a pending, a confirmed address and a bot', async () => {
    const fresh = uniqueEmail('nueva');
    const first = await join(fresh);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: msg.signupAccepted });
    await waitForMail(ctx.dataDir, fresh, SUBJECT);

    const pendingAgain = await join(fresh);
    const confirmed = uniqueEmail('confirmada');
    await confirmedSignup(confirmed);
    const confirmedAgain = await join(confirmed);
    const bot = uniqueEmail('bot');
    const honeypot = await join(bot, { website: 'https://spam.example' });
    for (const res of [pendingAgain, confirmedAgain, honeypot]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.body).toBe(first.body);
    }

    // Only the owner's inbox learns anything: the bot's address is neither stored nor mailed,
    // and a confirmed address is not mailed again.
    await confirmationJobsEnded();
    expect(await rowOf(bot)).toBeUndefined();
    expect(await mailsTo(bot)).toEqual([]);
    expect(await mailsTo(confirmed)).toHaveLength(1);
    expect((await rowOf(confirmed))?.status).toBe('confirmed');
  });

  it('stores the email lower-cased with the exact consent text the form shows', async () => {
    const email = uniqueEmail('Mayus');
    expect((await join(`  ${email.toUpperCase()} `)).statusCode).toBe(202);
    const row = await rowOf(email.toLowerCase());
    expect(row).toMatchObject({
      status: 'pending',
      consentText: launchListConsentText,
      confirmedAt: null,
    });
    expect(row?.consentedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Tokens are kept only as hashes: the email's token appears nowhere in the row.
    const mail = await waitForMail(ctx.dataDir, email.toLowerCase(), SUBJECT);
    const stored = JSON.stringify(await rowOf(email.toLowerCase()));
    expect(stored).not.toContain(confirmToken(mail));
    expect(stored).not.toContain(unsubscribeToken(mail));
  });

  it('refuses without consent, with Spanish messages by field', async () => {
    const email = uniqueEmail('sin-consentimiento');
    const refused = expectInvalidField(await join(email, { consent: false }), 'consent');
    expect(refused.details?.[0]?.message).toBe(msg.consentRequired);
    expectInvalidField(await post('/api/launch-list', { email }), 'consent');
    expectInvalidField(await post('/api/launch-list', { email, consent: 'true' }), 'consent');
    const badEmail = expectInvalidField(await join('no-es-un-email'), 'email');
    expect(badEmail.details?.[0]?.message).toBe(msg.emailInvalid);
    expect(await rowOf(email)).toBeUndefined();
  });

  it('emails a pending address again only after a while, and the newest link works', async () => {
    const email = uniqueEmail('reenvio');
    await join(email);
    const first = await waitForMail(ctx.dataDir, email, SUBJECT);
    await join(email);
    await join(email);
    await confirmationJobsEnded();
    expect(await mailsTo(email)).toHaveLength(1);

    // Ten minutes later (moved back in the database), the form sends a new link.
    await ctx.database.db
      .update(launchListSignups)
      .set({ confirmationRequestedAt: sql`now() - interval '11 minutes'` })
      .where(eq(launchListSignups.email, email));
    await join(email);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBe(2);
    const second = (await mailsTo(email)).at(-1);
    if (!second) throw new Error('no second email');
    expect(confirmToken(second)).not.toBe(confirmToken(first));
    expect((await confirm(confirmToken(first))).statusCode).toBe(400);
    expect((await confirm(confirmToken(second))).statusCode).toBe(200);
  });

  it('limits sign-ups per address with a Spanish 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await join(uniqueEmail('limite'), {}, ip)).statusCode).toBe(202);
    }
    const refused = await join(uniqueEmail('limite'), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: msg.tooManySignups });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is still heard.
    expect((await join(uniqueEmail('otra-ip'))).statusCode).toBe(202);
  });
});

describe('the confirmation email', () => {
  it('is Spanish, names the holder, and carries the unsubscribe link and header', async () => {
    const email = uniqueEmail('correo');
    await join(email);
    const mail = await waitForMail(ctx.dataDir, email, SUBJECT);
    const text = mail.body;
    expect(text).toContain(
      'Has pedido que te avisemos por email del lanzamiento y de las novedades de Estudio de Fotografía.',
    );
    expect(text).toContain('El enlace caduca en 7 días');
    expect(text).toContain('Responsable: Lucía Ferrer Campos');
    expect(text).toContain('https://tienda.example/legal/privacy');
    expect(
      mail.links.some((l) => l.startsWith('https://tienda.example/coming-soon/confirmar?token=')),
    ).toBe(true);
    expect(mail.body).toMatch(
      /^List-Unsubscribe:\s*<https:\/\/tienda\.example\/coming-soon\/baja\?token=[\w-]+>,\s*<mailto:/m,
    );
    expect(mail.body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
});

describe('POST /api/launch-list/confirm', () => {
  it("confirms with the email's link, and the same link again answers the same", async () => {
    const email = uniqueEmail('confirmar');
    await join(email);
    const mail = await waitForMail(ctx.dataDir, email, SUBJECT);
    expect((await rowOf(email))?.status).toBe('pending');

    const res = await confirm(confirmToken(mail));
    expect(res.statusCode).toBe(200);
    expect(res.json<LaunchListResult>()).toEqual({ status: 'confirmed', message: msg.confirmed });
    const row = await rowOf(email);
    expect(row?.status).toBe('confirmed');
    const confirmedAt = row?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(confirmToken(mail));
    expect(again.statusCode).toBe(200);
    expect(again.json<LaunchListResult>().status).toBe('confirmed');
    expect((await rowOf(email))?.confirmedAt).toEqual(confirmedAt);
  });

  it('answers 410 link_expired for a link past its time, 400 link_invalid for an unknown one', async () => {
    const email = uniqueEmail('caducado');
    await join(email);
    const mail = await waitForMail(ctx.dataDir, email, SUBJECT);
    await ctx.database.db
      .update(launchListSignups)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(launchListSignups.email, email));
    const expired = await confirm(confirmToken(mail));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'link_expired', message: msg.linkExpired });
    expect((await rowOf(email))?.status).toBe('pending');

    const unknown = await confirm('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'link_invalid', message: msg.linkInvalid });
  });
});

describe('keeping requests (the privacy policy: an unconfirmed one, 30 days)', () => {
  it('removes a request never confirmed after 30 days, and keeps a confirmed one', async () => {
    const asked = async (email: string, daysAgo: number) =>
      ctx.database.db
        .update(launchListSignups)
        .set({ confirmationRequestedAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(launchListSignups.email, email));
    const old = uniqueEmail('olvidado');
    const young = uniqueEmail('reciente');
    const confirmed = uniqueEmail('confirmado');
    expect((await join(old)).statusCode).toBe(202);
    expect((await join(young)).statusCode).toBe(202);
    await confirmedSignup(confirmed);
    await asked(old, UNCONFIRMED_KEPT_DAYS + 1);
    await asked(young, UNCONFIRMED_KEPT_DAYS - 1);
    await asked(confirmed, UNCONFIRMED_KEPT_DAYS + 100);

    // What the daily round does (lib/retention.ts) in a worker process.
    const repository = createLaunchListRepository(ctx.database.db);
    const removed = await repository.removeUnconfirmedBefore(
      retentionCutoff(UNCONFIRMED_KEPT_DAYS),
    );
    expect(removed).toBe(1);
    expect(await rowOf(old)).toBeUndefined();
    expect((await rowOf(young))?.status).toBe('pending');
    expect((await rowOf(confirmed))?.status).toBe('confirmed');
  });
});

describe('POST /api/launch-list/unsubscribe', () => {
  it('withdraws consent with the link of any email, idempotently; the confirmation link dies', async () => {
    const email = uniqueEmail('baja');
    const mail = await confirmedSignup(email);
    const res = await unsubscribe(unsubscribeToken(mail));
    expect(res.statusCode).toBe(200);
    expect(res.json<LaunchListResult>()).toEqual({
      status: 'unsubscribed',
      message: msg.unsubscribed,
    });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
    const when = row?.unsubscribedAt;
    expect(when).toBeInstanceOf(Date);

    expect((await unsubscribe(unsubscribeToken(mail))).statusCode).toBe(200);
    expect((await rowOf(email))?.unsubscribedAt).toEqual(when);
    // The old confirmation link cannot sign them back up.
    const reconfirm = await confirm(confirmToken(mail));
    expect(reconfirm.statusCode).toBe(400);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
    expect(
      (await adminList('?status=confirmed&limit=100')).items.map((i) => i.email),
    ).not.toContain(email);
  });

  it('signs up again only with new consent, confirmed by a new email', async () => {
    const email = uniqueEmail('vuelve');
    const mail = await confirmedSignup(email);
    await unsubscribe(unsubscribeToken(mail));
    expect((await join(email)).statusCode).toBe(202);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 5000 }).toBe(2);
    expect((await rowOf(email))?.status).toBe('pending');
    const second = (await mailsTo(email)).at(-1);
    if (!second) throw new Error('no second email');
    // The unsubscribe link stays the same in every email of a sign-up.
    expect(unsubscribeToken(second)).toBe(unsubscribeToken(mail));
    expect((await confirm(confirmToken(second))).statusCode).toBe(200);
  });

  it('answers 400 link_invalid to an unknown link', async () => {
    const res = await unsubscribe('y'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>()).toEqual({
      error: 'link_invalid',
      message: msg.unsubscribeLinkInvalid,
    });
  });
});

describe("the one-click unsubscribe (RFC 8058): a mail program's POST", () => {
  /** The https address of the email's List-Unsubscribe header, as a mail program reads it. */
  function oneClickUrl(mail: ReceivedMail): string {
    const header = /^List-Unsubscribe:\s*(.+)$/m.exec(mail.body)?.[1] ?? '';
    const https = /<(https:[^>]+)>/.exec(header)?.[1] ?? '';
    const url = new URL(https);
    return `${url.pathname}${url.search}`;
  }

  it("unsubscribes from the header's address without a page, form-encoded or multipart", async () => {
    const email = uniqueEmail('un-clic');
    const url = oneClickUrl(await confirmedSignup(email));
    // A link scanner's GET of the address changes nothing.
    await ctx.app.inject({ method: 'GET', url });
    expect((await rowOf(email))?.status).toBe('confirmed');

    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<LaunchListResult>()).toEqual({
      status: 'unsubscribed',
      message: msg.unsubscribed,
    });
    expect((await rowOf(email))?.status).toBe('unsubscribed');

    const boundary = 'ocBoundary8058';
    const again = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<LaunchListResult>().status).toBe('unsubscribed');
  });

  it("is not limited per address (mail providers post everyone's clicks from a few)", async () => {
    const email = uniqueEmail('proveedor');
    const url = oneClickUrl(await confirmedSignup(email));
    const ip = randomIp();
    for (let i = 0; i <= limits.tokenUsePerIp.max; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 400 link_invalid to an unknown token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/coming-soon/baja?token=${'z'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error).toBe('link_invalid');
  });
});

describe('admin', () => {
  it('refuses anonymous callers (401) and customers (403) on every admin route', async () => {
    const id = randomUUID();
    const routes = [
      { method: 'GET', url: '/api/admin/launch-list' },
      { method: 'GET', url: '/api/admin/launch-list.csv' },
      { method: 'DELETE', url: `/api/admin/launch-list/${id}` },
    ] as const;
    for (const route of routes) {
      expect((await ctx.app.inject(route)).statusCode).toBe(401);
      const res = await ctx.app.inject({ ...route, headers: bearer(customer) });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('@example.com');
    }
  });

  it('lists sign-ups newest first, a page at a time, with counts by status', async () => {
    const pending = uniqueEmail('lista-pendiente');
    await join(pending);
    const confirmed = uniqueEmail('lista-confirmada');
    await confirmedSignup(confirmed);
    const all = await adminList('?limit=100');
    const confirmedCount = all.items.filter((i) => i.status === 'confirmed').length;
    expect(all.counts.confirmed).toBe(confirmedCount);
    expect(all.counts.pending).toBe(all.items.filter((i) => i.status === 'pending').length);
    expect(all.total).toBe(all.counts.pending + all.counts.confirmed + all.counts.unsubscribed);
    expect(all.items[0]?.email).toBe(confirmed);
    expect(all.items[1]).toMatchObject({ email: pending, status: 'pending', confirmedAt: null });
    expect(all.items[0]).toMatchObject({ consentText: launchListConsentText, status: 'confirmed' });

    const page = await adminList('?limit=1&offset=1');
    expect(page.items.map((i) => i.email)).toEqual([pending]);
    expect(page.total).toBe(all.total);
    const onlyConfirmed = await adminList('?status=confirmed&limit=100');
    expect(onlyConfirmed.items.every((i) => i.status === 'confirmed')).toBe(true);
    expect(onlyConfirmed.total).toBe(all.counts.confirmed);
  });

  it('exports only the confirmed sign-ups as Excel-ready CSV, formulas neutralised', async () => {
    const confirmed = uniqueEmail('csv-confirmada');
    await confirmedSignup(confirmed);
    const pending = uniqueEmail('csv-pendiente');
    await join(pending);
    const dash = `-2+3.${randomUUID().slice(0, 8)}@example.com`;
    await confirmedSignup(dash);
    // A row no form would accept today (an older release, an import): still never a formula.
    const formula = `=cmd|' /C calc'!A0.${randomUUID().slice(0, 8)}@example.com`;
    await ctx.database.db.insert(launchListSignups).values({
      id: randomUUID(),
      email: formula,
      status: 'confirmed',
      consentText: '@SUM(1+1);"citado"',
      consentedAt: new Date(),
      confirmedAt: new Date(),
      confirmationRequestedAt: new Date(),
      unsubscribeTokenHash: randomUUID(),
    });

    const res = await get('/api/admin/launch-list.csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="lista-de-aviso-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email;consented_at;confirmed_at;consent_text');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows.find((l) => l.startsWith(`${confirmed};`))).toMatch(
      new RegExp(
        `^${confirmed.replace(/\./g, '\\.')};\\d{4}-\\d\\d-\\d\\dT[^;]+;\\d{4}-[^;]+;${launchListConsentText.replace(/\./g, '\\.')}$`,
      ),
    );
    expect(res.body).not.toContain(pending);
    expect(rows).toContain(
      `'${formula};${rows
        .find((l) => l.includes(formula))
        ?.split(';')
        .slice(1, 3)
        .join(';')};"'@SUM(1+1);""citado"""`,
    );
    expect(rows.some((l) => l.startsWith(`'${dash};`))).toBe(true);
    // No row starts with a character a spreadsheet would run.
    expect(rows.every((l) => !/^[=+\-@\t\r]/.test(l))).toBe(true);
    const list = await adminList('?status=confirmed&limit=100');
    expect(rows).toHaveLength(list.counts.confirmed);
  });

  it('erases a sign-up: gone from the list, its links dead', async () => {
    const email = uniqueEmail('borrar');
    const mail = await confirmedSignup(email);
    const row = await rowOf(email);
    if (!row) throw new Error('no row');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/launch-list/${row.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect(await rowOf(email)).toBeUndefined();
    expect((await unsubscribe(unsubscribeToken(mail))).statusCode).toBe(400);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/launch-list/${row.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorAnswer>().message).toBe(msg.notFound);
  });
});
