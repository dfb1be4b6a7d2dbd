import fp from 'fastify-plugin';
import { normalizeEmail } from '@shop/contracts';
import { createCartQuotes } from './cart-quotes';
import { createOrderCheckout } from './checkout-orders';
import { createPaymentStarter } from './checkout.payment';
import { createPrintLinePricing } from './print-line-pricing';
import { createPrintsFrom } from './prints-from';
import { createTicketLinePricing } from './ticket-line-pricing';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';

/**
 * Domain: the buyer's checkout. Prices a photo's print variant live (Prodigi's quote and the
 * pricing rule of @shop/contracts), opens orders of any lines (each kind priced by its own
 * port, line-pricing.ts) with their payment, and settles a free one through the payments
 * domain. Uses the print catalogue's `variantPricing` port, Prodigi, the orders port.
 */
export const checkoutDomain = fp(
  async (app) => {
    const service = createCheckoutService({
      variants: app.variantPricing,
      prodigi: app.prodigi,
      vat: app.config.vat,
      log: app.log,
    });
    const printPricing = createPrintLinePricing({
      checkout: service,
      vat: app.config.vat,
      log: app.log,
    });
    const orderCheckout = createOrderCheckout({
      pricing: {
        print: printPricing,
        ticket: createTicketLinePricing({ tickets: app.ticketSales }),
      },
      receiptPath: (orderId) => app.orders.links.path(orderId),
      orders: app.orders.checkout,
      provider: app.paymentProvider,
      settleFree: (orderId) => app.freeOrders.settle(orderId),
      siteName: async () => (await app.businessIdentity.current()).tradingName,
      termsVersion: app.businessIdentity.termsVersion,
      holdMinutes: app.config.stockHoldMinutes,
      async confirmedAccountOf(email) {
        const account = await app.userAccounts.findByEmail(normalizeEmail(email));
        return account?.mailConfirmed ? account.id : null;
      },
      log: app.log,
    });
    const startPayment = createPaymentStarter({ checkout: orderCheckout });
    const printsFrom = createPrintsFrom({ variants: app.variantPricing, checkout: service });
    // Any change may move a photo's lowest price (its variants, their prices, the photo hidden).
    app.changes.subscribeAll(() => printsFrom.clear());
    await app.register(checkoutRoutes, {
      prefix: '/api',
      service,
      startPayment,
      orderCheckout,
      quoteCart: createCartQuotes({ prints: printPricing, vat: app.config.vat }),
      printsFrom,
      payments: app.payments,
      rateLimiter: app.rateLimiter,
    });
  },
  {
    name: 'checkout',
    dependencies: [
      'site',
      'config',
      'prodigi',
      'payments',
      'rate-limiter',
      'access-control',
      'print-catalog',
      'users',
      'orders',
      'storage',
      'payment-webhooks',
      'change-notifier',
      'events',
    ],
    fastify: '5.x',
  },
);
