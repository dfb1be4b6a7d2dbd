import type { APIRequestContext, Page } from '@playwright/test';
import { paths, type AdminEvent } from '@shop/contracts';
import { signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { adminHeaders, payWith } from './purchase';

const day = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** A published event with a paid type (12 €) and a free one, as the admin writes it. */
async function publishedEvent(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const type = { description: '', vatRate: 21, salesStartAt: null, salesEndAt: null };
  const created = await request.post('/api/events/admin', {
    headers,
    data: {
      name,
      description: 'Un paseo con **luz de mañana**.',
      coverPhotoId: null,
      startsAt: day(10, '09:30'),
      endsAt: day(10, '12:00'),
      timeZone: 'Europe/Madrid',
      venueName: 'Mirador de San Nicolás',
      venueAddress: 'Plaza de San Nicolás, Granada',
      onlineUrl: '',
      capacity: 10,
      ticketTypes: [
        { ...type, name: 'General', priceCents: 1200, quota: 8, maxPerOrder: 4 },
        { ...type, name: 'Registro', priceCents: 0, quota: 4, maxPerOrder: 1 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as AdminEvent;
  const published = await request.post(`/api/events/admin/${event._id}/publish`, { headers });
  expect(published.status()).toBe(200);
  return event;
}

/** A customer signed up through the API and signed in through the form. */
async function signedInCustomer(page: Page, request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const password = 'Lumen#Fotos2026';
  const res = await request.post('/api/auth/signup/user', { data: { name, email, password } });
  expect(res.status()).toBe(201);
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('/profile');
  return email;
}

for (const [label, viewport] of Object.entries(viewports)) {
  test(`at ${label}: buys two tickets by card, sees their QR codes, and the door lets one in`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const name = `Paseo de prueba ${label}`;
    const event = await publishedEvent(request, name);
    await signedInCustomer(page, request, `Lucía ${label}`);

    await page.goto(paths.event.build(event._id));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('(hora peninsular)')).toBeVisible();
    await page.getByRole('button', { name: 'Añadir una entrada «General»' }).click();
    await page.getByRole('button', { name: 'Añadir una entrada «General»' }).click();
    const second = page.getByRole('group', { name: 'Asistente 2 · General' });
    await second.getByLabel('Nombre y apellidos').fill('Íñigo Núñez');
    await second.getByLabel('Email').fill('inigo@example.com');
    await screenshot(page, `event-tickets-chosen-${label}`);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    await expect(page.getByText(/Tus plazas están reservadas durante 1[45]:\d\d/)).toBeVisible();
    const step = page.getByRole('region', { name: 'Pago seguro' });
    await expect(step).toContainText('24,00');
    await screenshot(page, `event-paying-${label}`);
    await payWith(step, '4242 4242 4242 4242');
    await page.waitForURL(/\/pedido\/[0-9a-f-]{36}\?firma=/, { timeout: 20_000 });

    // The tickets are issued by a job once the payment arrives: until then the page has none.
    const qrCodes = page.getByRole('img', { name: /^Código QR de la entrada de / });
    await expect
      .poll(
        async () => {
          await page.goto(paths.myTickets.build(event._id));
          await expect(page.getByText('Cargando tus entradas...')).toBeHidden();
          return page.getByText('No tienes entradas para este evento.').isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(false);
    await expect(qrCodes).toHaveCount(2);
    await expect(page.getByText('Íñigo Núñez').first()).toBeVisible();
    await screenshot(page, `mistickets-${label}`);

    // At the door, on a phone: found by name and let in; the ticket then reads as used.
    const door = await browser.newPage({ viewport: viewports.mobile });
    await signInAsAdmin(door);
    await door.goto(paths.eventCheckIn.build(event._id));
    await door.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Íñigo');
    await door.getByRole('button', { name: 'Registrar entrada de Íñigo Núñez' }).click();
    await expect(door.getByText('Adelante')).toBeVisible();
    await screenshot(door, `door-admitted-${label}`);
    await door.close();
    await page.reload();
    await expect(page.getByText(/^Usada el /)).toBeVisible();
  });
}
