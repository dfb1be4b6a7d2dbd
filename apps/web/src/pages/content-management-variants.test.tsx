import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printCatalogMessages as msg, type AdminVariant, paths } from '@shop/contracts';
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
  server.on('POST', '/api/photos/faro/prepare', () => json(202, { decoding: false }));
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

async function renderVariants() {
  renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('variantes'),
  });
  const section = screen.getByRole('region', { name: 'Variantes por foto' });
  await within(section).findByLabelText('Fotografía');
  return section;
}

async function pickPhoto(section: HTMLElement, title: string) {
  await screen.findByRole('option', { name: title });
  await userEvent.selectOptions(within(section).getByLabelText('Fotografía'), title);
}

const variantCard = (section: HTMLElement, name: string) =>
  within(section).findByRole('article', { name });

describe('variants per photo', () => {
  it('asks for a photo first, and the library’s Configurar impresiones picks it', async () => {
    const section = await renderVariants();
    expect(within(section).getByText(msg.photoRequired)).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Crear variante' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(msg.photoRequired);

    await userEvent.click(screen.getByRole('link', { name: 'Biblioteca' }));
    const library = await screen.findByRole('region', { name: 'Biblioteca' });
    const card = await within(library).findByRole('article', { name: 'Faro' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Configurar impresiones de «Faro»' }),
    );
    // Back in the same variants section (what was on screen is kept), on the photo's address.
    expect(screen.getByRole('region', { name: 'Variantes por foto' })).toBe(section);
    expect(within(section).getByLabelText<HTMLSelectElement>('Fotografía').value).toBe('faro');
    expect(screen.getByRole('heading', { name: 'Variantes por foto' })).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Biblioteca' })).not.toBeInTheDocument();
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
    const section = await renderVariants();
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
    const section = await renderVariants();
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
    const section = await renderVariants();
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
    const section = await renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar la variante Faro en lámina grande' }),
    );
    let form = within(section).getByRole('form', { name: 'Editar variante' });
    expect(within(form).getByLabelText('Producto del catálogo')).toHaveFocus();
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
    const section = await renderVariants();
    await pickPhoto(section, 'Faro');
    const form = within(section).getByRole('form', { name: 'Nueva variante' });
    await userEvent.selectOptions(within(form).getByLabelText('Producto del catálogo'), poster._id);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear variante' }));
    expect(await within(form).findByText(msg.variantSaveFailed)).toBeVisible();
  });

  it('deletes a variant after confirming; deleting the one being edited resets the form', async () => {
    server.on('DELETE', variantPath, () => new Response(null, { status: 204 }));
    const section = await renderVariants();
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
    const section = await renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Eliminar la variante Faro en lámina grande' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await within(section).findByText(msg.variantDeleteFailed)).toBeVisible();
  });

  it('opens the crop modal on demand with the product’s recommended size, and refuses an empty crop', async () => {
    const section = await renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('/api/photos/faro/prepare')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Editar asset principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar asset principal' });
    // The server decodes a HEIC original while the crop is framed.
    expect(server.callsTo('/api/photos/faro/prepare').map((c) => c.method)).toEqual(['POST']);
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
    expect(within(card).getByRole('button', { name: 'Editar asset principal' })).toHaveFocus();
  });
});

/**
 * jsdom lays nothing out, loads no image and has no canvas: these tests give the cropper a
 * 800 × 400 box and a loaded 1440 × 960 picture (the photo's largest derivative), and the
 * canvas a 2D context whose JPEG is a few bytes. Everything else is the app's own code.
 */
describe('the crop modal saves the main asset', () => {
  const restore: (() => void)[] = [];
  const stub = (target: object, key: PropertyKey, descriptor: PropertyDescriptor) => {
    const previous = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, ...descriptor });
    restore.push(() =>
      previous ? Object.defineProperty(target, key, previous) : Reflect.deleteProperty(target, key),
    );
  };
  let blob: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' });
  const drawn: unknown[][] = [];

  beforeEach(() => {
    blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    drawn.length = 0;
    stub(HTMLImageElement.prototype, 'naturalWidth', { get: () => 1440 });
    stub(HTMLImageElement.prototype, 'naturalHeight', { get: () => 960 });
    stub(HTMLElement.prototype, 'getBoundingClientRect', {
      value: () => ({
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: 800,
        bottom: 400,
        width: 800,
        height: 400,
      }),
    });
    const context = {
      translate: () => {},
      rotate: () => {},
      drawImage: (...args: unknown[]) => drawn.push(args),
      imageSmoothingQuality: 'low',
    };
    stub(HTMLCanvasElement.prototype, 'getContext', { value: () => context });
    stub(HTMLCanvasElement.prototype, 'toBlob', {
      value(this: HTMLCanvasElement, callback: (b: Blob | null) => void) {
        drawn.push(['size', this.width, this.height]);
        callback(blob);
      },
    });
  });
  afterEach(() => {
    while (restore.length) restore.pop()?.();
  });

  async function openCropper() {
    const section = await renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(within(card).getByRole('button', { name: 'Editar asset principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar asset principal' });
    fireEvent.load(within(dialog).getByRole('img', { name: 'Fotografía a recortar' }));
    await within(dialog).findByText(/Recorte: \d+ × \d+ px del original/);
    return { section, card, dialog };
  }

  it('sends the JPEG, the crop in the original’s pixels and the output size; the card shows the answer', async () => {
    const saved = adminVariant({
      assetUrl: '/media/assets/preview.jpg',
      assetDetails: {
        width: 7200,
        height: 4800,
        format: 'jpeg',
        assetId: 'asset-1',
        source: 'original',
        crop: { x: 0, y: 0, width: 6000, height: 4000, rotation: 0 },
        upscaled: true,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
      printQuality: { ...goodQuality, effectivePpi: 250, verdict: 'good' },
    });
    server.on('POST', `${variantPath}/asset`, () => json(200, saved));
    const { section, card, dialog } = await openCropper();
    // The whole 3:2 photo fits the turned 3:2 print area: 6000 × 4000 px of the original.
    expect(within(dialog).getByText('Recorte: 6000 × 4000 px del original')).toBeVisible();
    expect(within(dialog).getByTestId('quality-verdict')).toHaveTextContent('250 ppp efectivos');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar recorte' }));
    expect(await within(section).findByText(msg.assetSaved)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const sent = server.callsTo(`${variantPath}/asset`)[0]?.body as FormData;
    const file = sent.get('asset') as File;
    expect(file.name).toMatch(/^asset-\d+\.jpg$/);
    expect(file.type).toBe('image/jpeg');
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'asset'))).toEqual({
      cropX: '0',
      cropY: '0',
      cropWidth: '6000',
      cropHeight: '4000',
      rotation: '0',
      outputWidth: '7200',
      outputHeight: '4800',
    });
    // The preview canvas is the output size.
    expect(drawn).toContainEqual(['size', 7200, 4800]);
    // The card is the server's answer (docs/rules/admin.md#edit-modes).
    expect(within(card).getByTestId('main-asset-size')).toHaveTextContent('7200 × 4800 px · JPEG');
    expect(within(card).getByTestId('quality-verdict')).toHaveTextContent('Buena');
  });

  it('opens at the product’s proportions: a 16×20 in frame crops 4:5, turned for a landscape photo', async () => {
    // The demo's framed print as Prodigi's catalogue gives it (its print area is 3000 × 3750 px).
    const frame = catalogProduct({
      sku: 'GLOBAL-CFPM-16X20',
      productDimensions: { width: 16, height: 20, units: 'in' },
      printAreaPixels: { width: 3000, height: 3750 },
    });
    const base = adminVariant();
    serveVariants(server, [
      adminVariant({
        catalogProduct: {
          ...base.catalogProduct,
          sku: frame.sku,
          productDimensions: frame.productDimensions,
          printAreaPixels: frame.printAreaPixels,
        },
      }),
    ]);
    const { dialog } = await openCropper();
    const width = within(dialog).getByLabelText<HTMLInputElement>('Ancho final (px)');
    const height = within(dialog).getByLabelText<HTMLInputElement>('Alto final (px)');
    expect([width.value, height.value]).toEqual(['3750', '3000']);
    // The whole height of the 6000 × 4000 original, at 5:4: not a square.
    expect(within(dialog).getByText('Recorte: 5000 × 4000 px del original')).toBeVisible();
  });

  it('sends a colour’s code with its asset', async () => {
    serveVariants(server, [
      adminVariant({
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
    ]);
    server.on('POST', `${variantPath}/asset`, () => json(200, lamina));
    const section = await renderVariants();
    await pickPhoto(section, 'Faro');
    const card = await variantCard(section, 'Faro en lámina grande');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Editar asset del color Negro' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar asset: Negro' });
    fireEvent.load(within(dialog).getByRole('img', { name: 'Fotografía a recortar' }));
    await within(dialog).findByText(/Recorte:/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar recorte' }));
    expect(await within(section).findByText(msg.assetSaved)).toBeVisible();
    expect((server.callsTo(`${variantPath}/asset`)[0]?.body as FormData).get('colorCode')).toBe(
      'BLACK',
    );
  });

  it('says when the crop cannot be generated, and when the server refuses the asset', async () => {
    blob = null;
    const { dialog } = await openCropper();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar recorte' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(msg.cropFailed);
    expect(server.callsTo(`${variantPath}/asset`)).toHaveLength(0);

    blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    server.on('POST', `${variantPath}/asset`, () => json(500, {}));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar recorte' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(msg.assetSaveFailed),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
