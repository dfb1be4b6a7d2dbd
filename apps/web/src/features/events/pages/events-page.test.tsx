import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteImage } from '@shop/contracts';
import { publicEvent, serveEvents } from '@test/event-fixtures';
import { json } from '@test/fake-fetch';
import { serveMyEvents } from '@test/my-tickets-fixtures';
import { renderPage, SessionProbe, setUpFakeServer, signInAs } from '@test/render-app';
import { EventsPage } from './events-page';

const server = setUpFakeServer();

/** Stands for the photos' responsive picture the router hands in. */
const renderImage = (image: SiteImage, sizes: string) => (
  <img src={image.imagePath} alt={image.title} data-sizes={sizes} />
);

const openList = () => {
  renderPage(<EventsPage renderImage={renderImage} />, { path: '/events' });
  return screen.findByRole('heading', { level: 1, name: 'Eventos' });
};

const cardOf = (name: string) => {
  const card = screen.getByRole('heading', { level: 3, name }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};

describe('the events list', () => {
  it('shows each upcoming event as a card, in the server’s order, dated on the venue’s clock', async () => {
    serveEvents(server, {
      upcoming: [
        // 23:30 UTC is already the 13th in Madrid (UTC+1).
        publicEvent({
          _id: 'a0000000-0000-4000-8000-000000000001',
          name: 'Retrato nocturno',
          startDate: '2026-12-12T23:30:00.000Z',
          endDate: '2026-12-13T01:00:00.000Z',
          location: 'Estudio Lumen, Calle Mayor 1, 28013 Madrid',
        }),
        // The same hour of the 31st is still the 31st in the Canaries (UTC+0).
        publicEvent({
          _id: 'a0000000-0000-4000-8000-000000000002',
          name: 'Fin de año en Las Canteras',
          timeZone: 'Atlantic/Canary',
          startDate: '2026-12-31T23:30:00.000Z',
          endDate: '2027-01-01T01:00:00.000Z',
          cover: null,
          location: 'Playa de Las Canteras, Las Palmas de Gran Canaria',
        }),
      ],
    });
    await openList();
    const upcoming = await screen.findByRole('region', { name: 'Próximas fechas' });
    const cards = within(upcoming).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Retrato nocturno',
      'Fin de año en Las Canteras',
    ]);

    const night = cardOf('Retrato nocturno');
    expect(within(night).getByTestId('event-badge')).toHaveTextContent(/^13 DIC$/);
    expect(within(night).getByText('domingo, 13 de diciembre de 2026')).toBeVisible();
    expect(within(night).getByText('Estudio Lumen, Calle Mayor 1, 28013 Madrid')).toBeVisible();
    expect(within(night).getByRole('img', { name: 'Plaza al amanecer' })).toBeVisible();
    expect(within(night).getByRole('link', { name: 'Ver evento' })).toHaveAttribute(
      'href',
      '/events/a0000000-0000-4000-8000-000000000001',
    );

    const canary = cardOf('Fin de año en Las Canteras');
    expect(within(canary).getByTestId('event-badge')).toHaveTextContent(/^31 DIC$/);
    expect(within(canary).getByText('Sin imagen')).toBeVisible();
    expect(within(canary).queryByRole('img')).not.toBeInTheDocument();
    expect(within(canary).queryByText('Cancelado')).not.toBeInTheDocument();
  });

  it('keeps past events apart, under their own heading, after the upcoming ones', async () => {
    serveEvents(server, {
      upcoming: [publicEvent({ name: 'Taller de luz natural' })],
      past: [
        publicEvent({
          _id: 'b0000000-0000-4000-8000-000000000001',
          name: 'Exposición de otoño',
          startDate: '2025-10-03T16:00:00.000Z',
          endDate: '2025-10-03T19:00:00.000Z',
          past: true,
        }),
      ],
    });
    await openList();
    const past = await screen.findByRole('region', { name: 'Eventos pasados' });
    const upcoming = screen.getByRole('region', { name: 'Próximas fechas' });
    expect(within(past).getByRole('heading', { name: 'Exposición de otoño' })).toBeVisible();
    expect(within(past).queryByText('Taller de luz natural')).not.toBeInTheDocument();
    expect(within(upcoming).queryByText('Exposición de otoño')).not.toBeInTheDocument();
    // After the upcoming ones in the document, and drawn quieter.
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cardOf('Exposición de otoño')).toHaveAttribute('data-quiet', 'true');
    expect(cardOf('Taller de luz natural')).not.toHaveAttribute('data-quiet');
    expect(within(cardOf('Exposición de otoño')).getByTestId('event-badge')).toHaveTextContent(
      '03 OCT',
    );
  });

  it('says a cancelled event is cancelled on its card', async () => {
    serveEvents(server, {
      upcoming: [publicEvent({ name: 'Salida a la sierra', status: 'cancelled' })],
    });
    await openList();
    await screen.findByRole('heading', { name: 'Salida a la sierra' });
    expect(within(cardOf('Salida a la sierra')).getByText('Cancelado')).toBeVisible();
  });

  it('keeps the honest empty state when nothing is coming, with the way to the launch list', async () => {
    serveEvents(server, {
      past: [publicEvent({ name: 'Exposición de otoño', past: true })],
    });
    await openList();
    expect(await screen.findByText(/Ahora mismo no hay eventos con plazas abiertas/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Avísame de los próximos eventos' })).toHaveAttribute(
      'href',
      '/coming-soon',
    );
    expect(screen.queryByRole('region', { name: 'Próximas fechas' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Eventos pasados' })).toBeVisible();
  });

  it('is one named region the keyboard can focus and scroll, with real lists', async () => {
    serveEvents(server, { upcoming: [publicEvent()] });
    const title = await openList();
    const region = screen.getByRole('region', { name: 'Eventos' });
    expect(region).toContainElement(title);
    expect(region).toHaveAttribute('tabindex', '0');
    const list = await within(region).findByRole('list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says in Spanish when the list cannot be loaded', async () => {
    server.on('GET', '/api/events', () => json(503, {}));
    await openList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar los eventos. Inténtalo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });
});

describe("'Ver tickets' on the cards", () => {
  const held = publicEvent({ _id: 'c0000000-0000-4000-8000-000000000001', name: 'Con entradas' });
  const other = publicEvent({ _id: 'c0000000-0000-4000-8000-000000000002', name: 'Sin entradas' });
  const pastHeld = publicEvent({
    _id: 'c0000000-0000-4000-8000-000000000003',
    name: 'Ya celebrado',
    startDate: '2025-10-03T16:00:00.000Z',
    endDate: '2025-10-03T19:00:00.000Z',
    past: true,
  });

  it('links the events the signed-in visitor holds tickets for to their tickets, and only those', async () => {
    signInAs(server);
    serveEvents(server, { upcoming: [held, other], past: [pastHeld] });
    serveMyEvents(server, [held, pastHeld]);
    await openList();
    await screen.findByRole('heading', { level: 3, name: 'Con entradas' });
    const link = await within(cardOf('Con entradas')).findByRole('link', { name: 'Ver tickets' });
    expect(link).toHaveAttribute('href', `/mistickets/${held._id}`);
    // Described by the card's name, so a screen reader tells the buttons apart.
    expect(link).toHaveAccessibleDescription('Con entradas');
    expect(
      within(cardOf('Ya celebrado')).getByRole('link', { name: 'Ver tickets' }),
    ).toHaveAttribute('href', `/mistickets/${pastHeld._id}`);
    expect(
      within(cardOf('Sin entradas')).queryByRole('link', { name: 'Ver tickets' }),
    ).not.toBeInTheDocument();
    expect(within(cardOf('Sin entradas')).getByRole('link', { name: 'Ver evento' })).toBeVisible();
    expect(server.callsTo('/api/events/mine')).toEqual([
      expect.objectContaining({ method: 'GET', authorization: 'Bearer stored-token' }),
    ]);
  });

  it('asks nothing and shows no such button while signed out', async () => {
    serveEvents(server, { upcoming: [held, other] });
    serveMyEvents(server, [held]);
    renderPage(
      <>
        <SessionProbe />
        <EventsPage renderImage={renderImage} />
      </>,
      { path: '/events' },
    );
    await screen.findByRole('heading', { level: 3, name: 'Con entradas' });
    expect(screen.getByTestId('session-profile')).toHaveTextContent('-');
    expect(screen.queryByRole('link', { name: 'Ver tickets' })).not.toBeInTheDocument();
    expect(server.callsTo('/api/events/mine')).toHaveLength(0);
  });
});
