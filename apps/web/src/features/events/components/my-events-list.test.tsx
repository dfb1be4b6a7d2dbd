import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicEvent } from '@test/event-fixtures';
import { json } from '@test/fake-fetch';
import { serveMyEvents } from '@test/my-tickets-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { MyEventsList } from './my-events-list';

const server = setUpFakeServer((server) => signInAs(server));

describe("'Mis Eventos'", () => {
  it('lists the events the customer holds tickets for as cards, each with its tickets', async () => {
    const soon = publicEvent({ _id: 'd0000000-0000-4000-8000-000000000001', name: 'Taller' });
    const gone = publicEvent({
      _id: 'd0000000-0000-4000-8000-000000000002',
      name: 'Exposición de otoño',
      startDate: '2025-10-03T16:00:00.000Z',
      endDate: '2025-10-03T19:00:00.000Z',
      past: true,
    });
    serveMyEvents(server, [soon, gone]);
    renderPage(<MyEventsList />);
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Taller',
      'Exposición de otoño',
    ]);
    const [first, second] = cards;
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByRole('link', { name: 'Ver tickets' })).toHaveAttribute(
      'href',
      `/mistickets/${soon._id}`,
    );
    expect(within(first).getByRole('link', { name: 'Ver evento' })).toHaveAttribute(
      'href',
      `/events/${soon._id}`,
    );
    expect(within(second).getByRole('link', { name: 'Ver tickets' })).toHaveAttribute(
      'href',
      `/mistickets/${gone._id}`,
    );
    // A past event is drawn quieter, as on /events.
    expect(second).toHaveAttribute('data-quiet', 'true');
    expect(screen.queryByText('No tienes eventos registrados.')).not.toBeInTheDocument();
    expect(server.callsTo('/api/events/mine')[0]?.authorization).toBe('Bearer stored-token');
  });

  it('shows the empty state with a link to discover events', async () => {
    serveMyEvents(server, []);
    renderPage(<MyEventsList />);
    expect(await screen.findByText('No tienes eventos registrados.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descubrir eventos' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    server.on('GET', '/api/events/mine', () => json(503, {}));
    renderPage(<MyEventsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar tus eventos. Inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
