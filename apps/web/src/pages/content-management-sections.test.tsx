import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSections, paths, type ContentSection } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { adminPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { CONTENT_DESKTOP_QUERY, ContentManagementPage } from './content-management-page';

const faro = adminPhoto({ _id: 'faro', title: 'Faro' });
const duna = adminPhoto({ _id: 'duna', title: 'Duna' });

setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, [faro, duna]));
  server.on('GET', '/api/prodigi/environment', () => json(200, { environment: 'simulator' }));
  server.on('GET', '/api/prodigi/catalog', () => json(200, []));
  server.on('GET', '/api/events/admin', () => json(200, []));
  server.on('GET', '/api/admin/invoices', () => json(200, { invoices: [], truncated: false }));
  for (const id of ['faro', 'duna'])
    server.on('GET', `/api/prodigi/admin/photos/${id}/variants`, () => json(200, []));
});

function setViewport(desktop: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: desktop && query === CONTENT_DESKTOP_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}
afterEach(() => {
  // jsdom has no matchMedia: remove the stub so the next test starts as jsdom does.
  Reflect.deleteProperty(window, 'matchMedia');
});

/** Content management opened on `path`, both of its addresses routed as the app does. */
const renderAt = (path: string) =>
  renderPage(<ContentManagementPage />, {
    route: paths.contentManagement.pattern,
    path,
    extraRoutes: [
      { path: paths.contentManagementSection.pattern, element: <ContentManagementPage /> },
    ],
  });
const sectionPath = (section: ContentSection) => paths.contentManagementSection.build(section);
const nav = () => screen.getByRole('navigation', { name: 'Secciones de gestión de contenido' });
const current = () =>
  within(nav())
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('content management sections', () => {
  it('opens the first section at /content-management, with every section in the navigation', async () => {
    setViewport(true);
    renderAt(paths.contentManagement.build());
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de contenido' })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Nueva imagen' })).toBeVisible();
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'cm-nueva-imagen',
    ]);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Nueva imagen',
      'Catálogo de impresión',
      'Variantes por foto',
      'Biblioteca',
      'Eventos',
      'Facturas',
      'Ventas',
      'Contenido del sitio',
      'Solicitudes de partner',
      'Mensajes',
      'Desistimientos',
      'Lista de aviso',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      contentSections.map((section) => `/content-management/${section}`),
    );
    expect(current()).toEqual(['Nueva imagen']);
    await waitFor(() => expect(document.title).toMatch(/^Nueva imagen · Gestión de contenido · /));
  });

  it('opens a section by its own address: only that section, marked in the navigation and named in the title', async () => {
    setViewport(true);
    renderAt(sectionPath('biblioteca'));
    const library = screen.getByRole('region', { name: 'Biblioteca' });
    expect(await within(library).findByRole('article', { name: 'Faro' })).toBeVisible();
    expect(screen.getAllByRole('region')).toEqual([library]);
    expect(screen.queryByRole('form', { name: 'Nueva imagen' })).not.toBeInTheDocument();
    expect(current()).toEqual(['Biblioteca']);
    await waitFor(() => expect(document.title).toMatch(/^Biblioteca · Gestión de contenido · /));
  });

  it('moves between sections by the navigation, focusing the heading and keeping what was typed', async () => {
    setViewport(true);
    const { router } = renderAt(sectionPath('nueva-imagen'));
    const form = await screen.findByRole('form', { name: 'Nueva imagen' });
    await userEvent.type(within(form).getByLabelText('Título'), 'Sin guardar');

    await userEvent.click(within(nav()).getByRole('link', { name: 'Catálogo de impresión' }));
    expect(router.state.location.pathname).toBe('/content-management/catalogo');
    const catalog = screen.getByRole('region', { name: 'Catálogo de impresión' });
    expect(
      await within(catalog).findByRole('form', { name: 'Nuevo producto del catálogo' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Catálogo de impresión' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Nueva imagen' })).not.toBeInTheDocument();
    expect(current()).toEqual(['Catálogo de impresión']);
    await waitFor(() => expect(document.title).toMatch(/^Catálogo de impresión · /));

    await userEvent.click(within(nav()).getByRole('link', { name: 'Nueva imagen' }));
    const again = screen.getByRole('form', { name: 'Nueva imagen' });
    expect(within(again).getByLabelText<HTMLInputElement>('Título').value).toBe('Sin guardar');
    expect(screen.getByRole('heading', { level: 2, name: 'Nueva imagen' })).toHaveFocus();
  });

  it("opens 'Eventos' by its address, after 'Biblioteca': its summary, the events and 'Nuevo evento'", async () => {
    setViewport(true);
    renderAt(sectionPath('eventos'));
    const events = screen.getByRole('region', { name: 'Eventos' });
    expect(within(events).getByText(/escríbelos con sus entradas y publícalos/)).toBeVisible();
    expect(await within(events).findByText(/Todavía no hay eventos/)).toBeVisible();
    expect(within(events).getByRole('button', { name: 'Nuevo evento' })).toBeVisible();
    expect(current()).toEqual(['Eventos']);
    await waitFor(() => expect(document.title).toMatch(/^Eventos · Gestión de contenido · /));
  });

  it("opens 'Facturas' by its address, after 'Eventos': its summary, the list and the quarter's export", async () => {
    setViewport(true);
    renderAt(`${sectionPath('facturas')}?tipo=R1`);
    const invoices = screen.getByRole('region', { name: 'Facturas' });
    expect(within(invoices).getByText(/exporta el trimestre para tu gestoría/)).toBeVisible();
    expect(await within(invoices).findByText('No hay facturas con estos filtros.')).toBeVisible();
    expect(within(invoices).getByRole('button', { name: 'Libro registro (CSV)' })).toBeVisible();
    expect(current()).toEqual(['Facturas']);
    await waitFor(() => expect(document.title).toMatch(/^Facturas · Gestión de contenido · /));
  });

  it('sends an unknown section to the first one', async () => {
    const { router } = renderAt('/content-management/nada');
    await waitFor(() => expect(router.state.location.pathname).toBe('/content-management'));
    expect(await screen.findByRole('form', { name: 'Nueva imagen' })).toBeVisible();
  });

  it('opens the variants of the photo named in the address, and keeps the chosen photo there', async () => {
    setViewport(true);
    const { router } = renderAt(`${sectionPath('variantes')}?foto=faro`);
    const variants = screen.getByRole('region', { name: 'Variantes por foto' });
    const select = await within(variants).findByLabelText<HTMLSelectElement>('Fotografía');
    await within(variants).findByRole('option', { name: 'Duna' });
    expect(select.value).toBe('faro');
    await userEvent.selectOptions(select, 'Duna');
    expect(router.state.location.search).toBe('?foto=duna');
    // Away and back by the navigation: the open photo is written back into the address.
    await userEvent.click(within(nav()).getByRole('link', { name: 'Biblioteca' }));
    expect(router.state.location.search).toBe('');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Variantes por foto' }));
    await waitFor(() => expect(router.state.location.search).toBe('?foto=duna'));
    expect(router.state.location.pathname).toBe('/content-management/variantes');
    expect(select.value).toBe('duna');
  });

  it('below 1024 px the navigation is a menu naming the open section, closed once one is chosen', async () => {
    setViewport(false);
    const { router } = renderAt(sectionPath('catalogo'));
    const summary = within(nav())
      .getByText('Catálogo de impresión', { selector: 'summary *' })
      .closest('summary');
    if (!summary) throw new Error('no summary');
    const menu = summary.parentElement as HTMLDetailsElement;
    expect(menu.open).toBe(false);
    await userEvent.click(summary);
    expect(menu.open).toBe(true);
    const link = within(menu).getByRole('link', { name: 'Mensajes' });
    expect(within(menu).getByRole('link', { name: 'Catálogo de impresión' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/content-management/mensajes');
    await waitFor(() => expect(menu.open).toBe(false));
    expect(within(nav()).getByText('Mensajes', { selector: 'summary *' })).toBeVisible();
  });

  it('from 1024 px the navigation is a side list, not a menu', () => {
    setViewport(true);
    renderAt(sectionPath('catalogo'));
    expect(nav().querySelector('details')).toBeNull();
    expect(within(nav()).getAllByRole('link')).toHaveLength(contentSections.length);
  });
});
