import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, CART_STORAGE_KEY, heroImageSizes } from '@shop/contracts';
import { createFakeFetch, json } from '@test/fake-fetch';
import { adminPhoto, photoPage, publicPhoto } from '@test/photo-fixtures';
import { serveSiteContent, withHero } from '@test/site-content-fixtures';
import { writeCartRaw } from '@/lib/cart-store';
import { routes } from './routes';

let server: ReturnType<typeof createFakeFetch>;

beforeEach(() => {
  server = createFakeFetch();
  server.on('GET', '/api/site/config', () =>
    json(200, {
      siteName: 'Estudio Lumen',
      legalName: 'Lumen Fotografía S.L.',
      taxId: 'B12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
      contactEmail: 'hola@lumen.es',
      contactPhone: '+34 911 222 333',
      instagramUrl: 'https://instagram.com/lumen',
      facebookUrl: null,
      googleClientId: null,
    }),
  );
  serveSiteContent(server);
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
  it('links to the cart with the prints it holds, and follows changes to it', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, lines: [{ copies: 2 }, { copies: 1 }], checkoutOrderId: null }),
    );
    renderAt('/');
    const header = screen.getByRole('banner');
    const cart = await within(header).findByRole('link', { name: 'Carrito: 3 impresiones' });
    expect(cart.getAttribute('href')).toBe('/carrito');
    act(() => writeCartRaw(null));
    expect(within(header).getByRole('link', { name: 'Carrito' })).toBe(cart);
    expect(within(header).queryByTestId('cart-count')).toBeNull();
  });

  it('shows the signed-out top bar, the grid background and the footer contact data on /', async () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(within(header).getByRole('link', { name: 'Unirme' }).getAttribute('href')).toBe(
      '/signup',
    );
    for (const name of ['Hazte Partner', 'Contacto']) {
      expect(within(header).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(
      within(header).queryByRole('link', { name: 'Gestión de contenido' }),
    ).not.toBeInTheDocument();
    const grid = screen.getByTestId('grid-background');
    expect(grid.children).toHaveLength(30);
    expect(grid.firstElementChild?.getAttribute('data-n')).toBe('01');
    expect(grid.lastElementChild?.getAttribute('data-n')).toBe('30');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('hola@lumen.es')).toBeVisible();
    expect(within(footer).getByText('+34 911 222 333')).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeVisible();
    expect(within(footer).queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Aviso legal' }).getAttribute('href')).toBe(
      '/legal/notice',
    );
    // The withdrawal function is always one click away (Directive 2023/2673).
    expect(
      within(footer).getByRole('link', { name: 'Desistir de una compra' }).getAttribute('href'),
    ).toBe('/desistimiento');
  });

  it.each(['/hazte-partner', '/photo/abc'])('draws the grid background on %s', async (path) => {
    renderAt(path);
    // /hazte-partner loads its code on demand.
    expect(await screen.findByTestId('grid-background')).toBeVisible();
  });

  it.each(['/contact', '/events', '/legal/privacy'])(
    'has no grid background on %s',
    async (path) => {
      renderAt(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByTestId('grid-background')).not.toBeInTheDocument();
    },
  );

  it('marks /events to lock scrolling and hide the footer on narrow screens, and no other page', async () => {
    renderAt('/events');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-lock-mobile="true"]')).toBeInTheDocument();
  });

  it('does not lock other pages', async () => {
    renderAt('/events/42');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-lock-mobile="true"]')).not.toBeInTheDocument();
  });
});

describe('home page', () => {
  it('shows the hero photo first, then the gallery, then the Servicios and Sobre mí sections', async () => {
    // The hero is the newest photo here (none picked): the gallery leaves it out.
    const hero = publicPhoto({ _id: 'h', title: 'Faro', width: 2000, height: 3000 });
    server.on('GET', '/api/photos/public', () =>
      json(200, [
        hero,
        publicPhoto({ _id: 'a', title: 'Alba' }),
        publicPhoto({ _id: 'b', title: 'Bruma' }),
      ]),
    );
    serveSiteContent(server, withHero(hero));
    renderAt('/');
    const heroImage = await screen.findByRole('img', { name: 'Faro' });
    expect(heroImage.closest('a')).toHaveAttribute('href', '/photo/h');
    expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    expect(heroImage).toHaveAttribute('sizes', heroImageSizes(2000, 3000));
    expect(heroImage.parentElement?.style.aspectRatio).toBe('2000 / 3000');
    const gallery = screen.getByRole('region', { name: 'Galería' });
    await within(gallery).findByRole('link', { name: 'Alba' });
    const links = within(gallery).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/photo/a',
      '/photo/b',
      '/galeria',
    ]);
    expect(within(gallery).getByRole('link', { name: 'Ver toda la galería' })).toBeVisible();
    // One main image per page: the hero's.
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Servicios' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sobre mí' })).toBeVisible();
  });

  it('opens a photo page from the gallery', async () => {
    const photo = publicPhoto({ _id: 'a', title: 'Alba' });
    server.on('GET', '/api/photos/public', () => json(200, [photo]));
    server.on('GET', '/api/photos/public/a', () => json(200, photoPage(photo)));
    const router = renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Alba' }));
    expect(router.state.location.pathname).toBe('/photo/a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alba' })).toBeVisible();
  });
});

describe('bare auth layout', () => {
  it.each(['/signin', '/signup', '/reset-password', '/reset-password/tok', '/confirm-email/tok'])(
    'renders %s with the logo and mockups, without the top bar or footer',
    async (path) => {
      renderAt(path);
      // These pages load their code when opened.
      expect(await screen.findByRole('link', { name: /inicio/ })).toBeVisible();
      expect(screen.getByTestId('auth-mockups')).toBeVisible();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );
});

describe('404 page', () => {
  it('shows the Spanish 404 page for an unknown path and links back home', async () => {
    const router = renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Luz de Lumen' })).toBeVisible();
  });
});

describe('navigation', () => {
  it('scrolls to the top on every path change, and not when the app starts', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/');
    await screen.findByRole('contentinfo');
    // The visitor may have scrolled the server-rendered page already: stay there.
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/contact?x=1'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('sends signed-out visitors of admin pages to /signin', async () => {
    const router = renderAt('/content-management');
    // The lazy route's code loads first: slow while other suites load the machine.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'), {
      timeout: 10_000,
    });
  });

  it('loads the admin page code on demand for a signed-in user', async () => {
    window.localStorage.setItem('authToken', 'tok');
    server.on('GET', '/api/user/profile', () =>
      json(200, { _id: 'u1', name: 'Marta Ruiz', email: 'marta@lumen.es', role: 'admin' }),
    );
    renderAt('/orders-management');
    expect(await screen.findByRole('heading', { name: 'Gestión de pedidos' })).toBeVisible();
    // the signed-in top bar: first word of the name
    expect(screen.getByRole('button', { name: 'Marta' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });
});

function signInAs(role: 'user' | 'partner' | 'admin', extra: Record<string, unknown> = {}) {
  window.localStorage.setItem('authToken', 'tok');
  server.on('GET', '/api/user/profile', () =>
    json(200, { _id: 'u1', name: 'Marta Ruiz', email: 'marta@lumen.es', role, ...extra }),
  );
}

const adminLinks = ['Gestión de contenido', 'Gestión de pedidos'];

describe('admin-only links', () => {
  it('shows Gestión de contenido and Gestión de pedidos to admins: bar, user menu and drawer', async () => {
    signInAs('admin');
    renderAt('/contact');
    const userButton = await screen.findByRole('button', { name: 'Marta' });
    const bar = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(bar).getByRole('link', { name: 'Gestión de contenido' })).toBeVisible();
    await userEvent.click(userButton);
    const menu = screen.getByRole('menu');
    for (const name of adminLinks) {
      expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
    const drawer = screen.getByRole('dialog', { name: 'Menú', hidden: true });
    for (const name of adminLinks) {
      expect(within(drawer).getAllByRole('link', { name, hidden: true }).length).toBeGreaterThan(0);
    }
  });

  it.each(['user', 'partner'] as const)(
    'hides them from a signed-in %s everywhere',
    async (role) => {
      signInAs(role);
      renderAt('/contact');
      await userEvent.click(await screen.findByRole('button', { name: 'Marta' }));
      expect(
        within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Mi Perfil' }),
      ).toBeVisible();
      for (const name of adminLinks) {
        expect(screen.queryByRole('link', { name, hidden: true })).not.toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name, hidden: true })).not.toBeInTheDocument();
      }
    },
  );
});

describe('partner entries', () => {
  it("show 'Área de partner' to a partner in the user menu and the drawer", async () => {
    signInAs('partner');
    renderAt('/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Marta' }));
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Área de partner' }),
    ).toHaveAttribute('href', '/hazte-partner');
    const drawer = screen.getByRole('dialog', { name: 'Menú', hidden: true });
    expect(
      within(drawer).getByRole('link', { name: 'Área de partner', hidden: true }),
    ).toBeTruthy();
  });

  it.each(['user', 'admin'] as const)('are not shown to a signed-in %s', async (role) => {
    signInAs(role);
    renderAt('/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Marta' }));
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Mi Perfil' }),
    ).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Área de partner', hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Área de partner', hidden: true })).toBeNull();
  });
});

describe('admin areas', () => {
  it.each(['/content-management', '/orders-management'])(
    'show a no-access page to a signed-in non-admin on %s',
    async (path) => {
      signInAs('user');
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
      expect(screen.getByText(accountMessages.adminOnly)).toBeVisible();
      expect(
        screen.queryByRole('heading', { name: 'Gestión de contenido' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Gestión de pedidos' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('open for an admin', async () => {
    signInAs('admin');
    renderAt('/content-management');
    expect(await screen.findByRole('heading', { name: 'Gestión de contenido' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Acceso restringido' })).not.toBeInTheDocument();
  });

  it('draw the library thumbnails with the responsive photo, lazily', async () => {
    signInAs('admin');
    server.on('GET', '/api/photos', () =>
      json(200, [adminPhoto({ _id: 'a', title: 'Alba', hidden: true })]),
    );
    renderAt('/content-management/biblioteca');
    const card = await screen.findByRole('article', { name: 'Alba' });
    const img = await within(card).findByRole('img', { name: 'Alba' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.parentElement?.style.aspectRatio).toBe('3 / 2');
    expect(within(card).getByText('Oculta')).toBeVisible();
  });
});

describe('unconfirmed-email banner in the header layout', () => {
  it('shows on other pages but not on /profile', async () => {
    signInAs('user', { mail_confirmed: false });
    server.on('GET', '/api/form-fields/profile', () => json(200, { data: [] }));
    const router = renderAt('/contact');
    expect(await screen.findByText('Verifica tu email')).toBeVisible();
    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta Ruiz' })).toBeVisible();
    expect(screen.queryByText('Verifica tu email')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar enlace de verificación' })).toBeVisible();
  });
});

describe('account area inside the protected route', () => {
  it('keeps the page and its message when a save hands the session the new profile', async () => {
    signInAs('user');
    server.on('GET', '/api/form-fields/profile', () => json(200, { data: [] }));
    server.on('PUT', '/api/user', () =>
      json(200, { _id: 'u1', name: 'Marta R.', email: 'marta@lumen.es', role: 'user' }),
    );
    renderAt('/profile/informacion');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(accountMessages.profileUpdated)).toBeVisible();
    // The saved profile is the session's at once: no reload, the page stays mounted.
    expect(await screen.findByRole('heading', { level: 1, name: 'Marta R.' })).toBeVisible();
    expect(server.callsTo('/api/user/profile')).toHaveLength(1);
    expect(screen.getByText(accountMessages.profileUpdated)).toBeVisible();
  });
});

describe('keyboard', () => {
  it('moves through the user menu with the arrows; Esc closes it and refocuses its button', async () => {
    signInAs('user');
    renderAt('/contact');
    const userButton = await screen.findByRole('button', { name: 'Marta' });
    userButton.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    await vi.waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(userButton).toHaveFocus();
  });

  it('keeps the focus inside the open drawer and gives it back to the menu button', async () => {
    renderAt('/contact');
    const openButton = await screen.findByRole('button', { name: 'Abrir menú' });
    await userEvent.click(openButton);
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(openButton).toHaveFocus();
  });

  it("offers 'Saltar al contenido' first, leading to the main content", async () => {
    renderAt('/contact');
    const skip = await screen.findByRole('link', { name: 'Saltar al contenido' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
  });
});

describe('account section URLs', () => {
  it("goes back from a section to the account menu; 'Mis Eventos' opens its section", async () => {
    signInAs('user');
    server.on('GET', '/api/form-fields/profile', () => json(200, { data: [] }));
    server.on('GET', '/api/events/mine', () => json(200, { eventIds: [], events: [] }));
    const router = renderAt('/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Marta' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mis Eventos' }));
    expect(router.state.location.pathname).toBe('/profile/eventos');
    expect(await screen.findByText('No tienes eventos registrados.')).toBeVisible();

    await act(() => router.navigate('/profile'));
    await userEvent.click(await screen.findByRole('link', { name: /Ajustes/ }));
    expect(router.state.location.pathname).toBe('/profile/ajustes');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('navigation', { name: 'Secciones de la cuenta' })).toBeVisible();
  });
});

describe('notices', () => {
  it('shows the notice a previous step left in the location state', async () => {
    const router = renderAt('/contact');
    await act(() =>
      router.navigate('/contact', { state: { notice: 'Email confirmado correctamente.' } }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Email confirmado correctamente.');
  });
});
