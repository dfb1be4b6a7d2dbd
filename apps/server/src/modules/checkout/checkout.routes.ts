import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutApi,
  errorBodySchema,
  paymentsConfigSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@shop/contracts';
import type { PaymentsSettings } from '#src/infra/payments';
import type { RateLimiter } from '#src/infra/rate-limiter';
import { checkoutLimits, QUOTE_RATE_LIMITED } from './checkout.limits';
import type { CheckoutService } from './checkout.service';

/** The buyer's checkout: the payment configuration and live quotes. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  service: CheckoutService;
  payments: PaymentsSettings;
  rateLimiter: RateLimiter;
}> = async (app, { service, payments, rateLimiter }) => {
  app.get(
    checkoutApi.paymentsConfig,
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: "Stripe's publishable key (and, on the simulator, its API for the card form)",
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => ({ publishableKey: payments.publishableKey, simulator: payments.simulator }),
  );

  app.post(
    checkoutApi.quotes,
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary:
          'Live quote of a print: every shipping method Prodigi offers for the destination, priced with the margin and IVA (README "Prices")',
        body: quoteRequestSchema,
        response: {
          200: quoteResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await rateLimiter.enforce([[checkoutLimits.quotePerIp, request.ip]], QUOTE_RATE_LIMITED);
      return service.quote(request.body);
    },
  );
};
