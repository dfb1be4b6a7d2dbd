import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { openContentSection, signInAsAdmin, uploadPhotoViaApi } from './admin';
import { expect, test, viewports } from './fixtures';

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a6b8a' } })
    .jpeg()
    .toBuffer();

test.describe("the admin's test order", () => {
  for (const viewport of Object.values(viewports)) {
    test(`asks in place, saying what it costs (${viewport.width} px)`, async ({
      page,
      request,
      pageErrors,
    }) => {
      await page.setViewportSize(viewport);
      const title = `Prueba ${randomBytes(3).toString('hex')}`;
      await uploadPhotoViaApi(request, title, await jpeg());
      await signInAsAdmin(page);
      await openContentSection(page, 'biblioteca');
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: `Pedido de prueba de «${title}»` }).click();
      // No PRODIGI_API_KEY in e2e: the server's own simulator.
      const question = card.getByText(/^Se queda en este equipo/);
      await expect(question).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      if (process.env.SHOTS_DIR) {
        await card.screenshot({
          path: `${process.env.SHOTS_DIR}/test-order-${viewport.width}.png`,
        });
      }
      await card.getByRole('button', { name: 'Cancelar' }).click();
      await expect(question).toBeHidden();
      // Confirmed, it reaches the server (this photo has no variants yet: a 400).
      pageErrors.allow(/status of 400/);
      await card.getByRole('button', { name: `Pedido de prueba de «${title}»` }).click();
      await card.getByRole('button', { name: 'Sí, enviar' }).click();
      await expect(card.getByRole('alert')).toHaveText(
        'No hay variantes configuradas para esta fotografía.',
      );
    });
  }
});
