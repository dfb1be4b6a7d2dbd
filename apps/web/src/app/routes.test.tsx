import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { routes } from './routes';

let server: ReturnType<typeof createFakeFetch>;

beforeEach(() => {
  server = createFakeFetch();
  server.on('GET', '/api/site/config', () =>
    json(200, {
      siteName: 'Estudio Lumen',
      contactEmail: 'hola@lumen.es',
      contactPhone: '+34 911 222 333',
      instagramUrl: 'https://instagram.com/lumen',
      facebookUrl: null,
      googleClientId: null,
    }),
  );
  vi.stubGlobal('fetch', server.fetch);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
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

describe('header layout', () => {
  it('shows the signed-out top bar, the grid background and the footer contact data on /', async () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(within(header).getByRole('link', { name: 'Unirme' }).getAttribute('href')).toBe(
      '/signup',
    );
    for (const name of ['Content Management', 'Hazte Partner', 'Contacto']) {
      expect(within(header).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    const grid = screen.getByTestId('grid-background');
    expect(grid.children).toHaveLength(30);
    expect(grid.textContent).toContain('01');
    expect(grid.textContent).toContain('30');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('hola@lumen.es')).toBeTruthy();
    expect(within(footer).getByText('+34 911 222 333')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Aviso legal' }).getAttribute('href')).toBe(
      '/legal/notice',
    );
  });

  it.each(['/hazte-partner', '/photo/abc'])('draws the grid background on %s', (path) => {
    renderAt(path);
    expect(screen.getByTestId('grid-background')).toBeTruthy();
  });

  it.each(['/contact', '/events', '/legal/privacy'])('has no grid background on %s', (path) => {
    renderAt(path);
    expect(screen.queryByTestId('grid-background')).toBeNull();
  });

  it('marks /events to lock scrolling and hide the footer on narrow screens, and no other page', () => {
    renderAt('/events');
    expect(document.querySelector('[data-lock-mobile="true"]')).not.toBeNull();
  });

  it('does not lock other pages', () => {
    renderAt('/events/42');
    expect(document.querySelector('[data-lock-mobile="true"]')).toBeNull();
  });
});

describe('bare auth layout', () => {
  it.each(['/signin', '/signup', '/reset-password', '/reset-password/tok', '/confirm-email/tok'])(
    'renders %s with the logo and mockups, without the top bar or footer',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('link', { name: /inicio/ })).toBeTruthy();
      expect(screen.getByTestId('auth-mockups')).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );
});

describe('404 page', () => {
  it('shows the Spanish 404 page for an unknown path and links back home', async () => {
    const router = renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Imágenes que se quedan contigo' })).toBeTruthy();
  });
});

describe('navigation', () => {
  it('scrolls to the top on every path change', async () => {
    const router = renderAt('/');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/contact?x=1'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends signed-out visitors of admin pages to /signin', async () => {
    const router = renderAt('/content-management');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('loads the admin page code on demand for a signed-in user', async () => {
    window.localStorage.setItem('authToken', 'tok');
    server.on('GET', '/api/user/profile', () =>
      json(200, { _id: 'u1', name: 'Marta Ruiz', email: 'marta@lumen.es', role: 'admin' }),
    );
    renderAt('/orders-management');
    expect(await screen.findByRole('heading', { name: 'Orders Management' })).toBeTruthy();
    // the signed-in top bar: first word of the name
    expect(screen.getByRole('button', { name: 'Marta' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
  });
});
