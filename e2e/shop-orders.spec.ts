import { signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { fillRecipient, labOrdersFor, openBuyForm, payWith } from './purchase';

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
  const { buy, form } = await openBuyForm(page, request, 'Pedido del escritorio');
  await fillRecipient(form, recipient);
  await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
  const total = (await form.getByTestId('quote-total').textContent()) ?? '';
  await form.getByRole('button', { name: `Ir al pago seguro · ${total}` }).click();
  const step = buy.getByRole('region', { name: 'Pago seguro' });
  await payWith(step, '4242 4242 4242 4242');
  await expect(step.getByRole('status')).toContainText('Pago confirmado');
  await expect
    .poll(async () => (await labOrdersFor(recipient)).length, { timeout: 20_000 })
    .toBe(1);
  const [lab] = await labOrdersFor(recipient);
  const number = (lab?.merchantReference ?? '').slice(-6).toUpperCase();

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
