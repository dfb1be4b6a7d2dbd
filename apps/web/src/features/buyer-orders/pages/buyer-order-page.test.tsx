import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buyerOrderMessages as msg,
  CART_STORAGE_KEY,
  checkoutMessages,
  paths,
  type BuyerOrder,
} from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer } from '@test/render-app';
import { BuyerOrderPage } from './buyer-order-page';

const server = setUpFakeServer();
/** Amounts keep their no-break space before '€': match the text as it is. */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const id = '0b6c2a52-4f4e-4e55-9a51-5d2f0a1b2c3d';
const api = `/api/buyer/orders/${id}`;

const noReasons = { changeAddressUnavailable: null, cancelUnavailable: null };

const anOrder = (overrides: Partial<BuyerOrder> = {}): BuyerOrder => ({
  id,
  number: '1B2C3D',
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'paid',
  isTest: false,
  currency: 'EUR',
  items: [
    {
      title: 'Atardecer en Cabo de Gata',
      product: 'Lámina grande',
      copies: 2,
      priceCents: 7260,
      thumbnailUrl: '/media/photos/cabo/320.jpg',
    },
  ],
  printChoices: [
    {
      photoId: 'p-cabo',
      variantId: 'v-large',
      colorCode: '',
      copies: 2,
      productAttributes: {},
    },
  ],
  tickets: [],
  viewerIsOwner: false,
  shippingMethod: 'Standard',
  breakdown: {
    itemsCents: 7260,
    printsCents: 7260,
    ticketsCents: 0,
    shippingCents: 787,
    ivaCents: 1397,
    ivaRatesBp: [2100],
    totalCents: 8047,
    refundedCents: 0,
  },
  stage: 'paid',
  shipments: [],
  recipient: {
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
    phoneNumber: '',
    addressLine1: 'Calle Mayor 1',
    addressLine2: '',
    city: 'Madrid',
    stateOrCounty: '',
    postalCode: '28013',
    countryCode: 'ES',
  },
  actions: { changeAddress: true, cancel: true, ...noReasons },
  ...overrides,
});

const aTicketOrder = (overrides: Partial<BuyerOrder> = {}): BuyerOrder =>
  anOrder({
    items: [],
    printChoices: [],
    shippingMethod: null,
    recipient: null,
    breakdown: {
      itemsCents: 5000,
      printsCents: 0,
      ticketsCents: 5000,
      shippingCents: 0,
      ivaCents: 868,
      ivaRatesBp: [2100],
      totalCents: 5000,
      refundedCents: 0,
    },
    tickets: [
      {
        eventId: 'e-1',
        eventName: 'Paseo fotográfico por el Albaicín',
        ticketType: 'General',
        startsAt: '2026-12-20T09:00:00.000Z',
        endsAt: '2026-12-20T12:00:00.000Z',
        timeZone: 'Europe/Madrid',
        venueName: 'Mirador de San Nicolás',
        venueAddress: 'Plaza de San Nicolás, Granada',
        quantity: 2,
        priceCents: 5000,
        holders: [
          {
            fullName: 'Nora Vidal',
            email: 'nora@example.com',
            reference: '9F3A61C2',
            status: 'valid',
          },
          {
            fullName: 'Iván Soler',
            email: 'ivan@example.com',
            reference: '1B2C3D4E',
            status: 'valid',
          },
        ],
      },
    ],
    actions: { changeAddress: false, cancel: false, ...noReasons },
    ...overrides,
  });

const openPage = () =>
  renderPage(<BuyerOrderPage />, {
    route: paths.buyerOrder.pattern,
    path: paths.buyerOrder.build(id, 'firma-de-prueba'),
  });

describe('/pedido/{id} as the receipt of a payment', () => {
  it('says the payment is being confirmed, then the order, its prints, delivery and next steps; the paid cart empties', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, lines: [], checkoutOrderId: id }),
    );
    let status: BuyerOrder['status'] = 'pending_payment';
    server.on('GET', api, () => json(200, anOrder({ status })));
    // Back from the bank's 3-D Secure: the provider's parameters ride on the receipt's link.
    const { router } = renderPage(<BuyerOrderPage />, {
      route: paths.buyerOrder.pattern,
      path: `${paths.buyerOrder.build(id, 'firma-de-prueba')}&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded`,
    });
    expect(
      await screen.findByText(/^Estamos confirmando el pago de 80,47\s€ con tu banco\.\.\.$/),
    ).toBeVisible();
    // The address keeps only the order's signature.
    await waitFor(() => expect(router.state.location.search).toBe('?firma=firma-de-prueba'));
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();

    status = 'paid';
    // Confirmed (the page asks again while the payment is pending).
    expect(
      await screen.findByText(
        `${checkoutMessages.paymentConfirmedOrder('1B2C3D')}. ${msg.confirmedPrints}`,
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Total (IVA y envío incluidos)').closest('div')).toHaveTextContent(
      '80,47 €',
    );
    expect(screen.queryByText(/pi_1/)).toBeNull();
    expect(screen.getByText('Envío estándar').closest('div')).toHaveTextContent('7,87 €');
    const picture = screen
      .getByText('Atardecer en Cabo de Gata')
      .closest('li')
      ?.querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/photos/cabo/320.jpg');
    const next = screen.getByRole('region', { name: 'Qué pasa ahora' });
    expect(next).toHaveTextContent('lucia@example.com');
    expect(next).toHaveTextContent('envío estándar (entrega estimada: 4–7 días laborables');
    await waitFor(() => expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull());
  });

  it('reads as failed when the bank refused the card: danger badge, no paid stage nor address, and the prints back in the cart', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ version: 1, lines: [], checkoutOrderId: null }),
    );
    server.on('GET', api, () =>
      json(
        200,
        anOrder({
          status: 'pending_payment',
          actions: { ...anOrder().actions, changeAddress: false, cancel: false },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderPage(<BuyerOrderPage />, {
      route: paths.buyerOrder.pattern,
      path: `${paths.buyerOrder.build(id, 'firma-de-prueba')}&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=failed`,
    });
    expect(await screen.findByText(checkoutMessages.cardRejected)).toBeVisible();
    const badge = screen.getByText('Pago no completado');
    expect(badge).toHaveAttribute('data-status', 'payment_failed');
    expect(screen.queryByRole('list', { name: 'Estado del pedido' })).toBeNull();
    expect(screen.queryByText('Pagado')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dirección de entrega' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Qué pasa ahora' })).toBeNull();
    expect(screen.queryByText(/Pago confirmado/)).toBeNull();
    expect(screen.queryByRole('link', { name: msg.backToEvent })).toBeNull();

    await user.click(screen.getByRole('button', { name: msg.backToCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/carrito'));
    const cart = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as {
      lines: { photoId: string; variantId: string; copies: number; title: string }[];
    };
    expect(cart.lines).toMatchObject([
      { photoId: 'p-cabo', variantId: 'v-large', copies: 2, title: 'Atardecer en Cabo de Gata' },
    ]);
  });

  it('offers the event again when a ticket payment failed', async () => {
    server.on('GET', api, () => json(200, aTicketOrder({ status: 'payment_failed' })));
    openPage();
    expect(await screen.findByText(checkoutMessages.cardRejected)).toBeVisible();
    expect(screen.getByRole('link', { name: msg.backToEvent })).toHaveAttribute(
      'href',
      paths.event.build('e-1'),
    );
    expect(screen.queryByRole('button', { name: msg.backToCart })).toBeNull();
    expect(screen.getByText('Pago no completado')).toHaveAttribute('data-status', 'payment_failed');
  });
  it('says an order replaced by a later try ended unpaid, with the late payment given back', async () => {
    server.on('GET', api, () =>
      json(
        200,
        aTicketOrder({
          status: 'cancelled',
          stage: 'paid',
          breakdown: { ...aTicketOrder().breakdown, refundedCents: 5000 },
        }),
      ),
    );
    openPage();
    expect(await screen.findByText(msg.endedUnpaid)).toBeVisible();
    expect(screen.getByText(msg.lateRefund('50,00 €'))).toBeVisible();
    expect(screen.getByText('Cancelado')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.queryByText(/Pago confirmado/)).toBeNull();
    expect(screen.getByRole('link', { name: msg.backToEvent })).toBeVisible();
  });
});

describe('/pedido/{id} of a ticket order', () => {
  it('shows the tickets, their holders and references, and nothing of prints, lab or delivery', async () => {
    server.on('GET', api, () => json(200, aTicketOrder({ viewerIsOwner: true })));
    const { container } = renderPage(<BuyerOrderPage />, {
      route: paths.buyerOrder.pattern,
      path: `${paths.buyerOrder.build(id, 'firma-de-prueba')}&redirect_status=succeeded`,
    });
    const tickets = await screen.findByRole('region', { name: 'Tus entradas' });
    expect(tickets).toHaveTextContent('Paseo fotográfico por el Albaicín');
    expect(tickets).toHaveTextContent('Mirador de San Nicolás, Plaza de San Nicolás, Granada');
    expect(tickets).toHaveTextContent('General · 2 entradas');
    expect(tickets).toHaveTextContent('Referencia 9F3A61C2');
    expect(tickets).toHaveTextContent('Iván Soler');
    expect(within(tickets).getByRole('link', { name: 'Ver mis entradas' })).toHaveAttribute(
      'href',
      paths.myTickets.build('e-1'),
    );
    expect(within(tickets).getByRole('button', { name: 'Descargar entradas (PDF)' })).toBeVisible();
    expect(screen.getByText('Entradas').closest('div')).toHaveTextContent('50,00 €');
    expect(container).toHaveTextContent(msg.confirmedTickets);
    const text = container.textContent;
    for (const printWord of ['Impresiones', 'Prodigi', 'laboratorio', 'Envío', 'Dirección']) {
      expect(text).not.toContain(printWord);
    }
    expect(screen.queryByRole('list', { name: 'Estado del pedido' })).toBeNull();
  });

  it('tells a visitor by link where the tickets are, without the owner’s links', async () => {
    server.on('GET', api, () => json(200, aTicketOrder()));
    openPage();
    const tickets = await screen.findByRole('region', { name: 'Tus entradas' });
    expect(tickets).toHaveTextContent('Cada asistente recibe su entrada por email.');
    expect(within(tickets).queryByRole('link', { name: 'Ver mis entradas' })).toBeNull();
  });
});

describe('/pedido/{id}', () => {
  it("shows the order from the email's link: items, prices, timeline and tracking", async () => {
    server.on('GET', api, () =>
      json(
        200,
        anOrder({
          stage: 'shipped',
          actions: { changeAddress: false, cancel: false, ...noReasons },
          shipments: [
            {
              carrier: 'Royal Mail',
              trackingNumber: 'PH000000000GB',
              trackingUrl: 'https://track.example/PH000000000GB',
            },
          ],
        }),
      ),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 1B2C3D' })).toBeVisible();
    expect(server.callsTo(api)[0]?.path).toBe(`${api}?signature=firma-de-prueba`);
    expect(screen.getByText('Atardecer en Cabo de Gata')).toBeVisible();
    expect(screen.getByText('Lámina grande · 2 copias')).toBeVisible();
    const total = screen.getByText('Total (IVA y envío incluidos)').closest('div');
    expect(total).toHaveTextContent('80,47 €');
    expect(screen.getByText(/^de los cuales IVA \(21/).closest('div')).toHaveTextContent('13,97 €');
    // The country by its name, never its code.
    expect(screen.getByText('España')).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Estado del pedido' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      'Pagado',
      'En producción',
      'Enviado',
      'EntregadoLo confirma el transportista en su seguimiento',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Seguir el envío' })).toHaveAttribute(
      'href',
      'https://track.example/PH000000000GB',
    );
    expect(screen.getByText(/PH000000000GB/)).toBeVisible();
    // Nothing to change any more: neither the form nor the cancel button.
    expect(screen.queryByRole('button', { name: 'Cambiar dirección' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('corrects the address, showing the server’s refusal under its field, then its confirmation', async () => {
    server.on('GET', api, () => json(200, anOrder()));
    let attempts = 0;
    server.on('POST', `${api}/address`, (call) => {
      attempts += 1;
      if (attempts === 1) {
        const message = 'El código postal no es válido para ese país (por ejemplo, 28013).';
        return json(400, {
          error: 'invalid_data',
          message,
          details: [{ path: 'recipient.postalCode', message }],
        });
      }
      const { recipient } = call.body as { recipient: BuyerOrder['recipient'] };
      return json(200, { message: msg.addressChanged, order: anOrder({ recipient }) });
    });
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar dirección' }));
    const form = screen.getByRole('form', { name: 'Cambiar la dirección de entrega' });
    expect(within(form).getByRole('textbox', { name: 'País' })).toHaveAttribute('readonly');
    const street = within(form).getByRole('textbox', { name: 'Dirección' });
    await user.clear(street);
    await user.type(street, 'Calle de Alcalá 50');
    const postal = within(form).getByRole('textbox', { name: 'Código postal' });
    await user.clear(postal);
    await user.type(postal, '2801');
    await user.click(within(form).getByRole('button', { name: 'Guardar dirección' }));
    expect(await within(form).findAllByText(/El código postal no es válido/)).not.toHaveLength(0);
    expect(postal).toHaveAttribute('aria-invalid', 'true');

    await user.clear(postal);
    await user.type(postal, '28014');
    await user.click(within(form).getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText(msg.addressChanged)).toBeVisible();
    expect(server.callsTo(`${api}/address`)[1]?.body).toMatchObject({
      recipient: { addressLine1: 'Calle de Alcalá 50', postalCode: '28014', countryCode: 'ES' },
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('28014 Madrid')).toBeVisible();
  });

  it('names the required fields left blank, and sends nothing', async () => {
    server.on('GET', api, () => json(200, anOrder()));
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar dirección' }));
    await user.clear(screen.getByRole('textbox', { name: 'Ciudad' }));
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(screen.getByText('Completa los campos obligatorios: Ciudad.')).toBeVisible();
    expect(server.callsTo(`${api}/address`)).toHaveLength(0);
  });

  it('cancels after a confirming step and shows what is refunded', async () => {
    server.on('GET', api, () => json(200, anOrder()));
    server.on('POST', `${api}/cancel`, () =>
      json(200, {
        message: msg.cancelled(8047),
        order: anOrder({
          status: 'refunded',
          stage: 'cancelled',
          breakdown: { ...anOrder().breakdown, refundedCents: 8047 },
          actions: { changeAddress: false, cancel: false, ...noReasons },
        }),
      }),
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    expect(screen.getByText(msg.cancelQuestion(8047), asWritten)).toBeVisible();
    expect(server.callsTo(`${api}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText(msg.cancelled(8047), asWritten)).toBeVisible();
    expect(screen.getByText(/^Pedido cancelado: te devolvemos 80,47/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('says when the lab no longer allows the cancel', async () => {
    server.on('GET', api, () => json(200, anOrder()));
    server.on('POST', `${api}/cancel`, () =>
      json(409, { error: 'conflict', message: msg.cancelNotAvailable }),
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.cancelNotAvailable);
  });

  it('offers neither action once the lab no longer allows it, and says why', async () => {
    server.on('GET', api, () =>
      json(
        200,
        anOrder({
          actions: {
            changeAddress: false,
            cancel: false,
            changeAddressUnavailable: msg.unavailable.inProduction.changeAddress,
            cancelUnavailable: msg.unavailable.inProduction.cancel,
          },
        }),
      ),
    );
    openPage();
    expect(await screen.findByText(msg.unavailable.inProduction.changeAddress)).toBeVisible();
    expect(screen.getByText(msg.unavailable.inProduction.cancel)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambiar dirección' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
  });

  it('hides the address change refused on saving, saying why, as the page asks the lab again', async () => {
    let open = true;
    const refused = msg.unavailable.inProduction.changeAddress;
    server.on('GET', api, () =>
      json(
        200,
        anOrder({
          actions: open
            ? anOrder().actions
            : {
                changeAddress: false,
                cancel: false,
                changeAddressUnavailable: refused,
                cancelUnavailable: msg.unavailable.inProduction.cancel,
              },
        }),
      ),
    );
    server.on('POST', `${api}/address`, () => {
      open = false;
      return json(409, { error: 'conflict', message: refused });
    });
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Cambiar dirección' }));
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText(refused)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cambiar dirección' })).toBeNull();
  });

  it('answers a link that is not valid with the Spanish message and a way to sign in', async () => {
    server.on('GET', api, () => json(404, { error: 'not_found', message: msg.notFound }));
    openPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(msg.notFound);
    expect(screen.getByRole('link', { name: 'inicia sesión' })).toHaveAttribute('href', '/signin');
  });
});
