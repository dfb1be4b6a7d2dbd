import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, screenshot, test, viewports } from './fixtures';
import { expectReceipt, fillRecipient, labOrdersFor, openBuyForm, payWith, SKU } from './purchase';

/**
 * The purchase flow (docs/rules/checkout-and-payments.md#money-flow) end to end on the embedded
 * simulators: a framed print in black paid with a test card; the webhook reaches the server and
 * the Prodigi simulator's state file then holds exactly one order with the right SKU, copies,
 * colour, recipient and a print file the lab can fetch at full resolution.
 */
for (const [name, viewport] of Object.entries(viewports)) {
  test(`a visitor buys a framed print with a test card and the lab gets one order (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const recipient = `Comprador ${name} ${Date.now()}`;
    const { buy, form } = await openBuyForm(page, request, `Bodegón ${name}`);
    await form.getByRole('radio', { name: 'Negro' }).check();
    await form.getByLabel('Copias').fill('2');
    await fillRecipient(form, recipient);
    await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
    const total = (await form.getByTestId('quote-total').textContent()) ?? '';
    await form.getByRole('button', { name: `Ir al pago seguro · ${total}` }).click();

    const step = buy.getByRole('region', { name: 'Pago seguro' });
    await expect(
      step.getByText('Enmarcada · Negro · 2 copias · envío económico a España'),
    ).toBeVisible();
    await expect(step.getByRole('button', { name: `Pagar ${total}` })).toBeVisible();
    // The card step meets WCAG 2.1 AA as the rest of the site (issue 9's axe scan).
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await screenshot(page, `purchase-card-${name}`);
    await payWith(step, '4242 4242 4242 4242');
    // The receipt: the order's number (the emails'), the total paid.
    await expectReceipt(page, total);
    // Nothing widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await screenshot(page, `purchase-confirmed-${name}`);

    // The webhook, the job and the lab: one order, as bought.
    await expect
      .poll(async () => (await labOrdersFor(recipient)).length, { timeout: 20_000 })
      .toBe(1);
    const [order] = await labOrdersFor(recipient);
    expect(order?.items).toHaveLength(1);
    expect(order?.items[0]).toMatchObject({ sku: SKU, copies: 2, attributes: { color: 'black' } });
    expect(order?.recipient.address).toMatchObject({
      line1: 'Calle Mayor 1',
      postalOrZipCode: '28013',
      countryCode: 'ES',
    });
    const file = await request.get(order?.items[0]?.assets[0]?.url ?? '');
    expect(file.status()).toBe(200);
    const meta = await sharp(await file.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2400, 1600]);
  });
}

test('a declined card says so in Spanish, and nothing reaches the lab', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(60_000);
  // The browser logs the provider's 402 answer to the card: that is the decline itself.
  pageErrors.allow(/status of 402 \(Payment Required\)/);
  const recipient = `Rechazo ${Date.now()}`;
  const { buy, form } = await openBuyForm(page, request, 'Rechazada');
  await fillRecipient(form, recipient);
  await form.getByRole('button', { name: /^Ir al pago seguro/ }).click();
  const step = buy.getByRole('region', { name: 'Pago seguro' });
  await payWith(step, '4000 0000 0000 0002');
  await expect(step.getByRole('alert')).toHaveText(
    'Tu banco ha rechazado la tarjeta. Prueba con otra tarjeta.',
  );
  await expect(step.getByRole('button', { name: /^Pagar \d/ })).toBeEnabled();
  expect(await labOrdersFor(recipient)).toHaveLength(0);
});

test('a card that needs 3-D Secure completes on the bank’s page and comes back confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const recipient = `Verificada ${Date.now()}`;
  const { buy, form } = await openBuyForm(page, request, 'Verificada');
  await fillRecipient(form, recipient);
  await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
  const total = (await form.getByTestId('quote-total').textContent()) ?? '';
  await form.getByRole('button', { name: /^Ir al pago seguro/ }).click();
  await payWith(buy.getByRole('region', { name: 'Pago seguro' }), '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Autorizar el pago' }).click();
  // Back from the bank on the order's receipt, with the amount really paid (no form).
  await expectReceipt(page, total);
  await expect(page.getByRole('form', { name: 'Comprar una impresión' })).toHaveCount(0);
  // The return's parameters are gone from the address; the order's signature stays.
  await expect.poll(() => new URL(page.url()).search).toMatch(/^\?firma=[\w-]+$/);
  await expect
    .poll(async () => (await labOrdersFor(recipient)).length, { timeout: 20_000 })
    .toBe(1);
});
