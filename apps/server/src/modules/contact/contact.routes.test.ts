import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages as msg,
  type ContactMessage,
  type ContactMessagesPage,
} from '@shop/contracts';
import { contactMessages } from '#src/db/schema/index';
import { bearer, randomIp, signUp, signUpAdmin, uniqueEmail } from '#test/accounts';
import { expectInvalidField, type ErrorAnswer } from '#test/answers';
import { readMailbox, waitForMail } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';
import { retentionCutoff } from '#src/lib/retention';
import { MESSAGES_KEPT_DAYS } from './contact.limits';
import { createContactRepository } from './contact.repository';

const PHOTOGRAPHER = 'estudio@example.org';
const ctx = setupTestApp({ JOBS_WORKERS: 'true', CONTACT_EMAIL: PHOTOGRAPHER });

let admin = '';
let customer = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await signUp(ctx.app)).accessToken;
});

const stamp = () => Math.random().toString(36).slice(2, 8);

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ana López',
    email: uniqueEmail('ana'),
    subject: `Retrato ${stamp()}`,
    message: 'Hola:\n\n¿Tenéis fechas en mayo para una sesión familiar?',
    consent: true,
    ...overrides,
  };
}

const send = (payload: object, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload });

const inbox = async (query = '', token = admin) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/contact-messages${query}`,
    headers: bearer(token),
  });

const inboxPage = async (query = '') => (await inbox(query)).json<ContactMessagesPage>();

async function storedBySubject(subject: string) {
  return ctx.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
}

describe('POST /api/contact', () => {
  it('stores the message and emails the photographer, with Reply-To the sender', async () => {
    const body = message({ email: uniqueEmail('Ana.Reply') });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: msg.messageSent });

    const [stored] = await storedBySubject(body.subject);
    expect(stored).toMatchObject({
      name: 'Ana López',
      email: body.email.toLowerCase(),
      message: body.message,
      readAt: null,
    });
    expect(stored?.consentedAt).toBeInstanceOf(Date);

    const mail = await waitForMail(ctx.dataDir, PHOTOGRAPHER, new RegExp(body.subject));
    expect(mail.subject).toBe(`Mensaje de contacto: ${body.subject}`);
    expect(mail.replyTo).toBe(`Ana López <${body.email.toLowerCase()}>`);
    expect(mail.body).toContain('¿Tenéis fechas en mayo para una sesión familiar?');
    expect(mail.body).toContain(`De: Ana López <${body.email.toLowerCase()}>`);
  });

  it('answers a filled honeypot as a success, and stores and sends nothing', async () => {
    const bot = message({ website: 'https://spam.example' });
    const res = await send(bot);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: msg.messageSent });
    expect(await storedBySubject(bot.subject)).toEqual([]);

    // A person's message sent after it arrives; the bot's never does.
    const person = message();
    await send(person);
    await waitForMail(ctx.dataDir, PHOTOGRAPHER, new RegExp(person.subject));
    const subjects = (await readMailbox(ctx.dataDir)).map((m) => m.subject);
    expect(subjects.some((s) => s.includes(bot.subject))).toBe(false);
  });

  it('refuses a sixth message from one address within the hour (429, Spanish, Retry-After)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await send(message(), ip)).statusCode).toBe(201);
    const refused = await send(message(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorAnswer>()).toMatchObject({
      error: 'rate_limited',
      message: msg.tooManyMessages,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Bots count too: a honeypot does not get around the limit.
    expect((await send(message({ website: 'x' }), ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await send(message())).statusCode).toBe(201);
  });

  it('says in Spanish what is wrong with each field', async () => {
    const res = await send({
      name: ' ',
      email: 'ana@',
      subject: 'Hola\r\nBcc: todos@example.com',
      message: '',
      consent: false,
    });
    const body = expectInvalidField(res, 'name');
    const byField = Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));
    expect(byField).toMatchObject({
      name: msg.nameRequired,
      email: msg.emailInvalid,
      subject: 'Debe ocupar una sola línea.',
      message: msg.messageRequired,
      consent: msg.consentRequired,
    });
    expectInvalidField(await send(message({ consent: undefined })), 'consent');
    expectInvalidField(await send(message({ message: 'a'.repeat(5001) })), 'message');
  });
});

describe('the admin inbox', () => {
  it('is refused to anonymous callers (401) and to customers (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/admin/contact-messages' },
      { method: 'PATCH', url: `/api/admin/contact-messages/${id}`, payload: { read: true } },
      { method: 'DELETE', url: `/api/admin/contact-messages/${id}` },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, call.method).toBe(401);
      const asCustomer = await ctx.app.inject({ ...call, headers: bearer(customer) });
      expect(asCustomer.statusCode, call.method).toBe(403);
    }
  });

  it('lists newest first, marks read and unread, counts the unread, and deletes', async () => {
    const first = message();
    const second = message();
    await send(first);
    await send(second);
    const page = await inboxPage('?pageSize=100');
    const subjects = page.items.map((m) => m.subject);
    expect(subjects.indexOf(second.subject)).toBeLessThan(subjects.indexOf(first.subject));
    const target = page.items.find((m) => m.subject === first.subject);
    if (!target) throw new Error('message not listed');
    expect(target.read).toBe(false);
    expect(target.message).toBe(first.message);

    const patch = (read: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${target.id}`,
        headers: bearer(admin),
        payload: { read },
      });
    const read = await patch(true);
    expect(read.statusCode).toBe(200);
    expect(read.json<ContactMessage>().read).toBe(true);
    const afterRead = await inboxPage('?unread=true&pageSize=100');
    expect(afterRead.items.map((m) => m.id)).not.toContain(target.id);
    expect(afterRead.items.every((m) => !m.read)).toBe(true);
    expect(afterRead.unread).toBe(page.unread - 1);
    expect(afterRead.total).toBe(afterRead.unread);

    expect((await patch(false)).json<ContactMessage>().read).toBe(false);
    expect((await inboxPage('?unread=true&pageSize=100')).unread).toBe(page.unread);

    const remove = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/contact-messages/${target.id}`,
        headers: bearer(admin),
      });
    expect((await remove()).statusCode).toBe(204);
    const gone = await remove();
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ErrorAnswer>().message).toBe(msg.messageNotFound);
    expect((await patch(true)).statusCode).toBe(404);
  });

  it('pages', async () => {
    for (let i = 0; i < 3; i++) await send(message());
    const one = await inboxPage('?pageSize=2&page=1');
    const two = await inboxPage('?pageSize=2&page=2');
    expect(one.items).toHaveLength(2);
    expect(one.total).toBeGreaterThanOrEqual(3);
    expect(two.items[0]?.id).not.toBe(one.items[1]?.id);
    expect(one.items.map((m) => m.id)).not.toContain(two.items[0]?.id);
    expect((await inbox('?pageSize=500')).statusCode).toBe(400);
  });
});

describe('keeping messages (the privacy policy: a year at most)', () => {
  it('removes a message a year after it arrived, and keeps a younger one', async () => {
    const sent = async (daysAgo: number) => {
      const subject = `Antiguo ${stamp()}`;
      expect((await send(message({ subject }))).statusCode).toBe(201);
      await ctx.database.db
        .update(contactMessages)
        .set({ createdAt: sql`now() - make_interval(days => ${daysAgo})` })
        .where(eq(contactMessages.subject, subject));
      return subject;
    };
    const old = await sent(MESSAGES_KEPT_DAYS + 1);
    const young = await sent(MESSAGES_KEPT_DAYS - 1);

    // What the daily round does (lib/retention.ts) in a worker process.
    const repository = createContactRepository(ctx.database.db);
    expect(await repository.removeMessagesBefore(retentionCutoff(MESSAGES_KEPT_DAYS))).toBe(1);
    const left = await ctx.database.db
      .select({ subject: contactMessages.subject })
      .from(contactMessages)
      .where(sql`${contactMessages.subject} in (${old}, ${young})`);
    expect(left).toEqual([{ subject: young }]);
  });
});
