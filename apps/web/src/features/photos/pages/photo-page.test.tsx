import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { photoMessages } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { publicPhoto } from '@test/photo-fixtures';
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

const servePhoto = (answer: typeof photo) =>
  server.on('GET', `/api/photos/public/${answer._id}`, () => json(200, answer));

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
    expect(fact('Precio de referencia')).toBe('1250,00\u00a0€');
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
    expect(fact('Precio de referencia')).toBe(photoMessages.askPrice);
    expect(screen.queryByText('Cámara')).not.toBeInTheDocument();
    expect(screen.queryByText('Objetivo')).not.toBeInTheDocument();
    expect(screen.queryByText('Ubicación')).not.toBeInTheDocument();
    expect(screen.queryByText('Fecha de captura')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Etiquetas' })).not.toBeInTheDocument();
  });

  it('announces that prints are not for sale yet', async () => {
    servePhoto(photo);
    openPage();
    const buy = await screen.findByRole('region', { name: 'Comprar una impresión' });
    expect(within(buy).getByText(photoMessages.noPrintOptions)).toBeVisible();
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
});
