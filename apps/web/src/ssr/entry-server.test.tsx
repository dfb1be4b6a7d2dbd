import { hydrate } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID, publicEvent, serveEvents } from '@test/event-fixtures';
import { createFakeFetch, json } from '@test/fake-fetch';
import { photoPage, publicPhoto } from '@test/photo-fixtures';
import { siteConfig, testProfile } from '@test/render-app';
import { serveSiteContent, withHero } from '@test/site-content-fixtures';
import { App, createQueryClient } from '@/app/app';
import { routes } from '@/app/routes';
import { AUTH_TOKEN_KEY } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { setApiTransport } from '@/lib/api-transport';
import { render } from './entry-server';
import { readSsrState, SSR_STATE_ID } from './ssr-state';

const server = createFakeFetch();
const photo = publicPhoto({ _id: 'p1', title: 'Niebla </script><b>en</b> el valle' });
const event = publicEvent({ name: 'Paseo </script> al amanecer' });

beforeEach(() => {
  server.reset();
  server.on('GET', '/api/site/config', () => json(200, siteConfig()));
  serveSiteContent(server);
  server.on('GET', '/api/photos/public', () => json(200, [photo]));
  server.on('GET', '/api/photos/public/p1', () => json(200, photoPage(photo)));
  server.on('GET', '/api/checkout/prints-from', () => json(200, { fromCents: 4990 }));
  serveEvents(server, { upcoming: [event] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  setApiTransport(null);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Puts a render into the document the way the server's HTML does. */
function serve(html: string, state: string) {
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ID}">${state}</script>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

/** Hydration mismatches of the running test (React recovers from them by rendering anew). */
const recoverableErrors: unknown[] = [];
afterEach(() => {
  const seen = recoverableErrors.splice(0);
  expect(seen).toEqual([]);
});

/** What main.tsx does with a server-rendered page. */
async function hydratePage(url: string, container: HTMLElement): Promise<Root> {
  window.history.replaceState(null, '', url);
  const state = readSsrState(document);
  if (!state) throw new Error('no state in the page');
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // As main.tsx does: a lazy page's code is loaded before hydrating.
  for (const { route } of matchRoutes(routes, new URL(url, 'http://shop.test').pathname) ?? []) {
    if (typeof route.lazy === 'function')
      Object.assign(route, await route.lazy(), { lazy: undefined });
  }
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  const roots: Root[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      ),
    );
  });
  const [root] = roots;
  if (!root) throw new Error('not hydrated');
  return root;
}

describe('server render of public pages', () => {
  it('renders the home gallery with its data and the page answers 200', async () => {
    const page = await render('/', server.fetch);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Luz de Lumen');
    // The gallery's image is in the HTML with its reserved box, not a spinner.
    expect(page?.html).toContain(`href="/photo/p1"`);
    expect(page?.html).not.toContain('Cargando galería...');
    expect(server.callsTo('/api/photos/public')).toHaveLength(1);
  });

  it('renders the photo page with its title, and head tags from the photo', async () => {
    const page = await render('/photo/p1', server.fetch);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Niebla &lt;/script&gt;&lt;b&gt;en&lt;/b&gt; el valle');
    expect(page?.meta.title).toBe(photo.title);
    expect(page?.meta.image?.url).toBe(photo.images.jpeg.at(-1)?.url);
    // The preload asks for what the <picture>'s AVIF source will pick: the same srcset, sizes.
    expect(page?.meta.preloadImage?.type).toBe('image/avif');
    // (HTML attribute names are case-insensitive: React may write srcSet.)
    expect(page?.html.toLowerCase()).toContain(
      `srcset="${page?.meta.preloadImage?.srcset}"`.toLowerCase(),
    );
    expect(page?.html).toContain(`sizes="${page?.meta.preloadImage?.sizes}"`);
    // No data can close the state's <script> element.
    expect(page?.state).not.toContain('</script>');
  });

  it('renders the photo page with the lowest print price and the buy form’s placeholder: the form’s data is the browser’s', async () => {
    const page = await render('/photo/p1', server.fetch);
    expect(page?.html).toContain('Comprar una impresión');
    expect(page?.html).toContain('Impresiones desde');
    expect(page?.html).toContain('49,90\u00a0€ + envío');
    expect(server.callsTo('/api/checkout/prints-from')[0]?.path).toContain('photoId=p1');
    expect(page?.html).toContain('Cargando opciones de impresión...');
    expect(page?.html).toContain('aria-busy="true"');
    for (const path of ['/api/prodigi/products', '/api/payments/config', '/api/prodigi/quotes']) {
      expect(server.callsTo(path)).toHaveLength(0);
    }
    const checkoutKeys = [...(page?.state ?? '').matchAll(/\["checkout","([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(checkoutKeys).toEqual(['prints-from']);
  });

  it('renders no lowest price for a photo without printable variants', async () => {
    server.on('GET', '/api/checkout/prints-from', () => json(200, { fromCents: null }));
    const page = await render('/photo/p1', server.fetch);
    expect(page?.status).toBe(200);
    expect(page?.html).not.toContain('Impresiones desde');
    expect(page?.html).toContain('Licencia de uso');
  });

  it('renders the gallery filtered by the tag of the URL, with its own title', async () => {
    server.on('GET', '/api/photos/gallery', () => json(200, { items: [photo], nextCursor: null }));
    server.on('GET', '/api/photos/tags', () => json(200, [{ tag: 'mar', count: 1 }]));
    const page = await render('/galeria?tag=mar', server.fetch);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('href="/photo/p1"');
    expect(page?.meta.title).toBe('Galería: mar');
    expect(server.callsTo('/api/photos/gallery')[0]?.path).toContain('tag=mar');
  });

  it('answers 404 for a missing photo, with the page saying so', async () => {
    const page = await render('/photo/ghost', server.fetch);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('No encontramos esta fotografía.');
  });

  it('answers 404 for an unknown page', async () => {
    const page = await render('/no/such/page', server.fetch);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Página no encontrada');
  });

  it.each([
    '/signin',
    '/profile',
    '/content-management',
    '/content-management/biblioteca',
    '/reset-password/abc',
  ])('leaves %s to the browser (it depends on who is signed in, or on a token)', async (url) => {
    expect(await render(url, server.fetch)).toBeNull();
  });

  it('hydrates the photo page without a mismatch or a second request', async () => {
    const page = await render('/photo/p1', server.fetch);
    if (!page) throw new Error('not rendered');
    const calls = server.calls.length;
    const container = serve(page.html, page.state);
    const text = container.textContent;
    const image = container.querySelector('img');
    vi.stubGlobal('fetch', server.fetch);
    const root = await hydratePage('/photo/p1', container);
    // React adopted the server's nodes (a mismatch would have rebuilt them, and reported it).
    expect(container.querySelector('img')).toBe(image);
    expect(container.textContent).toBe(text);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(photo.title);
    // The lowest print price came with the page: the browser asks nothing for it.
    expect(screen.getByText('Impresiones desde')).toBeVisible();
    expect(server.calls.length).toBe(calls);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('renders the same bytes at any time, and the browser takes a page kept for minutes as fresh', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const page = await render('/photo/p1', server.fetch);
    clock.mockReturnValue(now + 60_000);
    const again = await render('/photo/p1', server.fetch);
    expect(again?.state).toBe(page?.state);
    expect(again?.html).toBe(page?.html);
    if (!page) throw new Error('not rendered');
    // Served from the server's page cache ten minutes later (the app's staleTime is 30 s).
    clock.mockReturnValue(now + 10 * 60_000);
    const calls = server.calls.length;
    const container = serve(page.html, page.state);
    vi.stubGlobal('fetch', server.fetch);
    const root = await hydratePage('/photo/p1', container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(photo.title);
    expect(server.calls.length).toBe(calls);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('hydrates a page rendered signed out for a signed-in visitor, then shows their menu', async () => {
    server.on('GET', '/api/user/profile', () => json(200, testProfile({ name: 'Lucía Pérez' })));
    const page = await render('/', server.fetch);
    if (!page) throw new Error('not rendered');
    const container = serve(page.html, page.state);
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'a-token');
    vi.stubGlobal('fetch', server.fetch);
    try {
      const root = await hydratePage('/', container);
      // No mismatch warning (the console guard), and the session comes right after.
      expect(await screen.findAllByText('Lucía')).not.toHaveLength(0);
      expect(screen.queryByRole('link', { name: 'Unirme' })).not.toBeInTheDocument();
      act(() => root.unmount());
    } finally {
      window.localStorage.clear();
      vi.unstubAllGlobals();
    }
  });

  it('hydrates the home page with the hero left out of the gallery, without a mismatch or a request', async () => {
    const older = publicPhoto({ _id: 'p2', title: 'Dunas' });
    server.on('GET', '/api/photos/public', () => json(200, [photo, older]));
    serveSiteContent(server, withHero(photo));
    const page = await render('/', server.fetch);
    if (!page) throw new Error('not rendered');
    const gallery = (html: string) => html.slice(html.indexOf('id="galeria"'));
    expect(gallery(page.html)).toContain('href="/photo/p2"');
    expect(gallery(page.html)).not.toContain('href="/photo/p1"');
    const calls = server.calls.length;
    const container = serve(page.html, page.state);
    const images = [...container.querySelectorAll('img')];
    vi.stubGlobal('fetch', server.fetch);
    const root = await hydratePage('/', container);
    expect([...container.querySelectorAll('img')]).toEqual(images);
    expect(images).toHaveLength(2);
    expect(server.calls.length).toBe(calls);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('hydrates a missing photo with the error kept as an ApiError', async () => {
    const page = await render('/photo/ghost', server.fetch);
    if (!page) throw new Error('not rendered');
    const container = serve(page.html, page.state);
    const state = readSsrState(document);
    const error = state?.queries.queries.find((q) => q.state.status === 'error')?.state.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    vi.stubGlobal('fetch', server.fetch);
    const root = await hydratePage('/photo/ghost', container);
    expect(screen.getByText('No encontramos esta fotografía.')).toBeInTheDocument();
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});

describe('server render of the event pages', () => {
  const eventUrl = `/events/${EVENT_ID}`;
  const eventPath = `/api/events/event/${EVENT_ID}`;

  it('renders /events with its cards, loaded on the server', async () => {
    const page = await render('/events', server.fetch);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Paseo &lt;/script&gt; al amanecer');
    expect(page?.html).toContain(`href="${eventUrl}"`);
    expect(page?.html).toContain('12 DIC');
    expect(page?.html).not.toContain('Cargando eventos...');
    expect(server.callsTo('/api/events')).toHaveLength(1);
    expect(page?.state).not.toContain('</script>');
  });

  it('hydrates /events without a mismatch or a second request', async () => {
    const page = await render('/events', server.fetch);
    if (!page) throw new Error('not rendered');
    const calls = server.calls.length;
    const container = serve(page.html, page.state);
    const image = container.querySelector('img');
    vi.stubGlobal('fetch', server.fetch);
    const root = await hydratePage('/events', container);
    expect(image).not.toBeNull();
    expect(container.querySelector('img')).toBe(image);
    expect(screen.getByRole('link', { name: 'Ver evento' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
    expect(server.calls.length).toBe(calls);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });

  it('renders an event page with its times, tickets and head tags', async () => {
    const page = await render(eventUrl, server.fetch, { publicUrl: 'https://tienda.example' });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('10:00–13:00 (hora peninsular)');
    expect(page?.html).toContain('Entrada general');
    expect(page?.html).toContain('href="https://www.openstreetmap.org/search?query=');
    expect(page?.meta.title).toBe(event.name);
    expect(page?.meta.description).toMatch(/^sábado, 12 de diciembre de 2026, 10:00/);
    expect(page?.meta.image?.url).toMatch(/-1440\.jpg$/);
    expect(page?.meta.preloadImage?.type).toBe('image/avif');
    expect(page?.html).toContain(`sizes="${page?.meta.preloadImage?.sizes}"`);
    expect(page?.meta.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: event.name,
        url: `https://tienda.example${eventUrl}`,
        startDate: '2026-12-12T10:00:00+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
      }),
    ]);
  });

  it('answers 404 for an event that is not published, with the page saying so', async () => {
    const page = await render('/events/6b0c8f4e-2f43-4a8e-9d53-0a1b2c3d4e5f', server.fetch);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('No encontramos ese evento.');
    expect(page?.meta.title).toBe('No encontramos ese evento.');
  });

  it('answers 404 for an id that is no event id (the API refuses it as invalid)', async () => {
    server.on('GET', '/api/events/event/42', () =>
      json(400, { error: 'invalid_data', message: 'Los datos enviados no son válidos.' }),
    );
    const page = await render('/events/42', server.fetch);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('No encontramos ese evento.');
  });

  it('hydrates an event page without a mismatch, then reads its availability again', async () => {
    const page = await render(eventUrl, server.fetch);
    if (!page) throw new Error('not rendered');
    const calls = server.calls.length;
    const container = serve(page.html, page.state);
    const text = container.textContent;
    vi.stubGlobal('fetch', server.fetch);
    const root = await hydratePage(eventUrl, container);
    expect(container.textContent).toBe(text);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(event.name);
    // The rendered page may have been kept for minutes: the seats left are asked again, once.
    await waitFor(() => expect(server.calls.length).toBe(calls + 1));
    expect(server.calls.at(-1)?.path).toBe(eventPath);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});

describe('the head of public pages (title, description, sharing, schema.org)', () => {
  const publicUrl = 'https://tienda.example';

  it("describes a photo page's photo as a schema.org Photograph with absolute URLs", async () => {
    const page = await render('/photo/p1', server.fetch, { publicUrl });
    expect(page?.meta.type).toBe('article');
    expect(page?.meta.image).toEqual({
      url: '/media/photos/p1-1440.jpg',
      width: 1440,
      height: 960,
      alt: photo.title,
    });
    expect(page?.meta.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'Photograph',
        name: photo.title,
        url: 'https://tienda.example/photo/p1',
        image: expect.objectContaining({
          contentUrl: 'https://tienda.example/media/photos/p1-1440.jpg',
        }) as unknown,
        creator: expect.objectContaining({ name: 'Estudio Lumen' }) as unknown,
        dateCreated: '2024-03-07',
        datePublished: '2025-02-09T12:00:00.000Z',
        offers: expect.objectContaining({ price: '45.50', priceCurrency: 'EUR' }) as unknown,
      }),
    ]);
  });

  it('describes the business and the site on the home page, its newest photo as the preview', async () => {
    server.on('GET', '/api/site/config', () =>
      json(200, siteConfig({ instagramUrl: 'https://instagram.com/lumen' })),
    );
    const page = await render('/', server.fetch, { publicUrl });
    expect(page?.meta.title).toBeUndefined();
    expect(page?.meta.description).toMatch(/^Fotografía profesional/);
    expect(page?.meta.image?.url).toBe('/media/photos/p1-1440.jpg');
    expect(page?.meta.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'ProfessionalService',
        name: 'Estudio Lumen',
        url: 'https://tienda.example/',
        email: 'hola@lumen.es',
        telephone: '+34 911 222 333',
        sameAs: ['https://instagram.com/lumen'],
      }),
      expect.objectContaining({ '@type': 'WebSite', url: 'https://tienda.example/' }),
    ]);
  });

  it("shows the home's hero as its preview: a picked photo's JPEG of about 1200 px", async () => {
    const picked = publicPhoto({ _id: 'h', title: 'Faro', width: 2000, height: 3000 });
    server.on('GET', '/api/photos/public', () => json(200, [photo, picked]));
    serveSiteContent(server, withHero(picked));
    const page = await render('/', server.fetch, { publicUrl });
    // A portrait: its 960 px rendition is 1440 px tall.
    expect(page?.meta.image).toEqual({
      url: '/media/photos/h-960.jpg',
      width: 960,
      height: 1440,
      alt: 'Faro',
    });
  });

  it.each([
    ['/galeria', 'Galería'],
    ['/contact', 'Contacto'],
    ['/desistimiento', 'Desistir de una compra'],
    ['/hazte-partner', 'Hazte Partner'],
    ['/coming-soon', 'Próximamente'],
    ['/events', 'Eventos'],
    ['/legal/privacy', 'Política de privacidad'],
    ['/legal/terms', 'Términos y condiciones'],
    ['/legal/cookie', 'Política de cookies'],
    ['/legal/notice', 'Aviso legal'],
  ])('gives %s its own title and a description', async (url, title) => {
    server.on('GET', '/api/photos/gallery', () => json(200, { items: [], nextCursor: null }));
    server.on('GET', '/api/photos/tags', () => json(200, []));
    const page = await render(url, server.fetch, { publicUrl });
    expect(page?.status).toBe(200);
    expect(page?.meta.title).toBe(title);
    expect(page?.meta.description?.length).toBeGreaterThan(40);
    expect(page?.meta.description?.length).toBeLessThanOrEqual(160);
  });
});
