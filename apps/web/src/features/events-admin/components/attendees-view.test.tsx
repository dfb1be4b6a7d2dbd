import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEvent, Attendee } from '@shop/contracts';
import {
  adminEvent,
  doorAttendees,
  EVENT_ID,
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
});

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
