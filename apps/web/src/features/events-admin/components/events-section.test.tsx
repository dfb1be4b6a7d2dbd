import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventMessages, type AdminEvent, type EventInput } from '@shop/contracts';
import {
  adminEvent,
  COMPANION_ID,
  EVENT_ID,
  GENERAL_ID,
  ticketType,
} from '@test/admin-event-fixtures';
import { json, type RecordedCall } from '@test/fake-fetch';
import { adminPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { CHECK_FIELDS } from './use-event-form';
import { CREATED, SAVED } from './event-editor';
import { EventsSection } from './events-section';

const FARO = '11111111-1111-4111-8111-111111111111';
const HIDDEN = '33333333-3333-4333-8333-333333333333';
const NEW_EVENT = '99999999-9999-4999-8999-999999999999';
const NEW_TYPE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** The events the fake server holds: the list answers them, the writes change them. */
let stored: AdminEvent[] = [];

/** The event a write makes of its body, as the server answers it (new types get an id). */
const answerOf = (id: string, body: EventInput, before?: AdminEvent): AdminEvent =>
  adminEvent({
    ...before,
    _id: id,
    eventId: id,
    name: body.name,
    description: body.description,
    coverPhotoId: body.coverPhotoId,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    timeZone: body.timeZone,
    venueName: body.venueName,
    venueAddress: body.venueAddress,
    capacity: body.capacity,
    seatsLeftPercent: body.seatsLeftPercent,
    status: before?.status ?? 'draft',
    updatedAt: '2030-05-02T09:00:00.000Z',
    ticketTypes: body.ticketTypes.map((type, i) =>
      ticketType({
        ...type,
        // New types get ids of their own: NEW_TYPE for the first.
        id:
          type.id ??
          (i === body.ticketTypes.findIndex((t) => !t.id)
            ? NEW_TYPE
            : `${NEW_TYPE.slice(0, -1)}${i}`),
        available: type.quota,
        salesStartAt: null,
        salesEndAt: null,
      }),
    ),
  });

const server = setUpFakeServer((server) => {
  stored = [];
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/events/admin', () => json(200, stored));
  server.on('GET', '/api/photos', () =>
    json(200, [
      adminPhoto({ _id: FARO, title: 'Faro' }),
      adminPhoto({ _id: HIDDEN, title: 'Oculta', hidden: true }),
    ]),
  );
  server.on('POST', '/api/events/admin', (call) => {
    const event = answerOf(NEW_EVENT, call.body as EventInput);
    stored = [...stored, event];
    return json(201, event);
  });
  server.on('PUT', `/api/events/admin/${EVENT_ID}`, (call) => {
    const event = answerOf(EVENT_ID, call.body as EventInput, stored[0]);
    stored = [event];
    return json(200, event);
  });
});

const bodyOf = (call: RecordedCall | undefined) => call?.body as EventInput;
const ticketGroup = (n: number) => screen.getByRole('group', { name: `Tipo de entrada ${n}` });

async function openSection(events: AdminEvent[]) {
  stored = events;
  const user = userEvent.setup();
  renderPage(<EventsSection />);
  await waitFor(() => expect(screen.queryByText('Cargando eventos...')).not.toBeInTheDocument());
  return user;
}

async function openEvent(user: UserEvent, name: string, verb = 'Editar') {
  await user.click(await screen.findByRole('button', { name: `${verb} «${name}»` }));
  return screen.getByRole('form', { name: `Editar «${name}»` });
}

/** Puts `text` in a field (emptied first): typed into a date, pasted into a text. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (!text) return;
  if (field.getAttribute('type') === 'datetime-local') await user.type(field, text);
  else await user.paste(text);
}

const present = <T,>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('not found');
  return value;
};

/** A new event's required fields, valid, with one paid ticket type. */
async function fillNewEvent(
  user: UserEvent,
  times = { startsAt: '2030-09-20T17:00', endsAt: '2030-09-20T20:00' },
) {
  await fill(
    user,
    screen.getByRole('textbox', { name: 'Nombre del evento' }),
    'Taller de revelado',
  );
  await fill(user, screen.getByLabelText('Empieza'), times.startsAt);
  await fill(user, screen.getByLabelText('Termina'), times.endsAt);
  await fill(user, screen.getByRole('textbox', { name: 'Lugar' }), 'Estudio Lumen');
  await fill(
    user,
    screen.getByRole('textbox', { name: 'Dirección' }),
    'Calle Mayor 1, 35001 Las Palmas',
  );
  const first = within(ticketGroup(1));
  await fill(user, first.getByRole('textbox', { name: 'Nombre' }), 'Entrada');
  await fill(user, first.getByRole('textbox', { name: 'Precio (€, IVA incluido)' }), '25,50');
  await fill(user, first.getByRole('textbox', { name: 'Plazas' }), '8');
}

describe("content management, 'Eventos': the list", () => {
  it('lists every event with its state, its time on the venue’s clock and its ticket types', async () => {
    await openSection([
      adminEvent(),
      adminEvent({
        _id: '2f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
        name: 'Exposición «Mareas»',
        status: 'published',
        timeZone: 'Atlantic/Canary',
        startsAt: '2030-07-01T18:00',
        endsAt: '2030-07-03T21:00',
        capacity: null,
        ticketTypes: [
          ticketType({ name: 'Entrada', priceCents: 800, vatRate: 10, quota: 40, available: 31 }),
        ],
      }),
      adminEvent({
        _id: '3f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
        name: 'Charla suspendida',
        status: 'cancelled',
        past: true,
      }),
    ]);
    const list = screen.getByRole('list', { name: 'Eventos' });
    const cards = within(list).getAllByRole('article');
    expect(
      cards.map(
        (card) =>
          card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent,
      ),
    ).toEqual(['Paseo fotográfico al amanecer', 'Exposición «Mareas»', 'Charla suspendida']);
    const [walk, show, talk] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(walk).toHaveTextContent('Borrador');
    expect(walk).toHaveTextContent('14/06/2030 10:00–13:00 (hora peninsular)');
    expect(walk).toHaveTextContent('Aforo compartido: 15 plazas');
    const types = within(walk).getAllByRole('listitem');
    expect(types[0]).toHaveTextContent('Entrada general25,00 € (IVA 21 %) · 12 plazas · quedan 12');
    expect(types[1]).toHaveTextContent(
      'Registro gratuito (acompañante)Gratuita · 5 plazas · quedan 3',
    );

    expect(show).toHaveTextContent('Publicado');
    expect(show).toHaveTextContent('01/07/2030 18:00 – 03/07/2030 21:00 (hora canaria)');
    expect(show).not.toHaveTextContent('Aforo compartido');
    expect(show).toHaveTextContent('8,00 € (IVA 10 %) · 40 plazas · quedan 31');

    expect(talk).toHaveTextContent('Cancelado');
    expect(talk).toHaveTextContent('Ya terminó');
    expect(within(talk).getByRole('button', { name: 'Ver «Charla suspendida»' })).toBeVisible();
  });

  it('says when there is no event yet', async () => {
    await openSection([]);
    expect(await screen.findByText(/Todavía no hay eventos/)).toBeVisible();
  });
});

describe("content management, 'Eventos': writing an event", () => {
  it('creates a draft: cents, wall-clock times, empty sales windows as null, a free type at 0', async () => {
    const user = await openSection([]);
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    expect(screen.getByRole('heading', { name: 'Nuevo evento' })).toHaveFocus();
    await fillNewEvent(user);
    await user.type(
      present(screen.getAllByRole('textbox', { name: 'Descripción' })[0]),
      '**Trae** tu carrete.',
    );
    const cover = screen.getByRole('combobox', { name: 'Foto de portada' });
    await waitFor(() =>
      expect(
        within(cover)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sin imagen', 'Faro']),
    );
    await user.selectOptions(cover, 'Faro');
    expect(screen.getByRole('img', { name: 'Vista previa: Faro' })).toBeVisible();
    const zone = screen.getByRole('group', { name: 'Hora del lugar' });
    expect(
      within(zone).getByRole('radio', { name: 'Península y Baleares (hora peninsular)' }),
    ).toBeChecked();
    await user.click(within(zone).getByRole('radio', { name: 'Canarias (hora canaria)' }));
    const first = within(ticketGroup(1));
    await fill(user, first.getByRole('textbox', { name: 'Máximo por pedido' }), '2');
    await user.type(first.getByLabelText('Venta hasta'), '2030-09-19T20:00');

    await user.click(screen.getByRole('button', { name: 'Añadir tipo de entrada' }));
    const second = within(ticketGroup(2));
    await user.type(second.getByRole('textbox', { name: 'Nombre' }), 'Acompañante');
    await user.click(second.getByRole('checkbox', { name: 'Gratuita (registro)' }));
    expect(
      second.queryByRole('textbox', { name: 'Precio (€, IVA incluido)' }),
    ).not.toBeInTheDocument();
    const vat = second.getByRole('combobox', { name: 'IVA' });
    expect(vat).toHaveAccessibleDescription(
      /^10\s%: exposiciones y espectáculos culturales; 21\s%: talleres, salidas y el resto\.$/,
    );
    await user.selectOptions(vat, '10');
    await fill(user, second.getByRole('textbox', { name: 'Plazas' }), '3');
    await fill(user, second.getByRole('textbox', { name: 'Máximo por pedido' }), '1');

    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(await screen.findByText(CREATED)).toBeVisible();
    expect(server.callsTo('/api/events/admin').filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(bodyOf(server.callsTo('/api/events/admin').find((c) => c.method === 'POST'))).toEqual({
      name: 'Taller de revelado',
      description: '**Trae** tu carrete.',
      coverPhotoId: FARO,
      startsAt: '2030-09-20T17:00',
      endsAt: '2030-09-20T20:00',
      timeZone: 'Atlantic/Canary',
      venueName: 'Estudio Lumen',
      venueAddress: 'Calle Mayor 1, 35001 Las Palmas',
      onlineUrl: '',
      capacity: null,
      seatsLeftPercent: 20,
      ticketTypes: [
        {
          name: 'Entrada',
          description: '',
          priceCents: 2550,
          vatRate: 21,
          quota: 8,
          maxPerOrder: 2,
          salesStartAt: null,
          salesEndAt: '2030-09-19T20:00',
        },
        {
          name: 'Acompañante',
          description: '',
          priceCents: 0,
          vatRate: 10,
          quota: 3,
          maxPerOrder: 1,
          salesStartAt: null,
          salesEndAt: null,
        },
      ],
    });
    // Now the saved draft: its state, and publishing at hand.
    expect(screen.getByRole('heading', { name: 'Taller de revelado' })).toBeVisible();
    const status = screen.getByRole('group', { name: 'Estado del evento' });
    expect(status).toHaveTextContent('Borrador');
    expect(within(status).getByRole('button', { name: 'Publicar' })).toBeEnabled();
  });

  it('refuses an end before the start in the browser, on its field, and sends nothing', async () => {
    const user = await openSection([]);
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    await fillNewEvent(user, { startsAt: '2030-09-20T17:00', endsAt: '2030-09-20T16:00' });
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    const end = screen.getByLabelText('Termina');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(within(present(end.parentElement)).getByRole('alert')).toHaveTextContent(
      eventMessages.endBeforeStart,
    );
    expect(end).toHaveFocus();
    expect(screen.getByText(CHECK_FIELDS)).toBeVisible();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks for a price or «Gratuita» and reads the quota as a whole number, before sending', async () => {
    const user = await openSection([]);
    await user.click(screen.getByRole('button', { name: 'Nuevo evento' }));
    await fillNewEvent(user);
    const first = within(ticketGroup(1));
    await fill(user, first.getByRole('textbox', { name: 'Precio (€, IVA incluido)' }), '');
    await fill(user, first.getByRole('textbox', { name: 'Plazas' }), '2,5');
    await user.click(screen.getByRole('button', { name: 'Crear evento' }));
    expect(first.getByText('Escribe el precio o marca «Gratuita (registro)».')).toBeVisible();
    expect(first.getByText(eventMessages.quotaInvalid)).toBeVisible();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's refusal of a ticket type's field under that field", async () => {
    server.on('PUT', `/api/events/admin/${EVENT_ID}`, () =>
      json(400, {
        error: 'invalid_data',
        message: 'Revisa los datos enviados.',
        details: [{ path: 'ticketTypes.1.salesEndAt', message: eventMessages.salesEndAfterEvent }],
      }),
    );
    const user = await openSection([adminEvent()]);
    await openEvent(user, 'Paseo fotográfico al amanecer');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const until = within(ticketGroup(2)).getByLabelText('Venta hasta');
    await waitFor(() => expect(until).toHaveAttribute('aria-invalid', 'true'));
    expect(within(present(until.parentElement)).getByRole('alert')).toHaveTextContent(
      eventMessages.salesEndAfterEvent,
    );
    expect(within(ticketGroup(1)).getByLabelText('Venta hasta')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(until).toHaveFocus();
    expect(screen.getByText(CHECK_FIELDS)).toBeVisible();
  });

  it('edits an event keeping its ticket types’ ids, and the new type’s id once saved', async () => {
    const user = await openSection([
      adminEvent({
        ticketTypes: [
          // 08:00 UTC is 10:00 in Madrid in summer: the form shows the venue's clock.
          ticketType({
            salesStartAt: '2030-06-01T08:00:00.000Z',
            salesEndAt: '2030-06-13T20:00:00.000Z',
          }),
          ticketType({
            id: COMPANION_ID,
            name: 'Acompañante',
            priceCents: 0,
            quota: 5,
            maxPerOrder: 1,
          }),
        ],
      }),
    ]);
    const form = await openEvent(user, 'Paseo fotográfico al amanecer');
    expect(screen.getByRole('heading', { name: 'Paseo fotográfico al amanecer' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Nombre del evento' })).toHaveValue(
      'Paseo fotográfico al amanecer',
    );
    expect(within(form).getByRole('textbox', { name: 'Aforo' })).toHaveValue('15');
    const seatsLeft = within(form).getByRole('textbox', {
      name: 'Avisar de las plazas que quedan (%)',
    });
    expect(seatsLeft).toHaveValue('20');
    await fill(user, seatsLeft, '35');
    const first = within(ticketGroup(1));
    expect(first.getByRole('textbox', { name: 'Precio (€, IVA incluido)' })).toHaveValue('25,00');
    expect(first.getByLabelText('Venta desde')).toHaveValue('2030-06-01T10:00');
    expect(first.getByLabelText('Venta hasta')).toHaveValue('2030-06-13T22:00');
    expect(
      within(ticketGroup(2)).getByRole('checkbox', { name: 'Gratuita (registro)' }),
    ).toBeChecked();

    await user.click(first.getByRole('button', { name: 'Quitar la fecha de «Venta hasta»' }));
    await fill(user, first.getByRole('textbox', { name: 'Precio (€, IVA incluido)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Añadir tipo de entrada' }));
    const third = within(ticketGroup(3));
    await user.type(third.getByRole('textbox', { name: 'Nombre' }), 'Reducida');
    await user.type(third.getByRole('textbox', { name: 'Precio (€, IVA incluido)' }), '15');
    await user.type(third.getByRole('textbox', { name: 'Plazas' }), '4');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(SAVED)).toBeVisible();

    const puts = () =>
      server.callsTo(`/api/events/admin/${EVENT_ID}`).filter((c) => c.method === 'PUT');
    expect(bodyOf(puts()[0]).seatsLeftPercent).toBe(35);
    expect(bodyOf(puts()[0]).ticketTypes).toEqual([
      expect.objectContaining({
        id: GENERAL_ID,
        priceCents: 3000,
        salesStartAt: '2030-06-01T10:00',
        salesEndAt: null,
      }),
      expect.objectContaining({ id: COMPANION_ID, priceCents: 0 }),
      expect.not.objectContaining({ id: expect.anything() as unknown }),
    ]);
    expect(bodyOf(puts()[0]).ticketTypes[2]).toMatchObject({
      name: 'Reducida',
      priceCents: 1500,
      quota: 4,
    });

    // Saved again: the new type is now the server's, by its id (never added twice).
    await user.type(
      within(ticketGroup(3)).getByRole('textbox', { name: 'Descripción' }),
      'Estudiantes',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(bodyOf(puts()[1]).ticketTypes.map((t) => t.id)).toEqual([
      GENERAL_ID,
      COMPANION_ID,
      NEW_TYPE,
    ]);
  });

  it('saves a cover no longer published as none, and says so', async () => {
    const user = await openSection([adminEvent({ coverPhotoId: HIDDEN })]);
    await openEvent(user, 'Paseo fotográfico al amanecer');
    expect(await screen.findByText(/ya no está publicada/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Foto de portada' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText(SAVED);
    expect(bodyOf(server.callsTo(`/api/events/admin/${EVENT_ID}`)[0]).coverPhotoId).toBeNull();
  });
});

describe("content management, 'Eventos': publishing", () => {
  it('publishes a draft and takes it back after asking, with the server’s answer', async () => {
    server.on('POST', `/api/events/admin/${EVENT_ID}/publish`, () => {
      stored = [adminEvent({ status: 'published' })];
      return json(200, stored[0]);
    });
    server.on('POST', `/api/events/admin/${EVENT_ID}/unpublish`, () => {
      stored = [adminEvent({ status: 'draft' })];
      return json(200, stored[0]);
    });
    const user = await openSection([adminEvent()]);
    await openEvent(user, 'Paseo fotográfico al amanecer');
    const status = screen.getByRole('group', { name: 'Estado del evento' });
    await user.click(within(status).getByRole('button', { name: 'Publicar' }));
    expect(await within(status).findByText('Evento publicado: ya se ve en la web.')).toBeVisible();
    expect(status).toHaveTextContent('Publicado');

    await user.click(within(status).getByRole('button', { name: 'Despublicar' }));
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/unpublish`)).toHaveLength(0);
    await user.click(within(status).getByRole('button', { name: 'Sí, despublicar' }));
    expect(await within(status).findByText(/Evento despublicado/)).toBeVisible();
    expect(status).toHaveTextContent('Borrador');
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/publish`)).toHaveLength(1);
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/unpublish`)).toHaveLength(1);
  });

  it('cancels an event only after a second, explicit yes, and then it is read-only', async () => {
    server.on('POST', `/api/events/admin/${EVENT_ID}/cancel`, () => {
      stored = [adminEvent({ status: 'cancelled' })];
      return json(200, stored[0]);
    });
    const user = await openSection([adminEvent({ status: 'published' })]);
    await openEvent(user, 'Paseo fotográfico al amanecer');
    const status = screen.getByRole('group', { name: 'Estado del evento' });
    await user.click(within(status).getByRole('button', { name: 'Cancelar evento' }));
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/cancel`)).toHaveLength(0);
    expect(status).toHaveTextContent(/Se devuelve lo pagado por cada entrada/);
    await user.click(within(status).getByRole('button', { name: 'Sí, cancelar el evento' }));
    expect(
      await within(status).findByText(/Evento cancelado\. Devolvemos lo pagado/),
    ).toBeVisible();
    expect(status).toHaveTextContent('Cancelado');
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/cancel`)).toHaveLength(1);
    expect(
      within(status).queryByRole('button', { name: 'Cancelar evento' }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's 409 when the event cannot be published", async () => {
    server.on('POST', `/api/events/admin/${EVENT_ID}/publish`, () =>
      json(409, { error: 'conflict', message: eventMessages.publishPast }),
    );
    const user = await openSection([adminEvent({ past: true })]);
    await openEvent(user, 'Paseo fotográfico al amanecer');
    const status = screen.getByRole('group', { name: 'Estado del evento' });
    await user.click(within(status).getByRole('button', { name: 'Publicar' }));
    expect(await within(status).findByRole('alert')).toHaveTextContent(eventMessages.publishPast);
    expect(status).toHaveTextContent('Borrador');
  });

  it('publishes what was saved: with changes not saved, «Publicar» waits', async () => {
    const user = await openSection([adminEvent()]);
    const form = await openEvent(user, 'Paseo fotográfico al amanecer');
    await user.type(within(form).getByRole('textbox', { name: 'Nombre del evento' }), ' II');
    const publish = screen.getByRole('button', { name: 'Publicar' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Guarda los cambios antes de publicar.');
  });

  it('shows a cancelled event read-only: no field, no save, no publishing', async () => {
    const user = await openSection([adminEvent({ status: 'cancelled' })]);
    const form = await openEvent(user, 'Paseo fotográfico al amanecer', 'Ver');
    expect(screen.getByRole('group', { name: 'Estado del evento' })).toHaveTextContent(
      eventMessages.cancelledReadOnly,
    );
    for (const field of within(form).getAllByRole('textbox')) expect(field).toBeDisabled();
    for (const zone of within(form).getAllByRole('radio')) expect(zone).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Añadir tipo de entrada' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Despublicar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volver a los eventos' }));
    expect(
      screen.getByRole('button', { name: 'Ver «Paseo fotográfico al amanecer»' }),
    ).toHaveFocus();
  });
});
