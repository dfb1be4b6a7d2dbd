import { expect, screenshot, test, viewports } from './fixtures';

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home page opens with the top bar, the grid and the footer', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Estudio de Fotografía');
      await expect(
        page.getByRole('heading', { name: 'Imágenes que se quedan contigo' }),
      ).toBeVisible();
      await expect(page.getByTestId('grid-background')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('estudio@example.org')).toBeVisible();
      if (size === 'desktop') {
        await expect(page.getByRole('banner').getByRole('link', { name: 'Unirme' })).toBeVisible();
      } else {
        await expect(page.getByRole('banner').getByRole('link', { name: 'Unirme' })).toBeHidden();
      }
      await screenshot(page, `home-${viewport.width}`);
    });

    test('an unknown path shows the 404 page, whose link leads home', async ({
      page,
      pageErrors,
    }) => {
      // The document itself answers 404 on purpose; Chromium logs that as a console error.
      pageErrors.allow(/status of 404/);
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await screenshot(page, `not-found-${viewport.width}`);
      await page.getByRole('link', { name: 'Volver al inicio' }).click();
      await expect(page).toHaveURL('/');
      await expect(
        page.getByRole('heading', { name: 'Imágenes que se quedan contigo' }),
      ).toBeVisible();
    });

    test('the sign-in page uses the bare layout', async ({ page }) => {
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await screenshot(page, `signin-${viewport.width}`);
    });
  });
}

for (const width of [320, 375]) {
  test(`the site's name fits the top bar beside the cart and the menu at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/');
    const bar = page.getByRole('banner');
    const name = bar.getByRole('link', { name: /: inicio$/ }).locator('span');
    await expect(name).toHaveText('Estudio de Fotografía');
    // Not cut: the whole text is drawn (on two lines if need be), clear of the cart.
    const fits = await name.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
    );
    expect(fits).toBe(true);
    const nameBox = await name.boundingBox();
    const cartBox = await bar.getByRole('link', { name: 'Carrito' }).boundingBox();
    expect((nameBox?.x ?? 0) + (nameBox?.width ?? 0)).toBeLessThanOrEqual(cartBox?.x ?? 0);
    // The bar keeps the height it has on every screen.
    expect((await bar.boundingBox())?.height).toBe(65);
    await screenshot(page, `top-bar-${width}`);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('the drawer opens with the links and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cerrar menú' })).toBeInViewport();
    await screenshot(page, 'drawer-375');
    await drawer.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
  });

  test('/events does not scroll and hides the footer under 1024 px', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Eventos' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight,
    );
    expect(scrollable).toBe(false);
  });

  test('a protected page sends a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL('/signin?redirect=%2Fprofile');
  });
});

test('the API documentation renders under the strict CSP', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Tienda de fotografía: API/ })).toBeVisible();
  await expect(page.getByText('/api/health')).toBeVisible();
});
