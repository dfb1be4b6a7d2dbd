import type { APIRequestContext } from '@playwright/test';
import type { AdminEvent, OrderCheckoutResponse } from '@shop/contracts';
import { e2eAdmin } from '../playwright.config';
import { waitForMail } from '../apps/server/test/mailbox';
import { expect, screenshot, test, viewports } from './fixtures';
import { adminHeaders } from './purchase';

const dataDir = process.env.E2E_DATA_DIR ?? '';

const day = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** A published event with a free registration, written through the API. */
async function freeEvent(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/events/admin', {
    headers,
    data: {
      name,
      description: 'Un paseo al amanecer por el **Albaicín**.',
      coverPhotoId: null,
      startsAt: day(9, '07:30'),
      endsAt: day(9, '10:00'),
      timeZone: 'Europe/Madrid',
      venueName: 'Mirador de San Nicolás',
      venueAddress: 'Plaza de San Nicolás, Granada',
      onlineUrl: '',
      capacity: null,
      ticketTypes: [
        {
          name: 'Registro gratuito (acompañante)',
          description: '',
          vatRate: 21,
          salesStartAt: null,
          salesEndAt: null,
          priceCents: 0,
          quota: 6,
          maxPerOrder: 3,
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as AdminEvent;
  const published = await request.post(`/api/events/admin/${event._id}/publish`, { headers });
  expect(published.status()).toBe(200);
  return event;
}

test("a companion follows her email's link to her own ticket, with no account", async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  // The link without its token at the end: the API's 404, as for a missing ticket.
  pageErrors.allow(/status of 404/);
  const name = `Amanecer en el Albaicín ${Date.now()}`;
  const event = await freeEvent(request, name);
  // The shop's admin buys (a confirmed account): the suite's sign-ups all come from one
  // address and share its hourly limit, which this test has no need to spend.
  const buyer = {
    name: 'Lucía Marín',
    email: e2eAdmin.email,
    headers: await adminHeaders(request),
  };
  const companion = `carmen.${Date.now()}@example.com`;
  const ordered = await request.post('/api/checkout/orders', {
    headers: buyer.headers,
    data: {
      items: [
        {
          kind: 'ticket',
          ticketTypeId: event.ticketTypes[0]?.id,
          holders: [
            { fullName: buyer.name, email: buyer.email },
            { fullName: 'Carmen Ortiz Valdés', email: companion },
          ],
        },
      ],
    },
  });
  expect(((await ordered.json()) as OrderCheckoutResponse).status).toBe('paid');

  const mail = await waitForMail(dataDir, companion, /Tu entrada para/, 20_000);
  const link = mail.links.find((l) => l.includes('/entrada/'));
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link ?? '');

  for (const [label, viewport] of [
    ['375', viewports.mobile],
    ['1440', viewports.desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Código QR de la entrada de Carmen Ortiz Valdés' }),
    ).toBeVisible();
    await expect(page.getByText('Mirador de San Nicolás')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
    // Hers to use, not to give: no 'Transferir', and nothing of the buyer's other tickets.
    await expect(page.getByRole('button', { name: 'Transferir' })).toHaveCount(0);
    await expect(page.getByText(buyer.name)).toHaveCount(0);
    await screenshot(page, `companion-ticket-${label}`);
  }

  // Its PDF by the same link.
  const pdf = await request.get(`/api/events/tickets/${pathname.split('/').pop()}/pdf${search}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A link without its token finds no ticket.
  await page.goto(pathname);
  await expect(page.getByRole('heading', { name: 'No encontramos esa entrada.' })).toBeVisible();
});
