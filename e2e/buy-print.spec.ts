import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from '../playwright.config';
import { uploadPhotoViaApi } from './admin';
import { expect, screenshot, test, viewports } from './fixtures';

/**
 * The photo page's buy form up to the quote (docs/rules/checkout-and-payments.md#buy-form): a
 * visitor sees the price for Spain before typing an address (IVA and shipping included), then
 * the price for another country.
 */
const image = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#2f5d7c' } })
    .jpeg()
    .toBuffer();

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/auth/login/user', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/**
 * The catalogue product (created once per run; a second call finds it) and a variant. Not
 * the SKU print-catalog.spec.ts imports: the specs share one server.
 */
async function setUpPrint(request: APIRequestContext, photoId: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/prodigi/catalog', {
    headers,
    data: { sku: 'GLOBAL-FAP-12X16', name: 'Lámina Fine Art 12×16', basePrice: '35' },
  });
  let productId: string;
  if (created.status() === 201) {
    productId = ((await created.json()) as { _id: string })._id;
  } else {
    const list = await request.get('/api/prodigi/catalog', { headers });
    const products = (await list.json()) as { _id: string; sku: string }[];
    const found = products.find((p) => p.sku === 'GLOBAL-FAP-12X16');
    if (!found) throw new Error(`catalogue product: ${created.status()} ${await created.text()}`);
    productId = found._id;
  }
  const variant = await request.post(
    `/api/prodigi/admin/photos/${encodeURIComponent(photoId)}/variants`,
    {
      headers,
      data: {
        catalogProductId: productId,
        displayName: 'Lámina grande',
        description: 'Papel de algodón, impresión giclée.',
        profitMargin: '20',
      },
    },
  );
  expect(variant.status(), await variant.text()).toBe(201);
}

/** The layout shifts the page has had so far (CLS without the session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

const euros = /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/;

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a visitor gets a live quote for a print (${name})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const photoId = await uploadPhotoViaApi(request, `Acantilado ${name}`, await image());
    await setUpPrint(request, photoId);
    await page.setViewportSize(viewport);

    const quotes: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/prodigi/quotes')) quotes.push(req.postData() ?? '');
    });
    await page.goto(`/photo/${photoId}`);
    const buy = page.getByRole('region', { name: 'Comprar una impresión' });
    const form = buy.getByRole('form', { name: 'Comprar una impresión' });
    await expect(form.getByLabel('Producto')).toHaveValue(/.+/);
    await expect(form.getByLabel('Producto').locator('option:checked')).toHaveText('Lámina grande');

    // Spain, before any address is typed: the total with shipping and IVA, on the button too.
    const total = form.getByTestId('quote-total');
    await expect(total).toHaveText(euros);
    const spain = (await total.textContent()) ?? '';
    await expect(form.getByText(/^de los cuales IVA \(21\s%\)$/)).toBeVisible();
    await expect(form.locator('dt', { hasText: /^Envío/ })).toBeVisible();
    await expect(form.getByRole('button', { name: `Ir al pago seguro · ${spain}` })).toBeVisible();
    await expect(form.getByText(/14 días naturales desde la entrega/)).toBeVisible();
    expect(await layoutShift(page), 'layout shift while the form loaded').toBeLessThan(0.1);
    await screenshot(page, `buy-print-es-${name}`);

    // Another country, chosen by its name: quoted again, no Spanish IVA outside the EU.
    const country = form.getByLabel('País');
    await country.selectOption({ label: 'Estados Unidos' });
    await expect(country).toHaveValue('US');
    await expect(form.getByText('Sin IVA (exportación fuera de la UE)')).toBeVisible();
    await expect(total).toHaveText(euros);
    await expect(total).not.toHaveText(spain);
    expect(quotes.some((body) => body.includes('"destinationCountryCode":"US"'))).toBe(true);
    await form.getByLabel('Nombre completo').fill('Ana López');
    await form.getByRole('button', { name: /^Ir al pago seguro/ }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Completa los campos obligatorios: Email, Dirección, Ciudad, Código postal.',
    );
    await form.getByLabel('Nombre completo').scrollIntoViewIfNeeded();
    await screenshot(page, `buy-print-us-${name}`);
  });
}
