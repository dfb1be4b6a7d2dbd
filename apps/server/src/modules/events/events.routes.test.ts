import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventMessages,
  type AdminEvent,
  type EventInput,
  type PublicEvent,
  type PublicEventList,
} from '@shop/contracts';
import { bearer, confirmedCustomer, signUpAdmin } from '#test/accounts';
import { day, walk } from '#test/events';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();
let admin = '';
let customer = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  customer = (await confirmedCustomer(ctx.app, ctx.database.db)).accessToken;
});

const send = (method: 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function created(changes: Partial<EventInput> = {}) {
  const res = await send('POST', '/api/events/admin', walk(changes));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminEvent>();
}

const publicList = async () => (await ctx.app.inject('/api/events')).json<PublicEventList>();

describe('events: the photographer writes them, visitors read the published ones', () => {
  it('creates a draft with its times on the venue’s clock, that visitors do not see', async () => {
    const event = await created({ timeZone: 'Atlantic/Canary' });
    expect(event.status).toBe('draft');
    expect(event.startsAt).toBe(day(20));
    // 10:00 in the Canaries is 10:00 or 11:00 in Madrid, 09:00 or 10:00 UTC.
    const utcHour = new Date(event.startDate).getUTCHours();
    expect([9, 10]).toContain(utcHour);
    expect(event.ticketTypes.map((t) => [t.name, t.priceCents, t.quota])).toEqual([
      ['General', 2500, 12],
      ['Invitación', 0, 8],
    ]);
    expect(event.descriptionHtml).toContain('<strong>mañana</strong>');
    expect(event.descriptionHtml).not.toContain('<script');
    expect((await ctx.app.inject(`/api/events/event/${event._id}`)).statusCode).toBe(404);
    expect((await publicList()).upcoming.map((e) => e._id)).not.toContain(event._id);
  });

  it('publishes it on /events and its page, as the spec’s event card', async () => {
    const res = await uploadPhoto(ctx.app, admin, { title: 'Albaicín' });
    const coverPhotoId = res.json<{ _id: string }>()._id;
    const event = await created({ coverPhotoId });
    const published = await send('POST', `/api/events/admin/${event._id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminEvent>().status).toBe('published');

    const page = await ctx.app.inject(`/api/events/event/${event._id}`);
    expect(page.statusCode).toBe(200);
    const shown = page.json<PublicEvent & Record<string, unknown>>();
    expect(shown).toMatchObject({
      _id: event._id,
      eventId: event._id,
      name: 'Paseo fotográfico por el Albaicín',
      location: 'Mirador de San Nicolás, Plaza de San Nicolás, Granada',
      status: 'published',
      past: false,
    });
    expect(shown.cover?.id).toBe(coverPhotoId);
    // What only the admin reads stays out.
    expect(shown).not.toHaveProperty('description');
    expect(shown).not.toHaveProperty('capacity');
    expect((await publicList()).upcoming.map((e) => e._id)).toContain(event._id);

    const back = await send('POST', `/api/events/admin/${event._id}/unpublish`);
    expect(back.json<AdminEvent>().status).toBe('draft');
    expect((await ctx.app.inject(`/api/events/event/${event._id}`)).statusCode).toBe(404);
  });

  it('lists upcoming events soonest first and ended ones apart', async () => {
    const later = await created({ startsAt: day(40), endsAt: day(40, '12:00') });
    const sooner = await created({ startsAt: day(5), endsAt: day(5, '12:00') });
    for (const e of [later, sooner]) await send('POST', `/api/events/admin/${e._id}/publish`);
    const ids = (await publicList()).upcoming.map((e) => e._id);
    expect(ids.indexOf(sooner._id)).toBeLessThan(ids.indexOf(later._id));
    // An event that has ended cannot be published.
    const ended = await created({ startsAt: day(-3), endsAt: day(-3, '12:00') });
    const refused = await send('POST', `/api/events/admin/${ended._id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'No se puede publicar un evento que ya ha terminado.',
    );
  });

  it('edits the ticket types as listed: keeps, adds and removes', async () => {
    const event = await created();
    const [general] = event.ticketTypes;
    const edited = await send('PUT', `/api/events/admin/${event._id}`, {
      ...walk(),
      ticketTypes: [
        { ...walk().ticketTypes[0], id: general?.id, priceCents: 3000 },
        { ...walk().ticketTypes[1], name: 'Estudiante', priceCents: 1500 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const types = edited.json<AdminEvent>().ticketTypes;
    expect(types.map((t) => [t.name, t.priceCents])).toEqual([
      ['General', 3000],
      ['Estudiante', 1500],
    ]);
    expect(types[0]?.id).toBe(general?.id);
  });

  it('refuses bad input with the field and a Spanish message, and changes nothing', async () => {
    const event = await created();
    const other = await created();
    const [general] = walk().ticketTypes;
    if (!general) throw new Error('no ticket type');
    const cases: [Partial<EventInput>, string, string][] = [
      [{ endsAt: day(19) }, 'endsAt', '«Termina» debe ser posterior a «Empieza».'],
      [{ name: '  ' }, 'name', 'Escribe el nombre del evento.'],
      [
        { coverPhotoId: '8a1c3a57-6a0e-4a52-9b1e-0f6f1d2b3c4d' },
        'coverPhotoId',
        'La foto de portada no existe o está oculta.',
      ],
      [
        { ticketTypes: [{ ...general, id: other.ticketTypes[0]?.id }] },
        'ticketTypes',
        'Ese tipo de entrada no es de este evento.',
      ],
      [{ seatsLeftPercent: 101 }, 'seatsLeftPercent', eventMessages.seatsLeftPercentInvalid],
      [{ seatsLeftPercent: 12.5 }, 'seatsLeftPercent', eventMessages.seatsLeftPercentInvalid],
    ];
    for (const [changes, field, message] of cases) {
      const res = await send('PUT', `/api/events/admin/${event._id}`, walk(changes));
      expect(res.statusCode, field).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const after = await ctx.app.inject({
      url: `/api/events/admin/${event._id}`,
      headers: bearer(admin),
    });
    expect(after.json<AdminEvent>()).toEqual(event);
  });

  it('says how many seats are left once fewer remain than the event’s share, and at the last 3', async () => {
    const workshop = {
      ...walk().ticketTypes[1],
      name: 'Taller',
      quota: 10,
      maxPerOrder: 5,
    } as EventInput['ticketTypes'][number];
    const input = walk({ capacity: null, seatsLeftPercent: 50, ticketTypes: [workshop] });
    const event = await created(input);
    expect(event.seatsLeftPercent).toBe(50);
    await send('POST', `/api/events/admin/${event._id}/publish`);
    const typeId = event.ticketTypes[0]?.id ?? '';
    const take = async (seats: number) => {
      const res = await send(
        'POST',
        '/api/checkout/orders',
        {
          items: [
            {
              kind: 'ticket',
              ticketTypeId: typeId,
              holders: Array.from({ length: seats }, (_, i) => ({
                fullName: `Persona ${i + 1}`,
                email: `persona${i + 1}@example.com`,
              })),
            },
          ],
        },
        customer,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const shown = async () => {
      const page = await ctx.app.inject(`/api/events/event/${event._id}`);
      const [type] = page.json<PublicEvent>().ticketTypes;
      return [type?.available, type?.seatsLeft];
    };
    expect(await shown()).toEqual([10, null]);
    // Half of 10 left is not fewer than half: nothing yet; one more, and it says so.
    await take(5);
    expect(await shown()).toEqual([5, null]);
    await take(1);
    expect(await shown()).toEqual([4, 4]);
    // The admin sets no share: only the last 3 are told.
    const edited = await send('PUT', `/api/events/admin/${event._id}`, {
      ...input,
      seatsLeftPercent: 0,
      ticketTypes: [{ ...workshop, id: typeId }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await shown()).toEqual([4, null]);
    await take(1);
    expect(await shown()).toEqual([3, 3]);
    await take(3);
    const [soldOut] = (await ctx.app.inject(`/api/events/event/${event._id}`)).json<PublicEvent>()
      .ticketTypes;
    expect([soldOut?.sale, soldOut?.seatsLeft]).toEqual(['sold_out', null]);
  });

  it('is the admin’s only to write and to see drafts', async () => {
    expect((await send('POST', '/api/events/admin', walk(), customer)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/admin',
      payload: walk(),
    });
    expect(anonymous.statusCode).toBe(401);
    const list = await ctx.app.inject({ url: '/api/events/admin', headers: bearer(customer) });
    expect(list.statusCode).toBe(403);
  });
});
