import { signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { buyByCard } from './purchase';

/**
 * The shop's own orders (docs/rules/admin.md#the-shops-orders): a print paid by card is
 * found by its number, and the admin refunds part of it after confirming.
 */
test('an admin finds a paid order by its number and refunds part of it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  const recipient = `Escritorio ${Date.now()}`;
  const { lab } = await buyByCard(page, request, 'Pedido del escritorio', recipient);
  const number = (lab.merchantReference ?? '').slice(-6).toUpperCase();

  await signInAsAdmin(page);
  await page.goto('/orders-management?vista=tienda');
  const all = page.getByRole('region', { name: 'Todos los pedidos' });
  await all.getByLabel('Email o número de pedido').fill(number);
  await all.getByRole('button', { name: 'Aplicar' }).click();
  const row = all.getByRole('button', { name: new RegExp(number) });
  await expect(row).toContainText('Enviado a Prodigi');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await row.click();

  const detail = page.getByRole('complementary', { name: new RegExp(`Pedido ${number}`) });
  await expect(detail).toContainText(recipient);
  await expect(detail).toContainText('Visa ···· 4242');
  await detail.getByLabel(/Importe en euros/).fill('5,00');
  await detail.getByRole('button', { name: 'Reembolsar', exact: true }).click();
  await detail.getByRole('button', { name: 'Sí, reembolsar' }).click();
  await expect(detail).toContainText(/reembolsado\s+5,00/);
  await expect(row).toContainText(/reembolsado 5,00/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewports.desktop.width,
  );
  await screenshot(page, 'shop-orders-desktop');
  await page.setViewportSize(viewports.mobile);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewports.mobile.width,
  );
  await screenshot(page, 'shop-orders-mobile');
});
