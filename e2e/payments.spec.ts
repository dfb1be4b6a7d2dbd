import type { APIRequestContext, Page } from '@playwright/test';
import { paths, type AdminEvent } from '@shop/contracts';
import { expect, screenshot, test, viewports } from './fixtures';
import { adminHeaders, buyByCard, payWith } from './purchase';

/**
 * 'Historial de Pagos' (docs/rules/invoices.md): a customer buys a print and a ticket, sees
 * both, downloads an invoice through the billing modal; the photographer refunds part of the
 * print, and the customer then sees its rectifying invoice. Looked at in 375 and 1440 px.
 */

const day = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

async function publishedEvent(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/events/admin', {
    headers,
    data: {
      name,
      description: '',
      coverPhotoId: null,
      startsAt: day(15, '18:00'),
      endsAt: day(15, '20:00'),
      timeZone: 'Europe/Madrid',
      venueName: 'Galería Lumen',
      venueAddress: 'Calle Elvira 12, Granada',
      onlineUrl: '',
      capacity: null,
      ticketTypes: [
        {
          name: 'Visita guiada',
          description: '',
          priceCents: 1100,
          vatRate: 10,
          quota: 20,
          maxPerOrder: 4,
          salesStartAt: null,
          salesEndAt: null,
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as AdminEvent;
  expect((await request.post(`/api/events/admin/${event._id}/publish`, { headers })).status()).toBe(
    200,
  );
  return event;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('/profile');
}

test('a customer finds a print and a ticket in Historial de Pagos, gets the invoice, and then its rectifying one', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewports.mobile);
  const email = `carmen.${Date.now()}@example.com`;
  const password = 'Lumen#Fotos2026';
  const signUp = await request.post('/api/auth/signup/user', {
    data: { name: 'Carmen Díaz', email, password },
  });
  expect(signUp.status()).toBe(201);
  await signIn(page, email, password);

  // A print, then a ticket, both paid by card while signed in.
  await buyByCard(page, request, 'Alcazaba al anochecer', 'Carmen Díaz', email);
  const printOrder = new URL(page.url()).pathname.split('/').pop() ?? '';
  const event = await publishedEvent(request, `Visita a la exposición ${Date.now()}`);
  await page.goto(paths.event.build(event._id));
  await page.getByRole('button', { name: 'Añadir una entrada «Visita guiada»' }).click();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await payWith(page.getByRole('region', { name: 'Pago seguro' }), '4242 4242 4242 4242');
  await page.waitForURL(/\/pedido\/[0-9a-f-]{36}\?firma=/, { timeout: 20_000 });

  await page.goto(paths.profileSection.build('pagos'));
  const rows = page.getByRole('list', { name: 'Pagos' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(event.name);
  await expect(rows.first()).toContainText('11,00 €');
  await expect(rows.first()).toContainText('Pagado');
  await expect(rows.first()).toContainText('Tarjeta de crédito · Visa •••• 4242');
  await screenshot(page, 'payments-375');
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, 'payments-1440');
  await page.setViewportSize(viewports.mobile);

  // The print's detail: its invoice asks for the billing data first, then downloads.
  await rows.nth(1).getByRole('link').click();
  await expect(
    page.getByRole('heading', { name: `Pedido ${printOrder.slice(-6).toUpperCase()}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Descargar factura' }).click();
  const modal = page.getByRole('dialog', { name: 'Datos de Facturación Requeridos' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Nombre Completo').fill('Carmen Díaz Molina');
  await modal.getByLabel('NIF/DNI').fill('12345678Z');
  await modal.getByLabel('Dirección').fill('Calle Real 3');
  await modal.getByLabel('Código postal').fill('18009');
  await modal.getByLabel('Ciudad').fill('Granada');
  await modal.getByLabel('Provincia').fill('Granada');
  await modal.getByLabel('País').fill('España');
  await screenshot(page, 'payments-billing-modal-375');
  const download = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Guardar y Continuar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^factura-[FS]\d{4}-\d{6}\.pdf$/);

  // The photographer refunds part of the print: a rectifying invoice appears.
  const refund = await request.post(`/api/admin/orders/${printOrder}/refunds`, {
    headers: await adminHeaders(request),
    data: { amountCents: 500 },
  });
  expect(refund.status(), await refund.text()).toBe(201);
  const rectifying = page.getByRole('button', {
    name: /^Descargar factura rectificativa R\d{4}-\d{6}$/,
  });
  await expect(async () => {
    await page.reload();
    await expect(rectifying).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Reembolsado en parte')).toBeVisible();
  await screenshot(page, 'payment-detail-375');
  await page.setViewportSize(viewports.desktop);
  await screenshot(page, 'payment-detail-1440');
  const second = page.waitForEvent('download');
  await rectifying.click();
  expect((await second).suggestedFilename()).toMatch(/^factura-R\d{4}-\d{6}\.pdf$/);
});
