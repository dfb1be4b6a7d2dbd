import sharp from 'sharp';
import { openContentSection, signInAsAdmin, uploadPhotoViaApi } from './admin';
import { expect, test, viewports } from './fixtures';

/** 1600 × 1200 with a red top band: sideways when its top should be on the right. */
function sideways() {
  const band = sharp({ create: { width: 1600, height: 300, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return band.then((input) =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2c6e8f' } })
      .composite([{ input, left: 0, top: 0 }])
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

for (const [name, viewport] of [
  ['1440', viewports.desktop],
  ['375', viewports.mobile],
] as const) {
  test.describe(`'Girar' in the library, at ${name} px`, () => {
    test.use({ viewport });

    test('turns a sideways photo a quarter to the right', async ({ page }) => {
      test.setTimeout(90_000);
      const title = `De lado ${name}`;
      await uploadPhotoViaApi(page.request, title, await sideways());
      await signInAsAdmin(page);
      await openContentSection(page, 'biblioteca');
      const card = page.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: `Girar a la derecha «${title}»` }).click();
      await expect(page.getByText('Fotografía girada')).toBeVisible({ timeout: 30_000 });
      // The thumbnail is now portrait: 1200 × 1600.
      const thumbnail = card.getByRole('img').first();
      await expect
        .poll(() =>
          thumbnail.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth),
        )
        .toBe(true);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `test-results/screenshots/photo-turn-${name}.png` });
    });
  });
}
