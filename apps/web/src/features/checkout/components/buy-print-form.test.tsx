import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteRequestBody } from '@shop/contracts';
import {
  colorOption,
  mockup,
  productDetails,
  publicVariant,
  quoteAnswer,
} from '@test/checkout-fixtures';
import { json, type RecordedCall } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { buyMessages as msg } from '@/features/checkout/utils/checkout-messages';
import { BuyPrintForm } from './buy-print-form';

const lamina = publicVariant({
  colorOptions: [
    colorOption('BLACK', 'Negro', { mockupImages: [mockup('m-negro', 'Salón con marco negro')] }),
    colorOption('WHITE', 'Blanco'),
  ],
  mockupImages: [mockup('m-general', 'Salón')],
});
const lienzo = publicVariant({
  id: 'v-lienzo',
  displayName: 'Lienzo',
  description: '',
  catalogProduct: { ...lamina.catalogProduct, id: 'p-lienzo', sku: 'GLOBAL-CAN-16X24' },
  colorOptions: [colorOption('NATURAL', 'Natural'), colorOption('OAK', 'Roble')],
});

const quotesPath = '/api/prodigi/quotes';
const nbsp = '\u00a0';

const server = setUpFakeServer((server) => {
  server.on('GET', '/api/prodigi/products', () => json(200, [lamina, lienzo]));
  server.on('GET', '/api/prodigi/catalog/details/GLOBAL-FAP-16X24', () =>
    json(200, productDetails()),
  );
  server.on('GET', '/api/prodigi/catalog/details/GLOBAL-CAN-16X24', () =>
    json(
      200,
      productDetails({
        sku: 'GLOBAL-CAN-16X24',
        variantAttributes: { wrap: ['Black', 'MirrorWrap'] },
      }),
    ),
  );
  server.on('GET', '/api/payments/config', () =>
    json(200, { publishableKey: 'pk_test_123', simulator: null }),
  );
  serveQuotes(server);
});

/** Quotes priced for what was asked: the copies and, outside the EU, no IVA. */
function serveQuotes(target: typeof server) {
  target.on('POST', quotesPath, (call) => {
    const body = call.body as QuoteRequestBody;
    const abroad = body.destinationCountryCode !== 'ES';
    return json(
      200,
      quoteAnswer({
        copies: Number(body.copies),
        prodigiItemsAmount: 2500 * Number(body.copies),
        ...(abroad ? { vatTreatment: 'export', vatRate: 0, vatCountryCode: null } : {}),
      }),
    );
  });
}

/** A request that waits until it is cancelled (never answered otherwise). */
const untilAborted = (call: RecordedCall) =>
  new Promise<Response>((_, reject) => {
    call.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

const quoteCalls = () => server.callsTo(quotesPath);
const lastQuoteBody = () => quoteCalls().at(-1)?.body as QuoteRequestBody | undefined;

function openForm() {
  renderPage(<BuyPrintForm photoId="faro" />);
  return screen.findByRole('form', { name: 'Comprar una impresión' });
}

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText<HTMLInputElement>(label);

const total = () => screen.findByTestId('quote-total');

async function fillRecipient(form: HTMLElement) {
  await userEvent.type(field(form, 'Nombre completo'), 'Ana López');
  await userEvent.type(field(form, 'Email'), 'ana@example.com');
  await userEvent.type(field(form, 'Dirección'), 'Calle Mayor 1');
  await userEvent.type(field(form, 'Ciudad'), 'Madrid');
  await userEvent.type(field(form, 'Código postal'), '28013');
}

const payButton = (form: HTMLElement) =>
  within(form).getByRole('button', { name: /^Ir al pago seguro/ });

describe('buy a print form', () => {
  it('quotes the first product for Spain before any address is typed, with IVA and shipping', async () => {
    const form = await openForm();
    expect(await total()).toHaveTextContent(`63,53 €`);
    expect(quoteCalls()).toHaveLength(1);
    expect(lastQuoteBody()).toEqual({
      photoId: 'faro',
      variantId: 'v-lamina',
      colorCode: 'BLACK',
      copies: 1,
      destinationCountryCode: 'ES',
      productAttributes: {},
    });
    const lines = within(form)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);
    expect(lines).toEqual([
      `Impresión × 1 = 45,00${nbsp}€`,
      `Envío económico = 7,50${nbsp}€`,
      `IVA (21${nbsp}%) = 11,03${nbsp}€`,
      `Total (IVA y envío incluidos) = 63,53${nbsp}€`,
    ]);
    expect(payButton(form)).toHaveAccessibleName(`Ir al pago seguro · 63,53${nbsp}€`);
    expect(field(form, 'País').value).toBe('ES');
    // Withdrawal and guarantee information right above the button (§3.5).
    expect(within(form).getByText(/14 días naturales desde la entrega/)).toBeVisible();
    expect(within(form).getByText(/El total incluye el IVA y los gastos de envío/)).toBeVisible();
  });

  it('shows Prodigi tax and fees only when greater than 0', async () => {
    server.on('POST', quotesPath, () =>
      json(200, quoteAnswer({ prodigiTaxAmount: 310, prodigiFeesAmount: 0 })),
    );
    const form = await openForm();
    await total();
    expect(within(form).getByText('Impuestos').nextElementSibling).toHaveTextContent(`3,10 €`);
    expect(within(form).queryByText('Tasas')).toBeNull();

    server.on('POST', quotesPath, () =>
      json(200, quoteAnswer({ prodigiTaxAmount: 0, prodigiFeesAmount: 125 })),
    );
    fireEvent.change(field(form, 'Copias'), { target: { value: '2' } });
    await waitFor(() => expect(within(form).queryByText('Impuestos')).toBeNull());
    expect(within(form).getByText('Tasas').nextElementSibling).toHaveTextContent(`1,25 €`);
  });

  it('defaults to the first colour offered, shows its mockups, and changing product clears the colour', async () => {
    const form = await openForm();
    const colours = within(form).getByRole('group', { name: 'Color' });
    expect(within(colours).getByRole('radio', { name: 'Negro' })).toBeChecked();
    expect(within(form).getByRole('img', { name: 'Salón con marco negro' })).toBeVisible();

    await userEvent.click(within(colours).getByRole('radio', { name: 'Blanco' }));
    await waitFor(() => expect(lastQuoteBody()?.colorCode).toBe('WHITE'));
    // White has no mockups of its own: the variant's are shown.
    expect(within(form).getByRole('img', { name: 'Salón' })).toBeVisible();

    await userEvent.selectOptions(field(form, 'Producto'), 'Lienzo');
    const canvasColours = within(form).getByRole('group', { name: 'Color' });
    expect(within(canvasColours).getByRole('radio', { name: 'Natural' })).toBeChecked();
    expect(within(form).queryByRole('radio', { name: 'Blanco' })).toBeNull();
    // The buyer's attribute (a canvas's wrap) comes from the product details, first value.
    expect(await within(form).findByLabelText('Borde del lienzo')).toHaveValue('Black');
    await waitFor(() =>
      expect(lastQuoteBody()).toMatchObject({
        variantId: 'v-lienzo',
        colorCode: 'NATURAL',
        productAttributes: { wrap: 'Black' },
      }),
    );
    await userEvent.selectOptions(field(form, 'Borde del lienzo'), 'MirrorWrap');
    await waitFor(() => expect(lastQuoteBody()?.productAttributes).toEqual({ wrap: 'MirrorWrap' }));

    // Back to the print: its first colour again, not the white chosen before.
    await userEvent.selectOptions(field(form, 'Producto'), 'Lámina grande');
    expect(within(form).getByRole('radio', { name: 'Negro' })).toBeChecked();
  });

  it('clamps copies to 1–10 and quotes the clamped number', async () => {
    const form = await openForm();
    await total();
    const copies = field(form, 'Copias');
    fireEvent.change(copies, { target: { value: '25' } });
    expect(copies.value).toBe('10');
    await waitFor(() => expect(lastQuoteBody()?.copies).toBe(10));
    expect(await within(form).findByText('Impresión × 10')).toBeVisible();

    fireEvent.change(copies, { target: { value: '0' } });
    expect(copies.value).toBe('1');
    fireEvent.change(copies, { target: { value: '-3' } });
    expect(copies.value).toBe('1');

    fireEvent.change(copies, { target: { value: '4' } });
    fireEvent.change(copies, { target: { value: '' } });
    fireEvent.blur(copies);
    expect(copies.value).toBe('1');
    // The quote for 1 copy is still fresh in the cache: shown again, not asked again.
    expect(await within(form).findByText('Impresión × 1')).toBeVisible();
  });

  it('upper-cases the country and quotes it once it has 2 letters', async () => {
    const form = await openForm();
    await total();
    const country = field(form, 'País');
    await userEvent.clear(country);
    expect(within(form).getByText('Indica el país de entrega para calcular el precio.'));
    await userEvent.type(country, 'us');
    expect(country.value).toBe('US');
    await waitFor(() => expect(lastQuoteBody()?.destinationCountryCode).toBe('US'));
    expect(quoteCalls().map((c) => (c.body as QuoteRequestBody).destinationCountryCode)).toEqual([
      'ES',
      'US',
    ]);
    await waitFor(() =>
      expect(
        within(form).getByText('Sin IVA (exportación fuera de la UE)').nextElementSibling,
      ).toHaveTextContent(`0,00 €`),
    );
    expect(await total()).toHaveTextContent(`52,50 €`);
  });

  it('asks again when an input changes, and cancels the request under way', async () => {
    const form = await openForm();
    await total();
    server.on('POST', quotesPath, untilAborted);
    fireEvent.change(field(form, 'Copias'), { target: { value: '2' } });
    await waitFor(() => expect(quoteCalls()).toHaveLength(2));
    const pending = quoteCalls()[1];
    expect(pending?.signal?.aborted).toBe(false);
    // The old price stays while the new one is calculated (nothing jumps).
    expect(within(form).getByText('Actualizando precio...')).toBeVisible();

    serveQuotes(server);
    fireEvent.change(field(form, 'Copias'), { target: { value: '3' } });
    await waitFor(() => expect(pending?.signal?.aborted).toBe(true));
    expect(await within(form).findByText('Impresión × 3')).toBeVisible();
    expect((quoteCalls().at(-1)?.body as QuoteRequestBody).copies).toBe(3);
  });

  it('asks for the postal code in the quote only where it changes the IVA', async () => {
    const form = await openForm();
    await total();
    await userEvent.type(field(form, 'Código postal'), '28013');
    expect(quoteCalls()).toHaveLength(1);
    await userEvent.clear(field(form, 'Código postal'));
    await userEvent.type(field(form, 'Código postal'), '35001');
    await waitFor(() => expect(lastQuoteBody()?.postalCode).toBe('35001'));
  });

  describe('the pay button (§5 and §8 messages)', () => {
    it('names every required field left blank', async () => {
      const form = await openForm();
      await total();
      await userEvent.click(payButton(form));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        msg.requiredFields(['Nombre completo', 'Email', 'Dirección', 'Ciudad', 'Código postal']),
      );
      expect(field(form, 'Ciudad')).toHaveAttribute('aria-invalid', 'true');
      expect(field(form, 'Teléfono (opcional)')).not.toHaveAttribute('aria-invalid');

      await userEvent.clear(field(form, 'País'));
      await userEvent.click(payButton(form));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Completa los campos obligatorios: Nombre completo, Email, Dirección, Ciudad, Código postal, País.',
      );
    });

    it('waits for the payment gateway', async () => {
      server.on('GET', '/api/payments/config', () => new Promise<Response>(() => {}));
      const form = await openForm();
      await fillRecipient(form);
      await total();
      await userEvent.click(payButton(form));
      expect(await within(form).findByRole('alert')).toHaveTextContent(msg.gatewayNotReady);
    });

    it('is disabled, with the reason, when payments cannot be set up', async () => {
      server.on('GET', '/api/payments/config', () => json(503, {}));
      const form = await openForm();
      const reason = await within(form).findByText(msg.paymentConfigFailed);
      expect(payButton(form)).toBeDisabled();
      expect(payButton(form)).toHaveAccessibleDescription(msg.paymentConfigFailed);
      expect(reason).toBeVisible();
    });

    it('waits for the price, then for the price of these very inputs', async () => {
      server.on('POST', quotesPath, untilAborted);
      const form = await openForm();
      await fillRecipient(form);
      await userEvent.click(payButton(form));
      expect(await within(form).findByRole('alert')).toHaveTextContent(msg.quotePending);

      serveQuotes(server);
      fireEvent.change(field(form, 'Copias'), { target: { value: '2' } });
      await total();
      server.on('POST', quotesPath, untilAborted);
      fireEvent.change(field(form, 'Copias'), { target: { value: '3' } });
      await userEvent.click(payButton(form));
      expect(await within(form).findByRole('alert')).toHaveTextContent(msg.quoteOutdated);
    });

    it('opens the payment step for a complete form, and any change closes it', async () => {
      const form = await openForm();
      await fillRecipient(form);
      await total();
      await userEvent.click(payButton(form));
      const step = await within(form).findByRole('region', { name: 'Pago seguro' });
      expect(step).toHaveTextContent(`Total: 63,53 €`);
      expect(step).toHaveTextContent('Lámina grande · Negro · 1 copia · envío a ES');
      expect(within(form).queryByRole('alert')).toBeNull();

      fireEvent.change(field(form, 'Copias'), { target: { value: '2' } });
      expect(within(form).queryByRole('region', { name: 'Pago seguro' })).toBeNull();

      await waitFor(() => expect(lastQuoteBody()?.copies).toBe(2));
      await userEvent.click(payButton(form));
      const again = await within(form).findByRole('region', { name: 'Pago seguro' });
      await userEvent.click(within(again).getByRole('button', { name: msg.editDetails }));
      expect(within(form).queryByRole('region', { name: 'Pago seguro' })).toBeNull();
    });
  });

  describe('loading failures', () => {
    it('says when the photo has no print options, or they cannot be loaded', async () => {
      server.on('GET', '/api/prodigi/products', () => json(200, []));
      const first = renderPage(<BuyPrintForm photoId="faro" />);
      expect(await screen.findByText(msg.noPrintOptions)).toBeVisible();
      first.unmount();

      server.on('GET', '/api/prodigi/products', () => json(500, {}));
      renderPage(<BuyPrintForm photoId="faro" />);
      expect(await screen.findByRole('alert')).toHaveTextContent(msg.printOptionsFailed);
    });

    it('says when the product details or the quote fail, and asks no quote without details', async () => {
      server.on('GET', '/api/prodigi/catalog/details/GLOBAL-FAP-16X24', () => json(502, {}));
      const form = await openForm();
      expect(await within(form).findByRole('alert')).toHaveTextContent(msg.productDetailsFailed);
      expect(quoteCalls()).toHaveLength(0);

      server.on('POST', quotesPath, () => json(502, {}));
      await userEvent.selectOptions(field(form, 'Producto'), 'Lienzo');
      expect(await within(form).findByRole('alert')).toHaveTextContent(msg.quoteFailed);
    });

    it('says when the product has no SKU to quote', async () => {
      server.on('GET', '/api/prodigi/products', () =>
        json(200, [publicVariant({ catalogProduct: { ...lamina.catalogProduct, sku: ' ' } })]),
      );
      const form = await openForm();
      expect(await within(form).findByRole('alert')).toHaveTextContent(msg.quoteMissingSku);
      expect(quoteCalls()).toHaveLength(0);
    });
  });
});
