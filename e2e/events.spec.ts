import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { paths, type AdminEvent, type MyEventTickets } from '@shop/contracts';
import { waitForMail } from '../apps/server/test/mailbox';
import { signInAsAdmin } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';
import { adminHeaders, payWith } from './purchase';
import { browserFilming, qrVideo } from './qr-camera';
import { day, publishedEvent, signedInCustomer } from './events-setup';

const dataDir = process.env.E2E_DATA_DIR ?? '';

/**
 * The photographer writes the event in content management (a paid type of 12 € and a free
 * one, the seats left told under 80 %) and publishes it, on a page of their own; returns it
 * as the API has it.
 */
async function eventWrittenByAdmin(browser: Browser, request: APIRequestContext, name: string) {
  const admin = await browser.newPage({ viewport: viewports.desktop });
  await signInAsAdmin(admin);
  await admin.goto(paths.contentManagementSection.build('eventos'));
  await admin.getByRole('button', { name: 'Nuevo evento' }).click();
  await admin.getByRole('textbox', { name: 'Nombre del evento' }).fill(name);
  await admin.getByLabel('Empieza').fill(day(10, '09:30'));
  await admin.getByLabel('Termina').fill(day(10, '12:00'));
  await admin.getByRole('textbox', { name: 'Lugar' }).fill('Mirador de San Nicolás');
  await admin.getByRole('textbox', { name: 'Dirección' }).fill('Plaza de San Nicolás, Granada');
  // Under 80 % of a type's seats left, its page says how many.
  await admin.getByRole('textbox', { name: 'Avisar de las plazas que quedan (%)' }).fill('80');
  const paid = admin.getByRole('group', { name: 'Tipo de entrada 1' });
  await paid.getByRole('textbox', { name: 'Nombre', exact: true }).fill('General');
  await paid.getByRole('textbox', { name: 'Precio (€, IVA incluido)' }).fill('12');
  await paid.getByRole('textbox', { name: 'Plazas' }).fill('8');
  await paid.getByRole('textbox', { name: 'Máximo por pedido' }).fill('4');
  await admin.getByRole('button', { name: 'Añadir tipo de entrada' }).click();
  const free = admin.getByRole('group', { name: 'Tipo de entrada 2' });
  await free.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Registro');
  await free.getByRole('checkbox', { name: 'Gratuita (registro)' }).check();
  await free.getByRole('textbox', { name: 'Plazas' }).fill('4');
  await free.getByRole('textbox', { name: 'Máximo por pedido' }).fill('1');
  await admin.getByRole('button', { name: 'Crear evento' }).click();
  await admin.getByRole('button', { name: 'Publicar' }).click();
  await expect(admin.getByText('Evento publicado: ya se ve en la web.')).toBeVisible();
  await admin.close();
  const list = await request.get('/api/events/admin', { headers: await adminHeaders(request) });
  const found = ((await list.json()) as AdminEvent[]).find((e) => e.name === name);
  if (found?.status !== 'published') throw new Error(`${name} was not published`);
  return found;
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
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const name = `Paseo de prueba ${label}`;
    const event = await eventWrittenByAdmin(browser, request, name);
    const buyer = await signedInCustomer(page, request, 'Lucía Marín');

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

    // 6 of the 8 seats left, under 80 %: the event's page says so; not of the free type's 4.
    await page.goto(paths.event.build(event._id));
    const general = page.getByRole('listitem', { name: 'General' });
    await expect(general.getByText('Quedan 6 plazas')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Registro' })).not.toContainText('plaza');
    await screenshot(page, `event-seats-left-${label}`);
    await page.goto(paths.myTickets.build(event._id));

    // 'Mis Eventos' in the account has the event's card.
    await page.goto(paths.profileSection.build('eventos'));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await screenshot(page, `mis-eventos-${label}`);
    await page.goto(paths.myTickets.build(event._id));

    // The buyer's email carries both tickets as a PDF and the event's calendar file.
    const sent = await waitForMail(
      dataDir,
      buyer.email,
      new RegExp(`Tus entradas para ${name}`),
      20_000,
    );
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
    // From the events list: the camera is allowed only by the door page's own document.
    await door.goto(paths.contentManagementSection.build('eventos'));
    await door.getByRole('link', { name: `Check-in de «${event.name}»` }).click();
    await door.waitForURL(paths.eventCheckIn.build(event._id));
    await expect(door.getByText('Adelante')).toBeVisible({ timeout: 20_000 });
    await expect(door.getByText(buyer.name).first()).toBeVisible();
    await screenshot(door, `door-admitted-${label}`);
    await camera.close();
    await page.reload();
    await expect(page.getByText(/^Usada el /)).toBeVisible();
  });
}

/** Chooses `n` tickets of a type and names the holders after the first (the buyer). */
async function chooseTickets(page: Page, type: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    await page.getByRole('button', { name: `Añadir una entrada «${type}»` }).click();
  }
  for (let i = 2; i <= n; i += 1) {
    const holder = page.getByRole('group', { name: `Asistente ${i} · ${type}` });
    await holder.getByLabel('Nombre y apellidos').fill(`Acompañante ${i}`);
    await holder.getByLabel('Email').fill(`acompanante${i}@example.com`);
  }
}

/** Pays the chosen tickets with 4242 and returns the order's id from the receipt's address. */
async function payChosen(page: Page) {
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await payWith(page.getByRole('region', { name: 'Pago seguro' }), '4242 4242 4242 4242');
  await page.waitForURL(/\/pedido\/[0-9a-f-]{36}\?firma=/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

// Once, looked at in both widths: each order here counts against the payments allowed per
// address (20 in 10 minutes), and the whole suite comes from 127.0.0.1.
test('a sold-out type takes a group of three on its waitlist and offers them the seats a refund frees', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports.desktop);
  const name = `Taller nocturno ${Date.now()}`;
  const event = await publishedEvent(request, name, 3);

  // The first customer takes all three seats.
  await signedInCustomer(page, request, 'Lucía Marín');
  await page.goto(paths.event.build(event._id));
  await chooseTickets(page, 'Taller', 3);
  const firstOrder = await payChosen(page);

  // A family of three finds it sold out and queues, whole.
  const family = await browser.newPage({ viewport: viewports.mobile });
  const parent = await signedInCustomer(family, request, 'Elena Ros');
  await family.goto(paths.event.build(event._id));
  await expect(family.getByText('Agotado')).toBeVisible();
  await family.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  await family.getByRole('button', { name: 'Añadir una plaza «Taller»' }).click();
  await family.getByRole('button', { name: 'Añadir una plaza «Taller»' }).click();
  await expect(family.getByRole('checkbox', { name: /aceptamos menos plazas/ })).not.toBeChecked();
  await screenshot(family, 'waitlist-join-375');
  await family.getByRole('button', { name: 'Apuntarme', exact: true }).click();
  await expect(
    family.getByText('Estás en la lista de espera para 3 plazas (puesto 1).'),
  ).toBeVisible();
  await screenshot(family, 'waitlist-waiting-375');
  await family.setViewportSize(viewports.desktop);
  await screenshot(family, 'waitlist-waiting-1440');
  await family.setViewportSize(viewports.mobile);

  // The photographer refunds the first order in full: its three seats go to the family.
  const refund = await request.post(`/api/admin/orders/${firstOrder}/refunds`, {
    headers: await adminHeaders(request),
    data: {},
  });
  expect(refund.status(), await refund.text()).toBe(201);
  const offer = await waitForMail(
    process.env.E2E_DATA_DIR ?? '',
    parent.email,
    new RegExp(`Hay sitio para ti: ${name}`),
    30_000,
  );
  expect(offer.body).toContain('3 plazas');
  await family.reload();
  await expect(
    family.getByText(/¡Hay sitio para ti! Te guardamos 3 plazas hasta el /),
  ).toBeVisible();
  await screenshot(family, 'waitlist-offered-375');
  await family.setViewportSize(viewports.desktop);
  await screenshot(family, 'waitlist-offered-1440');
  // The seats are theirs to choose (buying them is the server tests' part: every order
  // here counts against the payments allowed per address).
  await family.getByRole('button', { name: 'Añadir una entrada «Taller»' }).click();
  await family.getByRole('button', { name: 'Añadir una entrada «Taller»' }).click();
  await family.getByRole('button', { name: 'Añadir una entrada «Taller»' }).click();
  await expect(family.getByRole('group', { name: 'Asistente 3 · Taller' })).toBeVisible();
  await family.close();
});
