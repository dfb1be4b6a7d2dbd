import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { RESEND_MESSAGE_MS } from '@/features/account/hooks/use-resend-confirmation';
import { ACCOUNT_DESKTOP_QUERY, ProfilePage } from './profile-page';

function setViewport(desktop: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: desktop && query === ACCOUNT_DESKTOP_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

const server = setUpFakeServer((server) => {
  server.on('GET', '/api/form-fields/profile', () => json(200, { data: [] }));
  server.on('GET', '/api/user/purchases', () =>
    json(200, { orders: [], totalSpent: 0, allEventIds: [] }),
  );
});
afterEach(() => {
  // jsdom has no matchMedia: remove the stub so the next test starts as jsdom does.
  Reflect.deleteProperty(window, 'matchMedia');
  vi.useRealTimers();
});

const renderProfile = (path = '/profile') =>
  renderPage(<ProfilePage />, {
    path,
    route: '/profile/:section?/:paymentId?',
    extraRoutes: [],
  });

describe('account header', () => {
  it('shows the first letter of the name without a picture, the name and the email', async () => {
    signInAs(server, { name: 'ana López', email: 'ana@example.com' });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'ana López' })).toBeVisible();
    expect(screen.getByText('ana@example.com')).toBeVisible();
    expect(screen.getByTestId('avatar-initial').textContent).toBe('A');
  });

  it('shows the picture when there is one', async () => {
    signInAs(server, { profilePicture: '/media/avatars/u1.webp' });
    const { container } = renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('header img')?.getAttribute('src')).toBe(
      '/media/avatars/u1.webp',
    );
    expect(screen.queryByTestId('avatar-initial')).not.toBeInTheDocument();
  });
});

describe('unverified email notice', () => {
  it('is hidden when the email is confirmed', async () => {
    signInAs(server, { mail_confirmed: true });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.queryByRole('button', { name: 'Reenviar enlace de verificación' }),
    ).not.toBeInTheDocument();
  });

  it("resends, reading 'Reenviando...' meanwhile, and shows the result for 7 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(server, { mail_confirmed: false });
    let answer: (r: Response) => void = () => {};
    server.on('POST', '/api/auth/resend-confirmation', () => new Promise((r) => (answer = r)));
    renderProfile();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reenviar enlace de verificación' }),
    );
    expect(screen.getByRole('button', { name: 'Reenviando...' })).toBeVisible();
    answer(json(200, { success: true, message: 'ok' }));
    expect((await screen.findByRole('status')).textContent).toBe(accountMessages.resendSuccess);
    act(() => {
      vi.advanceTimersByTime(RESEND_MESSAGE_MS);
    });
    expect(screen.queryByText(accountMessages.resendSuccess)).not.toBeInTheDocument();
  });
});

describe('mobile navigation (< 768 px)', () => {
  it('shows a main menu; each entry links a sub-page with a back arrow', async () => {
    setViewport(false);
    signInAs(server);
    renderProfile();
    const menu = await screen.findByRole('navigation', { name: 'Secciones de la cuenta' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((b) => b.textContent.replace('›', '')),
    ).toEqual(['Información Personal', 'Datos de Facturación', 'Ajustes', 'Historial de Pagos']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mis Eventos' })).toBeVisible();

    const settings = within(menu).getByRole('link', { name: /Ajustes/ });
    expect(settings.getAttribute('href')).toBe('/profile/ajustes');
    await userEvent.click(settings);
    expect(screen.getByRole('heading', { level: 2, name: 'Ajustes' })).toBeVisible();
    expect(screen.getByLabelText('Contraseña actual')).toBeVisible();
    expect(
      screen.queryByRole('navigation', { name: 'Secciones de la cuenta' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mis Eventos' })).not.toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Volver' });
    expect(back.getAttribute('href')).toBe('/profile');
    await userEvent.click(back);
    expect(screen.getByRole('navigation', { name: 'Secciones de la cuenta' })).toBeVisible();
  });

  it('opens the payments sub-page with its empty state', async () => {
    signInAs(server);
    renderProfile();
    await userEvent.click(await screen.findByRole('link', { name: /Historial de Pagos/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Historial de Pagos' })).toBeVisible();
    expect(screen.getByText('Todavía no tienes pagos registrados.')).toBeVisible();
  });
});

describe('section URLs', () => {
  it('opens a linked section directly, on mobile as a sub-page', async () => {
    setViewport(false);
    signInAs(server);
    renderProfile('/profile/facturacion');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Datos de Facturación' }),
    ).toBeVisible();
    expect(screen.getByLabelText('NIF/DNI')).toBeVisible();
  });

  it("opens 'Mis Eventos' at /profile/eventos", async () => {
    setViewport(false);
    signInAs(server);
    renderProfile('/profile/eventos');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis Eventos' })).toBeVisible();
    expect(screen.getByText('No tienes eventos registrados.')).toBeVisible();
  });

  it('sends an unknown section back to /profile', async () => {
    setViewport(false);
    signInAs(server);
    renderProfile('/profile/nada');
    expect(await screen.findByRole('navigation', { name: 'Secciones de la cuenta' })).toBeVisible();
  });

  it('selects the tab of a linked section on desktop', async () => {
    setViewport(true);
    signInAs(server);
    renderProfile('/profile/ajustes');
    const tab = await screen.findByRole('tab', { name: 'Ajustes' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('href')).toBe('/profile/ajustes');
    expect(screen.getByLabelText('Contraseña actual')).toBeVisible();
  });
});

describe('desktop tabs (≥ 768 px)', () => {
  it('shows four tabs, personal information first, and switches panels', async () => {
    setViewport(true);
    signInAs(server);
    renderProfile();
    const tablist = await screen.findByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Información Personal',
      'Datos de Facturación',
      'Ajustes',
      'Historial de Pagos',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel')).toBeVisible();
    expect(screen.getByLabelText('Nombre')).toBeVisible();
    expect(
      screen.queryByRole('navigation', { name: 'Secciones de la cuenta' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(tablist).getByRole('tab', { name: 'Datos de Facturación' }));
    expect(
      within(tablist)
        .getByRole('tab', { name: 'Datos de Facturación' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByLabelText('NIF/DNI')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mis Eventos' })).toBeVisible();
  });

  it('moves between tabs with the arrow keys', async () => {
    setViewport(true);
    signInAs(server);
    renderProfile();
    const first = await screen.findByRole('tab', { name: 'Información Personal' });
    first.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const last = screen.getByRole('tab', { name: 'Historial de Pagos' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(last);
  });
});

describe('Mis Eventos', () => {
  it('shows the empty state with a link to discover events', async () => {
    signInAs(server);
    renderProfile();
    expect(await screen.findByText('No tienes eventos registrados.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Descubrir eventos' }).getAttribute('href')).toBe(
      '/events',
    );
  });
});

describe("'Mis Eventos' with the route's list", () => {
  const list = <p data-testid="my-events">La lista de eventos</p>;

  it('puts the list under the tabs on desktop, once, even at /profile/eventos', async () => {
    setViewport(true);
    signInAs(server);
    renderPage(<ProfilePage events={list} />, {
      path: '/profile/eventos',
      route: '/profile/:section?/:paymentId?',
    });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Mis Eventos' })).closest(
      'section',
    );
    expect(section).toContainElement(screen.getByTestId('my-events'));
    expect(screen.getAllByTestId('my-events')).toHaveLength(1);
    expect(screen.queryByText('No tienes eventos registrados.')).not.toBeInTheDocument();
    // The first tab's panel shows, not a second copy of the list.
    expect(screen.getByRole('tab', { name: 'Información Personal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).not.toContainElement(screen.getByTestId('my-events'));
  });

  it('shows it on its own sub-page on a phone, with the back arrow', async () => {
    setViewport(false);
    signInAs(server);
    renderPage(<ProfilePage events={list} />, {
      path: '/profile/eventos',
      route: '/profile/:section?/:paymentId?',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis Eventos' })).toBeVisible();
    expect(screen.getByTestId('my-events')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/profile');
  });
});
