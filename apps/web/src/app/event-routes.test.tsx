import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID, publicEvent, serveEvents } from '@test/event-fixtures';
import { json } from '@test/fake-fetch';
import { myTicket, serveMyEvents, serveMyTickets } from '@test/my-tickets-fixtures';
import { serveProfileTo, setUpFakeServer } from '@test/render-app';
import { SIGN_IN_MODAL_INTRO } from '@/features/auth/components/sign-in-form';
import { routes } from './routes';

/** The event pages as the router composes them: the cover, the sign-in modal, the payment. */
const server = setUpFakeServer((server) => {
  serveEvents(server, { upcoming: [publicEvent()] });
  serveProfileTo(server, 'new-token');
  server.on('POST', '/api/auth/login/user', () => json(200, { accessToken: 'new-token' }));
  server.on('GET', '/api/payments/config', () =>
    json(200, { publishableKey: 'pk_test_sim', simulator: { apiBase: 'http://127.0.0.1:9999' } }),
  );
  server.on('POST', '/api/checkout/orders', () =>
    json(200, {
      orderId: 'order-7',
      status: 'pending_payment',
      amount: 2500,
      currency: 'EUR',
      lines: [],
      clientSecret: 'pi_7_secret_abc',
      paymentIntentId: 'pi_7',
      orderNumber: 'ORDER7',
      receiptPath: '/pedido/order-7?firma=sig',
      holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      holdSeconds: 15 * 60,
    }),
  );
  server.on('POST', '/v1/payment_intents/pi_7/confirm', () =>
    json(200, { id: 'pi_7', status: 'succeeded', next_action: null }),
  );
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the event pages in the app', () => {
  it('draws the list’s covers as responsive pictures', async () => {
    renderAt('/events');
    const link = await screen.findByRole('link', { name: 'Ver evento' });
    const card = link.closest('article');
    if (!card) throw new Error('no card');
    const picture = within(card).getByRole('img', { name: 'Plaza al amanecer' }).closest('picture');
    expect(picture?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('-2048.avif 2048w'),
    );
  });

  it('signs a visitor in over the event page, keeps the choice, and pays for the tickets by card', async () => {
    const router = renderAt(`/events/${EVENT_ID}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Añadir una entrada «Entrada general»' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión' });
    expect(await within(dialog).findByText(SIGN_IN_MODAL_INTRO)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Contraseña'), 'Secreta1!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Iniciar Sesión' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/events/${EVENT_ID}`);
    expect(screen.getByRole('spinbutton', { name: 'Entradas «Entrada general»' })).toHaveValue(1);
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre y apellidos')).toHaveValue('Ana López'),
    );
    expect(server.callsTo('/api/checkout/orders')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    const step = await screen.findByRole('region', { name: 'Pago seguro' });
    expect(server.callsTo('/api/checkout/orders')[0]?.authorization).toBe('Bearer new-token');
    expect(await within(step).findByText(/^Total a pagar/)).toHaveTextContent(
      'Total a pagar (IVA incluido): 25,00 €',
    );
    expect(step).toHaveTextContent('1 entrada · Paseo fotográfico al amanecer');
    expect(screen.getByRole('timer')).toHaveTextContent(/^Tus plazas están reservadas durante/);

    await userEvent.type(
      await within(step).findByLabelText('Número de tarjeta'),
      '4242 4242 4242 4242',
    );
    await userEvent.type(within(step).getByLabelText('Caducidad (MM/AA)'), '12/34');
    await userEvent.type(within(step).getByLabelText('CVC'), '123');
    await userEvent.click(within(step).getByRole('button', { name: /^Pagar 25,00\s€$/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/pedido/order-7?firma=sig',
      ),
    );
  });

  it('answers an unknown event with the page’s own not-found heading', async () => {
    renderAt('/events/c0000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos ese evento.' }),
    ).toBeVisible();
  });
});

describe('a customer’s tickets in the app', () => {
  beforeEach(() => {
    window.localStorage.setItem('authToken', 'new-token');
    serveMyEvents(server, [publicEvent()]);
    serveMyTickets(server, [myTicket()]);
  });

  it("lists the customer's events in 'Mis Eventos' and opens their tickets from 'Ver tickets'", async () => {
    renderAt('/profile/eventos');
    const link = await screen.findByRole('link', { name: 'Ver tickets' });
    const card = link.closest('article');
    if (!card) throw new Error('no card');
    // The list's cover, drawn as a responsive picture, as on /events.
    expect(
      within(card).getByRole('img', { name: 'Plaza al amanecer' }).closest('picture'),
    ).not.toBeNull();
    await userEvent.click(link);
    expect(
      await screen.findByRole(
        'img',
        // Drawn: not the placeholder shown while the QR's code loads.
        { name: 'Código QR de la entrada de Ana López', busy: false },
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Paseo fotográfico al amanecer' }),
    ).toBeVisible();
  });

  it("gives the held event's card 'Ver tickets' on /events", async () => {
    renderAt('/events');
    expect(await screen.findByRole('link', { name: 'Ver tickets' })).toHaveAttribute(
      'href',
      `/mistickets/${EVENT_ID}`,
    );
  });
});
