import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { waitForMail } from '../apps/server/test/mailbox';
import { openContentSection, signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

// Issue 12: the customer desk. A visitor writes from /contact and the photographer reads it in
// content management; a buyer withdraws from a purchase in two steps and gets the
// acknowledgement by email. Every request here comes from one address (127.0.0.1), which
// the per-address limit (5 an hour per form) allows.

const dataDir = process.env.E2E_DATA_DIR ?? '';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a visitor sends a message at 375 px and the admin reads it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewports.mobile);
  const subject = `Sesión en mayo ${randomBytes(3).toString('hex')}`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'estudio@example.org' }).first()).toBeVisible();
  await expect(page.locator('main')).toContainText('Calle del Pez 27, 28004 Madrid');

  // Sent empty first: Spanish messages under the fields.
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
  await expect(page.getByText('Para enviarlo, acepta la política de privacidad.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nombre' }).fill('Ana López');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana.e2e@example.com');
  await page.getByRole('textbox', { name: 'Asunto' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Mensaje' })
    .fill('Hola:\n¿Tenéis fechas para una sesión familiar en mayo?');
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status')).toContainText('Mensaje enviado.');
  await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
  await screenshot(page, 'contact-sent-mobile');

  // The photographer's copy, with Reply-To the visitor.
  const mail = await waitForMail(dataDir, 'estudio@example.org', new RegExp(subject), 15_000);
  expect(mail.replyTo).toBe('Ana López <ana.e2e@example.com>');

  const adminPage = await browser.newPage({ viewport: viewports.mobile });
  await signInAsAdmin(adminPage);
  await openContentSection(adminPage, 'mensajes');
  const messages = adminPage.getByRole('region', { name: 'Mensajes' });
  await expect(messages.getByRole('status')).toContainText(/sin leer/);
  const item = messages.getByRole('listitem').filter({ hasText: subject });
  await item.getByText(subject).click();
  await expect(item).toContainText('¿Tenéis fechas para una sesión familiar en mayo?');
  await item.getByRole('button', { name: 'Marcar como leído' }).click();
  await expect(item.getByRole('button', { name: 'Marcar como no leído' })).toBeVisible();
  await screenshot(adminPage, 'contact-admin-messages-mobile');
  await adminPage.close();
});

test('a buyer withdraws in two steps and receives the acknowledgement', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  const email = `desiste.${randomBytes(3).toString('hex')}@example.com`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Desistir de una compra' }).click();
  // A click before the app has started is held and replayed once it runs (boot.ts): on a
  // busy machine that can take longer than the default 5 s.
  await expect(page).toHaveURL('/desistimiento', { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Nombre y apellidos' }).fill('Eva Ruiz');
  await page.getByRole('textbox', { name: 'Email de la compra' }).fill(email);
  await page.getByRole('textbox', { name: 'Número de pedido' }).fill('A1B2C3');
  await page.getByRole('button', { name: 'Revisar declaración' }).click();
  await expect(
    page.getByText(/desisto de mi contrato de venta del pedido n\.º A1B2C3/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar desistimiento' }).click();
  await expect(page.getByRole('heading', { name: 'Desistimiento registrado' })).toBeVisible();
  await screenshot(page, 'withdrawal-done-mobile');

  const ack = await waitForMail(dataDir, email, /Acuse de recibo/, 15_000);
  expect(ack.body).toContain('desisto de mi contrato de venta del pedido n.º A1B2C3');
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`/contact and /desistimiento pass axe (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/contact', '/desistimiento']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      // With the field messages showing too.
      await page.getByRole('button', { name: /Enviar mensaje|Revisar declaración/ }).click();
      const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}

test('what a visitor types before the app has loaded is sent with the form', async ({ page }) => {
  test.setTimeout(60_000);
  const subject = `Escrito antes de tiempo ${randomBytes(3).toString('hex')}`;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Inés Mora');
  await page.getByRole('textbox', { name: 'Email' }).fill('ines.e2e@example.com');
  await page.getByRole('textbox', { name: 'Asunto' }).fill(subject);
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('Escribí esto mientras cargaba.');
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue(subject);
  await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status')).toContainText('Mensaje enviado.');
  const mail = await waitForMail(dataDir, 'estudio@example.org', new RegExp(subject), 15_000);
  expect(mail.body).toContain('Escribí esto mientras cargaba.');
  expect(mail.replyTo).toBe('Inés Mora <ines.e2e@example.com>');
});
