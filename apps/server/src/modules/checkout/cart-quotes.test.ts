import { describe, expect, it } from 'vitest';
import {
  checkoutMessages as msg,
  orderNumber,
  printPricingLines,
  type AdminVariant,
  type BuyerOrder,
  type CartQuoteResponse,
  type OrderCheckoutResponse,
  type QuoteResponse,
} from '@shop/contracts';
import { randomIp } from '#test/accounts';
import { shopWithTwoPrints } from '#test/checkout';
import { payWith, prodigiOrdersFor, recipient, waitForPrint, waitForStatus } from '#test/purchase';

const fx = await shopWithTwoPrints();
const { ctx } = fx;

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, remoteAddress: randomIp(), payload });
const print = (variant: AdminVariant, copies = 1) => ({
  kind: 'print',
  photoId: fx.shop.photoId,
  variantId: variant.id,
  copies,
});
const quoteCart = async (items: unknown[], destinationCountryCode = 'ES') => {
  const res = await post('/api/checkout/quotes', { items, destinationCountryCode });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CartQuoteResponse>();
};

describe('POST /checkout/quotes', () => {
  it('quotes the whole cart on every method Prodigi offers, cheapest first, each adding up', async () => {
    const answer = await quoteCart([print(fx.small, 2), print(fx.large, 1), print(fx.small, 1)]);
    expect(answer.methods.map((m) => m.method)).toEqual(['Budget', 'Standard', 'Express']);
    const shipping = answer.methods.map((m) => m.shippingCents);
    expect(new Set(shipping).size).toBe(3);
    expect([...shipping].sort((a, b) => a - b)).toEqual(shipping);
    for (const method of answer.methods) {
      expect(method.lines).toHaveLength(3);
      expect(method.lines.reduce((sum, l) => sum + l.priceCents, 0)).toBe(method.goodsCents);
      expect(method.goodsCents + method.shippingCents).toBe(method.totalCents);
      expect(method.ivaCents).toBeGreaterThan(0);
      expect(method.estimate?.minDays).toBeLessThanOrEqual(method.estimate?.maxDays ?? 0);
    }
    expect(answer.methods.map((m) => m.label)).toEqual(['Económico', 'Estándar', 'Urgente']);
    // Faster is never estimated slower.
    expect(answer.methods[2]?.estimate?.maxDays).toBeLessThan(
      answer.methods[0]?.estimate?.maxDays ?? 0,
    );
  });

  it('gives one print, on each method, the figures of the print’s own quote', async () => {
    const cart = await quoteCart([print(fx.small, 3)], 'FR');
    const res = await post('/api/prodigi/quotes', {
      photoId: fx.shop.photoId,
      variantId: fx.small.id,
      copies: 3,
      destinationCountryCode: 'FR',
    });
    const single = res.json<QuoteResponse>();
    expect(cart.methods.map((m) => [m.method, m.totalCents])).toEqual(
      single.quotes.map((q) => [q.shipmentMethod, q.pricing.total]),
    );
  });

  it('prices a print the same on every method and beside any other print (issue 37)', async () => {
    const lines = [print(fx.small, 2), print(fx.large, 1), print(fx.small, 1)];
    const cart = await quoteCart(lines);
    expect(cart.vatRate).toBe(21);
    for (const [index, line] of lines.entries()) {
      const alone = await quoteCart([line]);
      const prices = [...cart.methods, ...alone.methods].map(
        (m) => m.lines[m.lines.length === 1 ? 0 : index]?.priceCents,
      );
      expect(new Set(prices).size, `line ${index}: ${prices.join(', ')}`).toBe(1);
    }
  });

  it('lists delivery with Prodigi’s tax and fees and IVA: the figure the buy form shows', async () => {
    const cart = await quoteCart([print(fx.small, 3)], 'FR');
    const res = await post('/api/prodigi/quotes', {
      photoId: fx.shop.photoId,
      variantId: fx.small.id,
      copies: 3,
      destinationCountryCode: 'FR',
    });
    const single = res.json<QuoteResponse>();
    expect(cart.methods.map((m) => m.shippingCents)).toEqual(
      single.quotes.map((q) => printPricingLines(q.pricing).shipping.grossCents),
    );
  });

  it('refuses what an order would refuse: no lines, an unknown variant, a country not served', async () => {
    expect((await post('/api/checkout/quotes', { items: [] })).statusCode).toBe(400);
    const gone = await post('/api/checkout/quotes', {
      items: [{ ...print(fx.small), variantId: 'nope' }],
    });
    expect([gone.statusCode, gone.json<{ message: string }>().message]).toEqual([
      404,
      msg.variantNotFound,
    ]);
    const nowhere = await post('/api/checkout/quotes', {
      items: [print(fx.small)],
      destinationCountryCode: 'XX',
    });
    expect(nowhere.statusCode).toBe(400);
  });
});

describe('a cart paid in one order with the method chosen', () => {
  it('charges the chosen method’s quoted total once, sends it to Prodigi, and signs its receipt', async () => {
    const items = [print(fx.small, 2), print(fx.large, 1), print(fx.small, 1)];
    const quoted = await quoteCart(items);
    const express = quoted.methods.find((m) => m.method === 'Express');
    expect(express).toBeDefined();

    const res = await post('/api/checkout/orders', {
      items,
      recipient,
      shippingMethod: 'Express',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<OrderCheckoutResponse>();
    // The server priced it again: the same figure the buyer was shown for Express.
    expect(order.amount).toBe(express?.totalCents);
    expect(order.lines.filter((l) => l.kind === 'shipping')).toHaveLength(1);
    expect(order.orderNumber).toBe(orderNumber(order.orderId));
    const receipt = new URL(order.receiptPath, 'http://x');
    expect(receipt.pathname).toBe(`/pedido/${order.orderId}`);
    const signature = receipt.searchParams.get('firma') ?? '';

    // The receipt opens before the payment arrives (waiting for it), and after.
    const read = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/buyer/orders/${order.orderId}?signature=${encodeURIComponent(signature)}`,
      });
    const before = await read();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<BuyerOrder>()).toMatchObject({
      status: 'pending_payment',
      number: order.orderNumber,
      breakdown: { totalCents: express?.totalCents, shippingCents: express?.shippingCents },
    });
    // Without the signature an unpaid order stays unseen.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/buyer/orders/${order.orderId}` }))
        .statusCode,
    ).toBe(404);

    await payWith(ctx.app, order.paymentIntentId ?? '');
    await waitForStatus(ctx.app, order.orderId, 'paid');
    const after = (await read()).json<BuyerOrder>();
    expect(after).toMatchObject({ status: 'paid', shippingMethod: 'Express' });
    // The same line prices (the stored lines come back in no particular order).
    const byValue = (a: number, b: number) => a - b;
    expect(after.items.map((i) => i.priceCents).sort(byValue)).toEqual(
      express?.lines.map((l) => l.priceCents).sort(byValue),
    );

    await waitForPrint(ctx.app, order.orderId, 'submitted');
    const [atLab, ...more] = await prodigiOrdersFor(ctx.app, order.orderId);
    expect(more).toHaveLength(0);
    expect(atLab?.shippingMethod).toBe('Express');
    expect(atLab?.items).toHaveLength(3);
  });

  it('refuses a method Prodigi does not offer to the destination', async () => {
    const res = await post('/api/checkout/orders', {
      items: [print(fx.small)],
      recipient,
      shippingMethod: 'Overnight',
    });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      400,
      msg.shippingMethodNotOffered,
    ]);
  });
});
