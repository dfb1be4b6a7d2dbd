import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from '../playwright.config';
import { uploadPhotoViaApi } from './admin';
import { expect } from './fixtures';

/**
 * A visitor's purchase of a framed print on the embedded simulators, for the specs that start
 * from a paid order (purchase, orders-management, shop-orders and buyer-order specs).
 */
export const SKU = 'GLOBAL-CFPM-16X20';
export const image = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#6b4f2f' } })
    .jpeg()
    .toBuffer();

export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login/user', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  return {
    authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
}

/** The framed product with its colours (created once per run) and a variant of the photo. */
export async function setUpFramedPrint(request: APIRequestContext, photoId: string) {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/prodigi/catalog', {
    headers,
    data: {
      sku: SKU,
      name: 'Marco clásico 16×20',
      attributes: { color: ['black', 'white'] },
      availableColors: [
        { code: 'black', name: 'Negro' },
        { code: 'white', name: 'Blanco' },
      ],
    },
  });
  let productId: string;
  if (created.status() === 201) {
    productId = ((await created.json()) as { _id: string })._id;
  } else {
    const list = await request.get('/api/prodigi/catalog', { headers });
    const found = ((await list.json()) as { _id: string; sku: string }[]).find(
      (p) => p.sku === SKU,
    );
    if (!found) throw new Error(`catalogue product: ${created.status()} ${await created.text()}`);
    productId = found._id;
  }
  const variant = await request.post(
    `/api/prodigi/admin/photos/${encodeURIComponent(photoId)}/variants`,
    {
      headers,
      data: {
        catalogProductId: productId,
        displayName: 'Enmarcada',
        profitMargin: '25',
        colorOptions: [
          { code: 'black', name: 'Negro' },
          { code: 'white', name: 'Blanco' },
        ],
      },
    },
  );
  expect(variant.status(), await variant.text()).toBe(201);
}

export interface SimulatedOrder {
  order: {
    id: string;
    merchantReference: string | null;
    shippingMethod: string;
    recipient: {
      name: string;
      address: { line1: string; postalOrZipCode: string; countryCode: string };
    };
    items: {
      sku: string;
      copies: number;
      attributes: Record<string, string>;
      assets: { url: string }[];
    }[];
  };
}

/** The Prodigi simulator's orders for a recipient, read from its state file. */
export async function labOrdersFor(recipientName: string): Promise<SimulatedOrder['order'][]> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'prodigi-sim.json');
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as { orders: SimulatedOrder[] };
    return state.orders.map((r) => r.order).filter((o) => o.recipient.name === recipientName);
  } catch {
    return [];
  }
}

export async function openBuyForm(page: Page, request: APIRequestContext, title: string) {
  const photoId = await uploadPhotoViaApi(request, title, await image());
  await setUpFramedPrint(request, photoId);
  await page.goto(`/photo/${photoId}`);
  const buy = page.getByRole('region', { name: 'Comprar una impresión' });
  const form = buy.getByRole('form', { name: 'Comprar una impresión' });
  await expect(form.getByLabel('Producto').locator('option:checked')).toHaveText('Enmarcada');
  await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
  return { buy, form };
}

export async function fillRecipient(form: Locator, name: string, email = 'comprador@example.com') {
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 1');
  await form.getByLabel('Código postal').fill('28013');
  await form.getByLabel('Ciudad').fill('Madrid');
}

/**
 * The receipt the buyer lands on once paid: the order's number as the emails give it, the
 * total paid, never the PaymentIntent's id. Returns the order number.
 */
export async function expectReceipt(page: Page, total: string) {
  await page.waitForURL(/\/pedido\/[0-9a-f-]{36}\?firma=[\w-]+$/, { timeout: 20_000 });
  const confirmed = page.getByText(/^Pago confirmado\. Pedido [0-9A-F]{6}\. /);
  await expect(confirmed).toContainText('Estamos procesando tu pedido en el laboratorio.', {
    timeout: 20_000,
  });
  const number = /Pedido ([0-9A-F]{6})/.exec((await confirmed.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pedido ${number}`);
  await expect(
    page.getByText('Total (IVA y envío incluidos)', { exact: true }).locator('..'),
  ).toContainText(total);
  await expect(page.getByText(/pi_\w+/)).toHaveCount(0);
  return number;
}

export async function payWith(step: Locator, card: string) {
  await step.getByLabel('Número de tarjeta').fill(card);
  await step.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await step.getByLabel('CVC').fill('123');
  await step.getByRole('button', { name: /^Pagar \d/ }).click();
}

/**
 * A print of a new photo bought by card as a visitor would, until the lab has its one order:
 * that order (its merchantReference is our order id) and the total paid, as the form showed it.
 */
export async function buyByCard(
  page: Page,
  request: APIRequestContext,
  title: string,
  recipient: string,
  email = 'comprador@example.com',
) {
  const { buy, form } = await openBuyForm(page, request, title);
  await fillRecipient(form, recipient, email);
  await expect(form.getByTestId('quote-total')).toHaveText(/€$/);
  const total = (await form.getByTestId('quote-total').textContent()) ?? '';
  await form.getByRole('button', { name: `Ir al pago seguro · ${total}` }).click();
  const step = buy.getByRole('region', { name: 'Pago seguro' });
  await payWith(step, '4242 4242 4242 4242');
  await expectReceipt(page, total);
  await expect
    .poll(async () => (await labOrdersFor(recipient)).length, { timeout: 20_000 })
    .toBe(1);
  const [lab] = await labOrdersFor(recipient);
  if (!lab) throw new Error(`no lab order for ${recipient}`);
  return { lab, total };
}
