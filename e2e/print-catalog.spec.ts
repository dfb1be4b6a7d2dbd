import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import {
  chooseContentSection,
  openContentSection,
  signInAsAdmin,
  uploadPhotoViaApi,
} from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import type { Page } from '@playwright/test';

/** Serious and critical axe-core violations (WCAG 2.1 A and AA), one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The print catalogue and variants end to end (docs/rules/admin.md#print-catalogue): the
 * lookup answered by the Prodigi simulator, a variant with colours and a mockup, and the main
 * asset cropped in the modal and rendered by the server from the original.
 */
async function landscape() {
  return sharp({
    create: { width: 3600, height: 2400, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function mockup() {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 190, b: 170 } },
  })
    .png()
    .toBuffer();
}

test.describe('an admin sets up prints for a photo', () => {
  test.use({ viewport: viewports.desktop });

  test('imports a product, creates a variant and crops its main asset', async ({ page }) => {
    test.setTimeout(120_000);
    const title = 'Faro de Chipiona';
    await uploadPhotoViaApi(page.request, title, await landscape());
    await signInAsAdmin(page);
    await openContentSection(page, 'catalogo');

    // Section 2: import GLOBAL-FAP-16X24 from the provider and save it.
    const catalog = page.getByRole('region', { name: 'Catálogo de impresión' });
    const productForm = catalog.getByRole('form', { name: 'Nuevo producto del catálogo' });
    await productForm.getByLabel('SKU').fill('global-fap-16x24');
    await expect(productForm.getByLabel('SKU')).toHaveValue('GLOBAL-FAP-16X24');
    await productForm.getByRole('button', { name: 'Importar desde Prodigi' }).click();
    await expect(productForm.getByText('Metadatos importados desde Prodigi')).toBeVisible();
    await expect(productForm.getByLabel('Ancho del área de impresión (px)')).toHaveValue('4800');
    await expect(productForm.getByLabel('Alto del área de impresión (px)')).toHaveValue('7200');
    await expect(productForm.getByLabel('Descripción del proveedor')).not.toHaveValue('');
    if ((await productForm.getByLabel('Nombre').inputValue()) === '') {
      await productForm.getByLabel('Nombre').fill('Lámina Fine Art 16×24');
    }
    await productForm.getByLabel('Precio base (€)').fill('35');
    await productForm.getByRole('button', { name: 'Crear producto' }).click();
    await expect(catalog.getByText('Producto creado')).toBeVisible();
    const productCard = catalog.getByRole('article').filter({ hasText: 'GLOBAL-FAP-16X24' });
    await expect(productCard.getByText('4800 × 7200 px')).toBeVisible();

    // The library's button opens the variants section for the photo.
    await chooseContentSection(page, 'Biblioteca');
    const library = page.getByRole('region', { name: 'Biblioteca' });
    await library
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Configurar impresiones de «${title}»` })
      .click();
    await expect(page).toHaveURL(/\/content-management\/variantes\?foto=.+/);
    const variants = page.getByRole('region', { name: 'Variantes por foto' });
    await expect(variants.getByLabel('Fotografía')).toHaveValue(/.+/);
    await expect(
      variants.getByText('No hay variantes configuradas para esta fotografía.'),
    ).toBeVisible();

    // A variant with two colours and a mockup shown for the first one.
    const form = variants.getByRole('form', { name: 'Nueva variante' });
    const productOption = form.locator('option', { hasText: 'GLOBAL-FAP-16X24' });
    await form
      .getByLabel('Producto del catálogo')
      .selectOption((await productOption.getAttribute('value')) ?? '');
    await form.getByLabel('Nombre visible').fill('Faro en lámina grande');
    await form.getByLabel('Margen (€)').fill('15');
    await form
      .getByLabel('Añadir mockups')
      .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: await mockup() });
    await expect(form.getByRole('img', { name: 'Vista previa de salon.png' })).toBeVisible();
    await form.getByLabel('Etiqueta de salon.png').fill('Salón');
    await form.getByRole('button', { name: 'Añadir color' }).click();
    await form.getByRole('button', { name: 'Añadir color' }).click();
    await form.getByLabel('Código del color 1').fill('black');
    await form.getByLabel('Nombre del color 1').fill('Negro');
    await form.getByLabel('Código del color 2').fill('white');
    await form.getByLabel('Nombre del color 2').fill('Blanco');
    await form.getByRole('group', { name: 'Mockups del color 1' }).getByLabel('Salón').check();
    await form.getByRole('button', { name: 'Crear variante' }).click();
    await expect(variants.getByText('Variante creada')).toBeVisible({ timeout: 30_000 });

    const card = variants.getByRole('article', { name: 'Faro en lámina grande' });
    await expect(card.getByText('Activa')).toBeVisible();
    await expect(card.getByText('GLOBAL-FAP-16X24')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Salón' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Editar asset del color Negro' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Editar asset del color Blanco' })).toBeVisible();
    await expect(card.getByTestId('main-asset-size')).toHaveText('Sin asset recortado');

    // The crop modal: loaded on demand, the recommended size, the live verdict.
    await card.getByRole('button', { name: 'Editar asset principal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar asset principal' });
    await expect(dialog.getByTestId('recommended-resolution')).toHaveText(
      'Resolución recomendada por Prodigi: 4800 × 7200 px',
    );
    // A landscape photo on a portrait poster: the print area is turned.
    await expect(dialog.getByLabel('Ancho final (px)')).toHaveValue('7200');
    await expect(dialog.getByLabel('Alto final (px)')).toHaveValue('4800');
    await expect(dialog.getByTestId('quality-verdict')).toContainText(
      /Excelente|Buena|Aceptable|Insuficiente/,
    );
    await dialog.getByLabel('Zoom').fill('1.2');
    await expect(dialog.getByTestId('quality-verdict')).toContainText('ppp efectivos');
    expect(await seriousViolations(page)).toEqual([]);
    // The modal is fixed over the page: its own picture, not the full page's.
    await dialog.screenshot({ path: 'test-results/screenshots/print-catalog-crop-1440.png' });
    await dialog.getByRole('button', { name: 'Guardar recorte' }).click();
    await expect(variants.getByText('Asset actualizado correctamente')).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialog).toBeHidden();

    // The card shows the rendered file: its pixel size, format and the verdict.
    await expect(card.getByTestId('main-asset-size')).toHaveText('7200 × 4800 px · JPEG');
    await expect(card.getByTestId('quality-verdict')).toContainText(
      /Excelente|Buena|Aceptable|Insuficiente/,
    );
    await screenshot(page, 'print-catalog-1440');
    expect(await seriousViolations(page)).toEqual([]);

    // The same page on a phone: one column, nothing wider than the screen.
    await page.setViewportSize(viewports.mobile);
    await expect(card).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'print-catalog-375');

    // The crop modal fits the phone too, and gives the focus back when cancelled.
    const opener = card.getByRole('button', { name: 'Editar asset principal' });
    await opener.click();
    await expect(dialog.getByTestId('quality-verdict')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width).toBe(true);
    await dialog.screenshot({ path: 'test-results/screenshots/print-catalog-crop-375.png' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
