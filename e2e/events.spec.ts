import type { APIRequestContext, Page } from '@playwright/test';
import { paths, type AdminEvent, type MyEventTickets } from '@shop/contracts';
import { waitForMail } from '../apps/server/test/mailbox';
import { signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { adminHeaders, payWith } from './purchase';
import { browserFilming, qrVideo } from './qr-camera';

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
  return { name, email, password };
}

/** The customer's tickets for an event as the API gives them (with their codes). */
async function ticketsOf(
  request: APIRequestContext,
  who: { email: string; password: string },
  eventId: string,
) {
  const login = await request.post('/api/auth/login/user', {
    data: { email: who.email, password: who.password },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.get(`/api/events/mine/${eventId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as MyEventTickets).tickets;
}

for (const [label, viewport] of Object.entries(viewports)) {
  test(`at ${label}: buys two tickets by card, gets them by email, transfers one, and the door scans the other`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const name = `Paseo de prueba ${label}`;
    const event = await publishedEvent(request, name);
    const buyer = await signedInCustomer(page, request, `Lucía ${label}`);

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

    // The buyer's email carries both tickets as a PDF and the event's calendar file.
    const dataDir = process.env.E2E_DATA_DIR ?? '';
    const sent = await waitForMail(dataDir, buyer.email, /Tus entradas para/, 20_000);
    expect(sent.attachments.map((a) => a.contentType).sort()).toEqual([
      'application/pdf',
      'text/calendar',
    ]);
    expect(
      sent.attachments
        .find((a) => a.contentType === 'application/pdf')
        ?.content.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Íñigo cannot come: his ticket goes to Marta, who gets it by email.
    const marta = `marta.${label}.${Date.now()}@example.com`;
    const inigo = page.getByRole('article', { name: /Íñigo Núñez/ });
    await inigo.getByRole('button', { name: 'Transferir' }).click();
    const transfer = page.getByRole('form', { name: 'Transferir la entrada de Íñigo Núñez' });
    await transfer.getByLabel('Nombre y apellidos').fill('Marta Gil');
    await transfer.getByLabel('Email').fill(marta);
    await screenshot(page, `mistickets-transfer-${label}`);
    await transfer.getByRole('button', { name: 'Enviar al nuevo titular' }).click();
    await expect(
      page.getByText(`Entrada enviada a ${marta}. El código anterior ya no vale.`),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /Marta Gil/ })).toBeVisible();
    await waitForMail(dataDir, marta, /Tu entrada para/, 20_000);

    // At the door, on a phone whose camera films the buyer's own ticket: let in.
    const mine = await ticketsOf(request, buyer, event._id);
    const own = mine.find((t) => t.holderName === buyer.name);
    expect(own).toBeDefined();
    const camera = await browserFilming(await qrVideo(own?.code ?? '', dataDir));
    const door = await camera.newPage({
      viewport: viewports.mobile,
      baseURL: test.info().project.use.baseURL,
    });
    await signInAsAdmin(door);
    await door.goto(paths.eventCheckIn.build(event._id));
    await expect(door.getByText('Adelante')).toBeVisible({ timeout: 20_000 });
    await expect(door.getByText(buyer.name).first()).toBeVisible();
    await screenshot(door, `door-admitted-${label}`);
    await camera.close();
    await page.reload();
    await expect(page.getByText(/^Usada el /)).toBeVisible();
  });
}
