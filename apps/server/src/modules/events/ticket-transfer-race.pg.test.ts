import { describe, expect, it } from 'vitest';
import { eventMessages, type MyTicket } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { waitForJobs } from '#test/job-states';
import { readMailbox } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });

describe('transfers of one ticket at the same moment (PostgreSQL)', () => {
  it('makes one of eight: the rest are told it changed, and each holder hears once', async () => {
    const admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
    const event = await adminEvent(ctx.app, admin, { ticketTypes: [freeRegistration] });
    const { buyer, tickets } = await registerFree(ctx.app, event, [
      { fullName: 'Olga Prieto', email: 'olga@example.com' },
    ]);
    const ticket = tickets[0];
    if (!ticket) throw new Error('a ticket');
    const to = (i: number) => `nuevo${i}@example.com`;

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/events/mine/tickets/${ticket.id}/holder`,
          headers: bearer(buyer.accessToken),
          payload: { fullName: `Persona ${i}`, email: to(i), codeVersion: ticket.codeVersion },
        }),
      ),
    );
    const done = answers.filter((res) => res.statusCode === 200).map((r) => r.json<MyTicket>());
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(done).toHaveLength(1);
    expect(refused.map((res) => [res.statusCode, res.json<{ error: string }>().error])).toEqual(
      Array.from({ length: 7 }, () => [409, 'conflict']),
    );
    expect(refused[0]?.json<{ message: string }>().message).toBe(
      eventMessages.holderChangedMeanwhile,
    );
    const winner = done[0];
    expect(winner?.codeVersion).toBe(ticket.codeVersion + 1);
    const mine = await ctx.app.inject({
      url: `/api/events/mine/${event._id}`,
      headers: bearer(buyer.accessToken),
    });
    expect(mine.json<{ tickets: MyTicket[] }>().tickets[0]).toMatchObject({
      holderEmail: winner?.holderEmail,
      code: winner?.code,
    });

    // Exactly one email per transfer made: the new holder's ticket, the old holder's notice.
    for (const name of ['tickets.email-holder', 'tickets.email-transferred']) {
      await waitForJobs(ctx.database.db, { name, data: { ticketId: ticket.id } });
    }
    const mails = await readMailbox(ctx.dataDir);
    const sentTo = (email: string) => mails.filter((m) => m.to.includes(email));
    expect(Array.from({ length: 8 }, (_, i) => sentTo(to(i)).length).sort((a, b) => b - a)).toEqual(
      [1, 0, 0, 0, 0, 0, 0, 0],
    );
    expect(sentTo(winner?.holderEmail ?? '-').map((m) => m.subject)).toEqual([
      `Tu entrada para ${event.name}`,
    ]);
    expect(sentTo('olga@example.com').map((m) => m.subject)).toEqual([
      `Tu entrada para ${event.name}`,
      `Tu entrada ya no es válida: ${event.name}`,
    ]);
  });
});
