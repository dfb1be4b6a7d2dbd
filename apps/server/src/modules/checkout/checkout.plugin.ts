import fp from 'fastify-plugin';
import { checkoutRoutes } from './checkout.routes';
import { createCheckoutService } from './checkout.service';

/**
 * Domain: the buyer's checkout. Prices a photo's print variant live (Prodigi's quote and the
 * pricing rule of @shop/contracts) and tells the browser how to pay. Uses the print
 * catalogue's `variantPricing` port, Prodigi and the payments infrastructure.
 */
export const checkoutDomain = fp(
  async (app) => {
    const service = createCheckoutService({
      variants: app.variantPricing,
      prodigi: app.prodigi,
      vat: app.config.vat,
      log: app.log,
    });
    await app.register(checkoutRoutes, {
      prefix: '/api',
      service,
      payments: app.payments,
      rateLimiter: app.rateLimiter,
    });
  },
  {
    name: 'checkout',
    dependencies: [
      'config',
      'prodigi',
      'payments',
      'rate-limiter',
      'access-control',
      'print-catalog',
    ],
    fastify: '5.x',
  },
);
