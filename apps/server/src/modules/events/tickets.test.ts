import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventMessages,
  type AttendeeList,
  type CheckInResult,
  type MyTicket,
  type Purchases,
} from '@shop/contracts';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { waitForJobs } from '#test/job-states';
import { readMailbox, waitForMail } from '#test/mailbox';
import { pdfPages } from '#test/pdf-text';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

/** A free event with `people` ([name, email]) registered by one buyer. */
async function registered(people: [string, string][]) {
  const event = await adminEvent(ctx.app, admin, { ticketTypes: [freeRegistration] });
  const holders = people.map(([fullName, email]) => ({ fullName, email }));
  return { event, ...(await registerFree(ctx.app, event, holders)) };
}

/** Each page's line under the holder's name: the type and, with several, 'entrada i de n'. */
const numbering = (pdf: Buffer | undefined) =>
  pdfPages(pdf ?? Buffer.alloc(0)).map((page) =>
    page.split('\n').find((l) => l.startsWith('Registro')),
  );

const transfer = (
  token: string,
  ticket: Pick<MyTicket, 'id' | 'codeVersion'>,
  holder = { fullName: 'Irene Soler', email: 'Irene@Example.com' },
) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/events/mine/tickets/${ticket.id}/holder`,
    headers: bearer(token),
    payload: { ...holder, codeVersion: ticket.codeVersion },
  });

const checkIn = (eventId: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/events/admin/${eventId}/check-in`,
    headers: bearer(admin),
    payload: { code },
  });

const attendees = async (eventId: string, q = '') =>
  (
    await ctx.app.inject({
      url: `/api/events/admin/${eventId}/attendees?q=${encodeURIComponent(q)}`,
      headers: bearer(admin),
    })
  ).json<AttendeeList>();

describe('tickets: their PDFs and their holders', () => {
  it('numbers the tickets of each PDF among those it holds: the buyer’s all, a companion’s hers', async () => {
    const { event, buyer } = await registered([
      ['Rosa Blanco', 'rosa@example.com'],
      ['Tomás Calvo', 'tomas@example.com'],
      ['Úrsula Díaz', 'ursula@example.com'],
    ]);
    const all = await waitForMail(ctx.dataDir, buyer.email, /Tus entradas para/, 15_000);
    expect(numbering(all.attachments[0]?.content)).toEqual([
      'Registro · entrada 1 de 3',
      'Registro · entrada 2 de 3',
      'Registro · entrada 3 de 3',
    ]);
    // Tomás is the second of the order, and his PDF holds his ticket only.
    const his = await waitForMail(ctx.dataDir, 'tomas@example.com', /Tu entrada para/, 15_000);
    const [page] = pdfPages(his.attachments[0]?.content ?? Buffer.alloc(0));
    expect(page).toContain('Tomás Calvo');
    expect(numbering(his.attachments[0]?.content)).toEqual(['Registro']);

    // The buyer's download holds the valid ones: one cancelled, two left, numbered 1 and 2.
    await ctx.database.db.execute(
      `update tickets set status = 'cancelled' where holder_email = 'rosa@example.com'`,
    );
    const file = await ctx.app.inject({
      url: `/api/events/mine/${event._id}/pdf`,
      headers: bearer(buyer.accessToken),
    });
    expect(numbering(file.rawPayload)).toEqual([
      'Registro · entrada 1 de 2',
      'Registro · entrada 2 de 2',
    ]);
  });

  it('gives a ticket to someone else: a new code and reference, both holders told, every view current', async () => {
    const { event, tickets, buyer, orderId } = await registered([
      ['Hugo Vidal', 'hugo@example.com'],
    ]);
    const ticket = tickets[0];
    if (!ticket) throw new Error('a ticket');
    expect(ticket.reference).toMatch(/^[0-9A-F]{8}$/);
    const stranger = await signUp(ctx.app);
    expect((await transfer(stranger.accessToken, ticket)).statusCode).toBe(404);
    const blank = await transfer(buyer.accessToken, ticket, { fullName: ' ', email: 'x' });
    expect(blank.statusCode).toBe(400);

    const res = await transfer(buyer.accessToken, ticket);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<MyTicket>();
    expect(moved).toMatchObject({
      holderName: 'Irene Soler',
      holderEmail: 'irene@example.com',
      codeVersion: 2,
    });
    expect(moved.code).not.toBe(ticket.code);
    // The reference printed under the QR moves on with the code.
    expect(moved.reference).toBe(`${ticket.reference}-2`);

    // The new holder gets her ticket, with its new reference; the old one hears it went.
    const hers = await waitForMail(ctx.dataDir, 'irene@example.com', /Tu entrada para/, 15_000);
    expect(hers.attachments.map((a) => a.contentType)).toEqual([
      'application/pdf',
      'text/calendar',
    ]);
    const [page] = pdfPages(hers.attachments[0]?.content ?? Buffer.alloc(0));
    expect(page).toContain('Irene Soler');
    expect(page).toContain(`Entrada ${moved.reference}`);
    const gone = await waitForMail(ctx.dataDir, 'hugo@example.com', /ya no es válida/, 15_000);
    expect(gone.subject).toBe(`Tu entrada ya no es válida: ${event.name}`);
    expect(gone.body).toContain('Hugo Vidal');
    expect(gone.body).not.toContain('Irene');
    expect(gone.attachments).toEqual([]);

    // Every view reads the holder she is now: the buyer's history, the door's list.
    const history = await ctx.app.inject({
      url: '/api/user/purchases',
      headers: bearer(buyer.accessToken),
    });
    const purchase = history.json<Purchases>().orders.find((o) => o._id === orderId);
    expect(purchase?.tickets[0]?.participants).toEqual([
      { fullName: 'Irene Soler', email: 'irene@example.com' },
    ]);
    const found = await attendees(event._id, moved.reference.toLowerCase());
    expect(found.attendees.map((a) => [a.holderName, a.reference])).toEqual([
      ['Irene Soler', moved.reference],
    ]);
    expect((await attendees(event._id, `${ticket.reference}-1`)).attendees).toEqual([]);

    // A transfer from what the page showed before is refused: the ticket changed meanwhile.
    const stale = await transfer(buyer.accessToken, ticket, {
      fullName: 'Jaime Ruiz',
      email: 'jaime@example.com',
    });
    expect([stale.statusCode, stale.json<{ error: string; message: string }>()]).toEqual([
      409,
      { error: 'conflict', message: eventMessages.holderChangedMeanwhile },
    ]);

    const old = await checkIn(event._id, ticket.code);
    expect(old.json<{ message: string }>().message).toBe(eventMessages.codeReplaced);
    const now = await checkIn(event._id, moved.code);
    expect(now.json<CheckInResult>().attendee.holderName).toBe('Irene Soler');
    // Used: it can no longer change hands; and the seat count never moved.
    expect((await transfer(buyer.accessToken, moved)).json<{ message: string }>().message).toBe(
      eventMessages.holderChangeClosed,
    );
    expect(await attendees(event._id)).toMatchObject({ valid: 1, checkedIn: 1 });
    // One email each: the new holder's ticket, the old holder's notice.
    await waitForJobs(ctx.database.db, {
      name: 'tickets.email-holder',
      data: { ticketId: ticket.id },
    });
    const mails = (await readMailbox(ctx.dataDir)).filter((m) =>
      ['irene@example.com', 'hugo@example.com', 'jaime@example.com'].some((to) =>
        m.to.includes(to),
      ),
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Tu entrada para ${event.name}`,
      `Tu entrada para ${event.name}`,
      `Tu entrada ya no es válida: ${event.name}`,
    ]);
  });
});
