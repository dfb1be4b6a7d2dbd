import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventMessages } from '@shop/contracts';
import { EVENT_ID, publicEvent } from '@test/event-fixtures';
import { json } from '@test/fake-fetch';
import { myTicket, serveMyTickets, TICKET_ID } from '@test/my-tickets-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { QR_QUIET_ZONE } from '@/features/events/components/ticket-qr';
import { MyTicketsPage } from './my-tickets-page';

const server = setUpFakeServer((server) => signInAs(server));
afterEach(() => vi.restoreAllMocks());

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

/** An event still to come (a holder can change until it starts). */
const upcoming = publicEvent({ startDate: inDays(20), endDate: inDays(20, 3) });

const openTickets = (id = EVENT_ID) => {
  renderPage(<MyTicketsPage />, { path: `/mistickets/${id}`, route: '/mistickets/:id' });
};

const ticketOf = (holder: string) => {
  const card = screen.getByRole('heading', { level: 3, name: holder }).closest('article');
  if (!card) throw new Error(`no ticket of ${holder}`);
  return card;
};

/** The dark modules a rendered QR draws, as 'row,col' of the symbol (quiet zone taken off). */
function drawnModules(svg: Element): Set<string> {
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  const cells = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(
    ([, x, y]) => `${Number(y) - QR_QUIET_ZONE},${Number(x) - QR_QUIET_ZONE}`,
  );
  return new Set(cells);
}

/** What the qrcode package makes of `code` at level M, independently of the page. */
function expectedModules(code: string): { size: number; dark: Set<string> } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) dark.add(`${row},${col}`);
    }
  }
  return { size: modules.size, dark };
}

describe('/mistickets/{id}', () => {
  it('shows the event on the venue’s clock, where, and the calendar link', async () => {
    serveMyTickets(server, [myTicket()], publicEvent());
    openTickets();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paseo fotográfico al amanecer' }),
    ).toBeVisible();
    expect(
      screen.getByText('sábado, 12 de diciembre de 2026 · 10:00–13:00 (hora peninsular)'),
    ).toBeVisible();
    expect(screen.getByText('Plaza Mayor')).toBeVisible();
    expect(screen.getByText('Plaza Mayor 1, 28012 Madrid')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Plaza%20Mayor%201%2C%2028012%20Madrid',
    );
    const calendar = screen.getByRole('link', { name: 'Añadir al calendario' });
    expect(calendar).toHaveAttribute('href', `/api/events/event/${EVENT_ID}/calendar`);
    expect(calendar).toHaveAttribute('download');
    expect(server.callsTo(`/api/events/mine/${EVENT_ID}`)[0]?.authorization).toBe(
      'Bearer stored-token',
    );
  });

  it('draws each ticket’s code as an SVG QR, with its holder, type, reference and order', async () => {
    const ana = myTicket();
    const luis = myTicket({
      id: '7e57a000-0000-4000-8000-000000000002',
      holderName: 'Luis Pérez',
      holderEmail: 'luis@example.com',
      ticketTypeName: 'Registro gratuito (acompañante)',
      code: 'T1.7e57a000-0000-4000-8000-000000000002.1.ZyXwVuTsRqPoNmLkJiHgFe',
      reference: 'R2D2C3PO',
    });
    serveMyTickets(server, [ana, luis], upcoming);
    openTickets();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tus entradas (2)' }),
    ).toBeVisible();

    for (const ticket of [ana, luis]) {
      const card = ticketOf(ticket.holderName);
      // Drawn: not the placeholder shown while the QR's code loads.
      const qr = await within(card).findByRole('img', {
        name: `Código QR de la entrada de ${ticket.holderName}`,
        busy: false,
      });
      expect(qr.tagName.toLowerCase()).toBe('svg');
      const expected = expectedModules(ticket.code);
      // The symbol and its quiet zone, dark on white.
      expect(qr.getAttribute('viewBox')).toBe(
        `0 0 ${expected.size + 2 * QR_QUIET_ZONE} ${expected.size + 2 * QR_QUIET_ZONE}`,
      );
      expect(qr.querySelector('rect')).toHaveAttribute('fill', '#fff');
      expect(qr.querySelector('path')).toHaveAttribute('fill', '#000');
      expect(drawnModules(qr)).toEqual(expected.dark);
      expect(within(card).getByText(ticket.holderEmail)).toBeVisible();
      expect(within(card).getByText(ticket.ticketTypeName)).toBeVisible();
      expect(within(card).getAllByText(ticket.reference).length).toBeGreaterThan(0);
      expect(within(card).getByText('A1B2C3')).toBeVisible();
      expect(within(card).getByText('Válida')).toBeVisible();
    }
    // Two different codes draw two different symbols.
    const [first, second] = screen.getAllByRole('img', { name: /^Código QR/ });
    expect(first?.querySelector('path')?.getAttribute('d')).not.toBe(
      second?.querySelector('path')?.getAttribute('d'),
    );
  });

  it('says when a ticket was used (on the venue’s clock) or cancelled, and offers no holder change for them', async () => {
    serveMyTickets(
      server,
      [
        myTicket(),
        myTicket({
          id: '7e57a000-0000-4000-8000-000000000002',
          holderName: 'Luis Pérez',
          // 09:05 UTC is 10:05 in Madrid in December.
          checkedInAt: '2026-12-12T09:05:00.000Z',
        }),
        myTicket({
          id: '7e57a000-0000-4000-8000-000000000003',
          holderName: 'Eva Ruiz',
          status: 'cancelled',
        }),
      ],
      upcoming,
    );
    openTickets();
    await screen.findByRole('heading', { level: 3, name: 'Luis Pérez' });
    expect(within(ticketOf('Ana López')).getByText('Válida')).toBeVisible();
    expect(within(ticketOf('Ana López')).getByRole('button', { name: 'Transferir' })).toBeVisible();

    const used = ticketOf('Luis Pérez');
    expect(within(used).getByText('Usada el 12/12/2026 10:05')).toBeVisible();
    expect(within(used).queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();

    const cancelled = ticketOf('Eva Ruiz');
    expect(within(cancelled).getByText('Cancelada')).toBeVisible();
    expect(within(cancelled).queryByRole('img')).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
  });

  it('offers no holder change on a ticket held by the account’s email but bought by another', async () => {
    serveMyTickets(server, [myTicket({ transferable: false })], upcoming);
    openTickets();
    await screen.findByRole('heading', { level: 3, name: 'Ana López' });
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
  });

  it('offers no holder change once the event has started or when it was cancelled', async () => {
    serveMyTickets(
      server,
      [myTicket()],
      publicEvent({ startDate: inDays(-1), endDate: inDays(1) }),
    );
    openTickets();
    await screen.findByRole('heading', { level: 3, name: 'Ana López' });
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
  });

  it('downloads the PDF of the valid tickets with the session’s token, named after the event', async () => {
    serveMyTickets(server, [myTicket()], upcoming);
    server.on(
      'GET',
      `/api/events/mine/${EVENT_ID}/pdf`,
      () =>
        new Response('%PDF-1.7 entradas', {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        }),
    );
    const saved: { name: string; blob: Blob | null }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:entradas';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const user = userEvent.setup();
    openTickets();
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('entradas-paseo-fotografico-al-amanecer.pdf');
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.7 entradas');
    expect(server.callsTo(`/api/events/mine/${EVENT_ID}/pdf`)).toEqual([
      expect.objectContaining({ method: 'GET', authorization: 'Bearer stored-token' }),
    ]);
  });

  it('gives a ticket to someone else: sends the new holder, shows the new QR and says where it went', async () => {
    const before = myTicket();
    const after = myTicket({
      holderName: 'Marta Gil',
      holderEmail: 'marta@example.com',
      code: `T1.${TICKET_ID}.2.NuevoCodigoDeEntrada22`,
      codeVersion: 2,
      reference: 'K7QX2M9P-2',
    });
    serveMyTickets(server, [before], upcoming);
    server.on('PUT', `/api/events/mine/tickets/${TICKET_ID}/holder`, () => json(200, after));
    const user = userEvent.setup();
    openTickets();
    const oldQr = await screen.findByRole('img', {
      name: 'Código QR de la entrada de Ana López',
      busy: false,
    });
    const oldPath = oldQr.querySelector('path')?.getAttribute('d');
    expect(oldPath).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Transferir' }));
    const form = screen.getByRole('form', {
      name: 'Transferir la entrada de Ana López',
    });
    await user.type(within(form).getByLabelText('Nombre y apellidos'), ' Marta Gil ');
    await user.type(within(form).getByLabelText('Email'), 'marta@example.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar al nuevo titular' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Entrada enviada a marta@example.com. El código anterior ya no vale.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(server.callsTo(`/api/events/mine/tickets/${TICKET_ID}/holder`)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        authorization: 'Bearer stored-token',
        body: { fullName: 'Marta Gil', email: 'marta@example.com', codeVersion: 1 },
      }),
    ]);
    const card = ticketOf('Marta Gil');
    expect(within(card).getByText('marta@example.com')).toBeVisible();
    // The reference under the QR is the new code's.
    expect(within(card).getAllByText('K7QX2M9P-2')).not.toHaveLength(0);
    expect(within(card).queryByText('K7QX2M9P')).not.toBeInTheDocument();
    const newQr = await within(card).findByRole('img', {
      name: 'Código QR de la entrada de Marta Gil',
      busy: false,
    });
    await waitFor(() => expect(drawnModules(newQr)).toEqual(expectedModules(after.code).dark));
    expect(newQr.querySelector('path')?.getAttribute('d')).not.toBe(oldPath);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the ticket can no longer change hands (409)', async () => {
    serveMyTickets(server, [myTicket()], upcoming);
    server.on('PUT', `/api/events/mine/tickets/${TICKET_ID}/holder`, () =>
      json(409, { error: 'conflict', message: eventMessages.holderChangeClosed }),
    );
    const user = userEvent.setup();
    openTickets();
    await user.click(await screen.findByRole('button', { name: 'Transferir' }));
    await user.type(screen.getByLabelText('Nombre y apellidos'), 'Marta Gil');
    await user.type(screen.getByLabelText('Email'), 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar al nuevo titular' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(eventMessages.holderChangeClosed);
    // The ticket is as it was.
    expect(screen.getByRole('heading', { level: 3, name: 'Ana López' })).toBeVisible();
  });

  it('says the ticket changed meanwhile (409) and shows who has it now', async () => {
    serveMyTickets(server, [myTicket()], upcoming);
    server.on('PUT', `/api/events/mine/tickets/${TICKET_ID}/holder`, () => {
      // Another tab gave it to Pablo first.
      serveMyTickets(
        server,
        [myTicket({ holderName: 'Pablo Ríos', codeVersion: 2, reference: 'K7QX2M9P-2' })],
        upcoming,
      );
      return json(409, { error: 'conflict', message: eventMessages.holderChangedMeanwhile });
    });
    const user = userEvent.setup();
    openTickets();
    await user.click(await screen.findByRole('button', { name: 'Transferir' }));
    await user.type(screen.getByLabelText('Nombre y apellidos'), 'Marta Gil');
    await user.type(screen.getByLabelText('Email'), 'marta@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar al nuevo titular' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      eventMessages.holderChangedMeanwhile,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Pablo Ríos' })).toBeVisible();
  });

  it('shows the server’s field errors under their fields (400)', async () => {
    serveMyTickets(server, [myTicket()], upcoming);
    server.on('PUT', `/api/events/mine/tickets/${TICKET_ID}/holder`, () =>
      json(400, {
        error: 'invalid_data',
        message: 'Datos no válidos.',
        details: [{ path: 'email', message: eventMessages.holderEmailInvalid }],
      }),
    );
    const user = userEvent.setup();
    openTickets();
    await user.click(await screen.findByRole('button', { name: 'Transferir' }));
    await user.type(screen.getByLabelText('Nombre y apellidos'), 'Marta Gil');
    await user.type(screen.getByLabelText('Email'), 'marta@example');
    await user.click(screen.getByRole('button', { name: 'Enviar al nuevo titular' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(eventMessages.holderEmailInvalid);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so, with a way to the events, when the customer holds no tickets for it (404)', async () => {
    server.on('GET', `/api/events/mine/${EVENT_ID}`, () =>
      json(404, { error: 'not_found', message: eventMessages.noTickets }),
    );
    openTickets();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'No tienes entradas para este evento.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver los eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).not.toBeInTheDocument();
  });
});
