import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskOrder, DeskOrderDetail, OrderMoney } from '@shop/contracts';
import { json } from '@test/fake-fetch';
import { renderPage, setUpFakeServer, signInAs } from '@test/render-app';
import { ShopOrdersPanel } from './shop-orders-panel';

const server = setUpFakeServer((server) => signInAs(server, { role: 'admin' }));

const order = (id: string, extra: Partial<DeskOrder> = {}): DeskOrder => ({
  id,
  number: id.slice(-6).toUpperCase(),
  createdAt: '2026-11-26T23:30:00.000Z',
  email: 'lucia@example.com',
  recipientName: 'Lucía Pérez',
  status: 'paid',
  printStatus: 'submitted',
  state: 'submitted',
  attention: null,
  totalCents: 6715,
  refundedCents: 0,
  currency: 'EUR',
  itemCount: 1,
  prodigiOrderId: 'ord_1',
  stage: 'InProgress',
  tracking: [],
  isTest: false,
  ...extra,
});
const failed = order('00000000-0000-4000-8000-0000000a1b2c', {
  state: 'attention',
  printStatus: 'failed',
  prodigiOrderId: null,
  attention: 'No se pudo enviar a Prodigi tras 6 intentos',
});
const shipped = order('00000000-0000-4000-8000-0000000d3e4f');

const money = (refundedCents: number): OrderMoney => ({
  orderId: shipped.id,
  currency: 'EUR',
  receivedCents: 6715,
  refundedCents,
  pendingRefundCents: 0,
  refundableCents: 6715 - refundedCents,
  state: refundedCents > 0 ? 'partially_refunded' : 'paid',
  card: { brand: 'visa', last4: '4242' },
  refunds: [],
});
const detail = (refundedCents: number): DeskOrderDetail => ({
  order: { ...shipped, refundedCents },
  lines: [
    { kind: 'print', title: 'Lámina 40×60', quantity: 1, unitPriceCents: 5000, totalCents: 5000 },
    { kind: 'shipping', title: 'Envío', quantity: 1, unitPriceCents: 650, totalCents: 650 },
  ],
  breakdown: {
    itemsCents: 5000,
    shippingCents: 650,
    taxFeesCents: 0,
    ivaCents: 1065,
    totalCents: 6715,
  },
  recipient: {
    name: 'Lucía Pérez',
    email: null,
    phone: null,
    address: 'Calle Mayor 1, 28013 Madrid, ES',
  },
  money: money(refundedCents),
  history: [],
  canRetry: false,
});

describe('Pedidos de la tienda', () => {
  it('shows what needs attention first, with its reason, and times in Madrid', async () => {
    server.on('GET', '/api/admin/orders', (call) =>
      json(200, {
        orders: call.path.includes('state=attention') ? [failed] : [failed, shipped],
        nextCursor: null,
      }),
    );
    renderPage(<ShopOrdersPanel />);
    const attention = await screen.findByRole('region', { name: 'Requieren atención' });
    expect(
      await within(attention).findByText('No se pudo enviar a Prodigi tras 6 intentos'),
    ).toBeVisible();
    const all = screen.getByRole('region', { name: 'Todos los pedidos' });
    // 23:30 UTC on the 26th is 00:30 on the 27th in Madrid.
    expect(await within(all).findAllByText(/2026-11-27 00:30/)).toHaveLength(2);
  });

  it('searches with the filters it was given and pages on with the cursor', async () => {
    server.on('GET', '/api/admin/orders', (call) =>
      call.path.includes('cursor=next')
        ? json(200, { orders: [failed], nextCursor: null })
        : json(200, { orders: [shipped], nextCursor: call.path.includes('q=') ? 'next' : null }),
    );
    const user = userEvent.setup();
    renderPage(<ShopOrdersPanel />);
    await user.type(await screen.findByLabelText('Email o número de pedido'), 'lucia@');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Enviado a Prodigi');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    expect(await screen.findAllByText(failed.number)).not.toHaveLength(0);
    const paths = server.callsTo('/api/admin/orders').map((c) => c.path);
    expect(paths).toContain('/api/admin/orders?state=submitted&q=lucia%40');
    expect(paths).toContain('/api/admin/orders?state=submitted&q=lucia%40&cursor=next');
  });

  it('shows the last reconciliation and runs one on the button', async () => {
    server.on('GET', '/api/admin/orders', () => json(200, { orders: [], nextCursor: null }));
    server.on('GET', '/api/admin/reconciliation/runs/latest', () =>
      json(404, { error: 'not_found', message: 'Todavía no se ha hecho ninguna conciliación.' }),
    );
    server.on('POST', '/api/admin/reconciliation/runs', () =>
      json(201, {
        id: 'r1',
        trigger: 'admin',
        startedAt: '2026-11-27T09:00:00.000Z',
        finishedAt: '2026-11-27T09:00:02.000Z',
        error: null,
        counts: { orders: 12, findings: 1, repaired: 0, open: 1 },
        findings: [
          {
            orderId: shipped.id,
            orderNumber: shipped.number,
            kind: 'duplicate',
            detail: { message: 'Prodigi tiene 2 pedidos para este (ord_1, ord_2).' },
            repaired: false,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderPage(<ShopOrdersPanel />);
    const section = await screen.findByRole('region', {
      name: 'Conciliación con Stripe y Prodigi',
    });
    expect(
      await within(section).findByText('Todavía no se ha hecho ninguna conciliación.'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Conciliar ahora' }));
    expect(
      await within(section).findByText(/12 pedidos revisados · 0 reparados · 1 pendientes/),
    ).toBeVisible();
    expect(within(section).getByRole('listitem')).toHaveTextContent(
      'Pedido duplicado en Prodigi · pendiente: Prodigi tiene 2 pedidos para este (ord_1, ord_2).',
    );
    expect(server.callsTo('/api/admin/reconciliation/runs')).toHaveLength(1);
  });

  it('refunds part of an order after confirming, and shows the new money', async () => {
    let refunded = 0;
    server.on('GET', '/api/admin/orders', () => json(200, { orders: [shipped], nextCursor: null }));
    server.on('GET', `/api/admin/orders/${shipped.id}`, () => json(200, detail(refunded)));
    server.on('GET', '/api/prodigi/admin/orders/ord_1/actions', () =>
      json(200, {
        cancel: { isAvailable: 'No' },
        changeShippingMethod: { isAvailable: 'No' },
        changeRecipientDetails: { isAvailable: 'No' },
        changeMetaData: { isAvailable: 'Yes' },
      }),
    );
    server.on('POST', `/api/admin/orders/${shipped.id}/refunds`, (call) => {
      refunded = (call.body as { amountCents: number }).amountCents;
      return json(201, { refund: {}, money: money(refunded) });
    });
    const user = userEvent.setup();
    renderPage(<ShopOrdersPanel />);
    const all = await screen.findByRole('region', { name: 'Todos los pedidos' });
    await user.click(await within(all).findByRole('button', { name: /D3E4F/ }));
    const panel = await screen.findByRole('complementary', { name: /Pedido 0D3E4F/ });
    await user.type(within(panel).getByLabelText(/Importe en euros/), '12,50');
    await user.click(within(panel).getByRole('button', { name: 'Reembolsar' }));
    await user.click(within(panel).getByRole('button', { name: 'Sí, reembolsar' }));
    expect(await within(panel).findByText(/reembolsado\s+12,50/)).toBeVisible();
    expect(refunded).toBe(1250);
    // Prodigi no longer allows a cancel: no cancel button.
    expect(within(panel).queryByRole('button', { name: 'Cancelar y reembolsar' })).toBeNull();
  });
});
