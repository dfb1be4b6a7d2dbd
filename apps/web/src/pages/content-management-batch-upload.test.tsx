import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages, photoMessages, paths } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { FakeXhr, setUpFakeXhr } from '@test/fake-xhr';
import { adminPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ContentManagementPage } from './content-management-page';

// exifr is a third party: faked at its boundary.
const exifr = vi.hoisted(() => ({ parse: vi.fn(), thumbnail: vi.fn() }));
vi.mock('exifr', () => ({ default: exifr }));

setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, []));
});
setUpFakeXhr();

beforeEach(() => {
  let n = 0;
  exifr.parse.mockReset().mockResolvedValue(undefined);
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:${++n}`), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const sentTitle = (xhr: FakeXhr) => (xhr.body as FormData).get('title');
function xhrAt(index: number): FakeXhr {
  const xhr = FakeXhr.instances[index];
  if (!xhr) throw new Error(`no upload #${index}`);
  return xhr;
}

async function chooseThree() {
  renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('nueva-imagen'),
  });
  const form = await screen.findByRole('form', { name: 'Nueva imagen' });
  await userEvent.type(within(form).getByLabelText('Precio (€)'), '39,90');
  await userEvent.upload(within(form).getByLabelText('Imagen'), [
    jpeg('faro.jpg'),
    jpeg('duna_2.jpeg'),
    jpeg('IMG_0003.jpg'),
  ]);
  const list = within(form).getByRole('region', { name: 'Imágenes seleccionadas' });
  return { form, list };
}

describe('several files at once', () => {
  it('gives a row per file with its title from the file name, editable', async () => {
    const { form, list } = await chooseThree();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByLabelText<HTMLInputElement>('Título de faro.jpg').value).toBe('faro');
    const duna = within(list).getByLabelText<HTMLInputElement>('Título de duna_2.jpeg');
    expect(duna.value).toBe('duna_2');
    await userEvent.clear(duna);
    await userEvent.type(duna, 'Dunas de Bolonia');
    expect(duna.value).toBe('Dunas de Bolonia');
    // Title, camera, lens and date are each photo's own in a batch.
    for (const label of ['Título', 'Cámara', 'Objetivo', 'Fecha de captura']) {
      expect(within(form).queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(within(form).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3));
  });

  it('uploads two at a time, each with its own progress and result, and retries a failed one alone', async () => {
    const { list } = await chooseThree();
    await userEvent.click(within(list).getByRole('button', { name: 'Subir 3 imágenes' }));

    expect(FakeXhr.instances).toHaveLength(2);
    const [first, second] = FakeXhr.instances;
    if (!first || !second) throw new Error('two uploads expected');
    expect([sentTitle(first), sentTitle(second)]).toEqual(['faro', 'duna_2']);
    expect((first.body as FormData).get('price')).toBe('39.90');
    first.progress(40, 100);
    const row = (name: string) => within(list).getByRole('listitem', { name });
    expect(
      within(row('faro.jpg'))
        .getByRole('progressbar', { name: /^Progreso de/ })
        .getAttribute('value'),
    ).toBe('40');
    expect(
      within(row('duna_2.jpeg'))
        .getByRole('progressbar', { name: /^Progreso de/ })
        .getAttribute('value'),
    ).toBe('0');

    await first.respond(201, adminPhoto({ _id: 'a', title: 'faro' }));
    expect(within(row('faro.jpg')).getByRole('status').textContent).toBe(photoMessages.saved);
    // A slot is free: the third starts.
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    expect(sentTitle(xhrAt(2))).toBe('IMG_0003');

    await second.respond(500, { error: 'internal', message: photoMessages.saveFailed });
    expect(within(row('duna_2.jpeg')).getByRole('alert').textContent).toBe(
      photoMessages.saveFailed,
    );
    await userEvent.click(within(row('duna_2.jpeg')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(4));
    expect(sentTitle(xhrAt(3))).toBe('duna_2');
    await xhrAt(3).respond(201, adminPhoto({ _id: 'b' }));
    expect(within(row('duna_2.jpeg')).getByRole('status').textContent).toBe(photoMessages.saved);
    expect(FakeXhr.instances).toHaveLength(4);
  });

  it('offers no retry for a file the server cannot read, and does after a network failure', async () => {
    const { list } = await chooseThree();
    await userEvent.click(within(list).getByRole('button', { name: 'Subir 3 imágenes' }));
    const row = (name: string) => within(list).getByRole('listitem', { name });

    await xhrAt(0).respond(422, { error: 'unprocessable', message: photoMessages.brokenImage });
    expect(within(row('faro.jpg')).getByRole('alert').textContent).toBe(photoMessages.brokenImage);
    expect(within(row('faro.jpg')).queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(within(row('faro.jpg')).getByLabelText('Título de faro.jpg')).toBeDisabled();

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    await xhrAt(1).respond(415, {
      error: 'unsupported_media_type',
      message: photoMessages.notAnImage,
    });
    expect(within(row('duna_2.jpeg')).queryByRole('button', { name: 'Reintentar' })).toBeNull();

    await xhrAt(2).fail();
    expect(within(row('IMG_0003.jpg')).getByRole('alert').textContent).toBe(
      photoMessages.saveFailed,
    );
    await userEvent.click(within(row('IMG_0003.jpg')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(4));
    expect(sentTitle(xhrAt(3))).toBe('IMG_0003');
  });

  it('checks the shared price before sending anything', async () => {
    const { form, list } = await chooseThree();
    const price = within(form).getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '1.234,56');
    await userEvent.click(within(list).getByRole('button', { name: 'Subir 3 imágenes' }));
    expect(within(list).getByRole('alert').textContent).toBe(moneyMessages.thousands);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
