import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminEvent } from '@shop/contracts';
import { tokenFromLink, waitForMail } from '../apps/server/test/mailbox';
import { expect } from './fixtures';
import { adminHeaders } from './purchase';

const dataDir = process.env.E2E_DATA_DIR ?? '';

export const day = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** A published event with one paid type of `quota` seats (15 €), written through the API. */
export async function publishedEvent(request: APIRequestContext, name: string, quota: number) {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/events/admin', {
    headers,
    data: {
      name,
      description: 'Un taller de **luz nocturna**.',
      coverPhotoId: null,
      startsAt: day(12, '19:00'),
      endsAt: day(12, '21:00'),
      timeZone: 'Europe/Madrid',
      venueName: 'Estudio Lumen',
      venueAddress: 'Calle Elvira 12, Granada',
      onlineUrl: '',
      capacity: null,
      ticketTypes: [
        {
          name: 'Taller',
          description: '',
          vatRate: 21,
          salesStartAt: null,
          salesEndAt: null,
          priceCents: 1500,
          quota,
          maxPerOrder: quota,
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

export interface Customer {
  name: string;
  email: string;
  password: string;
}

// A name signs up once per run: the tests that use it share that customer.
const customers = new Map<string, Customer>();

/** A customer signed up through the API (once per run) and signed in through the form. */
export async function signedInCustomer(page: Page, request: APIRequestContext, name: string) {
  let who = customers.get(name);
  if (!who) {
    who = {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
      password: 'Lumen#Fotos2026',
    };
    const res = await request.post('/api/auth/signup/user', { data: who });
    expect(res.status()).toBe(201);
    // Confirmed by the emailed link: a waitlist takes only confirmed emails.
    const mail = await waitForMail(dataDir, who.email, /Confirma tu email/);
    const link = mail.links.find((l) => l.includes('/confirm-email/user/')) ?? '';
    const confirmed = await request.get(`/api/auth/confirm-email/user/${tokenFromLink(link)}`);
    expect(confirmed.status()).toBe(200);
    customers.set(name, who);
  }
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('/profile');
  return who;
}
