import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  waitlistMessages,
  type AdminEvent,
  type AdminWaitlist,
  type MyWaitlist,
  type OrderCheckoutResponse,
  type PublicEvent,
  type WaitlistEntry,
} from '@shop/contracts';
import { stockHolds, waitlistEntries } from '#src/db/schema/index';
import { bearer, confirmedCustomer, signUp, signUpAdmin } from '#test/accounts';
import { adminEvent, freeRegistration, registerFree, walk } from '#test/events';
import { readMailbox, waitForMail } from '#test/mailbox';
import { freePort, payWith, waitForStatus } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let admin = '';

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
}, 60_000);

type Customer = Awaited<ReturnType<typeof confirmedCustomer>>;

const join = (event: AdminEvent, who: Customer | null, quantity: number, acceptsFewer = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/events/event/${event._id}/waitlist`,
    headers: who ? bearer(who.accessToken) : {},
    payload: { ticketTypeId: event.ticketTypes[0]?.id, quantity, acceptsFewer },
  });

async function joined(event: AdminEvent, who: Customer, quantity: number, acceptsFewer = false) {
  const res = await join(event, who, quantity, acceptsFewer);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WaitlistEntry>();
}

async function mine(event: AdminEvent, who: Customer) {
  const res = await ctx.app.inject({
    url: `/api/events/event/${event._id}/waitlist`,
    headers: bearer(who.accessToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyWaitlist>().entries;
}

const entry = async (id: string) =>
  (await ctx.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];

const waitForEntry = (id: string, status: WaitlistEntry['status']) =>
  waitUntil(async () => (await entry(id))?.status === status, `entry ${id} ${status}`);

const firstType = async (event: AdminEvent) =>
  (await ctx.app.inject(`/api/events/event/${event._id}`)).json<PublicEvent>().ticketTypes[0];

/** The admin changes the first type's quota: raising it frees seats for the line. */
async function setQuota(event: AdminEvent, quota: number) {
  const [type] = event.ticketTypes;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/events/admin/${event._id}`,
    headers: bearer(admin),
    payload: walk({
      name: event.name,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      capacity: null,
      ticketTypes: [
        {
          ...freeRegistration,
          id: type?.id,
          priceCents: type?.priceCents ?? 0,
          maxPerOrder: type?.maxPerOrder ?? 1,
          quota,
        },
      ],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A free type of `quota` seats (3 an order), sold out to one registration. */
async function soldOutFree(quota = 3) {
  const event = await adminEvent(ctx.app, admin, {
    capacity: null,
    ticketTypes: [{ ...freeRegistration, quota, maxPerOrder: 3 }],
  });
  await registerFree(
    ctx.app,
    event,
    Array.from({ length: quota }, (_, i) => ({
      fullName: `Asistente ${i + 1}`,
      email: `asistente${i + 1}@example.com`,
    })),
  );
  return event;
}

describe('joining a waitlist', () => {
  it('takes a group on a sold-out type only, once per customer, within the order maximum', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, quota: 3, maxPerOrder: 3 }],
    });
    const ana = await confirmedCustomer(ctx.app, ctx.database.db);
    expect((await join(event, null, 1)).statusCode).toBe(401);
    const open = await join(event, ana, 1);
    expect(open.statusCode).toBe(409);
    expect(open.json<{ message: string }>().message).toBe(waitlistMessages.notSoldOut);

    await registerFree(ctx.app, event, [
      { fullName: 'Uno', email: 'uno@example.com' },
      { fullName: 'Dos', email: 'dos@example.com' },
      { fullName: 'Tres', email: 'tres@example.com' },
    ]);
    const tooMany = await join(event, ana, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ details: { path: string; message: string }[] }>().details).toEqual([
      { path: 'quantity', message: waitlistMessages.quantityInvalid(3) },
    ]);

    // An offer holds seats for hours and is emailed: an unconfirmed mailbox gets none.
    const unconfirmed = await join(event, await signUp(ctx.app), 1);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toEqual({
      error: 'email_unconfirmed',
      message: waitlistMessages.confirmEmail,
    });

    const first = await joined(event, ana, 3);
    expect(first).toMatchObject({ status: 'waiting', position: 1, quantity: 3 });
    const again = await join(event, ana, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(waitlistMessages.alreadyIn);
    const bea = await confirmedCustomer(ctx.app, ctx.database.db);
    expect(await joined(event, bea, 1)).toMatchObject({ position: 2 });
    expect((await mine(event, ana)).map((e) => e.id)).toEqual([first.id]);

    // Leaving: the next one moves up; another customer's entry is not theirs to touch.
    const stranger = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/mine/waitlist/${first.id}`,
      headers: bearer(bea.accessToken),
    });
    expect(stranger.statusCode).toBe(404);
    const left = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/mine/waitlist/${first.id}`,
      headers: bearer(ana.accessToken),
    });
    expect(left.statusCode, left.body).toBe(204);
    expect(await mine(event, ana)).toEqual([]);
    expect((await mine(event, bea))[0]).toMatchObject({ position: 1 });
    const twice = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/mine/waitlist/${first.id}`,
      headers: bearer(ana.accessToken),
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('offering seats that come back', () => {
  it('offers them to the first group that fits, never splits one that did not say so, and holds them', async () => {
    const event = await soldOutFree(3);
    const [group, single, pair, fewer] = await Promise.all(
      ['grupo', 'sola', 'pareja', 'flexible'].map((name) =>
        confirmedCustomer(ctx.app, ctx.database.db, { email: `${name}-${Date.now()}@example.com` }),
      ),
    );
    if (!group || !single || !pair || !fewer) throw new Error('four customers');
    const groupEntry = await joined(event, group, 3);
    const singleEntry = await joined(event, single, 1);
    const pairEntry = await joined(event, pair, 2);

    // One seat back: the group of three does not fit and keeps its place; the single does.
    await setQuota(event, 4);
    await waitForEntry(singleEntry.id, 'offered');
    expect((await entry(groupEntry.id))?.status).toBe('waiting');
    expect((await entry(pairEntry.id))?.status).toBe('waiting');
    const [offer] = await mine(event, single);
    expect(offer).toMatchObject({ status: 'offered', offeredQuantity: 1, position: null });
    const hours = (Date.parse(offer?.offerExpiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const mail = await waitForMail(ctx.dataDir, single.email, /Hay sitio para ti/, 15_000);
    expect(mail.body).toContain('1 plaza');
    expect(mail.links.some((link) => link.includes(`/events/${event._id}`))).toBe(true);
    // The held seat is not for sale to anyone else.
    expect(await firstType(event)).toMatchObject({ available: 0, sale: 'sold_out' });
    const other = await confirmedCustomer(ctx.app, ctx.database.db);
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: bearer(other.accessToken),
      payload: {
        items: [
          {
            kind: 'ticket',
            ticketTypeId: event.ticketTypes[0]?.id,
            holders: [{ fullName: 'Otra', email: other.email }],
          },
        ],
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(checkoutMessages.soldOut);

    // Two more: the pair fits, the group still does not.
    await setQuota(event, 6);
    await waitForEntry(pairEntry.id, 'offered');
    expect((await entry(groupEntry.id))?.status).toBe('waiting');

    // Three more: now the group fits, whole.
    await setQuota(event, 9);
    await waitForEntry(groupEntry.id, 'offered');
    expect((await entry(groupEntry.id))?.offeredQuantity).toBe(3);

    // A group that accepts fewer takes what there is.
    const fewerEntry = await joined(event, fewer, 3, true);
    await setQuota(event, 10);
    await waitForEntry(fewerEntry.id, 'offered');
    expect((await entry(fewerEntry.id))?.offeredQuantity).toBe(1);
    const fewerMail = await waitForMail(ctx.dataDir, fewer.email, /Hay sitio para ti/, 15_000);
    expect(fewerMail.body).toContain('Pediste 3 plazas');

    // The admin sees every line in order.
    const list = await ctx.app.inject({
      url: `/api/events/admin/${event._id}/waitlist`,
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<AdminWaitlist>().entries.map((e) => [e.email, e.status])).toEqual([
      [group.email, 'offered'],
      [single.email, 'offered'],
      [pair.email, 'offered'],
      [fewer.email, 'offered'],
    ]);
    const forbidden = await ctx.app.inject({
      url: `/api/events/admin/${event._id}/waitlist`,
      headers: bearer(single.accessToken),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('lets the customer buy the held seats, and gives a declined or run-out offer to the next', async () => {
    const event = await soldOutFree(2);
    const [first, second, third] = await Promise.all([
      confirmedCustomer(ctx.app, ctx.database.db),
      confirmedCustomer(ctx.app, ctx.database.db),
      confirmedCustomer(ctx.app, ctx.database.db),
    ]);
    const firstEntry = await joined(event, first, 1);
    const secondEntry = await joined(event, second, 1);
    const thirdEntry = await joined(event, third, 1);
    await setQuota(event, 3);
    await waitForEntry(firstEntry.id, 'offered');

    // The first buys the held seat although the type shows sold out.
    const bought = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: bearer(first.accessToken),
      payload: {
        items: [
          {
            kind: 'ticket',
            ticketTypeId: event.ticketTypes[0]?.id,
            holders: [{ fullName: 'Primera', email: first.email }],
          },
        ],
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<OrderCheckoutResponse>().status).toBe('paid');
    await waitForEntry(firstEntry.id, 'accepted');
    expect(await mine(event, first)).toEqual([]);
    expect(await firstType(event)).toMatchObject({ available: 0, sale: 'sold_out' });

    // Another seat: the second is offered it and turns it down; the third gets it at once.
    await setQuota(event, 4);
    await waitForEntry(secondEntry.id, 'offered');
    const declined = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/mine/waitlist/${secondEntry.id}`,
      headers: bearer(second.accessToken),
    });
    expect(declined.statusCode).toBe(204);
    await waitForEntry(thirdEntry.id, 'offered');

    // The third lets it run out: the seat is for sale to all again.
    await ctx.database.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.id, thirdEntry.id));
    await ctx.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockHolds.waitlistEntryId, thirdEntry.id));
    expect(await ctx.app.waitlist.offerSeats(event._id)).toBe(0);
    expect((await entry(thirdEntry.id))?.status).toBe('expired');
    expect(await firstType(event)).toMatchObject({ available: 1, sale: 'open' });
  });

  it('keeps an offer for a new try, and puts it back when the order made from it ends unpaid', async () => {
    const event = await adminEvent(ctx.app, admin, {
      capacity: null,
      ticketTypes: [{ ...freeRegistration, priceCents: 1500, quota: 1, maxPerOrder: 2 }],
    });
    const [owner, waiting] = await Promise.all([
      confirmedCustomer(ctx.app, ctx.database.db),
      confirmedCustomer(ctx.app, ctx.database.db),
    ]);
    const buy = (who: Customer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: bearer(who.accessToken),
        payload: {
          items: [
            {
              kind: 'ticket',
              ticketTypeId: event.ticketTypes[0]?.id,
              holders: [{ fullName: 'Quien sea', email: who.email }],
            },
          ],
        },
      });
    const first = (await buy(owner)).json<OrderCheckoutResponse>();
    await payWith(ctx.app, first.paymentIntentId ?? '');
    await waitForStatus(ctx.app, first.orderId, 'paid');
    const waitingEntry = await joined(event, waiting, 1);

    // The paid order is refunded in full: its seat goes to the line.
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${first.orderId}/refunds`,
      headers: bearer(admin),
      payload: {},
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await waitForEntry(waitingEntry.id, 'offered');

    // The customer starts paying, then the order's hold runs out unpaid.
    const started = await buy(waiting);
    expect(started.statusCode, started.body).toBe(200);
    expect(await entry(waitingEntry.id)).toMatchObject({
      status: 'claimed',
      orderId: started.json<OrderCheckoutResponse>().orderId,
    });
    expect((await mine(event, waiting))[0]?.status).toBe('claimed');
    // The page reloaded: a new try replaces the unpaid one instead of finding no seat.
    const restarted = await buy(waiting);
    expect(restarted.statusCode, restarted.body).toBe(200);
    const { orderId } = restarted.json<OrderCheckoutResponse>();
    expect(await entry(waitingEntry.id)).toMatchObject({ status: 'claimed', orderId });
    await ctx.database.db
      .update(stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockHolds.orderId, orderId));
    await ctx.app.waitlist.offerSeats(event._id);
    expect(await entry(waitingEntry.id)).toMatchObject({ status: 'offered', orderId: null });
    expect(await firstType(event)).toMatchObject({ available: 0, sale: 'sold_out' });

    // A second try is paid: the seat is theirs.
    const again = (await buy(waiting)).json<OrderCheckoutResponse>();
    await payWith(ctx.app, again.paymentIntentId ?? '');
    await waitForStatus(ctx.app, again.orderId, 'paid');
    await waitForEntry(waitingEntry.id, 'accepted');
  });

  it('ends the lines of a cancelled event', async () => {
    const event = await soldOutFree(1);
    const customer = await confirmedCustomer(ctx.app, ctx.database.db);
    const waiting = await joined(event, customer, 1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/admin/${event._id}/cancel`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitForEntry(waiting.id, 'cancelled');
    expect(await mine(event, customer)).toEqual([]);
    const offers = (await readMailbox(ctx.dataDir)).filter(
      (m) => m.to === customer.email && m.subject.includes('Hay sitio'),
    );
    expect(offers).toEqual([]);
  });
});
