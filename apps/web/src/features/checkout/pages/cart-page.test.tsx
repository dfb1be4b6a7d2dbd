import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  CART_VERSION,
  cartLineId,
  readStoredCart,
  type CartLine,
  type CartQuoteRequestBody,
  type CartQuoteResponse,
  type OrderRequestBody,
} from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { CartPage } from './cart-page';

const line = (overrides: Partial<CartLine> = {}): CartLine => {
  const base = {
    photoId: 'faro',
    variantId: 'v-lamina',
    colorCode: 'BLACK',
    copies: 2,
    productAttributes: {},
    title: 'Faro de Cabo de Gata',
    product: 'Lámina · Negro',
    thumbnailUrl: '/media/faro-320.jpg',
    ...overrides,
  };
  return { ...base, id: cartLineId(base) };
};
const faro = line();
const duna = line({ photoId: 'duna', title: 'Dunas de Mónsul', copies: 1 });

const store = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ version: CART_VERSION, lines, checkoutOrderId: null, ...extra }),
  );
const stored = () => readStoredCart(localStorage.getItem(CART_STORAGE_KEY));

/** Priced by the copies asked: 20 € a copy, shipping by method, 21 % IVA included. */
function quoteFor(body: CartQuoteRequestBody): CartQuoteResponse {
  const shipping = { Budget: 600, Standard: 950, Express: 1800 };
  const lines = body.items.map((item) => ({ priceCents: 2000 * (item.copies ?? 1) }));
  const goods = lines.reduce((sum, l) => sum + l.priceCents, 0);
  return {
    currency: 'EUR',
    vatTreatment: 'es',
    vatRate: 21,
    methods: Object.entries(shipping).map(([method, cents], i) => ({
      method,
      label: ['Económico', 'Estándar', 'Urgente'][i] ?? method,
      estimate:
        [
          { minDays: 5, maxDays: 9 },
          { minDays: 4, maxDays: 7 },
          { minDays: 2, maxDays: 4 },
        ][i] ?? null,
      lines,
      goodsCents: goods,
      shippingCents: cents,
      ivaCents: Math.round(((goods + cents) * 21) / 121),
      totalCents: goods + cents,
    })),
  };
}

const quotePath = '/api/checkout/quotes';
const ordersPath = '/api/checkout/orders';

const server = setUpFakeServer((server) => {
  server.on('GET', '/api/payments/config', () =>
    json(200, { publishableKey: 'pk_test_sim', simulator: { apiBase: 'http://127.0.0.1:9999' } }),
  );
  server.on('POST', quotePath, (call) => json(200, quoteFor(call.body as CartQuoteRequestBody)));
  server.on('POST', ordersPath, () =>
    json(200, {
      orderId: 'order-7',
      status: 'pending_payment',
      amount: 7800,
      currency: 'EUR',
      lines: [],
      clientSecret: 'pi_7_secret_abc',
      paymentIntentId: 'pi_7',
      orderNumber: 'ORDER7',
      receiptPath: '/pedido/order-7?firma=sig',
    }),
  );
  server.on('POST', '/v1/payment_intents/pi_7/confirm', () =>
    json(200, { id: 'pi_7', status: 'succeeded', next_action: null }),
  );
});

const openCart = () => {
  renderPage(<CartPage />, { path: '/carrito' });
  return screen.findByRole('list', { name: 'Impresiones del carrito' });
};
const lastQuote = () => server.callsTo(quotePath).at(-1)?.body as CartQuoteRequestBody;

describe('the cart page', () => {
  it('says the cart is empty, also when what is stored is not a cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"version":1,"lines":"nope"}');
    renderPage(<CartPage />, { path: '/carrito' });
    expect(await screen.findByText('Tu carrito está vacío.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver la galería' })).toHaveAttribute(
      'href',
      '/galeria',
    );
  });

  it('shows the valid lines, quotes them together for Spain, and offers every method, cheapest first', async () => {
    store([faro, { ...duna, copies: 40 }, duna]);
    const list = await openCart();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Faro de Cabo de Gata');
    expect(items[1]).toHaveTextContent('Dunas de Mónsul');

    const express = await screen.findByRole('radio', { name: /Urgente/ });
    expect(express.closest('label')).toHaveTextContent(
      'UrgenteEntrega estimada: 2–4 días laborables18,00 €',
    );
    expect(screen.getByRole('radio', { name: /Económico/ })).toBeChecked();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('66,00 €');
    expect(lastQuote()).toEqual({
      items: [
        {
          kind: 'print',
          photoId: 'faro',
          variantId: 'v-lamina',
          colorCode: 'BLACK',
          copies: 2,
          productAttributes: {},
        },
        {
          kind: 'print',
          photoId: 'duna',
          variantId: 'v-lamina',
          colorCode: 'BLACK',
          copies: 1,
          productAttributes: {},
        },
      ],
      destinationCountryCode: 'ES',
    });

    await userEvent.click(express);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('78,00 €');
  });

  it('changes copies and removes lines, in storage and in the quote', async () => {
    store([faro, duna]);
    const list = await openCart();
    const [firstCopies] = within(list).getAllByLabelText('Copias');
    await userEvent.selectOptions(firstCopies ?? list, '5');
    expect(stored().lines[0]?.copies).toBe(5);
    await waitFor(() => expect(lastQuote().items[0]?.copies).toBe(5));

    await userEvent.click(within(list).getByRole('button', { name: /^Quitar Dunas de Mónsul/ }));
    expect(stored().lines.map((l) => l.photoId)).toEqual(['faro']);
    await waitFor(() => expect(lastQuote().items).toHaveLength(1));
  });

  it('pays the whole cart once with the method chosen, empties it only once paid, and opens the receipt', async () => {
    store([faro, duna]);
    await openCart();
    await userEvent.click(await screen.findByRole('radio', { name: /Urgente/ }));
    const form = screen.getByRole('form', { name: 'Datos de envío y pago' });
    await userEvent.type(within(form).getByLabelText('Nombre completo'), 'Ana López');
    await userEvent.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(form).getByLabelText('Dirección'), 'Calle Mayor 1');
    await userEvent.type(within(form).getByLabelText('Ciudad'), 'Madrid');
    await userEvent.type(within(form).getByLabelText('Código postal'), '28013');
    await userEvent.click(within(form).getByRole('button', { name: /^Ir al pago seguro · 78,00/ }));

    const step = await screen.findByRole('region', { name: 'Pago seguro' });
    const [order] = server.callsTo(ordersPath);
    expect(server.callsTo(ordersPath)).toHaveLength(1);
    const body = order?.body as OrderRequestBody;
    expect(body.shippingMethod).toBe('Express');
    expect(body.items.map((i) => (i.kind === 'print' ? [i.photoId, i.copies] : i))).toEqual([
      ['faro', 2],
      ['duna', 1],
    ]);
    expect(body.recipient).toMatchObject({ name: 'Ana López', countryCode: 'ES' });
    // Not paid yet: the cart is kept, and knows the order that pays for it.
    await waitFor(() => expect(stored().checkoutOrderId).toBe('order-7'));
    expect(stored().lines).toHaveLength(2);

    await userEvent.type(
      await within(step).findByLabelText('Número de tarjeta'),
      '4242424242424242',
    );
    await userEvent.type(within(step).getByLabelText('Caducidad (MM/AA)'), '12/34');
    await userEvent.type(within(step).getByLabelText('CVC'), '123');
    await userEvent.click(within(step).getByRole('button', { name: /^Pagar 78,00/ }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/pedido/order-7?firma=sig');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
