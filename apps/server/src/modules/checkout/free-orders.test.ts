import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant } from '@shop/contracts';
import { printShop } from '#test/checkout';
import { freePort, orderOf, prodigiOrdersFor, recipient, waitForPrint } from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { createOrderCheckout } from './checkout-orders';
import { createCheckoutService } from './checkout.service';
import { createTicketLinePricing } from './ticket-line-pricing';
import { createPrintLinePricing } from './print-line-pricing';

const port = await freePort();
const ctx = setupTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, JOBS_WORKERS: 'true' });
let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  variant = await shop.addVariantWithAsset(
    await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }),
    2400,
    1600,
  );
}, 60_000);

describe('an order with nothing to pay', () => {
  it('is paid at once by the path a card payment takes, and the provider is never asked', async () => {
    const prints = createPrintLinePricing({
      checkout: createCheckoutService({
        variants: ctx.app.variantPricing,
        prodigi: ctx.app.prodigi,
        vat: ctx.app.config.vat,
        log: ctx.app.log,
      }),
      vat: ctx.app.config.vat,
      log: ctx.app.log,
    });
    const providerCalls: unknown[] = [];
    const checkout = createOrderCheckout({
      // The print given away (what a free registration will be): every line at 0.
      pricing: {
        print: {
          async price(lines, context) {
            const priced = await prints.price(lines, context);
            return {
              ...priced,
              lines: priced.lines.map((line) => ({ ...line, unitPriceCents: 0, baseCents: 0 })),
              cents: { items: 0, shipping: 0, taxFees: 0 },
            };
          },
        },
        ticket: createTicketLinePricing({ tickets: ctx.app.ticketSales }),
      },
      orders: ctx.app.orders.checkout,
      confirmedAccountOf: async () => null,
      provider: {
        createPayment: async (input) => {
          providerCalls.push(input);
          throw new Error('a free order must not reach the payment provider');
        },
      },
      settleFree: (orderId) => ctx.app.freeOrders.settle(orderId),
      receiptPath: (orderId) => ctx.app.orders.links.path(orderId),
      siteName: async () => 'Estudio',
      termsVersion: ctx.app.businessIdentity.termsVersion,
      holdMinutes: 15,
      log: ctx.app.log,
    });

    const answer = await checkout.answer(
      {
        items: [
          {
            kind: 'print',
            photoId: shop.photoId,
            variantId: variant.id,
            colorCode: '',
            copies: 1,
            productAttributes: {},
          },
        ],
        recipient: { ...recipient, countryCode: 'ES' },
      },
      null,
    );
    expect(answer).toMatchObject({
      status: 'paid',
      amount: 0,
      clientSecret: null,
      paymentIntentId: null,
    });
    expect(providerCalls).toEqual([]);
    // Its kinds' jobs run as after a card payment: the print reaches the lab.
    await waitForPrint(ctx.app, answer.orderId, 'submitted');
    expect(await prodigiOrdersFor(ctx.app, answer.orderId)).toHaveLength(1);
    const order = await orderOf(ctx.app, answer.orderId);
    expect([order.status, order.paymentIntentId, order.totalCents]).toEqual(['paid', null, 0]);
    expect(await ctx.app.paymentsLedger.money(answer.orderId)).toMatchObject({
      receivedCents: 0,
      refundableCents: 0,
    });
  });

  it('refuses to settle an order that costs something', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/order/payment-intent',
      payload: { photoId: shop.photoId, variantId: variant.id, copies: 1, recipient },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json<{ orderId: string }>();
    await expect(ctx.app.freeOrders.settle(orderId)).rejects.toThrow('is not free');
    expect((await orderOf(ctx.app, orderId)).status).toBe('pending_payment');
  });
});
