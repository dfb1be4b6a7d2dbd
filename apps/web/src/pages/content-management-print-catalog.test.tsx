import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { printCatalogMessages as msg, type CatalogProduct, paths } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { adminPhoto } from '@test/photo-fixtures';
import { catalogProduct } from '@test/print-catalog-fixtures';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ContentManagementPage } from './content-management-page';

const poster = catalogProduct();

const server = setUpFakeServer((server) => {
  signInAs(server, { role: 'admin' });
  server.on('GET', '/api/photos', () => json(200, [adminPhoto({ _id: 'faro', title: 'Faro' })]));
  serveCatalog(server, [poster]);
});

function serveCatalog(target: typeof server, products: CatalogProduct[]) {
  target.on('GET', '/api/prodigi/catalog', () => json(200, products));
}

async function renderCatalog() {
  renderPage(<ContentManagementPage />, {
    route: paths.contentManagementSection.pattern,
    path: paths.contentManagementSection.build('catalogo'),
  });
  const section = screen.getByRole('region', { name: 'Catálogo de impresión' });
  await within(section).findByRole('form', { name: 'Nuevo producto del catálogo' });
  return section;
}

const newProductForm = (section: HTMLElement) =>
  within(section).getByRole('form', { name: 'Nuevo producto del catálogo' });

describe('print catalogue', () => {
  it("explains the spec's technical terms in plain words, tied to their fields", async () => {
    const form = newProductForm(await renderCatalog());
    expect(within(form).getByLabelText('SKU')).toHaveAccessibleDescription(
      /código del producto en Prodigi/,
    );
    const sizing = within(form).getByLabelText<HTMLSelectElement>('Modo de ajuste por defecto');
    expect(sizing).toHaveAccessibleDescription(
      /^Cómo se coloca la foto en el papel: .* Recomendado: fillPrintArea\.$/,
    );
    expect(sizing.value).toBe('fillPrintArea');
    expect(sizing.selectedOptions[0]?.textContent).toBe('Llenar el papel (fillPrintArea)');
    expect(
      within(form).getByLabelText('Ancho del área de impresión (px)'),
    ).toHaveAccessibleDescription(/píxeles que Prodigi pide/);
  });

  it('shows each product with its facts, Edit and Delete', async () => {
    const section = await renderCatalog();
    const card = await within(section).findByRole('article', { name: poster.name });
    expect(within(card).getByText('GLOBAL-FAP-16X24')).toBeVisible();
    expect(within(card).getByText('35,00 €')).toBeVisible();
    expect(within(card).getByText('16 × 24 in')).toBeVisible();
    expect(within(card).getByText('4800 × 7200 px')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Editar GLOBAL-FAP-16X24' })).toHaveTextContent(
      'Editar',
    );
    expect(
      within(card).getByRole('button', { name: 'Eliminar GLOBAL-FAP-16X24' }),
    ).toHaveTextContent('Eliminar');
  });

  it('says when the catalogue is empty', async () => {
    serveCatalog(server, []);
    const section = await renderCatalog();
    expect(await within(section).findByText('Aún no hay productos en el catálogo.')).toBeVisible();
  });

  it('shows the spec’s message when the catalogue cannot be loaded', async () => {
    server.on('GET', '/api/prodigi/catalog', () => json(500, {}));
    const section = await renderCatalog();
    expect(await within(section).findByText(msg.catalogLoadFailed)).toBeVisible();
  });

  it('refuses a product without SKU or name, and a lookup without SKU', async () => {
    const section = await renderCatalog();
    const form = newProductForm(section);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear producto' }));
    expect(await within(form).findByText(msg.skuAndNameRequired)).toBeVisible();
    expect(within(form).getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(form).getByRole('button', { name: 'Importar desde Prodigi' }));
    expect(await within(form).findByText(msg.lookupNeedsSku)).toBeVisible();
    expect(server.callsTo('/api/prodigi/catalog/lookup')).toHaveLength(0);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('imports the provider’s data for the SKU, then creates the product', async () => {
    serveCatalog(server, []);
    server.on('POST', '/api/prodigi/catalog/lookup', () =>
      json(200, {
        prodigiName: 'Fine art print 16x24',
        prodigiDescription: 'EMA 200gsm',
        defaultSizing: 'fillPrintArea',
        availableColors: [{ code: 'BLACK', name: 'Negro' }],
        productDimensions: { width: 16, height: 24, units: 'in' },
        printAreaPixels: { width: 4800, height: 7200 },
        attributes: { paperType: ['EMA'] },
        shipsTo: ['ES', 'PT'],
      }),
    );
    server.on('POST', '/api/prodigi/catalog', () => json(201, poster));
    const section = await renderCatalog();
    const form = newProductForm(section);
    const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label);
    await userEvent.type(field('SKU'), 'global-fap-16x24');
    expect(field('SKU').value).toBe('GLOBAL-FAP-16X24');
    await userEvent.click(within(form).getByRole('button', { name: 'Importar desde Prodigi' }));

    expect(await within(form).findByText(msg.lookupImported)).toBeVisible();
    expect(server.callsTo('/api/prodigi/catalog/lookup')[0]?.body).toEqual({
      sku: 'GLOBAL-FAP-16X24',
    });
    expect(field('Nombre').value).toBe('Fine art print 16x24');
    expect(field('Descripción del proveedor').value).toBe('EMA 200gsm');
    expect(field('Descripción del proveedor').readOnly).toBe(true);
    expect(field('Ancho del área de impresión (px)').value).toBe('4800');
    expect(field('Países de envío').value).toBe('2');
    expect(field('Atributos del proveedor').value).toBe('paperType: EMA');
    expect(field('Código del color 1').value).toBe('BLACK');

    await userEvent.type(field('Precio base (€)'), '35,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir color' }));
    await userEvent.type(field('Código del color 2'), 'white');
    await userEvent.type(field('Nombre del color 2'), 'Blanco');
    await userEvent.click(within(form).getByRole('button', { name: 'Quitar el color 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Crear producto' }));

    expect(await within(section).findByText(msg.productCreated)).toBeVisible();
    const created = server.calls.find(
      (c) => c.method === 'POST' && c.path === '/api/prodigi/catalog',
    );
    expect(created?.body).toEqual({
      sku: 'GLOBAL-FAP-16X24',
      name: 'Fine art print 16x24',
      description: '',
      prodigiDescription: 'EMA 200gsm',
      basePrice: '35,5',
      currency: 'EUR',
      defaultSizing: 'fillPrintArea',
      productDimensions: { width: 16, height: 24, units: 'in' },
      printAreaPixels: { width: 4800, height: 7200 },
      shipsTo: ['ES', 'PT'],
      attributes: { paperType: ['EMA'] },
      availableColors: [{ code: 'WHITE', name: 'Blanco' }],
    });
    expect(field('SKU').value).toBe('');
  });

  it('shows the server’s message when the lookup fails, else the spec’s', async () => {
    server.on('POST', '/api/prodigi/catalog/lookup', () => json(502, {}));
    const section = await renderCatalog();
    const form = newProductForm(section);
    await userEvent.type(within(form).getByLabelText('SKU'), 'NOPE');
    await userEvent.click(within(form).getByRole('button', { name: 'Importar desde Prodigi' }));
    expect(await within(form).findByText(msg.lookupFailed)).toBeVisible();
  });

  it('edits a product with Guardar cambios, and Cancel leaves edit mode', async () => {
    server.on('PUT', `/api/prodigi/catalog/${poster._id}`, () => json(200, poster));
    const section = await renderCatalog();
    const card = await within(section).findByRole('article', { name: poster.name });
    await userEvent.click(within(card).getByRole('button', { name: 'Editar GLOBAL-FAP-16X24' }));
    let form = within(section).getByRole('form', { name: 'Editar producto GLOBAL-FAP-16X24' });
    expect(within(form).getByLabelText('SKU')).toHaveFocus();
    expect(within(form).getByLabelText<HTMLInputElement>('Precio base (€)').value).toBe('35,00');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(newProductForm(section)).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Editar GLOBAL-FAP-16X24' }));
    form = within(section).getByRole('form', { name: 'Editar producto GLOBAL-FAP-16X24' });
    const name = within(form).getByLabelText('Nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lámina grande');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(section).findByText(msg.productUpdated)).toBeVisible();
    const put = server.callsTo(`/api/prodigi/catalog/${poster._id}`)[0];
    expect(put?.method).toBe('PUT');
    expect((put?.body as { name: string; basePrice: string }).name).toBe('Lámina grande');
    expect((put?.body as { basePrice: string }).basePrice).toBe('35,00');
  });

  it('deletes after confirming, and shows the server’s refusal', async () => {
    server.on('DELETE', `/api/prodigi/catalog/${poster._id}`, () =>
      json(409, { error: 'conflict', message: msg.productInUse }),
    );
    const section = await renderCatalog();
    const card = await within(section).findByRole('article', { name: poster.name });
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar GLOBAL-FAP-16X24' }));
    expect(server.callsTo(`/api/prodigi/catalog/${poster._id}`)).toHaveLength(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await within(section).findByText(msg.productInUse)).toBeVisible();

    server.on(
      'DELETE',
      `/api/prodigi/catalog/${poster._id}`,
      () => new Response(null, { status: 204 }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar GLOBAL-FAP-16X24' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await within(section).findByText(msg.productDeleted)).toBeVisible();
    await waitFor(() => expect(server.callsTo('/api/prodigi/catalog').length).toBeGreaterThan(1));
  });
});
