import sharp from 'sharp';
import {
  chooseContentSection,
  openContentSection,
  signInAsAdmin,
  uploadPhotoViaApi,
} from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

async function landscape(seed: number) {
  const noise = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 60 + seed * 30, g: 110, b: 150 },
    },
  })
    .composite([{ input: noise, blend: 'soft-light' }])
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS R5' },
      IFD2: { DateTimeOriginal: '2025:06:01 18:30:00' },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

test.describe('an admin publishes a photo, at 1440 px', () => {
  test.use({ viewport: viewports.desktop });

  test('uploads it with a progress bar, sees it in the library, on the home page and on its page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await openContentSection(page, 'nueva-imagen');
    const form = page.getByRole('form', { name: 'Nueva imagen' });
    await form.getByLabel('Título').fill('Atardecer en Cádiz');
    await form.getByLabel('Precio (€)').fill('45.50');
    await form.getByLabel('Descripción').fill('La última luz de junio sobre el Atlántico.');
    await form.getByLabel('Etiquetas').fill('mar, atardecer');
    await form.getByLabel('Ubicación', { exact: true }).fill('Cádiz');
    await form
      .getByLabel('Imagen', { exact: true })
      .setInputFiles({ name: 'cadiz.jpg', mimeType: 'image/jpeg', buffer: await landscape(1) });
    await expect(
      form.getByRole('img', { name: 'Vista previa de la imagen seleccionada' }),
    ).toBeVisible();

    const progressShown = page
      .getByRole('progressbar', { name: 'Progreso de la subida' })
      .waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await progressShown;
    await expect(page.getByText('Imagen guardada correctamente')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('upload-percent')).toHaveText('100 %');
    await screenshot(page, 'content-management-1440');

    await chooseContentSection(page, 'Biblioteca');
    await expect(page).toHaveURL(/\/content-management\/biblioteca$/);

    const card = page.getByRole('article', { name: 'Atardecer en Cádiz' });
    await expect(card).toBeVisible();
    await expect(card.getByText('45,50 €')).toBeVisible();
    await expect(card.getByText('Canon EOS R5')).toBeVisible(); // from the EXIF
    await screenshot(page, 'content-management-library-1440');

    // A visitor (fresh context): home first view and the photo page.
    const visitor = await browser.newPage({ viewport: viewports.desktop });
    const requested: string[] = [];
    visitor.on('request', (r) => requested.push(r.url()));
    await visitor.goto('/');
    // The newest photo is the hero (none picked), so the gallery below leaves it out.
    const link = visitor.getByRole('main').getByRole('link', { name: 'Atardecer en Cádiz' });
    await expect(link).toHaveCount(1);
    await expect(
      visitor.getByRole('region', { name: 'Galería' }).getByRole('link', {
        name: 'Atardecer en Cádiz',
      }),
    ).toHaveCount(0);
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeVisible();
    await expect(link.locator('img')).toHaveJSProperty('complete', true);
    const images = requested.filter((u) => u.includes('/media/'));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((u) => u.endsWith('.avif'))).toBe(true); // Chromium takes the AVIF source
    expect(requested.some((u) => u.includes('original'))).toBe(false);
    // The server preloads the hero with its own srcset and sizes: no URL is fetched twice.
    expect(new Set(images).size).toBe(images.length);
    await screenshot(visitor, 'home-gallery-1440');

    await link.click();
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Atardecer en Cádiz' }),
    ).toBeVisible();
    await expect(visitor.getByText('La última luz de junio sobre el Atlántico.')).toBeVisible();
    await expect(visitor.getByText('45,50 €')).toBeVisible();
    await expect(visitor.getByText('01/06/2025')).toBeVisible();
    await expect(
      visitor.getByText('Pronto habilitaremos la compra de impresiones para esta foto.'),
    ).toBeVisible();
    await screenshot(visitor, 'photo-1440');
    await visitor.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('the gallery and the photo page fit a 375 px screen', async ({ page, pageErrors }) => {
    await uploadPhotoViaApi(page.request, 'Niebla en la sierra', await landscape(3));
    await page.goto('/');
    // The newest photo is the hero (none picked): the first screen's link.
    const first = page.getByRole('main').getByRole('link', { name: 'Niebla en la sierra' });
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-gallery-375');
    await first.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Niebla en la sierra' }),
    ).toBeVisible();
    await screenshot(page, 'photo-375');

    // A photo that does not exist: the Spanish message and a way back. The API's 404 is expected.
    pageErrors.allow(/status of 404/);
    await page.goto('/photo/6f1c1c9e-8d1f-4e6b-9f0a-0c7d5e8b1a2c');
    await expect(
      page.getByRole('heading', { name: 'No encontramos esta fotografía.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  });
});
