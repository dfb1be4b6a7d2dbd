import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type BillingData, type Purchase, type Purchases } from '@shop/contracts';
import { allowConsole } from '@test/console-guard';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs, testProfile } from '@test/render-app';
import { ProfilePage } from '@/features/account/pages/profile-page';

const EVENT_ID = 'e0e0e0e0-0000-4000-8000-000000000001';
const orderId = (n: number) => `0d0e0f00-0000-4000-8000-${String(n).padStart(12, '0')}`;

const complete: BillingData = {
  type: 'personal',
  fiscalName: 'Ana López',
  taxId: '12345678Z',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  phone: '',
  email: '',
};

function purchase(overrides: Partial<Purchase> = {}): Purchase {
  const id = overrides._id ?? orderId(1);
  return {
    _id: id,
    number: id.slice(-6).toUpperCase(),
    status: 'paid',
    createdAt: '2025-03-14T10:00:00.000Z',
    totalAmount: 4500,
    currency: 'eur',
    eventInfo: null,
    totalItems: 1,
    totalQuantity: 1,
    tickets: [],
    prints: [
      {
        title: 'Amanecer en Gredos',
        product: 'Lámina fine art 30×40',
        copies: 1,
        priceCents: 4000,
        thumbnailUrl: null,
      },
    ],
    breakdown: {
      itemsCents: 4000,
      shippingCents: 500,
      ivaCents: 781,
      ivaRatesBp: [2100],
      totalCents: 4500,
      refundedCents: 0,
    },
    payment: { brand: 'visa', last4: '4242' },
    stage: 'shipped',
    shipments: [
      { carrier: 'Correos', trackingNumber: 'PK123', trackingUrl: 'https://track.example/PK123' },
    ],
    invoices: [
      {
        id: 'f0000000-0000-4000-8000-000000000001',
        code: 'S2025-00012',
        type: 'F2',
        issuedAt: '2025-03-14T10:00:01.000Z',
        totalCents: 4500,
      },
    ],
    ...overrides,
  };
}

const ticketOrder = (overrides: Partial<Purchase> = {}) =>
  purchase({
    eventInfo: {
      id: EVENT_ID,
      name: 'Paseo fotográfico al amanecer',
      cover: null,
      startDate: '2025-04-01T06:00:00.000Z',
      location: 'Madrid',
    },
    tickets: [
      {
        eventId: EVENT_ID,
        name: 'Entrada general',
        quantity: 2,
        price: 2000,
        participants: [
          { fullName: 'Ana López', email: 'ana@example.com' },
          { fullName: 'Marta Gil', email: 'marta@example.com' },
        ],
      },
    ],
    prints: [],
    stage: null,
    shipments: [],
    totalAmount: 4000,
    breakdown: {
      itemsCents: 4000,
      shippingCents: 0,
      ivaCents: 694,
      ivaRatesBp: [2100],
      totalCents: 4000,
      refundedCents: 0,
    },
    ...overrides,
  });

const server = setUpFakeServer((server) => {
  server.on('GET', '/api/form-fields/profile', () => json(200, { data: [] }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function servePurchases(orders: Purchase[]) {
  const answer: Purchases = { orders, totalSpent: 0, allEventIds: [] };
  server.on('GET', '/api/user/purchases', () => json(200, answer));
}

const renderProfile = (path: string) =>
  renderPage(<ProfilePage />, { path, route: '/profile/:section?/:paymentId?' });

/** Records the files the page saves (name and content). */
function catchDownloads() {
  const saved: { name: string; blob: Blob | null }[] = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:factura';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}

const servePdf = () =>
  server.on(
    'POST',
    '/api/events/get-pdf-ticket',
    () =>
      new Response('%PDF-1.7 factura', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      }),
  );

describe("'Historial de Pagos'", () => {
  it('lists each payment with its date, number, what it was, amount, status and card', async () => {
    signInAs(server);
    servePurchases([
      ticketOrder({ _id: orderId(1) }),
      purchase({
        _id: orderId(2),
        status: 'refunded',
        payment: { brand: 'mastercard', last4: '4444' },
        prints: [
          ...purchase().prints,
          { title: 'Niebla', product: 'Lienzo', copies: 2, priceCents: 1, thumbnailUrl: null },
        ],
      }),
      purchase({ _id: orderId(3), status: 'partially_refunded' }),
      purchase({ _id: orderId(4), status: 'pending_payment', payment: null }),
    ]);
    renderProfile('/profile/pagos');
    const list = await screen.findByRole('list', { name: 'Pagos' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(4);
    const [tickets, refunded, partial, pending] = rows;
    expect(tickets).toHaveAttribute('href', `/profile/pagos/${orderId(1)}`);
    expect(tickets).toHaveTextContent('Pedido 000001');
    expect(tickets).toHaveTextContent('14/03/2025');
    expect(tickets).toHaveTextContent('Paseo fotográfico al amanecer');
    expect(tickets).toHaveTextContent(/40,00\s€/);
    expect(tickets).toHaveTextContent('Pagado');
    expect(tickets).toHaveTextContent('Tarjeta de crédito · Visa •••• 4242');
    expect(refunded).toHaveTextContent('Amanecer en Gredos · Lámina fine art 30×40 + 1 más');
    expect(refunded).toHaveTextContent('Reembolsado');
    expect(refunded).toHaveTextContent('Tarjeta de crédito · Mastercard •••• 4444');
    expect(partial).toHaveTextContent('Reembolsado en parte');
    expect(pending).toHaveTextContent('Pendiente');
    expect(pending).toHaveTextContent(/Tarjeta de crédito$/);
  });

  it('says so when there are no payments', async () => {
    signInAs(server);
    servePurchases([]);
    renderProfile('/profile/pagos');
    expect(await screen.findByText('Todavía no tienes pagos registrados.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Páginas del historial' })).toBeNull();
  });

  it('only logs a failure to load, and shows the empty list', async () => {
    const log = allowConsole();
    signInAs(server);
    server.on('GET', '/api/user/purchases', () =>
      json(500, { error: 'internal', message: 'Error interno.' }),
    );
    renderProfile('/profile/pagos');
    expect(await screen.findByText('Todavía no tienes pagos registrados.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('pages 10 at a time', async () => {
    signInAs(server);
    servePurchases(Array.from({ length: 23 }, (_, i) => purchase({ _id: orderId(i + 1) })));
    renderProfile('/profile/pagos');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Pagos' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Páginas del historial' });
    expect(pager).toHaveTextContent('Página 1 de 3');
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(pager).toHaveTextContent('Página 2 de 3');
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Pedido 000011');
    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(pager).toHaveTextContent('Página 3 de 3');
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Anterior' }));
    expect(pager).toHaveTextContent('Página 2 de 3');
  });
});

describe('payment detail', () => {
  it('opens from the list: tickets with participants, the breakdown, the card and "Ver evento"', async () => {
    signInAs(server);
    servePurchases([ticketOrder()]);
    renderProfile('/profile/pagos');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /Pedido 000001/ }));

    const title = await screen.findByRole('heading', { name: 'Pedido 000001' });
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('heading', { level: 2, name: 'Detalle del pago' })).toBeVisible();
    expect(screen.getByText('Entrada general × 2')).toBeVisible();
    const participants = screen.getByRole('list', { name: 'Participantes' });
    expect(participants).toHaveTextContent('Ana López · ana@example.com');
    expect(participants).toHaveTextContent('Marta Gil · marta@example.com');
    expect(screen.getByRole('link', { name: 'Ver evento' })).toHaveAttribute(
      'href',
      `/events/${EVENT_ID}`,
    );
    expect(screen.queryByText('Envío')).toBeNull();
    expect(screen.getByText('IVA incluido').nextSibling).toHaveTextContent(/6,94\s€/);
    expect(screen.getByText('Método de pago').nextSibling).toHaveTextContent(
      'Tarjeta de crédito · Visa •••• 4242',
    );
    expect(screen.getByRole('link', { name: /Volver al historial/ })).toHaveAttribute(
      'href',
      '/profile/pagos',
    );
  });

  it('shows prints with their stage, tracking, shipping, refund and rectifying invoices', async () => {
    signInAs(server);
    servePurchases([
      purchase({
        status: 'partially_refunded',
        breakdown: { ...purchase().breakdown, refundedCents: 1000 },
        invoices: [
          ...purchase().invoices,
          {
            id: 'f0000000-0000-4000-8000-000000000002',
            code: 'R2025-00003',
            type: 'R5',
            issuedAt: '2025-03-20T10:00:00.000Z',
            totalCents: -1000,
          },
        ],
      }),
    ]);
    renderProfile(`/profile/pagos/${orderId(1)}`);
    expect(await screen.findByText('Amanecer en Gredos')).toBeVisible();
    expect(screen.getByText('Lámina fine art 30×40 · 1 copia')).toBeVisible();
    expect(screen.getByText('Enviado')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Seguir el envío' })).toHaveAttribute(
      'href',
      'https://track.example/PK123',
    );
    // Its own page, where the address can still be changed or the order cancelled.
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute(
      'href',
      `/pedido/${orderId(1)}`,
    );
    expect(screen.getByText('Envío').nextSibling).toHaveTextContent(/5,00\s€/);
    expect(screen.getByText('Reembolsado', { selector: 'dt' }).nextSibling).toHaveTextContent(
      /10,00\s€/,
    );
    expect(screen.getByText('Reembolsado en parte')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar factura' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Descargar factura rectificativa R2025-00003' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ver evento' })).toBeNull();
  });

  it("opens at the app's own routes: /profile/pagos/{id}, back to /profile/pagos", async () => {
    signInAs(server);
    servePurchases([ticketOrder()]);
    renderPage(<ProfilePage />, {
      path: `/profile/pagos/${orderId(1)}`,
      route: paths.profilePayment.pattern,
      extraRoutes: [{ path: paths.profileSection.pattern, element: <ProfilePage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Pedido 000001' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: /Volver al historial/ }));
    expect(await screen.findByRole('list', { name: 'Pagos' })).toBeVisible();
  });

  it('says so for an unknown payment', async () => {
    signInAs(server);
    servePurchases([purchase()]);
    renderProfile('/profile/pagos/p1');
    expect(await screen.findByText('No encontramos ese pago.')).toBeVisible();
  });
});

describe('invoice download', () => {
  it('downloads the invoice in force at once when the billing data are complete', async () => {
    signInAs(server, { billingData: complete });
    servePurchases([purchase()]);
    servePdf();
    const saved = catchDownloads();
    renderProfile(`/profile/pagos/${orderId(1)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Descargar factura' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('factura-S2025-00012.pdf');
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.7 factura');
    expect(server.callsTo('/api/events/get-pdf-ticket')).toEqual([
      expect.objectContaining({
        method: 'POST',
        authorization: 'Bearer stored-token',
        body: { orderId: orderId(1) },
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads a rectifying invoice by its id', async () => {
    signInAs(server, { billingData: complete });
    const rectifying = {
      id: 'f0000000-0000-4000-8000-000000000002',
      code: 'R2025-00003',
      type: 'R1' as const,
      issuedAt: '2025-03-20T10:00:00.000Z',
      totalCents: -4500,
    };
    servePurchases([purchase({ invoices: [...purchase().invoices, rectifying] })]);
    servePdf();
    const saved = catchDownloads();
    renderProfile(`/profile/pagos/${orderId(1)}`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar factura rectificativa R2025-00003' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('factura-R2025-00003.pdf');
    expect(server.callsTo('/api/events/get-pdf-ticket')[0]?.body).toEqual({
      orderId: orderId(1),
      invoiceId: rectifying.id,
    });
  });

  it('asks for the billing data first when they are incomplete, saves them, then downloads', async () => {
    signInAs(server, { billingData: null });
    servePurchases([purchase()]);
    servePdf();
    let answer: (r: Response) => void = () => {};
    server.on('PUT', '/api/user/billing', () => new Promise((r) => (answer = r)));
    const saved = catchDownloads();
    renderProfile(`/profile/pagos/${orderId(1)}`);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Descargar factura' });
    await user.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Datos de Facturación Requeridos' });
    expect(server.callsTo('/api/events/get-pdf-ticket')).toHaveLength(0);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Particular'));
    await user.type(within(dialog).getByLabelText('Nombre Completo'), complete.fiscalName);
    await user.type(within(dialog).getByLabelText('NIF/DNI'), complete.taxId);
    await user.type(within(dialog).getByLabelText('Dirección'), complete.address);
    await user.type(within(dialog).getByLabelText('Código postal'), complete.postalCode);
    await user.type(within(dialog).getByLabelText('Ciudad'), complete.city);
    await user.type(within(dialog).getByLabelText('Provincia'), complete.province);
    // The country starts on España, the first of the names offered.
    const country = within(dialog).getByLabelText('País');
    expect(country).toHaveValue('ES');
    expect(within(country).getAllByRole('option')[0]).toHaveTextContent('España');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar y Continuar' }));

    expect(within(dialog).getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    answer(json(200, testProfile({ billingData: complete })));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(server.callsTo('/api/user/billing')[0]?.body).toEqual({
      billingData: { ...complete, country: 'ES' },
    });
    expect(server.callsTo('/api/events/get-pdf-ticket')[0]?.body).toEqual({ orderId: orderId(1) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descargar factura' }));
  });

  it('cancels the modal without saving or downloading', async () => {
    signInAs(server, { billingData: { ...complete, taxId: ' ' } });
    servePurchases([purchase()]);
    renderProfile(`/profile/pagos/${orderId(1)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Descargar factura' }));
    const dialog = screen.getByRole('dialog', { name: 'Datos de Facturación Requeridos' });
    // The stored data fill the form.
    expect(within(dialog).getByLabelText('Nombre Completo')).toHaveValue('Ana López');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('/api/user/billing')).toHaveLength(0);
    expect(server.callsTo('/api/events/get-pdf-ticket')).toHaveLength(0);
  });

  it('only logs a failed download', async () => {
    const log = allowConsole();
    signInAs(server, { billingData: complete });
    servePurchases([purchase()]);
    server.on('POST', '/api/events/get-pdf-ticket', () =>
      json(409, { error: 'conflict', message: 'La factura todavía no está lista.' }),
    );
    const saved = catchDownloads();
    renderProfile(`/profile/pagos/${orderId(1)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar factura' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(saved).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar factura' })).toBeEnabled();
  });
});
