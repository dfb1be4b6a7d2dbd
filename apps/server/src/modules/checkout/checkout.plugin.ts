import fp from 'fastify-plugin';
import { createPaymentStarter } from './checkout.payment';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';

/**
 * Domain: the buyer's checkout. Prices a photo's print variant live (Prodigi's quote and the
 * pricing rule of @shop/contracts) and tells the browser how to pay. Uses the print
 * catalogue's `variantPricing` port, Prodigi and the payments infrastructure; opens print
 * orders (orders port) and their PaymentIntents.
 */
export const checkoutDomain = fp(
  async (app) => {
    const service = createCheckoutService({
      variants: app.variantPricing,
      prodigi: app.prodigi,
      vat: app.config.vat,
      log: app.log,
    });
    const startPayment = createPaymentStarter({
      checkout: service,
      orders: app.orders.checkout,
      provider: app.paymentProvider,
      siteName: async () => (await app.businessIdentity.current()).tradingName,
      termsVersion: app.businessIdentity.termsVersion,
      log: app.log,
    });
    await app.register(checkoutRoutes, {
      prefix: '/api',
      service,
      startPayment,
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
      'orders',
      'storage',
    ],
    fastify: '5.x',
  },
);
