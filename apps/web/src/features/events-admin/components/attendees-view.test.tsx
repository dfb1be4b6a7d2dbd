import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEvent, AdminWaitlistEntry, Attendee } from '@shop/contracts';
import {
  adminEvent,
  COMPANION_ID,
  doorAttendees,
  EVENT_ID,
  GENERAL_ID,
  LUIS_TICKET,
  serveDoor,
} from '@test/admin-event-fixtures';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { EventsSection } from './events-section';

const DRAFT_ID = '5e5e5e5e-5e5e-4e5e-8e5e-5e5e5e5e5e5e';
let attendees: Attendee[] = [];

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  attendees = doorAttendees();
  server.on('GET', '/api/photos', () => json(200, []));
  server.on('GET', '/api/events/admin', () =>
    json(200, [
      adminEvent({ status: 'published' }),
      adminEvent({ _id: DRAFT_ID, name: 'Taller de revelado' }),
    ] satisfies AdminEvent[]),
  );
  serveDoor(server, { attendees });
  server.on('GET', waitlistPath, () => json(200, { entries: [] }));
});

const waitlistPath = `/api/events/admin/${EVENT_ID}/waitlist`;

afterEach(() => vi.restoreAllMocks());

const NAME = 'Paseo fotográfico al amanecer';

async function openAttendees() {
  const user = userEvent.setup();
  renderPage(<EventsSection />);
  await user.click(await screen.findByRole('button', { name: `Asistentes de «${NAME}»` }));
  await screen.findByRole('heading', { name: `Asistentes · ${NAME}` });
  return user;
}

/** The card (phone) of a holder on the list. */
const cardOf = (name: string) => {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return item;
};

/** Lets jsdom's window answer media queries: `wide` true from 768 px. */
function stubWidth(wide: boolean) {
  // Removed after the test with the other globals (setUpFakeServer's unstubAllGlobals).
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe("content management, 'Eventos': attendees", () => {
  it('offers attendees and check-in on published events only', async () => {
    renderPage(<EventsSection />);
    await screen.findByRole('button', { name: `Asistentes de «${NAME}»` });
    expect(screen.getByRole('link', { name: `Check-in de «${NAME}»` })).toHaveAttribute(
      'href',
      `/content-management/eventos/${EVENT_ID}/check-in`,
    );
    expect(
      screen.queryByRole('button', { name: 'Asistentes de «Taller de revelado»' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Check-in de «Taller de revelado»' }),
    ).not.toBeInTheDocument();
  });

  it('lists every ticket with its holder, type, reference, order, price and state, and the counts', async () => {
    await openAttendees();
    expect(await screen.findByText('1 de 2 han entrado')).toBeVisible();
    const ana = cardOf('Ana López');
    expect(ana).toHaveTextContent('ana@example.com');
    expect(ana).toHaveTextContent('Entrada general · Pago');
    expect(ana).toHaveTextContent('Ref. A1B2C3D4 · Pedido 4D4D4D');
    expect(ana).toHaveTextContent('Dentro 10:05');
    expect(within(ana).queryByRole('button')).not.toBeInTheDocument();
    const luis = cardOf('Luis Pérez');
    expect(luis).toHaveTextContent('Registro gratuito (acompañante) · Gratuita');
    expect(luis).toHaveTextContent('Pendiente');
    expect(
      within(luis).getByRole('button', { name: 'Registrar entrada de Luis Pérez' }),
    ).toBeVisible();
    const eva = cardOf('Eva Martín');
    expect(eva).toHaveTextContent('Cancelada');
    expect(within(eva).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir check-in' })).toHaveAttribute(
      'href',
      `/content-management/eventos/${EVENT_ID}/check-in`,
    );
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/attendees`)[0]?.authorization).toBe(
      'Bearer stored-token',
    );
  });

  it('shows a table on a wide screen', async () => {
    stubWidth(true);
    await openAttendees();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Titular',
      'Tipo',
      'Referencia',
      'Pedido',
      'Precio',
      'Estado',
      'Acciones',
    ]);
    const luis = within(table).getByRole('row', { name: /Luis Pérez/ });
    expect(
      within(luis)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Luis Pérezluis@example.com',
      'Registro gratuito (acompañante)',
      'L9M8N7P6',
      '4D4D4D',
      'Gratuita',
      'Pendiente',
      'Registrar entrada',
    ]);
  });

  it('searches by name, email or reference once typing pauses', async () => {
    const user = await openAttendees();
    await screen.findByText('Luis Pérez');
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por nombre, email o referencia' }),
      'luis',
    );
    await waitFor(() => expect(screen.queryByText('Ana López')).not.toBeInTheDocument());
    expect(screen.getByText('Luis Pérez')).toBeVisible();
    const asked = server.callsTo(`/api/events/admin/${EVENT_ID}/attendees`).map((c) => c.path);
    // Once, after the pause: not a request per letter.
    expect(asked.filter((p) => p.includes('q='))).toEqual([
      `/api/events/admin/${EVENT_ID}/attendees?q=luis`,
    ]);
    // The counts stay the event's.
    expect(screen.getByText('1 de 2 han entrado')).toBeVisible();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nadie');
    expect(await screen.findByText('Nadie coincide con «nadie».')).toBeVisible();
  });

  it("downloads the CSV with the admin's token as asistentes-<evento>.csv", async () => {
    server.on(
      'GET',
      `/api/events/admin/${EVENT_ID}/attendees.csv`,
      () =>
        new Response('\uFEFFnombre;email\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv' },
        }),
    );
    const saved: { name: string; blob: Blob | null }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:asistentes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const user = await openAttendees();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('asistentes-paseo-fotografico-al-amanecer.csv');
    expect(await saved[0]?.blob?.text()).toContain('nombre;email');
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/attendees.csv`)).toEqual([
      expect.objectContaining({ method: 'GET', authorization: 'Bearer stored-token' }),
    ]);
  });

  it('says why the CSV could not be downloaded', async () => {
    server.on('GET', `/api/events/admin/${EVENT_ID}/attendees.csv`, () =>
      json(404, { error: 'not_found', message: 'No encontramos ese evento.' }),
    );
    const user = await openAttendees();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ese evento.');
  });

  it('checks a ticket in by hand: its row and the counts follow', async () => {
    const user = await openAttendees();
    await user.click(
      await screen.findByRole('button', { name: 'Registrar entrada de Luis Pérez' }),
    );
    expect(await screen.findByText('Entrada registrada: Luis Pérez.')).toBeVisible();
    expect(server.callsTo(`/api/events/admin/${EVENT_ID}/check-in`)).toEqual([
      expect.objectContaining({ method: 'POST', body: { ticketId: LUIS_TICKET } }),
    ]);
    await waitFor(() => expect(cardOf('Luis Pérez')).toHaveTextContent('Dentro 10:20'));
    expect(within(cardOf('Luis Pérez')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 de 2 han entrado')).toBeVisible();
  });

  it("shows the server's refusal of a check-in", async () => {
    server.on('POST', `/api/events/admin/${EVENT_ID}/check-in`, () =>
      json(409, { error: 'conflict', message: 'Entrada cancelada: no da acceso.' }),
    );
    const user = await openAttendees();
    await user.click(
      await screen.findByRole('button', { name: 'Registrar entrada de Luis Pérez' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Entrada cancelada: no da acceso.');
  });

  it("reaches the attendees and the door from a published event's editor, and back", async () => {
    const user = userEvent.setup();
    renderPage(<EventsSection />);
    await user.click(await screen.findByRole('button', { name: `Editar «${NAME}»` }));
    const door = screen.getByRole('region', { name: 'Asistentes y check-in' });
    expect(within(door).getByRole('link', { name: 'Check-in' })).toHaveAttribute(
      'href',
      `/content-management/eventos/${EVENT_ID}/check-in`,
    );
    await user.click(within(door).getByRole('button', { name: 'Asistentes' }));
    expect(await screen.findByRole('heading', { name: `Asistentes · ${NAME}` })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Volver a los eventos' }));
    expect(await screen.findByRole('button', { name: `Asistentes de «${NAME}»` })).toHaveFocus();
  });

  it("has no door on a draft's editor", async () => {
    const user = userEvent.setup();
    renderPage(<EventsSection />);
    await user.click(await screen.findByRole('button', { name: 'Editar «Taller de revelado»' }));
    expect(screen.queryByRole('region', { name: 'Asistentes y check-in' })).not.toBeInTheDocument();
  });
});

describe("content management, 'Eventos': the waitlist under the attendees", () => {
  const waitlistEntry = (overrides: Partial<AdminWaitlistEntry> = {}): AdminWaitlistEntry => ({
    id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a01',
    eventId: EVENT_ID,
    ticketTypeId: GENERAL_ID,
    ticketTypeName: 'Entrada general',
    quantity: 2,
    acceptsFewer: false,
    status: 'waiting',
    position: 1,
    offeredQuantity: null,
    offerExpiresAt: null,
    // 11:30 in Madrid.
    createdAt: '2030-06-01T09:30:00.000Z',
    name: 'Rosa Díaz',
    email: 'rosa@example.com',
    orderId: null,
    ...overrides,
  });

  /** Each ticket type's line, as the server orders them: the companion's first, to sort. */
  const lines = (): AdminWaitlistEntry[] => [
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a07',
      ticketTypeId: COMPANION_ID,
      ticketTypeName: 'Registro gratuito (acompañante)',
      quantity: 1,
      name: 'Gema Ruiz',
      email: 'gema@example.com',
      status: 'cancelled',
      position: null,
    }),
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a02',
      name: 'Carmen Vidal',
      email: 'carmen@example.com',
      quantity: 3,
      acceptsFewer: true,
      status: 'offered',
      position: null,
      offeredQuantity: 2,
      // 10:00 in Madrid.
      offerExpiresAt: '2030-06-10T08:00:00.000Z',
    }),
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a03',
      name: 'Pablo Sanz',
      email: 'pablo@example.com',
      status: 'claimed',
      position: null,
      offeredQuantity: 2,
      offerExpiresAt: '2030-06-10T08:00:00.000Z',
    }),
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a04',
      name: 'Marta Gil',
      email: 'marta@example.com',
      status: 'accepted',
      position: null,
    }),
    waitlistEntry(),
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a05',
      name: 'Juan Mora',
      email: 'juan@example.com',
      quantity: 1,
      status: 'waiting',
      position: 2,
      createdAt: '2030-06-02T16:05:00.000Z',
    }),
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a06',
      name: 'Sara León',
      email: 'sara@example.com',
      status: 'expired',
      position: null,
    }),
    waitlistEntry({
      id: '9a9a9a9a-9a9a-4a9a-8a9a-9a9a9a9a9a08',
      name: 'Iván Cruz',
      email: 'ivan@example.com',
      status: 'left',
      position: null,
    }),
  ];

  const waitlistSection = () => screen.getByRole('region', { name: 'Lista de espera' });

  it('says when nobody is waiting', async () => {
    await openAttendees();
    expect(
      await within(waitlistSection()).findByText('Nadie en la lista de espera.'),
    ).toBeVisible();
    expect(server.callsTo(waitlistPath)[0]?.authorization).toBe('Bearer stored-token');
  });

  it('shows a table per ticket type on a wide screen, each line in order, with the states in Spanish', async () => {
    stubWidth(true);
    server.on('GET', waitlistPath, () => json(200, { entries: lines() }));
    await openAttendees();
    const section = waitlistSection();
    const [general, companion, ...more] = await within(section).findAllByRole('table');
    expect(more).toEqual([]);
    if (!general || !companion) throw new Error('tables missing');
    // The event's order of types.
    expect(general).toHaveAccessibleName('Entrada general');
    expect(companion).toHaveAccessibleName('Registro gratuito (acompañante)');
    expect(
      within(general)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Puesto', 'Nombre', 'Email', 'Plazas', 'Estado', 'Fecha']);
    const rows = within(general)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      [
        '—',
        'Carmen Vidal',
        'carmen@example.com',
        '3 · acepta menos',
        'Oferta hasta 10/06/2030 10:00',
        '01/06/2030 11:30',
      ],
      ['—', 'Pablo Sanz', 'pablo@example.com', '2', 'Pagando', '01/06/2030 11:30'],
      ['—', 'Marta Gil', 'marta@example.com', '2', 'Compró', '01/06/2030 11:30'],
      ['1', 'Rosa Díaz', 'rosa@example.com', '2', 'Esperando', '01/06/2030 11:30'],
      ['2', 'Juan Mora', 'juan@example.com', '1', 'Esperando', '02/06/2030 18:05'],
      ['—', 'Sara León', 'sara@example.com', '2', 'Caducada', '01/06/2030 11:30'],
      ['—', 'Iván Cruz', 'ivan@example.com', '2', 'Salió', '01/06/2030 11:30'],
    ]);
    expect(within(companion).getByRole('row', { name: /Gema Ruiz/ })).toHaveTextContent(
      'Cancelada',
    );
  });

  it('shows a card per entry on a phone, under its ticket type', async () => {
    server.on('GET', waitlistPath, () => json(200, { entries: lines() }));
    await openAttendees();
    const section = waitlistSection();
    const general = await within(section).findByRole('list', { name: 'Entrada general' });
    const carmen = within(general).getByText('Carmen Vidal').closest('li');
    if (!carmen) throw new Error('no card');
    expect(carmen).toHaveTextContent('carmen@example.com');
    expect(carmen).toHaveTextContent('Oferta hasta 10/06/2030 10:00');
    expect(carmen).toHaveTextContent('Puesto — · Plazas: 3 · acepta menos');
    expect(carmen).toHaveTextContent('Fecha: 01/06/2030 11:30');
    expect(within(general).getByText('Juan Mora').closest('li')).toHaveTextContent(
      'Puesto 2 · Plazas: 1',
    );
    const companion = within(section).getByRole('list', {
      name: 'Registro gratuito (acompañante)',
    });
    expect(within(companion).getAllByRole('listitem')).toHaveLength(1);
    expect(companion).toHaveTextContent('Cancelada');
    expect(section).not.toHaveTextContent('Nadie en la lista de espera.');
  });

  it('says why the waitlist could not be read', async () => {
    server.on('GET', waitlistPath, () =>
      json(404, { error: 'not_found', message: 'No encontramos ese evento.' }),
    );
    await openAttendees();
    expect(await within(waitlistSection()).findByRole('alert')).toHaveTextContent(
      'No encontramos ese evento.',
    );
  });
});
