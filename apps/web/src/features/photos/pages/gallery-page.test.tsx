import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@test/fake-fetch';
import { publicPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { GalleryPage } from './gallery-page';

const server = setUpFakeServer();

const photos = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    publicPhoto({ _id: `p${from + i}`, title: `Foto ${from + i}` }),
  );

/** Two pages of the whole gallery (p1..p12, then p13..p14), and one page for ?tag=mar. */
function serveGallery() {
  server.on('GET', '/api/photos/gallery', (call) => {
    const query = new URL(call.path, 'http://localhost').searchParams;
    if (query.get('tag') === 'mar') return json(200, { items: photos(3, 4), nextCursor: null });
    if (query.get('cursor') === 'c1') return json(200, { items: photos(13, 14), nextCursor: null });
    return json(200, { items: photos(1, 12), nextCursor: 'c1' });
  });
  server.on('GET', '/api/photos/tags', () =>
    json(200, [
      { tag: 'mar', count: 2 },
      { tag: 'noche', count: 1 },
    ]),
  );
}

/** The hrefs of the photo links shown (the tag chips left out). */
const photoLinks = () =>
  screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/photo/'));

describe('gallery page', () => {
  it('shows the first page, and Cargar más adds the next one until the end', async () => {
    serveGallery();
    renderPage(<GalleryPage />, { path: '/galeria' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
    await screen.findByRole('img', { name: 'Foto 12' });
    expect(photoLinks()).toHaveLength(12);
    expect(photoLinks()[0]).toBe('/photo/p1');
    // Every image has its box before it loads.
    const img = screen.getByRole('img', { name: 'Foto 1' });
    expect(img.getAttribute('width')).toBe('3000');
    expect(img.getAttribute('height')).toBe('2000');

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByRole('img', { name: 'Foto 14' });
    expect(photoLinks()).toHaveLength(14);
    expect(server.callsTo('/api/photos/gallery').map((c) => c.path)).toContain(
      '/api/photos/gallery?limit=12&cursor=c1',
    );
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('filters by tag through the URL, and Todas shows every photo again', async () => {
    serveGallery();
    const { router } = renderPage(<GalleryPage />, { path: '/galeria', route: '/galeria' });
    const filter = await screen.findByRole('navigation', { name: 'Filtrar por etiqueta' });
    expect(within(filter).getByRole('link', { name: 'Todas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(filter).getByRole('link', { name: /^mar/ }));
    expect(router.state.location.search).toBe('?tag=mar');
    await screen.findByRole('img', { name: 'Foto 4' });
    expect(photoLinks()).toEqual(['/photo/p3', '/photo/p4']);
    expect(within(filter).getByRole('link', { name: /^mar/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(filter).getByRole('link', { name: 'Todas' }));
    await screen.findByRole('img', { name: 'Foto 12' });
    expect(photoLinks()).toHaveLength(12);
  });
});
