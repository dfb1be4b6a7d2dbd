import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  providerOrderMessages as msg,
  type OrderMoney,
  type ProviderOrderActions,
  type ProviderOrderBody,
} from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { OrdersManagementPage } from './orders-management-page';

const server = setUpFakeServer((server) => signInAs(server, { role: 'admin' }));

const SHOP_ORDER = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2fab12';

const order = (overrides: Partial<ProviderOrderBody> = {}): ProviderOrderBody => ({
  id: 'ord_1001',
  merchantReference: SHOP_ORDER,
  created: '2026-07-01T09:05:00.000Z',
  lastUpdated: '2026-07-01T09:06:00.000Z',
  shippingMethod: 'Budget',
  status: { stage: 'InProgress' },
  items: [
    { id: 'ori_1', sku: 'GLOBAL-FAP-12X16', copies: 2, status: 'Ok' },
    { id: 'ori_2', sku: 'GLOBAL-CFPM-16X20', copies: 1, status: 'NotYetDownloaded' },
  ],
  recipient: {
    name: 'Ana López',
    email: 'ana@example.com',
    phoneNumber: null,
    address: {
      line1: 'Calle Mayor 1',
      line2: null,
      postalOrZipCode: '28013',
      countryCode: 'ES',
      townOrCity: 'Madrid',
      stateOrCounty: null,
    },
  },
  shipments: [
    {
      id: 'shp_1',
      status: 'Shipped',
      carrier: { name: 'Royal Mail', service: 'Tracked 48' },
      tracking: { number: 'PH000000000GB', url: 'https://track.example/PH000000000GB' },
    },
  ],
  metadata: { nota: 'regalo' },
  shopOrderId: SHOP_ORDER,
  ...overrides,
});

const availability = (yes: boolean): ProviderOrderActions => {
  const flag = { isAvailable: yes ? ('Yes' as const) : ('No' as const) };
  return {
    cancel: flag,
    changeShippingMethod: flag,
    changeRecipientDetails: flag,
    changeMetaData: { isAvailable: 'Yes' },
  };
};

const LIST = '/api/prodigi/admin/orders';
const detailPath = (id: string) => `${LIST}/${id}`;

/** The fake Prodigi side: a list, one order's detail and its actions. */
function serveOrders(orders: ProviderOrderBody[], { open = true, hasMore = false } = {}) {
  server.on('GET', LIST, () => json(200, { orders, hasMore }));
  for (const o of orders) {
    server.on('GET', detailPath(o.id), () => json(200, o));
    server.on('GET', `${detailPath(o.id)}/actions`, () => json(200, availability(open)));
  }
}

const renderAt = (search = '') =>
  renderPage(<OrdersManagementPage />, {
    path: `/orders-management${search}`,
    route: '/orders-management',
  });

const listQueries = () => server.callsTo(LIST).map((c) => new URL(c.path, 'http://x').search);

async function openOrder(id: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(id) }));
  const detail = screen.getByRole('region', { name: 'Detalle de la orden' });
  await within(detail).findByRole('heading', { name: `Orden ${id}` });
  return { user, detail };
}

const actionBlock = (detail: HTMLElement, name: string) =>
  within(detail).getByRole('region', { name });

describe('Pedidos en Prodigi: the list', () => {
  it('shows each order with its stage, Madrid time, reference, shipping and item count', async () => {
    serveOrders([order(), order({ id: 'ord_1002', status: { stage: 'OnHold' }, items: [] })]);
    renderAt();
    const first = await screen.findByRole('button', { name: /ord_1001/ });
    expect(first).toHaveTextContent('En curso');
    expect(first).toHaveTextContent('2026-07-01 11:05 · Budget · 2 artículos');
    expect(first).toHaveTextContent(`Ref.: ${SHOP_ORDER}`);
    const second = screen.getByRole('button', { name: /ord_1002/ });
    expect(second).toHaveTextContent(msg.unknownStage);
    expect(second).toHaveTextContent('0 artículos');
    expect(screen.getByRole('tab', { name: 'Pedidos en Prodigi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(listQueries()).toEqual(['?top=10&skip=0']);
  });

  it('filters by merchant reference through the URL, and clears back to the first page', async () => {
    serveOrders([order()]);
    const user = userEvent.setup();
    const { router } = renderAt('?skip=20');
    await screen.findByRole('button', { name: /ord_1001/ });
    const form = screen.getByRole('form', { name: 'Filtrar órdenes' });
    expect(within(form).getByLabelText('Saltar')).toHaveValue(20);
    await user.type(
      within(form).getByLabelText('Referencias de comercio (separadas por comas)'),
      ` ${SHOP_ORDER} `,
    );
    await user.selectOptions(within(form).getByLabelText('Estado'), 'Cancelada');
    await user.clear(within(form).getByLabelText('Saltar'));
    await user.click(within(form).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?status=cancelled&merchantReferences=${SHOP_ORDER}`,
      ),
    );
    await waitFor(() =>
      expect(listQueries().at(-1)).toBe(
        `?top=10&skip=0&status=cancelled&merchantReferences=${SHOP_ORDER}`,
      ),
    );

    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      within(form).getByLabelText('Referencias de comercio (separadas por comas)'),
    ).toHaveValue('');
  });

  it('refuses a page size over 100 without asking the server', async () => {
    serveOrders([order()]);
    const user = userEvent.setup();
    renderAt();
    await screen.findByRole('button', { name: /ord_1001/ });
    const top = screen.getByLabelText('Órdenes por página');
    await user.clear(top);
    await user.type(top, '101');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(msg.badTop);
    expect(top).toHaveAttribute('aria-invalid', 'true');
    expect(listQueries()).toHaveLength(1);
  });

  it("pages with 'Siguiente' and 'Anterior' by the page size", async () => {
    serveOrders([order()], { hasMore: true });
    const user = userEvent.setup();
    const { router } = renderAt('?top=5');
    await screen.findByRole('button', { name: /ord_1001/ });
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?top=5&skip=5'));
    await waitFor(() => expect(listQueries().at(-1)).toBe('?top=5&skip=5'));
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe('?top=5'));
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    server.on('GET', LIST, () => json(200, { orders: [], hasMore: false }));
    const first = renderAt();
    expect(await screen.findByText(msg.empty)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    first.unmount();

    server.on('GET', LIST, () => json(502, {}));
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las órdenes');
  });
});

describe('Pedidos en Prodigi: the detail and its actions', () => {
  it('shows the general data, recipient, items, shipments and metadata', async () => {
    serveOrders([order()]);
    renderAt();
    const { detail } = await openOrder('ord_1001');
    expect(detail).toHaveTextContent('Pedido de la tienda2FAB12');
    expect(detail).toHaveTextContent('Calle Mayor 1, 28013 Madrid, España');
    const rows = within(within(detail).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'SKUCopiasEstado',
      'GLOBAL-FAP-12X16' + '2' + 'Ok',
      'GLOBAL-CFPM-16X20' + '1' + 'NotYetDownloaded',
    ]);
    expect(within(detail).getByRole('link', { name: 'Seguimiento PH000000000GB' })).toHaveAttribute(
      'href',
      'https://track.example/PH000000000GB',
    );
    expect(detail).toHaveTextContent('"nota": "regalo"');
  });

  it('enables only what Prodigi allows; metadata always', async () => {
    serveOrders([order()], { open: false });
    renderAt('?orden=ord_1001');
    const detail = await screen.findByRole('region', { name: 'Detalle de la orden' });
    await within(detail).findAllByText(msg.notAvailable);
    expect(within(detail).getByRole('button', { name: 'Cancelar orden' })).toBeDisabled();
    expect(within(detail).getByRole('button', { name: 'Cambiar envío' })).toBeDisabled();
    expect(within(detail).getByRole('button', { name: 'Guardar destinatario' })).toBeDisabled();
    expect(within(detail).getByRole('button', { name: 'Guardar metadata' })).toBeEnabled();
    expect(within(detail).getAllByText(msg.notAvailable)).toHaveLength(3);
  });

  it("changes the shipping method, shows Prodigi's outcome and reloads the order and list", async () => {
    let current = order();
    serveOrders([current]);
    server.on('GET', detailPath('ord_1001'), () => json(200, current));
    server.on('POST', `${detailPath('ord_1001')}/actions/update-shipping`, (call) => {
      current = order({ shippingMethod: (call.body as { shippingMethod: string }).shippingMethod });
      return json(200, { outcome: 'Updated', order: current });
    });
    renderAt();
    const { user, detail } = await openOrder('ord_1001');
    const block = actionBlock(detail, 'Cambiar el envío');
    await waitFor(() => expect(within(block).getByLabelText('Método de envío')).toBeEnabled());
    const listCalls = listQueries().length;
    await user.selectOptions(within(block).getByLabelText('Método de envío'), 'Express');
    await user.click(within(block).getByRole('button', { name: 'Cambiar envío' }));
    expect(await within(block).findByRole('status')).toHaveTextContent('Updated');
    expect(server.callsTo(`${detailPath('ord_1001')}/actions/update-shipping`)[0]?.body).toEqual({
      shippingMethod: 'Express',
    });
    await waitFor(() =>
      expect(within(detail).getByText('Express', { selector: 'dd' })).toBeVisible(),
    );
    expect(listQueries().length).toBeGreaterThan(listCalls);
    expect(server.callsTo(`${detailPath('ord_1001')}/actions`).length).toBeGreaterThan(1);
  });

  it("upper-cases the country as typed, and shows a refused field's message", async () => {
    serveOrders([order()]);
    server.on('POST', `${detailPath('ord_1001')}/actions/update-recipient`, () =>
      json(400, {
        error: 'invalid_data',
        message: 'Los datos enviados no son válidos.',
        details: [{ path: 'address.postalOrZipCode', message: 'El código postal no es válido.' }],
      }),
    );
    renderAt();
    const { user, detail } = await openOrder('ord_1001');
    const block = actionBlock(detail, 'Cambiar el destinatario');
    const country = within(block).getByLabelText('País');
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'Francia');
    expect(country).toHaveValue('FR');
    await user.clear(within(block).getByLabelText('Teléfono'));
    await user.type(within(block).getByLabelText('Teléfono'), '+33 1 23 45 67 89');
    await user.click(within(block).getByRole('button', { name: 'Guardar destinatario' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'El código postal no es válido.',
    );
    expect(server.callsTo(`${detailPath('ord_1001')}/actions/update-recipient`)[0]?.body).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      phoneNumber: '+33 1 23 45 67 89',
      address: {
        line1: 'Calle Mayor 1',
        townOrCity: 'Madrid',
        postalOrZipCode: '28013',
        countryCode: 'FR',
      },
    });
  });

  it('does not send metadata that is not valid JSON; sends it once it is', async () => {
    serveOrders([order()]);
    server.on('POST', `${detailPath('ord_1001')}/actions/update-metadata`, () =>
      json(200, { outcome: '', order: order({ metadata: { lote: 3 } }) }),
    );
    renderAt();
    const { user, detail } = await openOrder('ord_1001');
    const block = actionBlock(detail, 'Cambiar la metadata');
    const editor = within(block).getByLabelText('Metadata (JSON)');
    expect(editor).toHaveValue('{\n  "nota": "regalo"\n}');
    await user.clear(editor);
    await user.type(editor, '{{ lote: 3 }');
    await user.click(within(block).getByRole('button', { name: 'Guardar metadata' }));
    expect(within(block).getByRole('alert')).toHaveTextContent('El JSON de metadata no es válido');
    expect(server.callsTo(`${detailPath('ord_1001')}/actions/update-metadata`)).toHaveLength(0);

    await user.clear(editor);
    await user.type(editor, '{{ "lote": 3 }');
    await user.click(within(block).getByRole('button', { name: 'Guardar metadata' }));
    // An empty outcome: the screen's own success text.
    expect(await within(block).findByRole('status')).toHaveTextContent(
      'Acción ejecutada correctamente',
    );
    expect(server.callsTo(`${detailPath('ord_1001')}/actions/update-metadata`)[0]?.body).toEqual({
      metadata: { lote: 3 },
    });
  });

  it('cancels after confirming, and shows what the buyer got back', async () => {
    let current = order();
    serveOrders([current]);
    server.on('GET', detailPath('ord_1001'), () => json(200, current));
    server.on('POST', `${detailPath('ord_1001')}/actions/cancel`, () => {
      current = order({ status: { stage: 'Cancelled' } });
      return json(200, { outcome: 'Cancelled', order: current });
    });
    const money: OrderMoney = {
      orderId: SHOP_ORDER,
      currency: 'EUR',
      receivedCents: 123456,
      refundedCents: 123456,
      pendingRefundCents: 0,
      refundableCents: 0,
      state: 'refunded',
      card: { brand: 'visa', last4: '4242' },
      refunds: [],
    };
    server.on('GET', `/api/admin/orders/${SHOP_ORDER}/money`, () => json(200, money));
    renderAt();
    const { user, detail } = await openOrder('ord_1001');
    const block = actionBlock(detail, 'Cancelar la orden');
    await waitFor(() =>
      expect(within(block).getByRole('button', { name: 'Cancelar orden' })).toBeEnabled(),
    );
    await user.click(within(block).getByRole('button', { name: 'Cancelar orden' }));
    expect(block).toHaveTextContent(
      '¿Cancelar la orden en Prodigi? También se cancela el pedido 2FAB12 de la tienda y se reembolsa al comprador.',
    );
    expect(server.callsTo(`${detailPath('ord_1001')}/actions/cancel`)).toHaveLength(0);
    await user.click(within(block).getByRole('button', { name: 'Sí, cancelar la orden' }));
    expect(await within(block).findByRole('status')).toHaveTextContent('Cancelled');
    expect(await within(detail).findByText('Reembolsado: 1.234,56 €')).toBeVisible();
    expect(server.callsTo(`${detailPath('ord_1001')}/actions/cancel`)).toHaveLength(1);
  });

  it('shows no refund line for a cancelled order of ours that was never charged', async () => {
    serveOrders([order({ status: { stage: 'Cancelled' } })], { open: false });
    const money: OrderMoney = {
      orderId: SHOP_ORDER,
      currency: 'EUR',
      receivedCents: 0,
      refundedCents: 0,
      pendingRefundCents: 0,
      refundableCents: 0,
      state: 'unpaid',
      card: null,
      refunds: [],
    };
    server.on('GET', `/api/admin/orders/${SHOP_ORDER}/money`, () => json(200, money));
    renderAt('?orden=ord_1001');
    const detail = await screen.findByRole('region', { name: 'Detalle de la orden' });
    await within(detail).findByRole('heading', { name: 'Orden ord_1001' });
    await waitFor(() =>
      expect(server.callsTo(`/api/admin/orders/${SHOP_ORDER}/money`)).toHaveLength(1),
    );
    await waitFor(() => expect(within(detail).queryByText(/Cargando el reembolso/)).toBeNull());
    expect(within(detail).queryByText(/Reembolsado/)).toBeNull();
  });

  it("shows Prodigi's refusal in its words", async () => {
    serveOrders([order()]);
    server.on('POST', `${detailPath('ord_1001')}/actions/cancel`, () =>
      json(409, { error: 'conflict', message: msg.refused('FailedToCancel') }),
    );
    renderAt();
    const { user, detail } = await openOrder('ord_1001');
    const block = actionBlock(detail, 'Cancelar la orden');
    await waitFor(() =>
      expect(within(block).getByRole('button', { name: 'Cancelar orden' })).toBeEnabled(),
    );
    await user.click(within(block).getByRole('button', { name: 'Cancelar orden' }));
    await user.click(within(block).getByRole('button', { name: 'Sí, cancelar la orden' }));
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'Prodigi no ha aplicado la acción: FailedToCancel.',
    );
  });

  it("says when the order's detail cannot be loaded", async () => {
    serveOrders([order()]);
    server.on('GET', detailPath('ord_1001'), () => json(500, {}));
    renderAt('?orden=ord_1001');
    const detail = await screen.findByRole('region', { name: 'Detalle de la orden' });
    expect(await within(detail).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar el detalle de la orden',
    );
  });
});

describe('the tabs', () => {
  it("keeps 'Pedidos de la tienda' in the URL", async () => {
    serveOrders([order()]);
    const user = userEvent.setup();
    const { router } = renderAt('?merchantReferences=x');
    await screen.findByRole('button', { name: /ord_1001/ });
    await user.click(screen.getByRole('tab', { name: 'Pedidos de la tienda' }));
    await waitFor(() => expect(router.state.location.search).toBe('?vista=tienda'));
    expect(screen.getByRole('tab', { name: 'Pedidos de la tienda' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Requieren atención' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Filtrar órdenes' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Pedidos en Prodigi' })).toHaveFocus();
  });
});
