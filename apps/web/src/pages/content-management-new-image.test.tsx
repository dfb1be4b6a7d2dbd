import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moneyMessages, photoMessages, paths } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { FakeXhr, lastXhr, setUpFakeXhr } from '@test/fake-xhr';
import { adminPhoto } from '@test/photo-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ContentManagementPage } from './content-management-page';

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, []));
});
setUpFakeXhr();

let created: string[] = [];
const createObjectURL = vi.fn((_file: Blob) => {
  const url = `blob:preview-${created.length + 1}`;
  created.push(url);
  return url;
});
const revokeObjectURL = vi.fn();
beforeEach(() => {
  created = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const jpeg = (name = 'faro.jpg') => new File(['jpeg-bytes'], name, { type: 'image/jpeg' });

async function renderForm() {
  const view = renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('nueva-imagen'),
  });
  const form = await screen.findByRole('form', { name: 'Nueva imagen' });
  const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label);
  const button = (name: string) => within(form).getByRole('button', { name });
  return { ...view, form, field, button };
}

async function fillIn(field: (label: string) => HTMLInputElement) {
  await userEvent.type(field('Título'), '  Faro de Trafalgar ');
  await userEvent.type(field('Precio (€)'), '12.5');
  await userEvent.type(field('Descripción'), 'La última luz');
  await userEvent.type(field('Etiquetas'), 'faro, costa,, faro');
  await userEvent.type(field('Cámara'), 'Nikon Z8');
  await userEvent.type(field('Objetivo'), 'NIKKOR Z 50mm f/1.8 S');
  await userEvent.type(field('Ubicación'), 'Cádiz');
  await userEvent.type(field('Fecha de captura'), '2024-03-07');
  await userEvent.upload(field('Imagen'), jpeg());
}

describe('new image form', () => {
  it('has every field of the spec, with the price as decimal text and images only', async () => {
    const { field, button } = await renderForm();
    for (const label of ['Título', 'Descripción', 'Etiquetas', 'Cámara', 'Objetivo', 'Ubicación']) {
      expect(field(label)).toBeVisible();
    }
    // Text, not number: a number input turns the Spanish '39,90' into 3990 or into nothing.
    expect(field('Precio (€)').type).toBe('text');
    expect(field('Precio (€)').inputMode).toBe('decimal');
    expect(field('Fecha de captura').type).toBe('date');
    expect(field('Imagen').type).toBe('file');
    expect(field('Imagen').accept).toBe('image/*');
    expect(button('Guardar')).toBeEnabled();
    expect(button('Limpiar')).toBeEnabled();
  });

  it('asks for a title and an image before sending anything', async () => {
    const { button, form, field } = await renderForm();
    await userEvent.click(button('Guardar'));
    const alerts = within(form)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual([photoMessages.titleRequired, photoMessages.imageRequired]);
    expect(field('Título').getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.instances).toHaveLength(0);

    await userEvent.type(field('Título'), 'Faro');
    await userEvent.click(button('Guardar'));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([photoMessages.imageRequired]);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it.each([
    ['-3', moneyMessages.negative],
    ['1.234,56', moneyMessages.thousands],
    ['1,234.5', moneyMessages.thousands],
    ['39,999', moneyMessages.tooManyDecimals],
    ['39,', moneyMessages.missingDecimals],
    ['abc', moneyMessages.notANumber],
  ])('refuses the price %s with its message, before any request', async (price, message) => {
    const { button, form, field } = await renderForm();
    await userEvent.type(field('Título'), 'Faro');
    await userEvent.type(field('Precio (€)'), price);
    await userEvent.upload(field('Imagen'), jpeg());
    await userEvent.click(button('Guardar'));
    expect(within(form).getByRole('alert').textContent).toBe(message);
    expect(field('Precio (€)').getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it.each([
    ['39,90', '39.90'],
    ['39.90', '39.90'],
    [' 39,9 ', '39.9'],
    ['39', '39'],
  ])('sends the price %s as %s euros', async (typed, sent) => {
    const { button, field } = await renderForm();
    await userEvent.type(field('Título'), 'Faro');
    await userEvent.type(field('Precio (€)'), typed);
    await userEvent.upload(field('Imagen'), jpeg());
    await userEvent.click(button('Guardar'));
    expect((lastXhr().body as FormData).get('price')).toBe(sent);
  });

  it('previews the chosen image and releases each preview it replaces', async () => {
    const { field, form, unmount } = await renderForm();
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    await userEvent.upload(field('Imagen'), jpeg('uno.jpg'));
    const preview = within(form).getByRole('img', {
      name: 'Vista previa de la imagen seleccionada',
    });
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    expect((createObjectURL.mock.calls[0]?.[0] as File).name).toBe('uno.jpg');
    await userEvent.upload(field('Imagen'), jpeg('dos.jpg'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(form).getByRole('img').getAttribute('src')).toBe('blob:preview-2');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('refuses a file that is not an image', async () => {
    const { field, form } = await renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(field('Imagen'), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('alert').textContent).toBe(photoMessages.notAnImage);
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('Limpiar empties every field, the image and its preview', async () => {
    const { field, button, form } = await renderForm();
    await fillIn(field);
    await userEvent.click(button('Limpiar'));
    for (const label of [
      'Título',
      'Precio (€)',
      'Descripción',
      'Etiquetas',
      'Cámara',
      'Objetivo',
      'Ubicación',
      'Fecha de captura',
    ]) {
      expect(field(label).value).toBe('');
    }
    expect(field('Imagen').files).toHaveLength(0);
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    // Without an image again: saving asks for one.
    await userEvent.type(field('Título'), 'Faro');
    await userEvent.click(button('Guardar'));
    expect(within(form).getByRole('alert').textContent).toBe(photoMessages.imageRequired);
  });

  it('uploads with a progress bar, confirms, clears the form and refreshes the library', async () => {
    const { field, button, form } = await renderForm();
    await fillIn(field);
    await userEvent.click(button('Guardar'));

    const xhr = lastXhr();
    // The upload names the work whose stages the page reads once the file is sent.
    const workId = /^\/api\/photos\?work=([0-9a-f-]{36})$/.exec(xhr.url)?.[1];
    expect(workId).toBeDefined();
    expect(xhr.headers.authorization).toBe('Bearer stored-token');
    const sent = Object.fromEntries(
      [...(xhr.body as FormData).entries()].map(([k, v]) => [
        k,
        typeof v === 'string' ? v : v.name,
      ]),
    );
    expect(sent).toEqual({
      title: 'Faro de Trafalgar',
      price: '12.5',
      description: 'La última luz',
      tags: 'faro, costa',
      camera: 'Nikon Z8',
      lens: 'NIKKOR Z 50mm f/1.8 S',
      location: 'Cádiz',
      shotAt: '2024-03-07',
      image: 'faro.jpg',
    });
    expect(button('Guardar')).toHaveProperty('disabled', true);

    const bar = within(form).getByRole('progressbar', { name: 'Progreso de la subida' });
    expect(bar.getAttribute('value')).toBe('0');
    xhr.progress(42, 100);
    expect(bar.getAttribute('value')).toBe('42');
    expect(within(form).getByTestId('upload-percent').textContent).toBe('42 %');
    xhr.progress(100, 100);
    expect(within(form).getByText('Procesando la imagen...')).toBeVisible();
    server.on('GET', `/api/photos/work/${workId}`, () =>
      json(200, { stage: 'resizing', percent: 60 }),
    );
    expect(await within(form).findByText('Generando tamaños… 60 %')).toBeVisible();
    expect(
      within(form)
        .getByRole('progressbar', { name: 'Progreso del procesado' })
        .getAttribute('value'),
    ).toBe('60');

    server.on('GET', '/api/photos', () =>
      json(200, [adminPhoto({ _id: 'new', title: 'Faro de Trafalgar' })]),
    );
    await xhr.respond(201, adminPhoto({ _id: 'new', title: 'Faro de Trafalgar' }));
    expect((await within(form).findByRole('status')).textContent).toBe(photoMessages.saved);
    expect(within(form).getByTestId('upload-percent').textContent).toBe('100 %');
    expect(field('Título').value).toBe('');
    expect(field('Imagen').files).toHaveLength(0);
    expect(within(form).queryByRole('img')).not.toBeInTheDocument();
    // The library, opened next, has the new photo.
    await userEvent.click(screen.getByRole('link', { name: 'Biblioteca', hidden: true }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Faro de Trafalgar' }),
    ).toBeVisible();
    expect(server.callsTo('/api/photos')).toHaveLength(1);
  });

  it("choosing the next file clears the last file's result and unticks the GPS box", async () => {
    const { field, button, form } = await renderForm();
    await fillIn(field);
    await userEvent.click(field('Ver las coordenadas GPS de la imagen'));
    await userEvent.click(button('Guardar'));
    await lastXhr().respond(201, adminPhoto({ _id: 'new', title: 'Faro de Trafalgar' }));
    expect((await within(form).findByRole('status')).textContent).toBe(photoMessages.saved);
    expect(field('Ver las coordenadas GPS de la imagen').checked).toBe(false);

    await userEvent.click(field('Ver las coordenadas GPS de la imagen'));
    await userEvent.upload(field('Imagen'), jpeg('duna.jpg'));
    expect(within(form).queryByText(photoMessages.saved)).not.toBeInTheDocument();
    expect(within(form).queryByTestId('upload-percent')).not.toBeInTheDocument();
    expect(field('Ver las coordenadas GPS de la imagen').checked).toBe(false);

    // A failure goes too when another file is chosen.
    await userEvent.type(field('Título'), 'Duna');
    await userEvent.click(button('Guardar'));
    await lastXhr().respond(422, { error: 'unprocessable', message: photoMessages.brokenImage });
    expect((await within(form).findByRole('alert')).textContent).toBe(photoMessages.brokenImage);
    await userEvent.upload(field('Imagen'), jpeg('duna-bien.jpg'));
    expect(within(form).queryByText(photoMessages.brokenImage)).not.toBeInTheDocument();
  });

  it('refuses GPS numbers typed as the location before sending anything', async () => {
    const { field, button, form } = await renderForm();
    await fillIn(field);
    await userEvent.clear(field('Ubicación'));
    await userEvent.type(field('Ubicación'), '43.467, 11.885');
    const before = FakeXhr.instances.length;
    await userEvent.click(button('Guardar'));
    expect(within(form).getByText(photoMessages.locationIsCoordinates)).toBeVisible();
    expect(FakeXhr.instances).toHaveLength(before);
  });

  it("shows the server's message when the upload is refused, keeping the data", async () => {
    const { field, button, form } = await renderForm();
    await fillIn(field);
    await userEvent.click(button('Guardar'));
    lastXhr().progress(100, 100);
    await lastXhr().respond(422, { error: 'invalid_image', message: photoMessages.brokenImage });
    expect((await within(form).findByRole('alert')).textContent).toBe(photoMessages.brokenImage);
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field('Título').value).toBe('  Faro de Trafalgar ');
    expect(field('Imagen').files).toHaveLength(1);
    expect(button('Guardar')).toHaveProperty('disabled', false);
  });

  it("falls back to 'No se pudo guardar la imagen' without a server message", async () => {
    const { field, button, form } = await renderForm();
    await fillIn(field);
    await userEvent.click(button('Guardar'));
    await lastXhr().fail();
    expect((await within(form).findByRole('alert')).textContent).toBe(photoMessages.saveFailed);

    await userEvent.click(button('Guardar'));
    await lastXhr().respond(502);
    expect((await within(form).findByRole('alert')).textContent).toBe(photoMessages.saveFailed);
  });
});
