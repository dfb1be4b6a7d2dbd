import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  eventMessages,
  type AdminEvent,
  type MyEventIds,
  type MyEventTickets,
  type OrderCheckoutResponse,
  type PublicEvent,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { users } from '#src/db/schema/index';
import { bearer, confirmedCustomer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent, day } from '#test/events';
import { freePort, payWith, waitForStatus } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitForJobs } from '#test/job-states';
import { readMailbox, waitForMail } from '#test/mailbox';
import { waitUntil } from '#test/wait';

// Listening on a real port: the (simulated) provider's webhooks reach the app over HTTP.
const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin = '';
let buyer = { token: '', email: '' };

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  const account = await confirmedCustomer(ctx.app, ctx.database.db);
  buyer = { token: account.accessToken, email: account.email };
}, 60_000);

const holders = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    fullName: `Asistente ${i + 1}`,
    email: `asistente${i + 1}@example.com`,
  }));

const order = (items: object[], token: string | null = buyer.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: token ? bearer(token) : {},
    payload: { items },
  });

const ticketLine = (ticketTypeId: string, n: number) => ({
  kind: 'ticket',
  ticketTypeId,
  holders: holders(n),
});

const publicEvent = async (id: string) =>
  (await ctx.app.inject(`/api/events/event/${id}`)).json<PublicEvent>();

const available = async (id: string) =>
  (await publicEvent(id)).ticketTypes.map((t) => [t.name, t.available, t.sale]);

async function myEventIds(token: string) {
  const res = await ctx.app.inject({ url: '/api/events/mine', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const { eventIds, events } = res.json<MyEventIds>();
  expect(events.map((e) => e._id)).toEqual(eventIds);
  return eventIds;
}

const ticketsOf = (orderId: string) =>
  ctx.database.db.query.tickets.findMany({ where: (t, { eq }) => eq(t.orderId, orderId) });

/** A small event: 'General' 25 € (3 seats, 2 an order), 'Invitación' free (2), 4 in all. */
const smallEvent = (): Promise<AdminEvent> =>
  adminEvent(ctx.app, admin, {
    capacity: 4,
    ticketTypes: [
      { ...baseType, name: 'General', priceCents: 2500, quota: 3, maxPerOrder: 2 },
      { ...baseType, name: 'Invitación', priceCents: 0, quota: 2, maxPerOrder: 1 },
    ],
  });
/** The admin's input of an event as it stands (to send it back with changes). */
const walkOf = (event: AdminEvent) => ({
  name: event.name,
  description: event.description,
  coverPhotoId: event.coverPhotoId,
  startsAt: event.startsAt,
  endsAt: event.endsAt,
  timeZone: event.timeZone,
  venueName: event.venueName,
  venueAddress: event.venueAddress,
  onlineUrl: event.onlineUrl,
  capacity: event.capacity,
});
const baseType = {
  description: '',
  vatRate: 21 as const,
  salesStartAt: null,
  salesEndAt: null,
};

describe('tickets through the checkout', () => {
  it('asks a visitor to sign in first, and sells nothing', async () => {
    const event = await smallEvent();
    const res = await order([ticketLine(event.ticketTypes[0]?.id ?? '', 1)], null);
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe(eventMessages.signInToBuy);
    expect(await available(event._id)).toEqual([
      ['General', 3, 'open'],
      ['Invitación', 2, 'open'],
    ]);
  });

  it('takes free seats only for a confirmed email; an unconfirmed account may still pay', async () => {
    const event = await smallEvent();
    const [paid, free] = event.ticketTypes.map((t) => t.id);
    const unconfirmed = await signUp(ctx.app);
    const refused = await order([ticketLine(free ?? '', 1)], unconfirmed.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'email_unconfirmed',
      message: eventMessages.confirmEmailForFree,
    });
    // Paying vouches for the buyer: the seat is held while they pay, as a guest's would be.
    const paying = await order(
      [ticketLine(paid ?? '', 1), ticketLine(free ?? '', 1)],
      unconfirmed.accessToken,
    );
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json<OrderCheckoutResponse>().status).toBe('pending_payment');
    expect(await available(event._id)).toEqual([
      ['General', 2, 'open'],
      ['Invitación', 1, 'open'],
    ]);
    await ctx.database.db
      .update(users)
      .set({ mailConfirmed: true })
      .where(eq(users.email, unconfirmed.email));
    const registered = await order([ticketLine(free ?? '', 1)], unconfirmed.accessToken);
    expect(registered.json<OrderCheckoutResponse>().status, registered.body).toBe('paid');
  });

  it('completes a free registration at once: paid, its ticket issued, the seat taken', async () => {
    const event = await smallEvent();
    const [general, free] = event.ticketTypes;
    const res = await order([ticketLine(free?.id ?? '', 1)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderCheckoutResponse>();
    expect(body).toMatchObject({ status: 'paid', amount: 0, clientSecret: null });
    expect(body.holdExpiresAt).toBeNull();
    await waitUntil(async () => (await ticketsOf(body.orderId)).length === 1, 'the ticket');
    const [ticket] = await ticketsOf(body.orderId);
    expect(ticket).toMatchObject({
      eventId: event._id,
      ticketTypeId: free?.id,
      holderName: 'Asistente 1',
      holderEmail: 'asistente1@example.com',
      status: 'valid',
      checkedInAt: null,
    });
    expect(await myEventIds(buyer.token)).toContain(event._id);
    // The free seat is one of the event's 4: 'General' keeps its 3 (4 − 1 = 3).
    expect(await available(event._id)).toEqual([
      ['General', 3, 'open'],
      ['Invitación', 1, 'open'],
    ]);
    expect(general?.priceCents).toBe(2500);
  });

  it('holds paid seats while the buyer pays, refuses more than is left, then issues every ticket', async () => {
    const event = await smallEvent();
    const [general, free] = event.ticketTypes;
    const started = Date.now();
    const res = await order([ticketLine(general?.id ?? '', 2)]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderCheckoutResponse>();
    expect(body).toMatchObject({ status: 'pending_payment', amount: 5000 });
    expect(body.lines).toEqual([
      // 50,00 € with 21 % IVA included: 8,68 € of IVA.
      { kind: 'ticket', quantity: 2, baseCents: 4132, vatRateBp: 2100, vatCents: 868 },
    ]);
    const holdUntil = Date.parse(body.holdExpiresAt ?? '');
    expect(holdUntil - started).toBeGreaterThan(14 * 60_000);
    expect(holdUntil - started).toBeLessThan(16 * 60_000);
    expect(body.holdSeconds).toBeGreaterThan(14 * 60);
    expect(body.holdSeconds).toBeLessThanOrEqual(15 * 60);
    expect(await available(event._id)).toEqual([
      ['General', 1, 'open'],
      ['Invitación', 2, 'open'],
    ]);

    // Two more 'General': one is left.
    const other = await confirmedCustomer(ctx.app, ctx.database.db);
    const tooMany = await order([ticketLine(general?.id ?? '', 2)], other.accessToken);
    expect([tooMany.statusCode, tooMany.json<{ message: string }>().message]).toEqual([
      409,
      checkoutMessages.soldOut,
    ]);
    // The shared capacity: 2 held + 2 free = 4, so the last 'General' goes too.
    const both = await order([ticketLine(free?.id ?? '', 1)], other.accessToken);
    expect(both.statusCode, both.body).toBe(200);
    const third = await confirmedCustomer(ctx.app, ctx.database.db);
    const freeAgain = await order([ticketLine(free?.id ?? '', 1)], third.accessToken);
    expect(freeAgain.statusCode, freeAgain.body).toBe(200);
    expect(await available(event._id)).toEqual([
      ['General', 0, 'sold_out'],
      ['Invitación', 0, 'sold_out'],
    ]);

    await payWith(ctx.app, body.paymentIntentId ?? '');
    await waitForStatus(ctx.app, body.orderId, 'paid');
    await waitUntil(async () => (await ticketsOf(body.orderId)).length === 2, 'two tickets');
    const issued = await ticketsOf(body.orderId);
    expect(issued.map((t) => [t.position, t.holderName]).sort()).toEqual([
      [0, 'Asistente 1'],
      [1, 'Asistente 2'],
    ]);
    expect(await myEventIds(buyer.token)).toContain(event._id);
    // The other buyer's free registration: its ticket issued by its own job.
    const otherOrder = both.json<OrderCheckoutResponse>().orderId;
    await waitUntil(async () => (await ticketsOf(otherOrder)).length === 1, 'the free ticket');
    expect(await myEventIds(other.accessToken)).toContain(event._id);
  });

  it('refuses more than the maximum per order, a type not on sale, and a draft event, naming the line', async () => {
    const event = await smallEvent();
    const [general] = event.ticketTypes;
    const tooMany = await order([
      ticketLine(general?.id ?? '', 1),
      ticketLine(general?.id ?? '', 2),
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(eventMessages.tooManyPerOrder(2));

    const later = await adminEvent(ctx.app, admin, {
      ticketTypes: [
        {
          ...baseType,
          name: 'Preventa',
          priceCents: 1000,
          quota: 5,
          maxPerOrder: 2,
          salesStartAt: day(5),
        },
      ],
    });
    const notYet = await order([ticketLine(later.ticketTypes[0]?.id ?? '', 1)]);
    expect([notYet.statusCode, notYet.json<{ message: string }>().message]).toEqual([
      400,
      eventMessages.notOnSaleYet,
    ]);
    expect((await publicEvent(later._id)).ticketTypes[0]?.sale).toBe('not_started');

    const draft = await adminEvent(ctx.app, admin, {}, { publish: false });
    for (const ticketTypeId of [draft.ticketTypes[0]?.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await order([ticketLine(ticketTypeId ?? '', 1)]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(eventMessages.ticketTypeUnavailable);
    }
    const blank = await order([
      { kind: 'ticket', ticketTypeId: general?.id, holders: [{ fullName: ' ', email: 'x' }] },
    ]);
    expect(blank.statusCode).toBe(400);
    expect(await available(event._id)).toEqual([
      ['General', 3, 'open'],
      ['Invitación', 2, 'open'],
    ]);
  });

  it('keeps what is sold: the admin cannot remove a type with seats taken, nor go below them', async () => {
    const event = await smallEvent();
    const [general, free] = event.ticketTypes;
    if (!general || !free) throw new Error('two types');
    const bought = await order([ticketLine(general.id, 2)]);
    expect(bought.statusCode, bought.body).toBe(200);
    const asInput = (type: typeof general, quota = type.quota) => ({
      ...baseType,
      id: type.id,
      name: type.name,
      priceCents: type.priceCents,
      quota,
      maxPerOrder: type.maxPerOrder,
    });
    const edit = (changes: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/events/admin/${event._id}`,
        headers: bearer(admin),
        payload: { ...walkOf(event), ...changes },
      });
    const cases: [object, string, string][] = [
      [{ ticketTypes: [asInput(free)] }, 'ticketTypes', eventMessages.ticketTypeHasSales],
      [
        { ticketTypes: [asInput(general, 1), asInput(free)] },
        'ticketTypes.0.quota',
        eventMessages.quotaBelowTaken(2),
      ],
      [
        { capacity: 1, ticketTypes: [asInput(general), asInput(free)] },
        'capacity',
        eventMessages.capacityBelowTaken(2),
      ],
    ];
    for (const [changes, path, message] of cases) {
      const res = await edit(changes);
      expect(res.statusCode, path).toBe(400);
      expect(res.json<{ message: string; details: { path: string }[] }>()).toMatchObject({
        message,
        details: [{ path }],
      });
    }
    // The free type (nothing taken) may go, and the quota may come down to what is sold.
    const fine = await edit({ ticketTypes: [asInput(general, 2)], capacity: 2 });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await available(event._id)).toEqual([['General', 0, 'sold_out']]);
  });

  it('sends every ticket: the buyer all of them, each other holder theirs, as PDF with the calendar file', async () => {
    const event = await smallEvent();
    const [general] = event.ticketTypes;
    const account = await confirmedCustomer(ctx.app, ctx.database.db);
    const res = await order(
      [
        {
          kind: 'ticket',
          ticketTypeId: general?.id,
          holders: [
            { fullName: 'Lucía Pérez', email: account.email },
            { fullName: 'Íñigo Núñez', email: 'inigo@example.com' },
          ],
        },
      ],
      account.accessToken,
    );
    const body = res.json<OrderCheckoutResponse>();
    await payWith(ctx.app, body.paymentIntentId ?? '');

    const mine = await waitForMail(ctx.dataDir, account.email, /Tus entradas para/, 15_000);
    expect(mine.subject).toBe(`Tus entradas para ${event.name}`);
    expect(mine.body).toContain('Lucía Pérez');
    expect(mine.body).toContain('Íñigo Núñez');
    expect(mine.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['entradas-paseo-fotografico-por-el-albaicin.pdf', 'application/pdf'],
      ['paseo-fotografico-por-el-albaicin.ics', 'text/calendar'],
    ]);
    const [pdf, ics] = mine.attachments;
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // A page per ticket.
    expect(pdf?.content.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toContain(`UID:${event._id}@127.0.0.1:${port}`);
    expect(calendar).toContain(
      `DTSTART:${event.startDate.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    );
    const theirs = await waitForMail(ctx.dataDir, 'inigo@example.com', /Tu entrada para/, 15_000);
    expect(theirs.body).toContain('Íñigo Núñez');
    expect(theirs.body).not.toContain('Lucía Pérez');
    expect(
      theirs.attachments[0]?.content.toString('latin1').match(/\/Type \/Page\b/g),
    ).toHaveLength(1);

    // Once: a second delivery of the payment's webhook sends nothing more.
    // This order's people only: other tests' emails may still be on their way.
    const count = async () =>
      (await readMailbox(ctx.dataDir)).filter(
        (m) =>
          /entradas? para/.test(m.subject) &&
          (m.to.includes(account.email) || m.to.includes('inigo@example.com')),
      ).length;
    const sent = await count();
    expect(sent).toBe(2);
    await ctx.app.ticketIssuing.afterPayment(body.orderId, ctx.database.db);
    ctx.app.ticketIssuing.paymentCommitted();
    const jobs = await waitForJobs(ctx.database.db, {
      name: 'tickets.issue',
      data: { orderId: body.orderId },
    });
    expect(jobs.map((job) => job.state)).toEqual(['completed', 'completed']);
    expect(await count()).toBe(sent);

    // The buyer's page: each ticket with its code; the PDF of them; another account sees none.
    const page = await ctx.app.inject({
      url: `/api/events/mine/${event._id}`,
      headers: bearer(account.accessToken),
    });
    expect(page.statusCode, page.body).toBe(200);
    const { tickets } = page.json<MyEventTickets>();
    expect(tickets.map((t) => [t.holderName, t.ticketTypeName, t.status])).toEqual([
      ['Lucía Pérez', 'General', 'valid'],
      ['Íñigo Núñez', 'General', 'valid'],
    ]);
    expect(tickets[0]?.code).toMatch(/^T1\.[0-9a-f-]{36}\.1\.[\w-]{22}$/);
    const file = await ctx.app.inject({
      url: `/api/events/mine/${event._id}/pdf`,
      headers: bearer(account.accessToken),
    });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const stranger = await confirmedCustomer(ctx.app, ctx.database.db);
    for (const url of [`/api/events/mine/${event._id}`, `/api/events/mine/${event._id}/pdf`]) {
      const res = await ctx.app.inject({ url, headers: bearer(stranger.accessToken) });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await ctx.app.inject(`/api/events/mine/${event._id}`)).statusCode).toBe(401);
    const calendarFile = await ctx.app.inject(`/api/events/event/${event._id}/calendar`);
    expect(calendarFile.statusCode).toBe(200);
    expect(calendarFile.body).toContain('BEGIN:VEVENT');
  });

  it('cancelling the event refunds every paid ticket, cancels free ones and tells each person once', async () => {
    const event = await smallEvent();
    const [general, free] = event.ticketTypes;
    const payer = await confirmedCustomer(ctx.app, ctx.database.db);
    const paid = (
      await order(
        [
          {
            kind: 'ticket',
            ticketTypeId: general?.id,
            holders: [
              { fullName: 'Marta Gil', email: payer.email },
              { fullName: 'Nuria Roca', email: 'nuria@example.com' },
            ],
          },
        ],
        payer.accessToken,
      )
    ).json<OrderCheckoutResponse>();
    await payWith(ctx.app, paid.paymentIntentId ?? '');
    const guest = await confirmedCustomer(ctx.app, ctx.database.db);
    const freeOrder = (
      await order([ticketLine(free?.id ?? '', 1)], guest.accessToken)
    ).json<OrderCheckoutResponse>();
    await waitUntil(
      async () =>
        (await ticketsOf(paid.orderId)).length === 2 &&
        (await ticketsOf(freeOrder.orderId)).length === 1,
      'the tickets',
    );

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/admin/${event._id}/cancel`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminEvent>().status).toBe('cancelled');
    expect((await publicEvent(event._id)).status).toBe('cancelled');

    await waitForStatus(ctx.app, paid.orderId, 'refunded');
    const money = await ctx.app.paymentsLedger.money(paid.orderId);
    expect(money).toMatchObject({ refundedCents: 5000, refundableCents: 0 });
    expect(money.refunds).toHaveLength(1);
    const buyerMail = await waitForMail(ctx.dataDir, payer.email, /^Cancelado:/, 15_000);
    expect(buyerMail.body).toContain('Te devolvemos 50,00');
    const holderMail = await waitForMail(ctx.dataDir, 'nuria@example.com', /^Cancelado:/, 15_000);
    expect(holderMail.body).not.toContain('Te devolvemos');
    const freeMail = await waitForMail(ctx.dataDir, guest.email, /^Cancelado:/, 15_000);
    expect(freeMail.body).toContain('no hay nada que devolver');
    // The free registration's holder, told after its buyer (one job, two messages).
    const freeHolder = await waitForMail(ctx.dataDir, 'asistente1@example.com', /^Cancelado:/);
    expect(freeHolder.body).not.toContain('devolver');
    const statuses = async () =>
      [...(await ticketsOf(paid.orderId)), ...(await ticketsOf(freeOrder.orderId))].map(
        (t) => t.status,
      );
    expect(await statuses()).toEqual(['cancelled', 'cancelled', 'cancelled']);

    // A retried job refunds and writes nothing more; the event cannot be cancelled twice.
    const cancellations = async () =>
      (await readMailbox(ctx.dataDir)).filter((m) => m.subject === `Cancelado: ${event.name}`)
        .length;
    // The payer (also a holder), the other holder, the free registration's buyer and holder.
    expect(await cancellations()).toBe(4);
    await ctx.app.jobs.send('tickets.cancel-order', { eventId: event._id, orderId: paid.orderId });
    await waitForJobs(ctx.database.db, {
      name: 'tickets.cancel-order',
      data: { orderId: paid.orderId },
    });
    expect((await ctx.app.paymentsLedger.money(paid.orderId)).refunds).toHaveLength(1);
    expect(await cancellations()).toBe(4);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/admin/${event._id}/cancel`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
  });

  it('an order refunded in full gives its seats back and its tickets stop working; a partial refund keeps them', async () => {
    const event = await smallEvent();
    const [general] = event.ticketTypes;
    const res = await order([ticketLine(general?.id ?? '', 2)]);
    const body = res.json<OrderCheckoutResponse>();
    await payWith(ctx.app, body.paymentIntentId ?? '');
    await waitUntil(async () => (await ticketsOf(body.orderId)).length === 2, 'two tickets');
    expect(await available(event._id)).toEqual([
      ['General', 1, 'open'],
      ['Invitación', 2, 'open'],
    ]);
    const refund = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${body.orderId}/refunds`,
        headers: bearer(admin),
        payload,
      });

    expect((await refund({ amountCents: 1000 })).statusCode).toBe(201);
    await waitForStatus(ctx.app, body.orderId, 'partially_refunded');
    expect((await ticketsOf(body.orderId)).map((t) => t.status)).toEqual(['valid', 'valid']);
    expect((await available(event._id))[0]).toEqual(['General', 1, 'open']);

    expect((await refund({})).statusCode).toBe(201);
    await waitForStatus(ctx.app, body.orderId, 'refunded');
    await waitUntil(
      async () => (await ticketsOf(body.orderId)).every((t) => t.status === 'cancelled'),
      'the tickets cancelled',
    );
    // Each holder who is not the buyer hears their ticket stopped working.
    const told = await waitForMail(
      ctx.dataDir,
      'asistente2@example.com',
      /Entrada anulada/,
      15_000,
    );
    expect(told.body).toContain('Asistente 2');
    expect(told.body).not.toContain('Asistente 1');
    expect(await available(event._id)).toEqual([
      ['General', 3, 'open'],
      ['Invitación', 2, 'open'],
    ]);
    // Only the full refund set it going: one job for the order, not one per refund.
    const jobs = await waitForJobs(ctx.database.db, {
      name: 'tickets.order-refunded',
      data: { orderId: body.orderId },
    });
    expect(jobs).toHaveLength(1);
  });
});
