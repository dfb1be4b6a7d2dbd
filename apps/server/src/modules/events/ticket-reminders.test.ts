import { beforeAll, describe, expect, it } from 'vitest';
import { instantToZonedTime } from '@shop/contracts';
import { signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree } from '#test/events';
import { readMailbox, waitForMail } from '#test/mailbox';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ JOBS_WORKERS: 'true' });
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

const inHours = (hours: number) =>
  instantToZonedTime(new Date(Date.now() + hours * 3_600_000), 'Europe/Madrid');
/** An event `hours` ahead with the given holders registered; the order. */
async function registeredFor(hours: number, name: string, holders: string[]) {
  const event = await adminEvent(ctx.app, admin, {
    name,
    startsAt: inHours(hours),
    endsAt: inHours(hours + 2),
    ticketTypes: [freeRegistration],
  });
  const people = holders.map((email, i) => ({ fullName: `Persona ${i + 1}`, email }));
  return registerFree(ctx.app, event, people);
}

const bought = (orderId: string, daysAgo: number) =>
  ctx.database.db.execute(
    `update tickets set created_at = now() - interval '${daysAgo} days' where order_id = '${orderId}'`,
  );

describe('the reminder the day before', () => {
  it('reminds each holder once, with their tickets, of an event that starts within a day', async () => {
    const soon = await registeredFor(20, 'Taller de mañana', [
      'ana@example.com',
      'ana@example.com',
      'blas@example.com',
    ]);
    await bought(soon.orderId, 3);
    const later = await registeredFor(72, 'Taller de la semana que viene', ['carla@example.com']);
    await bought(later.orderId, 3);
    // Bought an hour ago for tomorrow: its confirmation was the reminder.
    await registeredFor(20, 'Taller de última hora', ['dani@example.com']);

    // Ana (two tickets) and Blas for tomorrow; not Dani, nor Carla yet.
    expect(await ctx.app.ticketIssuing.remindDue()).toBe(2);
    const ana = await waitForMail(ctx.dataDir, 'ana@example.com', /^Mañana: /, 15_000);
    expect(ana.subject).toBe('Mañana: Taller de mañana');
    expect(ana.body).toContain('Persona 1');
    expect(ana.body).toContain('Persona 2');
    expect(ana.body).not.toContain('Persona 3');
    expect(ana.attachments[0]?.content.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(
      2,
    );
    // Neither bought them: each reaches her tickets by their own links, not the buyer's page.
    expect(ana.links.filter((l) => l.includes('/entrada/'))).toHaveLength(2);
    expect(ana.links.some((l) => l.includes('/mistickets/'))).toBe(false);
    const blas = await waitForMail(ctx.dataDir, 'blas@example.com', /^Mañana: /, 15_000);
    expect(blas.links.filter((l) => l.includes('/entrada/'))).toHaveLength(1);

    // Once: looking again finds nothing; the week-ahead and the last-minute tickets wait.
    expect(await ctx.app.ticketIssuing.remindDue()).toBe(0);
    const reminders = (await readMailbox(ctx.dataDir)).filter((m) =>
      m.subject.startsWith('Mañana:'),
    );
    expect(reminders.map((m) => m.to).sort()).toEqual(['ana@example.com', 'blas@example.com']);
    // Three days on, the week-ahead event is within a day.
    expect(await ctx.app.ticketIssuing.remindDue(new Date(Date.now() + 50 * 3_600_000))).toBe(1);
    await waitForMail(ctx.dataDir, 'carla@example.com', /^Mañana: /, 15_000);
  });
});
