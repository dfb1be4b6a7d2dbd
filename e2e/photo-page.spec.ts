import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { uploadPhotoViaApi } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { adminHeaders, setUpFramedPrint } from './purchase';

/**
 * The photo page with a portrait and a landscape photo (docs/rules/gallery-and-photos.md#photo-page,
 * decision 024): the photo stays in view along the buy form on a desktop, the viewer opens
 * with the whole photo on screen and zooms from there, the mockups are large and labelled,
 * and the reference price says what it is.
 */
const gradient = (width: number, height: number, hue: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#101014"/>
        </linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/>
        <rect x="4%" y="4%" width="92%" height="92%" fill="none" stroke="#f4f4f5" stroke-width="12"/>
      </svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

const mockupImage = (hue: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: hue } })
    .jpeg()
    .toBuffer();

/** Two labelled mockups on the photo's variant. */
async function addMockups(request: APIRequestContext, photoId: string) {
  const headers = await adminHeaders(request);
  const base = `/api/prodigi/admin/photos/${encodeURIComponent(photoId)}/variants`;
  const variants = (await (await request.get(base, { headers })).json()) as { id: string }[];
  const variant = variants[0];
  if (!variant) throw new Error('no variant');
  const form = new FormData();
  form.append(
    'newMockupMeta',
    JSON.stringify([
      { label: 'Salón', colorCodes: [] },
      { label: 'Dormitorio', colorCodes: [] },
    ]),
  );
  for (const [name, hue] of [
    ['salon.jpg', '#7a6a55'],
    ['dormitorio.jpg', '#3d5a6b'],
  ] as const) {
    form.append('mockups', new File([await mockupImage(hue)], name, { type: 'image/jpeg' }));
  }
  const saved = await request.put(`${base}/${variant.id}`, { headers, multipart: form });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The box of the photo page's main image, in the viewport's coordinates. */
const mainImageBox = async (page: Page, title: string) => {
  const box = await page
    .getByRole('button', { name: `Ver «${title}» a pantalla completa` })
    .getByRole('img')
    .boundingBox();
  if (!box) throw new Error('no main image');
  return box;
};

const shapes = [
  { shape: 'portrait', width: 2000, height: 3000, hue: '#8a5a3c' },
  { shape: 'landscape', width: 3000, height: 2000, hue: '#3c6a8a' },
] as const;

for (const [label, viewport] of Object.entries(viewports)) {
  test.describe(`the photo page, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { shape, width, height, hue } of shapes) {
      test(`a ${shape} photo: in view along the buy form, fitted in the viewer, mockups and prices`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const title = `Página ${shape} ${label}`;
        const photoId = await uploadPhotoViaApi(request, title, await gradient(width, height, hue));
        await setUpFramedPrint(request, photoId);
        await addMockups(request, photoId);

        await page.goto(`/photo/${photoId}`);
        await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
        const buy = page.getByRole('region', { name: 'Comprar una impresión' });
        const form = buy.getByRole('form', { name: 'Comprar una impresión' });
        await expect(form.getByTestId('quote-total')).toHaveText(/€$/);

        // The reference price, told apart from the print's price.
        await expect(buy.getByText('Licencia de uso')).toBeVisible();
        await expect(buy.getByText(/Para usar la fotografía/)).toBeVisible();
        // The prints' lowest price came with the server's HTML: IVA included, shipping apart.
        expect(await (await request.get(`/photo/${photoId}`)).text()).toContain(
          'Impresiones desde',
        );
        await expect(buy.getByText(/^\d+,\d{2}\s€ \+ envío$/)).toBeVisible();
        await expect(form.getByRole('group', { name: 'Método de envío' })).toBeVisible();
        // The buy area from its top, under the sticky bar.
        await buy.evaluate((el) =>
          window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80),
        );
        await page.screenshot({
          path: `test-results/screenshots/photo-page-${shape}-${viewport.width}-buy.png`,
        });

        // The mockups: one large with its label, thumbnails that switch it.
        const shown = form.getByRole('img', { name: 'Salón' });
        await expect(shown).toBeVisible();
        expect((await shown.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(240);
        const strip = form.getByRole('list', { name: 'Maquetas' });
        await strip.getByRole('button', { name: 'Dormitorio' }).click();
        await expect(form.getByRole('img', { name: 'Dormitorio' })).toBeVisible();
        await expect(strip.getByRole('button', { name: 'Dormitorio' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `test-results/screenshots/photo-page-${shape}-${viewport.width}-top.png`,
        });
        await screenshot(page, `photo-page-${shape}-${viewport.width}`);

        // At the buy form's end: its button at the bottom of the screen.
        const pay = form.getByRole('button', { name: /^Ir al pago seguro/ });
        await pay.scrollIntoViewIfNeeded();
        const payBox = await pay.boundingBox();
        if (!payBox) throw new Error('no pay button');
        await page.evaluate(
          (by) => window.scrollBy(0, by),
          payBox.y + payBox.height + 24 - viewport.height,
        );
        await expect
          .poll(async () => {
            const box = await pay.boundingBox();
            return box ? Math.round(box.y + box.height) : 0;
          })
          .toBeLessThanOrEqual(viewport.height);
        await page.screenshot({
          path: `test-results/screenshots/photo-page-${shape}-${viewport.width}-form-end.png`,
        });
        const image = await mainImageBox(page, title);
        if (viewport.width >= 1024) {
          // The photo stayed in view, whole, beside the form.
          expect(image.y).toBeGreaterThanOrEqual(0);
          expect(image.y + image.height).toBeLessThanOrEqual(viewport.height);
        } else {
          // One column: the photo first, then the details and the form.
          expect(image.y + image.height).toBeLessThanOrEqual(0);
        }

        // The viewer opens with the whole photo on screen, and zooms from there.
        await page.evaluate(() => window.scrollTo(0, 0));
        const opener = page.getByRole('button', { name: `Ver «${title}» a pantalla completa` });
        await opener.click();
        const viewer = page.getByRole('dialog', { name: `«${title}» a pantalla completa` });
        await expect(viewer.getByText('Zoom: 100 %')).toBeVisible();
        const picture = viewer.getByRole('img', { name: title });
        await expect(picture).toHaveJSProperty('complete', true);
        const fitted = await picture.boundingBox();
        if (!fitted) throw new Error('no viewer image');
        expect(fitted.x).toBeGreaterThanOrEqual(-0.5);
        expect(fitted.y).toBeGreaterThanOrEqual(-0.5);
        expect(fitted.x + fitted.width).toBeLessThanOrEqual(viewport.width + 0.5);
        expect(fitted.y + fitted.height).toBeLessThanOrEqual(viewport.height + 0.5);
        // Fitted: one side fills the screen, the proportions are the photo's.
        const fills =
          Math.abs(fitted.width - viewport.width) < 1 ||
          Math.abs(fitted.height - viewport.height) < 1;
        expect(fills).toBe(true);
        expect(fitted.width / fitted.height).toBeCloseTo(width / height, 1);
        await page.screenshot({
          path: `test-results/screenshots/photo-viewer-${shape}-${viewport.width}-fitted.png`,
        });

        await viewer.getByRole('button', { name: 'Acercar' }).click();
        await expect(viewer.getByText('Zoom: 150 %')).toBeVisible();
        await expect
          .poll(async () => (await picture.boundingBox())?.width ?? 0)
          .toBeCloseTo(fitted.width * 1.5, 0);
        await page.screenshot({
          path: `test-results/screenshots/photo-viewer-${shape}-${viewport.width}-zoomed.png`,
        });
        await page.keyboard.press('0');
        await expect(viewer.getByText('Zoom: 100 %')).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        await expect(opener).toBeFocused();
      });
    }
  });
}
