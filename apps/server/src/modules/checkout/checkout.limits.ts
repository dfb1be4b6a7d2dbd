import type { Limit } from '#src/infra/rate-limiter';

/**
 * Each quote is a call to Prodigi: a visitor's form asks again as the inputs change (the web
 * cancels superseded requests), so the limit is generous per address and still keeps a
 * script from spending Prodigi's rate limit (docs/rules/catalogue-and-prints.md#rate-limits) for everyone.
 */
export const checkoutLimits = {
  quotePerIp: { name: 'quote:ip', max: 120, windowSeconds: 10 * 60 },
  /**
   * Each opens an order and a PaymentIntent: a buyer needs a few (after 'Modificar datos'),
   * a script filling the orders table needs many.
   */
  paymentIntentPerIp: { name: 'payment-intent:ip', max: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, Limit>;

export const QUOTE_RATE_LIMITED =
  'Has pedido muchas cotizaciones seguidas. Espera un momento e inténtalo de nuevo.';

export const PAYMENT_RATE_LIMITED =
  'Has intentado pagar muchas veces seguidas. Espera unos minutos e inténtalo de nuevo.';
