import { randomUUID } from 'node:crypto';
import { formatEuros, orderNumber } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { Order } from '#src/modules/orders/orders.port';
import { newPrintOrder, printItem } from '#test/orders';
import { newSaleEmail, orderConfirmationEmail } from '#src/workflows/paid-order-emails';
import { shipmentEmail } from './order-emails';

/** An order as the repository reads it back, from what checkout writes. */
function paidOrder(prints = [printItem(1, 4990), printItem(2, 2450), printItem(3, 1500)]): Order {
  const { recipient, ...made } = newPrintOrder({ items: prints });
  if (!recipient) throw new Error('a print order names its recipient');
  const id = randomUUID();
  const now = new Date('2026-11-20T10:00:00Z');
  return {
    ...made,
    // The lab's tax and fees, kept in the ledger, already inside the shipping line.
    taxFeesCents: 125,
    id,
    userId: null,
    status: 'paid',
    paymentIntentId: 'pi_1',
    flaggedReason: null,
    isTest: false,
    termsVersion: '2026-10-01',
    createdAt: now,
    updatedAt: now,
    items: made.items.map((item, position) => ({
      ...item,
      id: randomUUID(),
      orderId: id,
      position,
    })),
    print: {
      orderId: id,
      status: 'shipped',
      recipient,
      prodigiOrderId: 'ord_1',
      stage: 'Complete',
      shipments: [],
      lastError: null,
      problem: null,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    },
  };
}

function siteFor(order: Order) {
  const [first, second] = order.items.map((item) => item.photoId);
  return {
    siteName: 'Estudio de Fotografía',
    legalName: 'Lucía Ferrer Campos',
    taxId: '12345678Z',
    address: 'Calle del Pez 27, 28004 Madrid',
    contactEmail: 'hola@estudio.example',
    publicUrl: 'https://tienda.example',
    orderUrl: `https://tienda.example/pedido/${order.id}?firma=abc`,
    // The third photo has been deleted since: its line still shows, without a picture.
    photos: new Map([
      [first ?? '', { title: 'Atardecer', url: '/media/photos/a/480-1a2b.jpg' }],
      [second ?? '', { title: 'Retrato <b>', url: 'https://cdn.example/media/b/480.jpg' }],
    ]),
  };
}

describe('the order emails', () => {
  it('list every print with its thumbnail (absolute), price with IVA, and the totals', () => {
    const order = paidOrder();
    const mail = orderConfirmationEmail(order, siteFor(order));
    expect(mail.subject).toBe(`Pedido ${orderNumber(order.id)} confirmado`);
    const images = [...mail.html.matchAll(/<img src="([^"]+)"[^>]*alt="([^"]*)"/g)];
    expect(images.map((m) => [m[1], m[2]])).toEqual([
      ['https://tienda.example/media/photos/a/480-1a2b.jpg', 'Atardecer'],
      ['https://cdn.example/media/b/480.jpg', 'Retrato &#60;b&#62;'],
    ]);
    const prints = order.items.filter((item) => item.kind === 'print');
    expect(prints).toHaveLength(3);
    for (const [i, print] of prints.entries()) {
      const price = formatEuros(print.baseCents + print.vatCents);
      const title = ['Atardecer', 'Retrato <b>', 'Fotografía'][i] ?? '';
      const copies = print.quantity === 1 ? '1 copia' : `${print.quantity} copias`;
      expect(mail.text).toContain(`- ${title}, GLOBAL-FAP-16X24: ${copies}: ${price}`);
    }
    expect(mail.text).toContain(`Pedido: ${orderNumber(order.id)}`);
    expect(mail.text).toContain(`Total (IVA y envío incluidos): ${formatEuros(order.totalCents)}`);
    expect(mail.text).toContain(`de los cuales IVA (21\u00a0%): ${formatEuros(order.ivaCents)}`);
    // One presentation: Prodigi's taxes and fees are inside delivery, never a row of their own.
    expect(mail.text).not.toMatch(/Impuestos|tasas/);
    expect(mail.text).toContain('España');
    // The lines with IVA add up to what was paid.
    const withIva = order.items.reduce((t, item) => t + item.baseCents + item.vatCents, 0);
    expect(withIva).toBe(order.totalCents);
    expect(mail.html).toMatch(
      new RegExp(`<a class="btn" href="https://tienda\\.example/pedido/${order.id}\\?firma=abc"`),
    );
    expect(mail.text).toContain(
      `Ver tu pedido: https://tienda.example/pedido/${order.id}?firma=abc`,
    );
  });

  it('tell the photographer of a sale with the same lines and a link to the orders desk', () => {
    const order = paidOrder([printItem(1, 4990)]);
    const mail = newSaleEmail(order, siteFor(order));
    expect(mail.to).toBe('hola@estudio.example');
    expect(mail.html).toContain('src="https://tienda.example/media/photos/a/480-1a2b.jpg"');
    expect(mail.html).toContain('href="https://tienda.example/orders-management"');
  });

  it('send the tracking with the button and the order’s page as a link', () => {
    const order = paidOrder([printItem(1, 4990)]);
    const mail = shipmentEmail(
      order,
      {
        id: 's1',
        status: 'Shipped',
        carrier: { name: 'Correos', service: 'Paq' },
        tracking: { number: 'PQ1', url: 'https://track.example/PQ1' },
        dispatchDate: null,
      },
      siteFor(order),
    );
    expect(mail.html).toContain('<a class="btn" href="https://track.example/PQ1"');
    expect(mail.html).toContain(`href="https://tienda.example/pedido/${order.id}?firma=abc"`);
    expect(mail.text).toContain('Número de seguimiento: PQ1');
  });
});
