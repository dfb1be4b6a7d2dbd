import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { buyerOrderMessages as msg } from '@shop/contracts';
import { waitForMail } from '../apps/server/test/mailbox';
import { expect, screenshot, test, viewports } from './fixtures';
import { buyByCard, labOrdersFor } from './purchase';

/**
 * The buyer's order page (docs/rules/checkout-and-payments.md#buyer-order-page): a print
 * bought by card; the confirmation email's link opens the order without an account; the
 * buyer corrects the delivery address, and the lab, the page and an email say so; then
 * cancels the order, refunded in full.
 */
const dataDir = process.env.E2E_DATA_DIR ?? '';

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a buyer opens the page from the email link and fixes the address (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const recipient = `Compradora ${name} ${Date.now()}`;
    const email = `pedido.${randomBytes(4).toString('hex')}@example.com`;
    await buyByCard(page, request, `Faro ${name}`, recipient, email);

    // The confirmation email's link, opened as the buyer would: no account, no session.
    const mail = await waitForMail(dataDir, email, /^Pedido [0-9A-F]{6} confirmado$/, 20_000);
    const link = mail.links.find((l) => /\/pedido\/[0-9a-f-]{36}\?firma=/.test(l)) ?? '';
    expect(link, mail.body).not.toBe('');
    await page.goto(link);
    const number = /Pedido ([0-9A-F]{6}) confirmado/.exec(mail.subject)?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
    await expect(page.getByText('Enmarcada')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Estado del pedido' }).getByRole('listitem').first(),
    ).toHaveAttribute('aria-current', 'step');
    // Our order learns its Prodigi id as the submission ends: the actions show from then on.
    const change = page.getByRole('button', { name: 'Cambiar dirección' });
    await expect(async () => {
      await page.reload();
      await expect(change).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
    await screenshot(page, `buyer-order-${name}`);

    await change.click();
    const address = page.getByRole('form', { name: 'Cambiar la dirección de entrega' });
    await expect(address.getByLabel('País')).toHaveValue('España');
    await address.getByLabel('Dirección', { exact: true }).fill('Calle de Alcalá 50');
    await address.getByLabel('Piso, puerta, escalera (opcional)').fill('2º izquierda');
    await address.getByLabel('Código postal').fill('28014');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await screenshot(page, `buyer-order-address-${name}`);
    await address.getByRole('button', { name: 'Guardar dirección' }).click();

    await expect(page.getByRole('status').filter({ hasText: msg.addressChanged })).toBeVisible();
    await expect(page.getByText('Calle de Alcalá 50')).toBeVisible();
    await expect(page.getByText('28014 Madrid')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `buyer-order-changed-${name}`);

    // The lab has the new address, and the buyer an email saying so.
    const [labOrder] = await labOrdersFor(recipient);
    expect(labOrder?.recipient.address).toMatchObject({
      line1: 'Calle de Alcalá 50',
      postalOrZipCode: '28014',
      countryCode: 'ES',
    });
    const confirmed = await waitForMail(dataDir, email, /dirección de entrega cambiada$/, 20_000);
    expect(confirmed.body).toContain('Calle de Alcalá 50, 2º izquierda, 28014 Madrid');

    // Then cancels it, after a confirming step: refunded in full, nothing left to change.
    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar pedido' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Pedido cancelado\./ })).toBeVisible();
    // Its confirmation takes the focus: the card the buyer pressed in is gone.
    await expect(page.locator(':focus')).toContainText('Pedido cancelado.');
    await expect(page.getByText(/^Pedido cancelado: te devolvemos/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar dirección' })).toHaveCount(0);
    await screenshot(page, `buyer-order-cancelled-${name}`);
    await waitForMail(dataDir, email, /^Pedido [0-9A-F]{6} cancelado$/, 20_000);
  });
}

test("a signed-in buyer finds the order in 'Historial de Pagos' and opens its page without a link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `cuenta.${randomBytes(4).toString('hex')}@example.com`;
  const signUp = await request.post('/api/auth/signup/user', {
    data: { name: 'Marta Cliente', email, password: 'Lumen#Fotos2026', redirectTo: '/profile' },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  // Signed in as the app keeps a session: the access token in localStorage.
  await page.addInitScript((token) => window.localStorage.setItem('authToken', token), accessToken);
  await page.setViewportSize(viewports.desktop);

  const recipient = `Cuenta ${Date.now()}`;
  await buyByCard(page, request, 'Muelle', recipient, email);

  await page.goto('/profile/pagos');
  const rows = page.getByRole('list', { name: 'Pagos' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Muelle');
  await screenshot(page, 'buyer-order-profile-desktop');
  await rows.first().getByRole('link').click();
  const orderLink = page.getByRole('link', { name: 'Ver el pedido' });
  await page.setViewportSize(viewports.mobile);
  await expect(orderLink).toBeVisible();
  await screenshot(page, 'buyer-order-profile-mobile');

  await orderLink.click();
  await expect(page).toHaveURL(/\/pedido\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido [0-9A-F]{6}$/ })).toBeVisible();
  await expect(page.getByText('Muelle')).toBeVisible();
});
