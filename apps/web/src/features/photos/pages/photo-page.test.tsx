import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { photoPage, publicPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { PhotoPage } from './photo-page';

const server = setUpFakeServer();

const photo = publicPhoto({
  _id: 'faro',
  title: 'Faro de Trafalgar',
  description: 'La última luz de la tarde.',
  price: 1250,
  tags: ['faro', 'costa'],
  metadata: {
    camera: 'Nikon Z8',
    lens: 'NIKKOR Z 14-24mm f/2.8 S',
    location: 'Caños de Meca',
    shotAt: '2023-01-01',
  },
  createdAt: '2025-02-09T12:00:00.000Z',
});

const servePhoto = (answer: typeof photo, neighbours?: Parameters<typeof photoPage>[1]) =>
  server.on('GET', `/api/photos/public/${answer._id}`, () =>
    json(200, photoPage(answer, neighbours)),
  );

const openPage = (id = 'faro') =>
  renderPage(<PhotoPage />, { route: '/photo/:photoId', path: `/photo/${id}` });

/** The value shown under a label of the details list. */
const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('photo page', () => {
  it('shows the photo and all of its data', async () => {
    servePhoto(photo);
    openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Faro de Trafalgar' }),
    ).toBeVisible();
    expect(server.callsTo('/api/photos/public/faro')).toHaveLength(1);
    expect(screen.getByText('La última luz de la tarde.')).toBeVisible();
    expect(screen.getByText(/Publicada el/).textContent).toBe('Publicada el 09/02/2025');
    const tags = screen.getByRole('list', { name: 'Etiquetas' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['faro', 'costa']);
    expect(fact('Licencia de uso')).toBe('1.250,00\u00a0€');
    // The photo's price says what it buys (its licence), apart from the prints' prices.
    const buy = screen.getByRole('region', { name: 'Comprar una impresión' });
    expect(within(buy).getByText('Licencia de uso')).toBeVisible();
    expect(within(buy).getByText(/Para usar la fotografía/)).toHaveTextContent(
      /IVA incluido. Las impresiones se compran abajo, cada una con su precio/,
    );
    expect(fact('Cámara')).toBe('Nikon Z8');
    expect(fact('Objetivo')).toBe('NIKKOR Z 14-24mm f/2.8 S');
    expect(fact('Ubicación')).toBe('Caños de Meca');
    expect(fact('Fecha de captura')).toBe('01/01/2023');
    expect(document.title).toContain('Faro de Trafalgar');
  });

  it('shows the image as the page main image: eager, high priority, responsive', async () => {
    servePhoto(photo);
    openPage();
    const img = await screen.findByRole('img', { name: 'Faro de Trafalgar' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('src')).toBe('/media/photos/faro-1440.jpg');
    expect(img.getAttribute('sizes')).toContain('(min-width: 1024px)');
    const types = [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) =>
      s.getAttribute('type'),
    );
    expect(types).toEqual(['image/avif', 'image/webp']);
    expect(document.querySelectorAll('[fetchpriority="high"]')).toHaveLength(1);
  });

  it("says 'Consultar' without a price and leaves out the data it does not have", async () => {
    servePhoto({
      ...photo,
      price: null,
      description: '',
      tags: [],
      metadata: { camera: null, lens: null, location: null, shotAt: null },
    });
    openPage();
    await screen.findByRole('heading', { level: 1, name: 'Faro de Trafalgar' });
    expect(fact('Licencia de uso')).toBe(photoMessages.askPrice);
    expect(screen.queryByText(/Para usar la fotografía/)).toBeNull();
    expect(screen.queryByText('Cámara')).not.toBeInTheDocument();
    expect(screen.queryByText('Objetivo')).not.toBeInTheDocument();
    expect(screen.queryByText('Ubicación')).not.toBeInTheDocument();
    expect(screen.queryByText('Fecha de captura')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Etiquetas' })).not.toBeInTheDocument();
  });

  it('announces that prints are not for sale yet when the router composes no buy form', async () => {
    servePhoto(photo);
    openPage();
    const buy = await screen.findByRole('region', { name: 'Comprar una impresión' });
    expect(within(buy).getByText(photoMessages.noPrintOptions)).toBeVisible();
  });

  it('shows the buy form the router composes in its buy section, for this photo', async () => {
    servePhoto(photo);
    renderPage(<PhotoPage buySection={({ photoId }) => <p>Formulario de {photoId}</p>} />, {
      route: '/photo/:photoId',
      path: '/photo/faro',
    });
    const buy = await screen.findByRole('region', { name: 'Comprar una impresión' });
    expect(within(buy).getByText('Formulario de faro')).toBeVisible();
    expect(within(buy).queryByText(photoMessages.noPrintOptions)).toBeNull();
  });

  it('says a missing photo was not found, and Volver goes home when there is no history', async () => {
    openPage('nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: photoMessages.notFound }),
    ).toBeVisible();
    // A 404 is final: no retry.
    expect(server.callsTo('/api/photos/public/nope')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('Volver goes back to the previous page', async () => {
    servePhoto(photo);
    const { router } = openPage();
    await screen.findByRole('heading', { level: 1, name: 'Faro de Trafalgar' });
    await act(() => router.navigate('/photo/nope'));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(router.state.location.pathname).toBe('/photo/faro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Faro de Trafalgar' }),
    ).toBeVisible();
  });

  it('links the previous and next photos and the gallery; ← and → open them', async () => {
    servePhoto(photo, {
      previous: { _id: 'alba', title: 'Alba' },
      next: { _id: 'bruma', title: 'Bruma' },
    });
    const { router } = openPage();
    const nav = await screen.findByRole('navigation', { name: 'Navegación de la galería' });
    expect(within(nav).getByRole('link', { name: 'Anterior: «Alba»' }).getAttribute('href')).toBe(
      '/photo/alba',
    );
    expect(within(nav).getByRole('link', { name: 'Siguiente: «Bruma»' }).getAttribute('href')).toBe(
      '/photo/bruma',
    );
    expect(
      within(nav).getByRole('link', { name: 'Volver a la galería' }).getAttribute('href'),
    ).toBe('/galeria');
    // Arrows typed in a field move its caret, not the page.
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/photo/faro');
    field.remove();
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/photo/bruma');
  });

  it('offers no previous or next link at the ends of the gallery', async () => {
    servePhoto(photo);
    const { router } = openPage();
    const nav = await screen.findByRole('navigation', { name: 'Navegación de la galería' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Volver a la galería']);
    await userEvent.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe('/photo/faro');
  });

  it('never draws the photo wider than its pixels, and says so in sizes', async () => {
    servePhoto({ ...photo, width: 640, height: 480 });
    openPage();
    const img = await screen.findByRole('img', { name: 'Faro de Trafalgar' });
    // Nor taller than the screen allows: 85vh on a phone, the sticky column's height on a desktop.
    expect(img.getAttribute('sizes')).toContain(
      'min(715px, 640px, calc((100vh - 10.5rem) * 1.3333))',
    );
    expect(img.getAttribute('sizes')).toContain(
      'min(calc(100vw - 2.5rem), 640px, calc(85vh * 1.3333))',
    );
    const box = img.closest('button')?.parentElement;
    expect(box?.style.getPropertyValue('--photo-width')).toBe('640px');
    expect(box?.style.getPropertyValue('--photo-ratio')).toBe('1.3333');
  });

  it('opens a full-screen viewer with the widest images only when asked, and zooms', async () => {
    servePhoto(photo);
    openPage();
    await screen.findByRole('heading', { level: 1, name: 'Faro de Trafalgar' });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('img[src$="faro-1440.jpg"][srcset]')).not.toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver «Faro de Trafalgar» a pantalla completa' }),
    );
    const viewer = await screen.findByRole('dialog', {
      name: '«Faro de Trafalgar» a pantalla completa',
    });
    const sources = [...viewer.querySelectorAll('source')].map((s) => s.getAttribute('srcset'));
    expect(sources).toEqual(['/media/photos/faro-1440.avif', '/media/photos/faro-1440.webp']);
    expect(within(viewer).getByText('Zoom: 100 %')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Acercar' }));
    expect(within(viewer).getByText('Zoom: 150 %')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Ajustar a la pantalla' }));
    expect(within(viewer).getByText('Zoom: 100 %')).toBeInTheDocument();
    // The keys zoom too (+, −, 0 to fit again).
    await userEvent.keyboard('+');
    expect(within(viewer).getByText('Zoom: 150 %')).toBeInTheDocument();
    await userEvent.keyboard('0');
    expect(within(viewer).getByText('Zoom: 100 %')).toBeInTheDocument();
    // The wheel zooms (and does not scroll the page behind).
    const stage = within(viewer).getByRole('img').closest('div');
    if (!stage) throw new Error('no stage');
    expect(fireEvent.wheel(stage, { deltaY: -100 })).toBe(false);
    expect(within(viewer).getByText('Zoom: 115 %')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Cerrar' }));
    expect(document.querySelector('dialog')).toBeNull();
    // Focus returns to what opened the viewer.
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Ver «Faro de Trafalgar» a pantalla completa',
    );
  });
});
