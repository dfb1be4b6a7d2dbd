import sharp from 'sharp';
import { uploadPhotoViaApi } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

const plain = (seed: number) =>
  sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: { r: 40 + seed * 12, g: 90, b: 140 },
    },
  })
    .jpeg()
    .toBuffer();

for (const [label, viewport] of Object.entries(viewports)) {
  test.describe(`the whole gallery, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('reaches every photo from the home page, pages through them and moves between photos', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // More than the home's 9 and than one gallery page of 12.
      const existing = (await (await request.get('/api/photos/gallery?limit=60')).json()) as {
        items: unknown[];
      };
      for (let i = existing.items.length; i < 14; i++) {
        await uploadPhotoViaApi(request, `Galería ${label} ${i + 1}`, await plain(i));
      }

      await page.goto('/');
      // Known gap (issue 9 note): on a fresh CI server a click on this link while the app
      // started was lost twice; boot.ts's early-click tests cover that window on their own.
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await page.getByRole('link', { name: 'Ver toda la galería' }).click();
      await expect(page).toHaveURL(/\/galeria$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
      const photoLinks = page.locator('main a[href^="/photo/"]');
      await expect(photoLinks.first()).toBeVisible();
      await screenshot(page, `gallery-${viewport.width}`);

      // Scrolling to the end (or the button) brings the rest, with no repeats.
      // The scroll observer may take the button's place while it is being pressed.
      const more = page.getByRole('button', { name: 'Cargar más' });
      await expect
        .poll(async () => {
          if (await more.isVisible()) await more.click({ timeout: 1000 }).catch(() => undefined);
          else await page.mouse.wheel(0, 5000);
          return photoLinks.count();
        })
        .toBeGreaterThanOrEqual(14);
      const hrefs = await photoLinks.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      expect(new Set(hrefs).size).toBe(hrefs.length);

      // The photo page: next with the arrow key, back to the gallery with its link.
      await photoLinks.first().click();
      const firstUrl = page.url();
      await expect(page.getByRole('link', { name: 'Volver a la galería' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page).not.toHaveURL(firstUrl);
      await expect(page.getByRole('link', { name: /^Anterior/ })).toBeVisible();
      await screenshot(page, `photo-navigation-${viewport.width}`);

      // The viewer comes only when asked, with the widest image, and Esc closes it.
      await page.getByRole('button', { name: /a pantalla completa/ }).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeVisible();
      await viewer.getByRole('button', { name: 'Acercar' }).click();
      await expect(viewer.getByText('Zoom: 150 %')).toBeVisible();
      await screenshot(page, `photo-viewer-${viewport.width}`);
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      await page.getByRole('link', { name: 'Volver a la galería' }).click();
      await expect(page).toHaveURL(/\/galeria$/);
    });
  });
}
