import { buyerOrderMessages as msg, paths } from '@shop/contracts';
import { expect, screenshot, test, viewports } from './fixtures';
import { fillRecipient, openBuyForm, payWith } from './purchase';
import { publishedEvent, signedInCustomer } from './events-setup';

/**
 * The receipt by what the order holds (docs/rules/checkout-and-payments.md#receipt): a ticket
 * order names its tickets and nothing of prints; a payment whose 3-D Secure the bank rejected
 * reads as failed, and its way back puts the print in the cart again.
 */
test('a ticket order’s receipt names the tickets, their holders and references, and nothing of prints', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Taller nocturno ${Date.now()}`;
  const event = await publishedEvent(request, name, 10);
  await signedInCustomer(page, request, 'Marta Recibo');
  await page.goto(paths.event.build(event._id));
  await page.getByRole('button', { name: 'Añadir una entrada «Taller»' }).click();
  await page.getByRole('button', { name: 'Añadir una entrada «Taller»' }).click();
  const second = page.getByRole('group', { name: 'Asistente 2 · Taller' });
  await second.getByLabel('Nombre y apellidos').fill('Íñigo Núñez');
  await second.getByLabel('Email').fill('inigo@example.com');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await payWith(page.getByRole('region', { name: 'Pago seguro' }), '4242 4242 4242 4242');
  await page.waitForURL(/\/pedido\/[0-9a-f-]{36}\?firma=/, { timeout: 20_000 });

  const tickets = page.getByRole('region', { name: 'Tus entradas' });
  await expect(tickets).toContainText(name);
  await expect(tickets).toContainText('Estudio Lumen, Calle Elvira 12, Granada');
  await expect(tickets).toContainText('Íñigo Núñez');
  // The references arrive once the tickets are issued (a job after the payment).
  await expect(async () => {
    await page.reload();
    await expect(tickets.getByText(/^Referencia [0-9A-F]{8}/)).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(tickets.getByRole('link', { name: 'Ver mis entradas' })).toHaveAttribute(
    'href',
    paths.myTickets.build(event._id),
  );
  await expect(page.getByText('Entradas', { exact: true }).locator('..')).toContainText('30,00');
  for (const word of ['Impresiones', 'Prodigi', 'laboratorio', 'Dirección de entrega']) {
    await expect(page.getByText(word)).toHaveCount(0);
  }
  await expect(page.getByRole('list', { name: 'Estado del pedido' })).toHaveCount(0);
  for (const [label, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `ticket-receipt-${label === 'mobile' ? 375 : 1440}`);
  }
});

test('a payment whose 3-D Secure the bank rejected reads as failed, and goes back to the cart with the print', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const recipient = `Rechazada 3DS ${Date.now()}`;
  const { buy, form } = await openBuyForm(page, request, 'Faro rechazado');
  await fillRecipient(form, recipient);
  await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
  await form.getByRole('button', { name: /^Ir al pago seguro/ }).click();
  await payWith(buy.getByRole('region', { name: 'Pago seguro' }), '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Rechazar' }).click();

  await page.waitForURL(/\/pedido\/[0-9a-f-]{36}\?firma=/, { timeout: 20_000 });
  await expect(page.getByText('No pudimos confirmar el pago con la tarjeta.')).toBeVisible();
  const badge = page.getByText('Pago no completado');
  await expect(badge).toHaveAttribute('data-status', 'payment_failed');
  await expect(page.getByRole('list', { name: 'Estado del pedido' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dirección de entrega' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cambiar dirección' })).toHaveCount(0);
  for (const [label, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `receipt-3ds-rejected-${label === 'mobile' ? 375 : 1440}`);
  }

  await page.getByRole('button', { name: msg.backToCart }).click();
  await page.waitForURL(paths.cart.build());
  await expect(page.getByRole('list', { name: 'Impresiones del carrito' })).toContainText(
    'Faro rechazado',
  );
});
