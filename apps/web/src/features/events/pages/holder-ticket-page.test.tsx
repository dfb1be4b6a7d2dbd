import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HolderTicket } from '@shop/contracts';
import { publicEvent } from '@test/event-fixtures';
import { json } from '@test/fake-fetch';
import { myTicket, TICKET_ID } from '@test/my-tickets-fixtures';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { HolderTicketPage } from './holder-ticket-page';

const server = setUpFakeServer();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const openLink = (token = 'firmado') => {
  renderPage(<HolderTicketPage />, {
    path: `/entrada/${TICKET_ID}?token=${token}`,
    route: '/entrada/:ticketId',
  });
};

describe('/entrada/{id}?token=', () => {
  it('shows the holder her ticket by the token, with its QR and PDF, and no transfer', async () => {
    const answer: HolderTicket = {
      event: publicEvent({ startDate: inDays(9), endDate: inDays(9) }),
      ticket: myTicket({ holderName: 'Carmen Ortiz', transferable: false }),
    };
    server.on('GET', `/api/events/tickets/${TICKET_ID}`, () => json(200, answer));
    openLink();
    expect(await screen.findByRole('heading', { level: 1, name: answer.event.name })).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Código QR de la entrada de Carmen Ortiz' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      `/api/events/tickets/${TICKET_ID}/pdf?token=firmado`,
    );
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
    expect(server.callsTo(`/api/events/tickets/${TICKET_ID}`)[0]?.path).toBe(
      `/api/events/tickets/${TICKET_ID}?token=firmado`,
    );
  });

  it('says a link that finds no ticket may be old, and leads to the events', async () => {
    server.on('GET', `/api/events/tickets/${TICKET_ID}`, () =>
      json(404, { error: 'not_found', message: 'No encontramos esa entrada.' }),
    );
    openLink('viejo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esa entrada.' }),
    ).toBeVisible();
    expect(screen.getByText(/haya cambiado de titular/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver los eventos' })).toBeVisible();
  });
});
