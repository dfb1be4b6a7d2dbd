import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatEuros, paths, type AdminEvent, type SalesOverview } from '@shop/contracts';
import { expect, screenshot, test, viewports } from './fixtures';
import { openContentSection, signInAsAdmin } from './admin';
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

test.describe.configure({ mode: 'serial' });

/** The print order of the first test, whose invoices the photographer then looks for. */
let printOrderNumber = '';

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
  printOrderNumber = printOrder.slice(-6).toUpperCase();
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
  await modal.getByLabel('País').selectOption({ label: 'España' });
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

test("the photographer finds those invoices in 'Facturas', exports the quarter, and sees the month in 'Ventas'", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(printOrderNumber).not.toBe('');
  await page.setViewportSize(viewports.desktop);
  await signInAsAdmin(page);
  await openContentSection(page, 'facturas');
  const table = page.getByRole('table', { name: /facturas?, las más recientes primero/ });
  const rows = table.getByRole('row').filter({ hasText: printOrderNumber });
  // The print's simplified invoice, the complete one that replaced it when the customer gave
  // the billing data, and the rectifying invoice of the partial refund.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Factura simplificada' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Factura (sustituye a la simplificada)' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Factura rectificativa' })).toContainText('-5,00 €');
  await screenshot(page, 'admin-invoices-1440');

  await page.getByLabel('Tipo').selectOption({ label: 'Factura rectificativa' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/tipo=R1/);
  await expect(table.getByRole('row').filter({ hasText: printOrderNumber })).toHaveCount(1);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Libro registro (CSV)' }).click();
  const register = await csv;
  expect(register.suggestedFilename()).toMatch(/^facturas-emitidas-\d{4}-T[1-4]\.csv$/);
  const code = (await rows.first().locator('th, td').first().innerText()).trim();
  expect(code).toMatch(/^R\d{4}-\d{6}$/);
  expect(await readFile(await register.path(), 'utf8')).toContain(code);
  const pdf = page.waitForEvent('download');
  await table.getByRole('row').filter({ hasText: printOrderNumber }).getByRole('button').click();
  expect((await pdf).suggestedFilename()).toMatch(/^factura-R\d{4}-\d{6}\.pdf$/);

  await page.setViewportSize(viewports.mobile);
  await screenshot(page, 'admin-invoices-375');

  // 'Ventas' shows this month's figures as the API counts them (the whole suite's sales).
  const answer = await page.request.get('/api/admin/sales', {
    headers: await adminHeaders(page.request),
  });
  const overview = (await answer.json()) as SalesOverview;
  const now = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const figures = overview.months.find((m) => m.month === now);
  expect(figures?.total.refundsCents).toBeGreaterThanOrEqual(500);
  expect(figures?.tickets.grossCents).toBeGreaterThanOrEqual(1100);
  await openContentSection(page, 'ventas');
  const month = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'Europe/Madrid' })
    .format(new Date())
    .replace(/^./, (c) => c.toUpperCase());
  const sales = page.getByRole('table', { name: /^Ventas de \d{4} por mes$/ });
  const row = sales.getByRole('row').filter({ has: page.getByRole('rowheader', { name: month }) });
  await expect(row).toContainText(formatEuros(figures?.total.grossCents ?? 0));
  await expect(row).toContainText(formatEuros(figures?.total.refundsCents ?? 0));
  await screenshot(page, 'admin-sales-375');
  await page.setViewportSize(viewports.desktop);
  await expect(page.getByRole('application', { name: /^Gráfico de barras/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Entradas' }).check();
  await expect(row).toContainText(formatEuros(figures?.tickets.grossCents ?? 0));
  await screenshot(page, 'admin-sales-1440');
});
