import { uploadPhotoViaApi } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import {
  expectReceipt,
  fillRecipient,
  image,
  labOrdersFor,
  payWith,
  setUpFramedPrint,
} from './purchase';

/**
 * The cart (docs/rules/checkout-and-payments.md#cart): three prints of two photos added from
 * their pages, paid as one order with one shipping by the method the buyer chose (not the
 * cheapest), landing on the receipt with the order's number and the total paid; the lab gets
 * one order of three prints, by that method.
 */
for (const [name, viewport] of Object.entries(viewports)) {
  test(`three prints of two photos in one payment, delivered by the method chosen (${name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const recipient = `Carrito ${name} ${Date.now()}`;
    const photos: string[] = [];
    for (const title of [`Salinas ${name}`, `Acantilado ${name}`]) {
      const photoId = await uploadPhotoViaApi(request, title, await image());
      await setUpFramedPrint(request, photoId);
      photos.push(photoId);
    }

    const addFrom = async (photoId: string, colour: string, copies: string) => {
      await page.goto(`/photo/${photoId}`);
      const form = page.getByRole('form', { name: 'Comprar una impresión' });
      await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
      await form.getByRole('radio', { name: colour }).check();
      await form.getByLabel('Copias').fill(copies);
      await form.getByRole('button', { name: 'Añadir al carrito' }).click();
      await expect(form.getByText('Añadido al carrito.')).toBeVisible();
    };
    await addFrom(photos[0] ?? '', 'Negro', '2');
    await addFrom(photos[0] ?? '', 'Blanco', '1');
    await addFrom(photos[1] ?? '', 'Negro', '1');
    // The header counts the prints, and the cart survives a reload.
    await page.reload();
    const cartLink = page.getByRole('link', { name: 'Carrito: 4 impresiones' });
    await expect(cartLink).toBeVisible();
    await cartLink.click();
    await expect(page).toHaveURL(/\/carrito$/);

    const lines = page.getByRole('list', { name: 'Impresiones del carrito' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const form = page.getByRole('form', { name: 'Datos de envío y pago' });
    await fillRecipient(form, recipient);
    const budget = form.getByRole('radio', { name: /^Económico/ });
    const express = form.getByRole('radio', { name: /^Urgente/ });
    await expect(budget).toBeChecked();
    await expect(form.getByRole('radio')).toHaveCount(3);
    const cheapest = (await page.getByTestId('cart-total').textContent()) ?? '';
    await express.check();
    await expect(page.getByTestId('cart-total')).not.toHaveText(cheapest);
    await expect(express.locator('..')).toContainText(/Entrega estimada: \d+–\d+ días laborables/);
    const total = (await page.getByTestId('cart-total').textContent()) ?? '';
    await screenshot(page, `cart-${name}`);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await fits()).toBeLessThanOrEqual(viewport.width);

    await form.getByRole('button', { name: `Ir al pago seguro · ${total}` }).click();
    const step = page.getByRole('region', { name: 'Pago seguro' });
    await expect(step.getByRole('button', { name: `Pagar ${total}` })).toBeVisible();
    await payWith(step, '4242 4242 4242 4242');

    const number = await expectReceipt(page, total);
    await expect(page.getByText('Envío urgente', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Qué pasa ahora' })).toBeVisible();
    // A picture of each print bought.
    await expect(page.getByRole('region', { name: 'Tu compra' }).locator('img')).toHaveCount(3);
    await screenshot(page, `receipt-${name}`);
    expect(await fits()).toBeLessThanOrEqual(viewport.width);
    // Paid: the cart is empty.
    await expect(page.getByRole('link', { name: 'Carrito', exact: true })).toBeVisible();

    await expect
      .poll(async () => (await labOrdersFor(recipient)).length, { timeout: 20_000 })
      .toBe(1);
    const [lab] = await labOrdersFor(recipient);
    expect(lab?.shippingMethod).toBe('Express');
    expect(lab?.merchantReference?.slice(-6).toUpperCase()).toBe(number);
    expect(lab?.items.map((i) => `${i.attributes.color} × ${i.copies}`).sort()).toEqual([
      'black × 1',
      'black × 2',
      'white × 1',
    ]);
  });
}

test('a cart paid with a 3-D Secure card comes back to its receipt with the amount paid', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const recipient = `Carrito 3DS ${Date.now()}`;
  const photoId = await uploadPhotoViaApi(request, 'Verificada en carrito', await image());
  await setUpFramedPrint(request, photoId);
  await page.goto(`/photo/${photoId}`);
  const buyForm = page.getByRole('form', { name: 'Comprar una impresión' });
  await expect(buyForm.getByTestId('quote-total')).toHaveText(/€$/);
  await buyForm.getByRole('button', { name: 'Añadir al carrito' }).click();
  await buyForm.getByRole('link', { name: /^Ver carrito/ }).click();

  const form = page.getByRole('form', { name: 'Datos de envío y pago' });
  await fillRecipient(form, recipient);
  await expect(page.getByTestId('cart-total')).toHaveText(/€$/);
  const total = (await page.getByTestId('cart-total').textContent()) ?? '';
  await form.getByRole('button', { name: `Ir al pago seguro · ${total}` }).click();
  await payWith(page.getByRole('region', { name: 'Pago seguro' }), '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Autorizar el pago' }).click();

  await expectReceipt(page, total);
  await expect.poll(() => new URL(page.url()).search).toMatch(/^\?firma=[\w-]+$/);
  await expect(page.getByRole('link', { name: 'Carrito', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await labOrdersFor(recipient)).length, { timeout: 20_000 })
    .toBe(1);
});
