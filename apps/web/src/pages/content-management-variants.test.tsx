import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printCatalogMessages as msg, type AdminVariant } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { adminPhoto } from '@test/photo-fixtures';
import { adminVariant, catalogProduct, goodQuality } from '@test/print-catalog-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ContentManagementPage } from './content-management-page';

const poster = catalogProduct();
const faro = adminPhoto({ _id: 'faro', title: 'Faro' });
const niebla = adminPhoto({ _id: 'niebla', title: 'Niebla' });
const variantsPath = '/api/prodigi/admin/photos/faro/variants';
const lamina = adminVariant();
const variantPath = `${variantsPath}/${lamina.id}`;

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, [faro, niebla]));
  server.on('GET', '/api/prodigi/catalog', () => json(200, [poster]));
  serveVariants(server, [lamina]);
});

function serveVariants(target: typeof server, variants: AdminVariant[]) {
  target.on('GET', variantsPath, () => json(200, variants));
}

const revokeObjectURL = vi.fn();
beforeEach(() => {
  let n = 0;
  revokeObjectURL.mockReset();
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:mockup-${++n}`), revokeObjectURL });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderVariants() {
  renderPage(<ContentManagementPage />, { path: '/content-management' });
  return screen.getByRole('region', { name: 'Variantes por foto' });
}

async function pickPhoto(section: HTMLElement, title: string) {
  await screen.findByRole('option', { name: title });
  await userEvent.selectOptions(within(section).getByLabelText('Fotografía'), title);
}

const variantCard = (section: HTMLElement, name: string) =>
  within(section).findByRole('article', { name });

describe('variants per photo', () => {
  it('asks for a photo first, and the library’s Configurar impresiones picks it', async () => {
    const section = renderVariants();
    expect(within(section).getByText(msg.photoRequired)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Crear variante' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(msg.photoRequired);

    const library = screen.getByRole('region', { name: 'Biblioteca' });
    const card = await within(library).findByRole('article', { name: 'Faro' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Configurar impresiones de «Faro»' }),
    );
    expect(within(section).getByLabelText<HTMLSelectElement>('Fotografía').value).toBe('faro');
    expect(screen.getByRole('heading', { name: 'Variantes por foto' })).toHaveFocus();
    expect(await variantCard(section, 'Faro en lámina grande')).toBeVisible();
  });

  it('shows a variant card: state, SKU, price, margin, mode, asset size and verdict, colours', async () => {
    serveVariants(server, [
      adminVariant({
        assetUrl: '/media/assets/main.jpg',
        assetDetails: {
          width: 4800,
          height: 7200,
          format: 'jpeg',
          assetId: 'a1',
          source: 'original',
          crop: { x: 0, y: 0, width: 2667, height: 4000, rotation: 0 },
          upscaled: true,
          createdAt: '2026-11-01T10:00:00.000Z',
        },
        printQuality: { ...goodQuality, effectivePpi: 166.7, verdict: 'fair', upscaled: true },
        colorOptions: [
          {
            code: 'BLACK',
            name: 'Negro',
            assetUrl: null,
            customAssetUrl: '',
            assetDetails: null,
            printQuality: null,
            mockupImageRefs: [],
            mockupImages: [],
          },
        ],
      }),
      adminVariant({ id: 'v2', displayName: 'Oculta', isActive: false, retailPrice: null }),
    ]);
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    expect(within(card).getByText('Activa')).toBeVisible();
    expect(within(card).getByText('GLOBAL-FAP-16X24')).toBeVisible();
    expect(within(card).getByText('89,90 €')).toBeVisible();
    expect(within(card).getByText('20,00 €')).toBeVisible();
    expect(within(card).getByText('fillPrintArea')).toBeVisible();
    expect(within(card).getByTestId('main-asset-size')).toHaveTextContent('4800 × 7200 px · JPEG');
    const verdict = within(card).getByTestId('quality-verdict');
    expect(verdict).toHaveTextContent('Aceptable');
    expect(verdict).toHaveTextContent('166,7 ppp efectivos');
    expect(verdict).toHaveTextContent('la imagen se ampliará');
    expect(within(card).getByText('Sin mockups.')).toBeVisible();
    expect(
      within(card).getByRole('button', { name: 'Editar asset del color Negro' }),
    ).toHaveTextContent('Editar asset');
    for (const name of [
      'Editar asset principal',
      'Editar la variante Faro en lámina grande',
      'Eliminar la variante Faro en lámina grande',
    ]) {
      expect(within(card).getByRole('button', { name })).toBeVisible();
    }
    const hidden = await variantCard(section, 'Oculta');
    expect(within(hidden).getByText('Inactiva')).toBeVisible();
    expect(within(hidden).getByText('Proveedor + margen')).toBeVisible();
  });

  it('says when the photo has no variants, and when they cannot be loaded', async () => {
    serveVariants(server, []);
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    expect(await within(section).findByText(msg.noVariants)).toBeVisible();

    server.on('GET', '/api/prodigi/admin/photos/niebla/variants', () => json(500, {}));
    await pickPhoto(section, 'Niebla');
    expect(await within(section).findByText(msg.variantsLoadFailed)).toBeVisible();
  });

  it('creates a variant with two colours and a mockup: JSON create, then the multipart update', async () => {
    serveVariants(server, []);
    const created = adminVariant({ id: 'new-variant' });
    server.on('POST', variantsPath, () => json(201, created));
    server.on('PUT', `${variantsPath}/new-variant`, () => json(200, created));
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const form = within(section).getByRole('form', { name: 'Nueva variante' });
    const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label);

    await userEvent.click(within(form).getByRole('button', { name: 'Crear variante' }));
    expect(await within(form).findByText(msg.productRequired)).toBeVisible();

    await userEvent.selectOptions(field('Producto del catálogo'), poster._id);
    await userEvent.type(field('Nombre visible'), 'Faro grande');
    await userEvent.type(field('Margen (€)'), '15');
    await userEvent.type(field('Precio manual (€)'), '79,90');
    await userEvent.selectOptions(field('Modo de ajuste'), 'fitPrintArea');
    await userEvent.click(field('Activa'));
    await userEvent.upload(field('Añadir mockups'), [
      new File(['a'], 'salon.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'dormitorio.jpg', { type: 'image/jpeg' }),
    ]);
    expect(within(form).getByRole('img', { name: 'Vista previa de salon.jpg' })).toHaveAttribute(
      'src',
      'blob:mockup-1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Quitar dormitorio.jpg' }));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:mockup-2');
    await userEvent.type(field('Etiqueta de salon.jpg'), 'Salón');

    await userEvent.click(within(form).getByRole('button', { name: 'Añadir color' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir color' }));
    await userEvent.type(field('Código del color 1'), 'black');
    await userEvent.type(field('Nombre del color 1'), 'Negro');
    await userEvent.type(field('Código del color 2'), 'white');
    await userEvent.type(field('Nombre del color 2'), 'Blanco');
    await userEvent.type(field('URL de asset del color 2'), 'https://cdn.example.com/blanco.jpg');
    const blackMockups = within(form).getByRole('group', { name: 'Mockups del color 1' });
    await userEvent.click(within(blackMockups).getByLabelText('Salón'));
    await userEvent.click(within(form).getByRole('button', { name: 'Crear variante' }));

    expect(await within(section).findByText(msg.variantCreated)).toBeVisible();
    expect(server.callsTo(variantsPath).find((c) => c.method === 'POST')?.body).toEqual({
      catalogProductId: poster._id,
      displayName: 'Faro grande',
      description: '',
      retailPrice: '79,90',
      profitMargin: '15',
      currency: 'EUR',
      sizing: 'fitPrintArea',
      isActive: false,
      assetUrl: '',
      colorOptions: [
        { code: 'BLACK', name: 'Negro', assetUrl: '', mockupImageRefs: [] },
        {
          code: 'WHITE',
          name: 'Blanco',
          assetUrl: 'https://cdn.example.com/blanco.jpg',
          mockupImageRefs: [],
        },
      ],
    });
    const update = server.callsTo(`${variantsPath}/new-variant`)[0];
    expect(update?.method).toBe('PUT');
    const sent = update?.body as FormData;
    expect(JSON.parse(sent.get('newMockupMeta') as string)).toEqual([
      { label: 'Salón', colorCodes: ['BLACK'] },
    ]);
    expect(JSON.parse(sent.get('keepMockupImageIds') as string)).toEqual([]);
    expect(sent.getAll('mockups').map((f) => (f as File).name)).toEqual(['salon.jpg']);
    expect(sent.get('isActive')).toBe('false');
    expect(sent.get('sizing')).toBe('fitPrintArea');
  });

  it('edits a variant: keeps the mockups left, Cancel leaves edit mode', async () => {
    const mockup = {
      id: 'm1',
      url: '/media/mockups/m1-1440.jpg',
      label: 'Salón',
      width: 1440,
      height: 960,
      images: { avif: [], webp: [], jpeg: [] },
    };
    serveVariants(server, [
      adminVariant({ mockupImages: [mockup, { ...mockup, id: 'm2', label: 'Pasillo' }] }),
    ]);
    server.on('PUT', variantPath, () => json(200, lamina));
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar la variante Faro en lámina grande' }),
    );
    let form = within(section).getByRole('form', { name: 'Editar variante' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(within(section).getByRole('form', { name: 'Nueva variante' })).toBeVisible();

    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar la variante Faro en lámina grande' }),
    );
    form = within(section).getByRole('form', { name: 'Editar variante' });
    expect(within(form).getByLabelText<HTMLInputElement>('Precio manual (€)').value).toBe('89,90');
    await userEvent.click(within(form).getByRole('button', { name: 'Quitar Pasillo' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(section).findByText(msg.variantUpdated)).toBeVisible();
    const sent = server.callsTo(variantPath)[0]?.body as FormData;
    expect(JSON.parse(sent.get('keepMockupImageIds') as string)).toEqual(['m1']);
    expect(sent.get('retailPrice')).toBe('89,90');
  });

  it('shows the server’s message when saving fails, else the spec’s', async () => {
    server.on('POST', variantsPath, () => json(500, {}));
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const form = within(section).getByRole('form', { name: 'Nueva variante' });
    await userEvent.selectOptions(within(form).getByLabelText('Producto del catálogo'), poster._id);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear variante' }));
    expect(await within(form).findByText(msg.variantSaveFailed)).toBeVisible();
  });

  it('deletes a variant after confirming; deleting the one being edited resets the form', async () => {
    server.on('DELETE', variantPath, () => new Response(null, { status: 204 }));
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar la variante Faro en lámina grande' }),
    );
    await userEvent.click(
      within(card).getByRole('button', { name: 'Eliminar la variante Faro en lámina grande' }),
    );
    expect(server.callsTo(variantPath)).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await within(section).findByText(msg.variantDeleted)).toBeVisible();
    expect(server.callsTo(variantPath)[0]?.method).toBe('DELETE');
    expect(within(section).getByRole('form', { name: 'Nueva variante' })).toBeVisible();
  });

  it('shows the spec’s message when a delete fails', async () => {
    server.on('DELETE', variantPath, () => json(500, {}));
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Eliminar la variante Faro en lámina grande' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await within(section).findByText(msg.variantDeleteFailed)).toBeVisible();
  });

  it('opens the crop modal on demand with the product’s recommended size, and refuses an empty crop', async () => {
    const section = renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Editar asset principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar asset principal' });
    expect(within(dialog).getByTestId('recommended-resolution')).toHaveTextContent(
      'Resolución recomendada por Prodigi: 4800 × 7200 px',
    );
    const zoom = within(dialog).getByLabelText('Zoom');
    expect([zoom.getAttribute('min'), zoom.getAttribute('max'), zoom.getAttribute('step')]).toEqual(
      ['1', '5', '0.01'],
    );
    const rotation = within(dialog).getByLabelText(/Rotación/);
    expect([rotation.getAttribute('min'), rotation.getAttribute('max')]).toEqual(['-180', '180']);
    const width = within(dialog).getByLabelText<HTMLInputElement>('Ancho final (px)');
    const height = within(dialog).getByLabelText<HTMLInputElement>('Alto final (px)');
    // The photo is landscape, the poster portrait: the print area is turned to match.
    expect([width.value, height.value]).toEqual(['7200', '4800']);
    expect(
      within(dialog).getByLabelText('Mantener la proporción del área de impresión'),
    ).toBeChecked();
    await userEvent.clear(width);
    await userEvent.type(width, '3600');
    expect(height.value).toBe('2400');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar recorte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg.cropInvalid);
    expect(server.calls.some((c) => c.path.endsWith('/asset'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
