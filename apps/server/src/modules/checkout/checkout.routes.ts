import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartQuoteRequestSchema,
  cartQuoteResponseSchema,
  checkoutApi,
  errorBodySchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  orderCheckoutResponseSchema,
  orderRequestSchema,
  paymentsConfigSchema,
  printsFromQuerySchema,
  printsFromResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
} from '@shop/contracts';
import type { Caller } from '#src/infra/access-control';
import type { PaymentsSettings } from '#src/infra/payments';
import type { RateLimiter } from '#src/infra/rate-limiter';
import { checkoutLimits, PAYMENT_RATE_LIMITED, QUOTE_RATE_LIMITED } from './checkout.limits';
import type { QuoteCart } from './cart-quotes';
import type { Buyer, OrderCheckout } from './checkout-orders';
import type { PrintsFromReads } from './prints-from';
import type { StartPayment } from './checkout.payment';
import type { CheckoutService } from './checkout.service';

/** The buyer's checkout: the payment configuration and live quotes. */

const buyerOf = (caller: Caller): Buyer => ({
  id: caller.id,
  email: caller.email,
  emailConfirmed: caller.emailConfirmed,
});

export const checkoutRoutes: FastifyPluginAsyncZod<{
  service: CheckoutService;
  startPayment: StartPayment;
  orderCheckout: OrderCheckout;
  quoteCart: QuoteCart;
  printsFrom: PrintsFromReads;
  payments: PaymentsSettings;
  rateLimiter: RateLimiter;
}> = async (
  app,
  { service, startPayment, orderCheckout, quoteCart, printsFrom, payments, rateLimiter },
) => {
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
      await rateLimiter.enforce(
        [[checkoutLimits.quotePerIp, request.clientAddress]],
        QUOTE_RATE_LIMITED,
      );
      return service.quote(request.body);
    },
  );

  app.post(
    checkoutApi.cartQuotes,
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary:
          "Live quote of a cart's prints shipped together: every shipping method Prodigi offers for the destination, each with the order's totals (prints, shipping, IVA) and a delivery estimate",
        body: cartQuoteRequestSchema,
        response: {
          200: cartQuoteResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await rateLimiter.enforce(
        [[checkoutLimits.quotePerIp, request.clientAddress]],
        QUOTE_RATE_LIMITED,
      );
      return quoteCart(request.body);
    },
  );

  app.get(
    checkoutApi.printsFrom,
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary:
          "The lowest price of one copy of the photo's prints, IVA included, to Spain and without shipping (the photo page's 'Impresiones desde')",
        querystring: printsFromQuerySchema,
        response: { 200: printsFromResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => printsFrom.of(request.query.photoId),
  );

  app.post(
    checkoutApi.paymentIntent,
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary:
          'Creates the print order (pending payment) priced again on the server, and its PaymentIntent; a signed-in buyer owns the order',
        body: paymentIntentRequestSchema,
        response: {
          200: paymentIntentResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await rateLimiter.enforce(
        [[checkoutLimits.paymentIntentPerIp, request.clientAddress]],
        PAYMENT_RATE_LIMITED,
      );
      const caller = await app.accessControl.callerIfSignedIn(request);
      return startPayment(request.body, caller && buyerOf(caller));
    },
  );

  app.post(
    checkoutApi.orders,
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary:
          'Creates an order of any lines, each priced again on the server, with its stock held and its payment opened; an order with nothing to pay is paid at once (tickets for nothing need a confirmed email: 403). A signed-in buyer owns it',
        body: orderRequestSchema,
        response: {
          200: orderCheckoutResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await rateLimiter.enforce(
        [[checkoutLimits.paymentIntentPerIp, request.clientAddress]],
        PAYMENT_RATE_LIMITED,
      );
      const caller = await app.accessControl.callerIfSignedIn(request);
      return orderCheckout.answer(request.body, caller && buyerOf(caller));
    },
  );
};
