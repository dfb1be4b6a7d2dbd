import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventMessages,
  type HolderTicket,
  type MyEventIds,
  type MyEventTickets,
  type MyTicket,
} from '@shop/contracts';
import { users } from '#src/db/schema/index';
import { eq } from 'drizzle-orm';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { waitForMail } from '#test/mailbox';
import { pdfPages } from '#test/pdf-text';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

/** The holder's link in her email: '/entrada/{ticketId}?token=…'. */
const holderLink = (links: string[]) => {
  const link = links.find((l) => l.includes('/entrada/'));
  if (!link) throw new Error(`no holder link in ${links.join(', ')}`);
  const url = new URL(link);
  return {
    ticketId: url.pathname.split('/').pop() ?? '',
    token: url.searchParams.get('token') ?? '',
  };
};

const byLink = (ticketId: string, token: string, suffix = '') =>
  ctx.app.inject({
    url: `/api/events/tickets/${ticketId}${suffix}?token=${encodeURIComponent(token)}`,
  });

const notFoundBody = { error: 'not_found', message: eventMessages.ticketNotFound };

describe("a holder's own link to her ticket", () => {
  it('shows her ticket without an account, its PDF too; a wrong token, another’s, or one from before a transfer is a 404', async () => {
    const event = await adminEvent(ctx.app, admin, { ticketTypes: [freeRegistration] });
    const { buyer, tickets } = await registerFree(ctx.app, event, [
      { fullName: 'Berta Gil', email: 'berta@example.com' },
      { fullName: 'Carmen Ortiz', email: 'carmen@example.com' },
    ]);
    const mail = await waitForMail(ctx.dataDir, 'carmen@example.com', /Tu entrada para/, 15_000);
    // Her email leads to her ticket, not to the buyer's page that would tell her she has none.
    expect(mail.links.some((l) => l.includes('/mistickets/'))).toBe(false);
    const { ticketId, token } = holderLink(mail.links);
    const hers = tickets.find((t) => t.holderEmail === 'carmen@example.com');
    expect(ticketId).toBe(hers?.id);

    const res = await byLink(ticketId, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const found = res.json<HolderTicket>();
    expect(found.event).toMatchObject({ _id: event._id, name: event.name });
    expect(found.ticket).toMatchObject({
      id: ticketId,
      holderName: 'Carmen Ortiz',
      code: hers?.code,
      transferable: false,
    });
    const pdf = await byLink(ticketId, token, '/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfPages(pdf.rawPayload)[0]).toContain('Carmen Ortiz');

    // Nothing else opens it: no token, a wrong one, another ticket's.
    const other = tickets.find((t) => t.id !== ticketId);
    for (const [id, proof] of [
      [ticketId, ''],
      [ticketId, `${token.slice(0, -2)}AA`],
      [other?.id ?? '', token],
    ] as const) {
      const refused = await byLink(id, proof);
      expect([refused.statusCode, refused.json()]).toEqual([404, notFoundBody]);
      expect((await byLink(id, proof, '/pdf')).statusCode).toBe(404);
    }

    // Given to someone else: her link stops working with her code; the new holder's works.
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/mine/tickets/${ticketId}/holder`,
      headers: bearer(buyer.accessToken),
      payload: { fullName: 'Diana Paz', email: 'diana@example.com', codeVersion: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await byLink(ticketId, token);
    expect([stale.statusCode, stale.json()]).toEqual([404, notFoundBody]);
    expect((await byLink(ticketId, token, '/pdf')).statusCode).toBe(404);
    const dianas = await waitForMail(ctx.dataDir, 'diana@example.com', /Tu entrada para/, 15_000);
    const next = holderLink(dianas.links);
    expect(next.ticketId).toBe(ticketId);
    const now = await byLink(next.ticketId, next.token);
    expect(now.json<HolderTicket>().ticket).toMatchObject({
      holderName: 'Diana Paz',
      codeVersion: 2,
      code: moved.json<MyTicket>().code,
    });
  });
});

describe('tickets held by an email join its account once confirmed', () => {
  it('an unconfirmed account sees none; confirmed, ‘Mis Eventos’ lists the event and her ticket only, hers to use, not to give', async () => {
    const event = await adminEvent(ctx.app, admin, { ticketTypes: [freeRegistration] });
    const { buyer } = await registerFree(ctx.app, event, [
      { fullName: 'Elena Ruiz', email: 'elena-buyer@example.com' },
      { fullName: 'Fátima Sanz', email: 'fatima@example.com' },
    ]);
    // She signs up with that very email, not confirmed yet: an address proves nothing.
    const fatima = await signUp(ctx.app, { name: 'Fátima Sanz', email: 'Fatima@Example.com' });
    const mine = () =>
      ctx.app.inject({ url: '/api/events/mine', headers: bearer(fatima.accessToken) });
    const tickets = () =>
      ctx.app.inject({ url: `/api/events/mine/${event._id}`, headers: bearer(fatima.accessToken) });
    expect((await mine()).json<MyEventIds>().eventIds).toEqual([]);
    const none = await tickets();
    expect([none.statusCode, none.json<{ message: string }>().message]).toEqual([
      404,
      eventMessages.noTickets,
    ]);

    await ctx.database.db
      .update(users)
      .set({ mailConfirmed: true })
      .where(eq(users.email, 'fatima@example.com'));
    expect((await mine()).json<MyEventIds>().eventIds).toEqual([event._id]);
    const hers = (await tickets()).json<MyEventTickets>().tickets;
    expect(hers.map((t) => [t.holderName, t.transferable])).toEqual([['Fátima Sanz', false]]);
    const pdf = await ctx.app.inject({
      url: `/api/events/mine/${event._id}/pdf`,
      headers: bearer(fatima.accessToken),
    });
    expect(pdfPages(pdf.rawPayload).map((p) => p.includes('Fátima Sanz'))).toEqual([true]);
    // Hers to use, not to give: only the buyer transfers.
    const give = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/mine/tickets/${hers[0]?.id}/holder`,
      headers: bearer(fatima.accessToken),
      payload: { fullName: 'Otra', email: 'otra@example.com', codeVersion: 1 },
    });
    expect(give.statusCode).toBe(404);
    // The buyer still sees and gives both.
    const all = await ctx.app.inject({
      url: `/api/events/mine/${event._id}`,
      headers: bearer(buyer.accessToken),
    });
    expect(all.json<MyEventTickets>().tickets.map((t) => t.transferable)).toEqual([true, true]);
  });
});
