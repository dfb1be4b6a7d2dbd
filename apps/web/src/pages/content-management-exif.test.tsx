import { paths } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@test/fake-fetch';
import { setUpFakeXhr } from '@test/fake-xhr';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ContentManagementPage } from './content-management-page';

// exifr is a third party: faked at its boundary, so the form's own code runs for real.
const exifr = vi.hoisted(() => ({ parse: vi.fn(), thumbnail: vi.fn() }));
vi.mock('exifr', () => ({ default: exifr }));

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, []));
});
setUpFakeXhr();

let urls = 0;
beforeEach(() => {
  urls = 0;
  exifr.parse.mockReset();
  exifr.thumbnail.mockReset();
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++urls}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const nikonExif = {
  Make: 'NIKON CORPORATION',
  Model: 'NIKON D850',
  LensModel: 'AF-S NIKKOR 24-70mm f/2.8E ED VR',
  DateTimeOriginal: new Date(2024, 2, 7, 19, 30),
  latitude: 36.1861234,
  longitude: -6.0345678,
};

async function renderForm() {
  renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('nueva-imagen'),
  });
  const form = await screen.findByRole('form', { name: 'Nueva imagen' });
  const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label);
  return { form, field };
}

describe('new image form: EXIF and previews', () => {
  it('fills only the empty fields from the EXIF, never the location from the GPS', async () => {
    exifr.parse.mockResolvedValue(nikonExif);
    const { form, field } = await renderForm();
    await userEvent.type(field('Cámara'), 'Mi Nikon');
    expect(field('Ver las coordenadas GPS de la imagen').checked).toBe(false);
    await userEvent.upload(
      field('Imagen'),
      new File(['x'], 'dsc_0001.jpg', { type: 'image/jpeg' }),
    );

    await waitFor(() => expect(field('Objetivo').value).toBe('AF-S NIKKOR 24-70mm f/2.8E ED VR'));
    expect(field('Cámara').value).toBe('Mi Nikon');
    expect(field('Fecha de captura').value).toBe('2024-03-07');
    expect(field('Ubicación').value).toBe('');
    expect(within(form).getByRole('status').textContent).toMatch(/revísalos antes de guardar/);

    // The coordinates are shown to the photographer only; the visitor's location stays theirs to write.
    await userEvent.click(field('Ver las coordenadas GPS de la imagen'));
    expect(within(form).getByTestId('gps-hint').textContent).toMatch(
      /^Coordenadas GPS: 36\.186, -6\.035\. Solo las ves tú/,
    );
    expect(field('Ubicación').value).toBe('');
  });

  it('says when the image has no GPS', async () => {
    exifr.parse.mockResolvedValue({ ...nikonExif, latitude: undefined, longitude: undefined });
    const { form, field } = await renderForm();
    await userEvent.upload(field('Imagen'), new File(['x'], 'sin-gps.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(field('Objetivo').value).not.toBe(''));
    await userEvent.click(field('Ver las coordenadas GPS de la imagen'));
    expect(within(form).getByTestId('gps-hint').textContent).toBe(
      'La imagen no tiene coordenadas GPS.',
    );
    expect(field('Ubicación').value).toBe('');
  });

  it('tidies the camera name it fills', async () => {
    exifr.parse.mockResolvedValue({ Make: 'CASIO COMPUTER CO.,LTD.', Model: 'EX-M2' });
    const { field } = await renderForm();
    await userEvent.upload(field('Imagen'), new File(['x'], 'cimg.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(field('Cámara').value).toBe('Casio EX-M2'));
  });

  it('previews a TIFF from its embedded thumbnail', async () => {
    exifr.parse.mockResolvedValue(undefined);
    exifr.thumbnail.mockResolvedValue(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    const { form, field } = await renderForm();
    await userEvent.upload(field('Imagen'), new File(['II*'], 'scan.tif', { type: 'image/tiff' }));
    const img = await within(form).findByRole('img', {
      name: 'Vista previa de la imagen seleccionada',
    });
    expect(img.getAttribute('src')).toBe('blob:preview-1');
    expect(server.callsTo('/api/photos/preview')).toHaveLength(0);
  });

  it("previews a HEIC without a thumbnail through the server's preview", async () => {
    exifr.parse.mockResolvedValue(undefined);
    exifr.thumbnail.mockResolvedValue(undefined);
    server.on(
      'POST',
      '/api/photos/preview',
      () =>
        new Response(new Uint8Array([0xff, 0xd8]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const { form, field } = await renderForm();
    await userEvent.upload(
      field('Imagen'),
      new File(['ftypheic'], 'IMG_0001.HEIC', { type: 'image/heic' }),
    );
    await within(form).findByRole('img', { name: 'Vista previa de la imagen seleccionada' });
    const [call] = server.callsTo('/api/photos/preview');
    expect(call?.authorization).toBe('Bearer stored-token');
    expect(((call?.body as FormData).get('image') as File).name).toBe('IMG_0001.HEIC');
  });

  it('says so when no preview can be made', async () => {
    exifr.parse.mockResolvedValue(undefined);
    exifr.thumbnail.mockRejectedValue(new Error('Unknown file format'));
    server.on('POST', '/api/photos/preview', () =>
      json(415, { error: 'unsupported_media_type', message: 'No' }),
    );
    const { form, field } = await renderForm();
    await userEvent.upload(field('Imagen'), new File(['??'], 'raro.heic', { type: 'image/heic' }));
    expect(
      await within(form).findByText('No se puede mostrar una vista previa de este archivo.'),
    ).toBeVisible();
  });
});
