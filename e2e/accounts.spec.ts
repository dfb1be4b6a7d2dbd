import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { tokenFromLink, waitForMail } from '../apps/server/test/mailbox';
import { expect, screenshot, test, viewports } from './fixtures';
import type { Page } from '@playwright/test';

const dataDir = process.env.E2E_DATA_DIR ?? '';
const firstPassword = 'Lumen#Fotos2026';
const changedPassword = 'Cambiada2026x';
const resetPassword = 'Restablecida#2026';

async function signUpThroughForm(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirmar Contraseña', { exact: true }).fill(firstPassword);
  await page.getByRole('checkbox', { name: /Acepto los/ }).check();
}

async function signInThroughForm(page: Page, email: string, password: string, remember = false) {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Recordarme' }).check();
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test.describe('a new customer, at 1440 px', () => {
  test.use({ viewport: viewports.desktop });

  test('signs up, confirms, edits the account, changes and resets the password', async ({
    page,
    context,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const email = `e2e.${randomBytes(4).toString('hex')}@example.com`;

    // Sign up: the session starts at once, unconfirmed.
    await signUpThroughForm(page, 'Ana López', email);
    await screenshot(page, 'signup-1440');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Tu email no está verificado')).toBeVisible();

    // The confirmation email, read from the server's mail folder, signs the person in.
    const confirmation = await waitForMail(dataDir, email, /Confirma tu email/);
    const confirmLink = confirmation.links.find((l) => l.includes('/confirm-email/user/')) ?? '';
    await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('Email confirmado correctamente.')).toBeVisible();
    await expect(page.getByText('Tu email no está verificado')).toBeHidden();
    // The used link, opened again by the account it confirmed, says so.
    await page.goto(new URL(confirmLink).pathname);
    await expect(page.getByText('Tu email ya está confirmado.')).toBeVisible();
    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/profile');

    // Personal information with a picture.
    const picture = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#c2703d' },
    })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Nombre').fill('Ana María López');
    await page
      .getByLabel('Foto de perfil')
      .setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado correctamente.')).toBeVisible();
    await expect(page.locator('img[src^="/media/avatars/"]').first()).toBeVisible();

    // Billing, business then personal: the labels follow the type.
    await page.getByRole('tab', { name: 'Datos de Facturación' }).click();
    await page.getByRole('radio', { name: 'Empresa' }).check();
    await page.getByLabel('Razón Social').fill('Lumen Estudio SL');
    await page.getByLabel('CIF').fill('B12345678');
    await page.getByLabel('Dirección').fill('Calle Mayor 1');
    await page.getByLabel('Código postal').fill('28013');
    await page.getByLabel('Ciudad').fill('Madrid');
    await page.getByLabel('Provincia').fill('Madrid');
    await page.getByLabel('País').selectOption({ label: 'España' });
    // A CIF with the wrong control digit is refused before anything is sent.
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await expect(
      page.getByText('NIF, NIE o CIF no válido: revisa la letra o el dígito de control.'),
    ).toBeVisible();
    await page.getByLabel('CIF').fill('B12345674');
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await expect(page.getByText('Datos de facturación actualizados correctamente.')).toBeVisible();
    await page.getByRole('radio', { name: 'Particular' }).check();
    await page.getByLabel('Nombre Completo').fill('Ana María López');
    await page.getByLabel('NIF/DNI').fill('12345678Z');
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await expect(page.getByText('Datos de facturación actualizados correctamente.')).toBeVisible();
    await screenshot(page, 'profile-1440');

    // Change the password.
    await page.getByRole('tab', { name: 'Ajustes' }).click();
    await page.getByLabel('Contraseña actual').fill(firstPassword);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(changedPassword);
    await page.getByLabel('Confirmar nueva contraseña').fill(changedPassword);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada correctamente.')).toBeVisible();

    // Log out, then sign in with 'Recordarme': the cookie persists and a reload keeps the session.
    await page.getByRole('banner').getByRole('button', { name: 'Ana' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL('/signin');
    await signInThroughForm(page, email, changedPassword, true);
    await expect(page).toHaveURL('/profile');
    const cookie = (await context.cookies()).find((c) => c.name === '__Secure-rt');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    await page.reload();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name: 'Ana María López' })).toBeVisible();

    // Forgotten password: request, follow the emailed link, reset; the old one is refused.
    await page.getByRole('banner').getByRole('button', { name: 'Ana' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
    await expect(
      page.getByText('Email de restablecimiento enviado. Revisa tu bandeja de entrada.'),
    ).toBeVisible();
    const resetMail = await waitForMail(dataDir, email, /Restablece tu contraseña/);
    const resetLink = resetMail.links.find((l) => l.includes('/reset-password/')) ?? '';
    await page.goto(`/reset-password/${tokenFromLink(resetLink)}`);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(resetPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(resetPassword);
    await expect(page.getByText('Las contraseñas coinciden')).toBeVisible();
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page).toHaveURL('/signin');

    // The old password is refused: the browser logs that 401 as a console error, on purpose.
    pageErrors.allow(/status of 401/);
    await signInThroughForm(page, email, changedPassword);
    await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
    await signInThroughForm(page, email, resetPassword);
    await expect(page).toHaveURL('/profile');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('the account area is a menu of sub-pages with a back arrow', async ({ page }) => {
    const email = `movil.${randomBytes(4).toString('hex')}@example.com`;
    await signUpThroughForm(page, 'Bea Ruiz', email);
    await screenshot(page, 'signup-375');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL('/profile');
    await screenshot(page, 'profile-375');
    await page.getByRole('link', { name: /Datos de Facturación/ }).click();
    await expect(page.getByRole('button', { name: 'Guardar datos de facturación' })).toBeVisible();
    await expect(page).toHaveURL('/profile/facturacion');
    // Forms show our own messages: sent empty, each required field says so (the country
    // starts on España, so it is never empty).
    await page.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(6);
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('link', { name: /Historial de Pagos/ })).toBeVisible();
    // The phone's back button returns to the menu, not out of the account.
    await page.getByRole('link', { name: /Ajustes/ }).click();
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(3);
    // No form leaves its checks to the browser's bubbles.
    const forms = page.locator('form');
    expect(await forms.count()).toBeGreaterThan(0);
    await expect(page.locator('form:not([novalidate])')).toHaveCount(0);
    const bubbles = await page
      .locator('input, textarea, select')
      .evaluateAll(
        (els) => els.filter((el) => (el as HTMLInputElement).validationMessage !== '').length,
      );
    expect(bubbles).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('link', { name: /Historial de Pagos/ })).toBeVisible();
  });
});

test.describe('the unconfirmed-email banner', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`hides the page behind it (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signUpThroughForm(
        page,
        'Carla Gil',
        `banner.${name}.${randomBytes(4).toString('hex')}@example.com`,
      );
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page).toHaveURL('/profile');
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Verificación de email' });
      await expect(banner).toBeVisible();
      // An opaque ground: the background grid does not show through the text.
      const color = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(color).toMatch(/^rgb\(/);
      if (process.env.SHOTS_DIR) {
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/banner-${viewport.width}.png` });
      }
    });
  }
});
