import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, readStoredCart, type QuoteRequestBody } from '@shop/contracts';
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
const intentPath = '/api/payments/order/payment-intent';
const confirmPath = '/v1/payment_intents/pi_123/confirm';

/** The embedded simulator as the browser sees it: its config, and its confirm route. */
function serveSimulator(target: typeof server, confirm: () => Response) {
  target.on('GET', '/api/payments/config', () =>
    json(200, { publishableKey: 'pk_test_sim', simulator: { apiBase: 'http://127.0.0.1:9999' } }),
  );
  target.on('POST', confirmPath, confirm);
}
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
  server.on('POST', intentPath, () =>
    json(200, {
      clientSecret: 'pi_123_secret_abc',
      amount: 6353,
      currency: 'EUR',
      pricing: quoteAnswer().pricing,
      orderId: 'order-1',
      paymentIntentId: 'pi_123',
      shippingMethod: 'Budget',
      orderNumber: 'ORDER1',
      receiptPath: '/pedido/order-1?firma=sig',
    }),
  );
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
      `Impresión × 1 = 54,45${nbsp}€`,
      `Envío económico = 9,08${nbsp}€`,
      `Total (IVA y envío incluidos) = 63,53${nbsp}€`,
      `de los cuales IVA (21${nbsp}%) = 11,03${nbsp}€`,
    ]);
    // The delivery method's price in the list is the breakdown's (issue 37: 7,01 € vs 5,79 €).
    expect(within(form).getByRole('radio', { name: /Económico/ })).toHaveAccessibleName(
      expect.stringContaining(`9,08${nbsp}€`) as string,
    );
    expect(payButton(form)).toHaveAccessibleName(`Ir al pago seguro · 63,53${nbsp}€`);
    expect(field(form, 'País').value).toBe('ES');
    // Withdrawal and guarantee information right above the button (the before-paying rule).
    expect(within(form).getByText(/14 días naturales desde la entrega/)).toBeVisible();
    expect(within(form).getByText(/El total incluye el IVA y los gastos de envío/)).toBeVisible();
  });

  it("puts Prodigi's tax and fees inside delivery, never as rows of their own", async () => {
    server.on('POST', quotesPath, () =>
      json(200, quoteAnswer({ prodigiTaxAmount: 310, prodigiFeesAmount: 125 })),
    );
    const form = await openForm();
    await total();
    // (7,50 + 3,10 + 1,25) × 1,21 = 14,3385 → 14,34 €.
    const lines = within(form)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);
    expect(lines).toContain(`Envío económico = 14,34${nbsp}€`);
    expect(lines.join()).not.toMatch(/Impuestos|Tasas/);
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

  it('offers the countries by name, España first, and quotes the one chosen', async () => {
    const form = await openForm();
    await total();
    const country = field(form, 'País');
    const options = within(country).getAllByRole('option');
    expect(options[0]).toHaveTextContent('España');
    expect(options[0]).toHaveValue('ES');
    await userEvent.selectOptions(country, 'Estados Unidos');
    expect(country.value).toBe('US');
    await waitFor(() => expect(lastQuoteBody()?.destinationCountryCode).toBe('US'));
    expect(quoteCalls().map((c) => (c.body as QuoteRequestBody).destinationCountryCode)).toEqual([
      'ES',
      'US',
    ]);
    expect(await within(form).findByText('Sin IVA (exportación fuera de la UE)')).toBeVisible();
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

  describe('the pay button (purchase validation messages)', () => {
    it('names every required field left blank', async () => {
      const form = await openForm();
      await total();
      await userEvent.click(payButton(form));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        msg.requiredFields(['Nombre completo', 'Email', 'Dirección', 'Ciudad', 'Código postal']),
      );
      expect(field(form, 'Ciudad')).toHaveAttribute('aria-invalid', 'true');
      expect(field(form, 'Teléfono (opcional)')).not.toHaveAttribute('aria-invalid');
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
      // The step's code is a chunk of its own: the step appears once it has loaded.
      const step = await screen.findByRole('region', { name: 'Pago seguro' });
      await waitFor(() =>
        expect(step).toHaveTextContent('Total a pagar (IVA y envío incluidos): 63,53 €'),
      );
      expect(step).toHaveTextContent('Lámina grande · Negro · 1 copia · envío económico a España');
      expect(within(form).queryByRole('alert')).toBeNull();
      // The server prices the order: the browser sends what was chosen, never an amount.
      const [sent] = server.callsTo(intentPath);
      expect(sent?.body).toEqual({
        photoId: 'faro',
        variantId: lamina.id,
        colorCode: 'BLACK',
        copies: 1,
        recipient: {
          name: 'Ana López',
          email: 'ana@example.com',
          phoneNumber: '',
          addressLine1: 'Calle Mayor 1',
          addressLine2: '',
          city: 'Madrid',
          stateOrCounty: '',
          postalCode: '28013',
          countryCode: 'ES',
        },
        productAttributes: {},
        shippingMethod: 'Budget',
      });
      expect(JSON.stringify(sent?.body)).not.toMatch(/amount|total/i);

      fireEvent.change(field(form, 'Copias'), { target: { value: '2' } });
      expect(screen.queryByRole('region', { name: 'Pago seguro' })).toBeNull();

      await waitFor(() => expect(lastQuoteBody()?.copies).toBe(2));
      await userEvent.click(payButton(form));
      const again = await screen.findByRole('region', { name: 'Pago seguro' });
      // Editing the address closes the step too: the open order holds the old one.
      await userEvent.type(field(form, 'Dirección'), ', 2º');
      expect(screen.queryByRole('region', { name: 'Pago seguro' })).toBeNull();
      await userEvent.click(payButton(form));
      await userEvent.click(
        within(await screen.findByRole('region', { name: 'Pago seguro' })).getByRole('button', {
          name: msg.editDetails,
        }),
      );
      expect(again).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Pago seguro' })).toBeNull();
    });

    it('pays with the simulator’s card form, sending the card to the simulator only', async () => {
      serveSimulator(server, () =>
        json(200, { id: 'pi_123', status: 'succeeded', next_action: null }),
      );
      renderPage(<BuyPrintForm photoId="faro" />);
      const form = await screen.findByRole('form', { name: 'Comprar una impresión' });
      await fillRecipient(form);
      await total();
      await userEvent.click(payButton(form));
      const step = await screen.findByRole('region', { name: 'Pago seguro' });
      await userEvent.type(
        await within(step).findByLabelText('Número de tarjeta'),
        '4242 4242 4242 4242',
      );
      await userEvent.type(within(step).getByLabelText('Caducidad (MM/AA)'), '12/34');
      await userEvent.type(within(step).getByLabelText('CVC'), '123');
      await userEvent.click(within(step).getByRole('button', { name: /^Pagar 63,53\s€$/ }));

      // Paid: the buyer lands on the order's receipt, signed for them.
      expect(await screen.findByTestId('location')).toHaveTextContent('/pedido/order-1?firma=sig');
      const [confirm] = server.callsTo(confirmPath);
      const sent = new URLSearchParams(confirm?.body as URLSearchParams);
      expect(Object.fromEntries(sent)).toMatchObject({
        key: 'pk_test_sim',
        client_secret: 'pi_123_secret_abc',
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2034',
        'payment_method_data[card][cvc]': '123',
      });
      // Back from a bank's 3-D Secure, the buyer lands on the receipt too.
      expect(sent.get('return_url')).toMatch(
        /^http:\/\/localhost(:\d+)?\/pedido\/order-1\?firma=sig$/,
      );
      // Our own API never saw the card.
      expect(JSON.stringify(server.calls.filter((c) => c.path.startsWith('/api/')))).not.toContain(
        '4242',
      );
    });

    it('shows a declined card in Spanish and lets the buyer try again', async () => {
      serveSimulator(server, () =>
        json(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        }),
      );
      const form = await openForm();
      await fillRecipient(form);
      await total();
      await userEvent.click(payButton(form));
      const step = await screen.findByRole('region', { name: 'Pago seguro' });
      await userEvent.type(
        await within(step).findByLabelText('Número de tarjeta'),
        '4000000000009995',
      );
      await userEvent.type(within(step).getByLabelText('Caducidad (MM/AA)'), '12/34');
      await userEvent.type(within(step).getByLabelText('CVC'), '123');
      await userEvent.click(within(step).getByRole('button', { name: /^Pagar / }));
      expect(await within(step).findByRole('alert')).toHaveTextContent(
        'La tarjeta no tiene fondos suficientes.',
      );
      expect(within(step).getByRole('button', { name: /^Pagar / })).toBeEnabled();
    });

    it('says why the payment cannot be prepared', async () => {
      server.on('POST', intentPath, () =>
        json(400, { error: 'invalid_data', message: 'El email del destinatario no es válido.' }),
      );
      const form = await openForm();
      await fillRecipient(form);
      await total();
      await userEvent.click(payButton(form));
      const step = await screen.findByRole('region', { name: 'Pago seguro' });
      expect(await within(step).findByRole('alert')).toHaveTextContent(
        'El email del destinatario no es válido.',
      );
    });
  });

  describe('the delivery method', () => {
    /** Budget (shipping 7,50 € before IVA) and Express (15,00 €), as Prodigi lists them. */
    function serveTwoMethods() {
      server.on('POST', quotesPath, () => {
        const budget = quoteAnswer();
        const express = quoteAnswer({ prodigiShippingAmount: 1500 });
        const quotes = [budget.quotes[0], { ...express.quotes[0], shipmentMethod: 'Express' }];
        return json(200, { quotes, pricing: budget.pricing });
      });
    }
    const methods = (form: HTMLElement) =>
      within(within(form).getByRole('group', { name: 'Método de envío' })).getAllByRole('radio');

    it('lists every quoted method with its estimate and price, the cheapest chosen', async () => {
      serveTwoMethods();
      const form = await openForm();
      expect(await total()).toHaveTextContent('63,53 €');
      const group = within(form).getByRole('group', { name: 'Método de envío' });
      const [budget, express] = methods(form);
      expect(budget).toBeChecked();
      expect(express).not.toBeChecked();
      // Each with its name, our estimate for Spain and its shipping with IVA, as the cart.
      expect(budget?.closest('label')).toHaveTextContent(
        `EconómicoEntrega estimada: 5–9 días laborables9,08 €`,
      );
      expect(express?.closest('label')).toHaveTextContent(
        `UrgenteEntrega estimada: 2–4 días laborables18,15 €`,
      );
      expect(group).toHaveTextContent(/Los plazos son una estimación/);
      // The breakdown below lists shipping before IVA: the list says its prices include it.
      expect(group).toHaveTextContent(/Precios de envío con IVA incluido\./);
    });

    it('prices and pays the method the buyer picks, and a new pick closes the payment step', async () => {
      serveTwoMethods();
      const form = await openForm();
      await fillRecipient(form);
      await total();
      await userEvent.click(payButton(form));
      expect(await screen.findByRole('region', { name: 'Pago seguro' })).toBeInTheDocument();

      await userEvent.click(within(form).getByRole('radio', { name: /Urgente/ }));
      expect(screen.queryByRole('region', { name: 'Pago seguro' })).toBeNull();
      expect(await total()).toHaveTextContent(`72,60 €`);
      expect(within(form).getByText('Envío urgente')).toBeVisible();
      expect(payButton(form)).toHaveTextContent(`Ir al pago seguro · 72,60 €`);
      // Chosen on the form, not asked again.
      expect(quoteCalls()).toHaveLength(1);

      await userEvent.click(payButton(form));
      const step = await screen.findByRole('region', { name: 'Pago seguro' });
      expect(step).toHaveTextContent('envío urgente a España');
      expect(server.callsTo(intentPath).at(-1)?.body).toMatchObject({ shippingMethod: 'Express' });
    });
  });

  describe('the cart', () => {
    it('adds the print as chosen, and the same print again adds its copies', async () => {
      const form = await openForm();
      await total();
      await userEvent.click(within(form).getByRole('radio', { name: 'Blanco' }));
      fireEvent.change(field(form, 'Copias'), { target: { value: '3' } });
      const add = within(form).getByRole('button', { name: 'Añadir al carrito' });
      await userEvent.click(add);
      expect(await within(form).findByText('Añadido al carrito.')).toBeVisible();
      expect(within(form).getByRole('link', { name: 'Ver carrito (3)' })).toHaveAttribute(
        'href',
        '/carrito',
      );
      await userEvent.click(add);
      await waitFor(() =>
        expect(within(form).getByRole('link', { name: 'Ver carrito (6)' })).toBeVisible(),
      );
      const stored = readStoredCart(localStorage.getItem(CART_STORAGE_KEY));
      expect(stored.lines).toHaveLength(1);
      expect(stored.lines[0]).toMatchObject({
        photoId: 'faro',
        variantId: 'v-lamina',
        colorCode: 'WHITE',
        copies: 6,
      });
      // Nothing was ordered or paid.
      expect(server.callsTo(intentPath)).toHaveLength(0);
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
