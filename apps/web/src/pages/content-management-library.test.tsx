import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  checkoutMessages,
  paths,
  photoMessages,
  photoTurnLabels,
  type AdminPhoto,
} from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { adminPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { LIBRARY_THUMBNAIL_SIZES } from '@/features/photos-admin/components/photo-library';
import { testOrderTexts } from '@/features/photos-admin/components/test-order-texts';
import { ContentManagementPage } from './content-management-page';

const faro = adminPhoto({
  _id: 'faro',
  title: 'Faro de Trafalgar',
  price: 1234.5,
  tags: ['faro', 'costa'],
  metadata: { camera: 'Nikon Z8', lens: null, location: 'Cádiz', shotAt: '2024-03-07' },
  createdAt: '2025-02-09T12:00:00.000Z',
});
const niebla = adminPhoto({
  _id: 'niebla',
  title: 'Niebla',
  price: null,
  tags: [],
  hidden: true,
  metadata: { camera: null, lens: null, location: null, shotAt: null },
});

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  serveLibrary(server, [faro, niebla]);
  server.on('GET', '/api/prodigi/environment', () => json(200, { environment: 'simulator' }));
  // The print catalogue (section 2) is empty: its alerts never mix with the library's.
  server.on('GET', '/api/prodigi/catalog', () => json(200, []));
  server.on('GET', '/api/admin/partner-applications', () => json(200, { items: [], pending: 0 }));
  // So is the launch list (the last section).
  server.on('GET', '/api/admin/launch-list', () =>
    json(200, { items: [], total: 0, counts: { pending: 0, confirmed: 0, unsubscribed: 0 } }),
  );
});

function serveLibrary(target: typeof server, photos: AdminPhoto[]) {
  target.on('GET', '/api/photos', () => json(200, photos));
}

/** The library as the app composes it: thumbnails drawn by the photos feature. */
function renderLibrary() {
  return renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('biblioteca'),
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('photo library', () => {
  it('shows each photo with its price or Sin precio, dates, camera, location and tags', async () => {
    renderLibrary();
    await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    const first = card('Faro de Trafalgar');
    expect(fact(first, 'Precio')).toBe('1.234,50\u00a0€');
    expect(fact(first, 'Fecha')).toBe('09/02/2025');
    expect(fact(first, 'Cámara')).toBe('Nikon Z8');
    expect(fact(first, 'Ubicación')).toBe('Cádiz');
    expect(fact(first, 'Fecha de captura')).toBe('07/03/2024');
    expect(fact(first, 'Etiquetas')).toBe('faro, costa');
    expect(within(first).queryByText('Oculta')).not.toBeInTheDocument();

    const second = card('Niebla');
    expect(fact(second, 'Precio')).toBe(photoMessages.noPrice);
    expect(fact(second, 'Cámara')).toBe('—');
    expect(fact(second, 'Fecha de captura')).toBe('—');
    expect(within(second).getByText('Oculta')).toBeVisible();
  });

  it('draws lazy responsive thumbnails', async () => {
    renderLibrary();
    const img = await within(await screen.findByRole('article', { name: 'Niebla' })).findByRole(
      'img',
      { name: 'Niebla' },
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('sizes')).toBe(LIBRARY_THUMBNAIL_SIZES);
    expect(img.parentElement?.querySelector('source[type="image/avif"]')).toBeInTheDocument();
    expect(document.querySelector('[fetchpriority]')).not.toBeInTheDocument();
  });

  it('sends a test order per photo after asking, with its own status', async () => {
    let answer: () => Response = () =>
      json(201, {
        order: { id: 'ord_829', shopOrderId: 'o-1', status: 'submitted' },
        outcome: 'Created',
      });
    server.on('POST', '/api/prodigi/orders', () => answer());
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    const second = screen.getByRole('article', { name: 'Niebla' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Pedido de prueba de «Faro de Trafalgar»' }),
    );
    // Nothing is sent before the admin confirms; cancelling sends nothing.
    expect(await within(first).findByText(testOrderTexts.simulator.question)).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Cancelar' }));
    expect(within(first).queryByText(testOrderTexts.simulator.question)).toBeNull();
    expect(server.callsTo('/api/prodigi/orders')).toHaveLength(0);

    await userEvent.click(
      within(first).getByRole('button', { name: 'Pedido de prueba de «Faro de Trafalgar»' }),
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Sí, enviar' }));
    expect(await within(first).findByRole('status')).toHaveTextContent(
      'Pedido de prueba creado en el simulador: ord_829 (Created). No se imprime ni se cobra nada.',
    );
    expect(server.callsTo('/api/prodigi/orders').map((c) => c.body)).toEqual([{ photoId: 'faro' }]);
    // The other photo's status is its own.
    expect(within(second).queryByRole('status')).toBeNull();

    answer = () =>
      json(400, { error: 'invalid_data', message: checkoutMessages.testOrderNoVariants });
    await userEvent.click(
      within(second).getByRole('button', { name: 'Pedido de prueba de «Niebla»' }),
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Sí, enviar' }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      checkoutMessages.testOrderNoVariants,
    );
    expect(within(first).getByRole('status')).toBeVisible();
  });

  it('says what a test order costs with each Prodigi, and confirms a live one explicitly', async () => {
    const sent: unknown[] = [];
    server.on('POST', '/api/prodigi/orders', (request) => {
      sent.push(request.body);
      return json(201, {
        order: { id: 'ord_9', shopOrderId: 'o-9', status: 'submitted' },
        outcome: 'Created',
      });
    });
    for (const environment of ['live', 'sandbox', 'simulator'] as const) {
      server.on('GET', '/api/prodigi/environment', () => json(200, { environment }));
      const view = renderLibrary();
      const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
      await userEvent.click(
        within(first).getByRole('button', { name: 'Pedido de prueba de «Faro de Trafalgar»' }),
      );
      const texts = testOrderTexts[environment];
      expect(await within(first).findByText(texts.question)).toBeVisible();
      await userEvent.click(within(first).getByRole('button', { name: texts.confirmLabel }));
      expect(await within(first).findByRole('status')).toHaveTextContent(
        texts.sent('ord_9', 'Created'),
      );
      expect(first.textContent).not.toMatch(
        environment === 'live' ? /no se cobra/i : /dinero real/i,
      );
      view.unmount();
    }
    expect(testOrderTexts.live.question).toContain('cobrará a tu cuenta de Prodigi');
    expect(testOrderTexts.live.question).toContain('dinero real');
    expect(testOrderTexts.sandbox.question).toContain('sandbox');
    expect(testOrderTexts.sandbox.question).toContain('no se imprime ni se cobra nada');
    expect(testOrderTexts.simulator.question).toContain('Se queda en este equipo');
    expect(sent).toEqual([
      { photoId: 'faro', confirmLive: true },
      { photoId: 'faro' },
      { photoId: 'faro' },
    ]);
  });

  it('says when the photos cannot be loaded', async () => {
    server.on('GET', '/api/photos', () => json(500, {}));
    renderLibrary();
    expect(await screen.findByText(photoMessages.loadFailed)).toBeVisible();
  });

  it('says when the library is empty', async () => {
    serveLibrary(server, []);
    renderLibrary();
    expect(await screen.findByText('Aún no hay fotografías en la biblioteca.')).toBeVisible();
  });

  it('edits a photo: sends the changed data, confirms and reloads the library', async () => {
    server.on('PUT', '/api/photos/faro', () => json(200, faro));
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Editar «Faro de Trafalgar»' }),
    );
    const form = within(first).getByRole('form', { name: 'Editar Faro de Trafalgar' });
    const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label);
    expect(field('Precio (€)').value).toBe('1234,50');
    expect(field('Objetivo').value).toBe('');
    expect(field('Etiquetas').value).toBe('faro, costa');
    expect(field('Fecha de captura').value).toBe('2024-03-07');

    await userEvent.clear(field('Título'));
    await userEvent.type(field('Título'), ' Faro al atardecer ');
    await userEvent.clear(field('Precio (€)'));
    await userEvent.type(field('Precio (€)'), '99,9');
    await userEvent.type(field('Objetivo'), 'NIKKOR Z 24-70mm f/2.8 S');
    await userEvent.clear(field('Etiquetas'));
    await userEvent.type(field('Etiquetas'), 'faro, mar, faro');
    await userEvent.clear(field('Ubicación'));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect((await screen.findByText(photoMessages.updated)).getAttribute('role')).toBe('status');
    expect(server.callsTo('/api/photos/faro')).toHaveLength(1);
    expect(server.callsTo('/api/photos/faro')[0]?.body).toEqual({
      title: 'Faro al atardecer',
      description: faro.description,
      price: 99.9,
      tags: ['faro', 'mar'],
      camera: 'Nikon Z8',
      lens: 'NIKKOR Z 24-70mm f/2.8 S',
      location: '',
      shotAt: '2024-03-07',
    });
    expect(server.callsTo('/api/photos').length).toBeGreaterThan(1);
    expect(within(first).queryByRole('form')).not.toBeInTheDocument();
  });

  it("turns a sideways photo with 'Girar', naming the work whose stages it shows", async () => {
    server.on('POST', '/api/photos/faro/turn', () =>
      json(200, { ...faro, width: faro.height, height: faro.width }),
    );
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    expect(
      within(first).getByRole('button', { name: 'Girar a la izquierda «Faro de Trafalgar»' }),
    ).toBeVisible();
    await userEvent.click(
      within(first).getByRole('button', { name: 'Girar a la derecha «Faro de Trafalgar»' }),
    );

    expect((await screen.findByText(photoTurnLabels.turned)).getAttribute('role')).toBe('status');
    const [call] = server.callsTo('/api/photos/faro/turn');
    expect(call?.body).toEqual({ direction: 'right' });
    expect(call?.path).toMatch(/^\/api\/photos\/faro\/turn\?work=[0-9a-f-]{36}$/);
    await waitFor(() => expect(server.callsTo('/api/photos').length).toBeGreaterThan(1));
  });

  it("says when a turn fails, with the server's message", async () => {
    server.on('POST', '/api/photos/faro/turn', () =>
      json(409, { error: 'conflict', message: photoMessages.turnConflict }),
    );
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Girar a la izquierda «Faro de Trafalgar»' }),
    );
    expect((await screen.findByText(photoMessages.turnConflict)).getAttribute('role')).toBe(
      'alert',
    );
  });

  it('sends a cleared price as null and refuses a blank title', async () => {
    server.on('PUT', '/api/photos/faro', () => json(200, faro));
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Editar «Faro de Trafalgar»' }),
    );
    const form = within(first).getByRole('form');
    await userEvent.clear(within(form).getByLabelText('Título'));
    await userEvent.clear(within(form).getByLabelText('Precio (€)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(form).getByRole('alert').textContent).toBe(photoMessages.titleRequired);
    expect(server.callsTo('/api/photos/faro')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Título'), 'Faro');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText(photoMessages.updated);
    expect(server.callsTo('/api/photos/faro')[0]?.body).toMatchObject({
      title: 'Faro',
      price: null,
    });
  });

  it("shows the server's message when an edit fails and keeps the form open", async () => {
    server.on('PUT', '/api/photos/faro', () =>
      json(400, { error: 'invalid_data', message: photoMessages.badPrice }),
    );
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Editar «Faro de Trafalgar»' }),
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Guardar cambios' }));
    expect((await within(first).findByRole('alert')).textContent).toBe(photoMessages.badPrice);
    expect(within(first).getByRole('form')).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Cancelar' }));
    expect(within(first).queryByRole('form')).not.toBeInTheDocument();
  });

  it('deletes a photo only after confirming', async () => {
    server.on('DELETE', '/api/photos/faro', () => new Response(null, { status: 204 }));
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });

    await userEvent.click(
      within(first).getByRole('button', { name: 'Eliminar «Faro de Trafalgar»' }),
    );
    let dialog = screen.getByRole('alertdialog', { name: 'Eliminar fotografía' });
    expect(dialog.textContent).toContain('«Faro de Trafalgar»');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.callsTo('/api/photos/faro')).toHaveLength(0);
    // The focus is back on the button that opened the dialog.
    expect(document.activeElement).toBe(
      within(first).getByRole('button', { name: 'Eliminar «Faro de Trafalgar»' }),
    );

    await userEvent.click(
      within(first).getByRole('button', { name: 'Eliminar «Faro de Trafalgar»' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Eliminar «Faro de Trafalgar»');

    serveLibrary(server, [niebla]);
    await userEvent.click(
      within(first).getByRole('button', { name: 'Eliminar «Faro de Trafalgar»' }),
    );
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect((await screen.findByText(photoMessages.deleted)).getAttribute('role')).toBe('status');
    expect(server.callsTo('/api/photos/faro').map((c) => c.method)).toEqual(['DELETE']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Faro de Trafalgar' })).not.toBeInTheDocument(),
    );
    // The card is gone: the focus is on the next one.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Editar «Niebla»');
  });

  it('keeps a photo that orders bought, marked as hidden, when the server hides it', async () => {
    const message = photoMessages.hiddenNotErased;
    server.on('DELETE', '/api/photos/faro', () => {
      serveLibrary(server, [{ ...faro, hidden: true }, niebla]);
      return json(200, { hidden: true, message });
    });
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Eliminar «Faro de Trafalgar»' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect((await screen.findByText(message)).getAttribute('role')).toBe('status');
    expect(screen.queryByText(photoMessages.deleted)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Faro de Trafalgar' })).getByText('Oculta'),
      ).toBeVisible(),
    );
    // The card stays: the focus is back on its delete button.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Eliminar «Faro de Trafalgar»');
  });

  it('says when a photo cannot be deleted', async () => {
    server.on('DELETE', '/api/photos/faro', () => json(500, {}));
    renderLibrary();
    const first = await screen.findByRole('article', { name: 'Faro de Trafalgar' });
    await userEvent.click(
      within(first).getByRole('button', { name: 'Eliminar «Faro de Trafalgar»' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo eliminar la fotografía',
    );
    expect(screen.getByRole('article', { name: 'Faro de Trafalgar' })).toBeVisible();
  });
});

describe('gallery order in the library', () => {
  const place = (_id: string, featured: boolean, position: number | null) => ({
    _id,
    featured,
    position,
  });

  it('shows the photos in gallery order and moves one down with Bajar', async () => {
    let saved = [place('niebla', false, 0), place('faro', false, null)];
    server.on('GET', '/api/photos/order', () => json(200, saved));
    server.on('PUT', '/api/photos/order', () => {
      saved = [place('faro', false, 0), place('niebla', false, 1)];
      return json(200, saved);
    });
    renderLibrary();
    await screen.findByRole('button', { name: 'Bajar «Niebla»' });
    const titles = () =>
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(titles()).toEqual(['photo-niebla', 'photo-faro']);
    // The first cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Subir «Niebla»' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar «Faro de Trafalgar»' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Bajar «Niebla»' }));
    await waitFor(() => expect(server.callsTo('/api/photos/order').length).toBeGreaterThan(1));
    const put = server.callsTo('/api/photos/order').find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ ids: ['faro', 'niebla'] });
    await waitFor(() => expect(titles()).toEqual(['photo-faro', 'photo-niebla']));
  });

  it('features a photo with its Destacada checkbox', async () => {
    server.on('GET', '/api/photos/order', () =>
      json(200, [place('faro', false, null), place('niebla', false, null)]),
    );
    server.on('PUT', '/api/photos/faro/featured', () => json(200, place('faro', true, null)));
    renderLibrary();
    const box = await screen.findByRole('checkbox', { name: 'Destacada: «Faro de Trafalgar»' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(server.callsTo('/api/photos/faro/featured')).toHaveLength(1));
    expect(server.callsTo('/api/photos/faro/featured')[0]).toMatchObject({
      method: 'PUT',
      body: { featured: true },
    });
  });
});
