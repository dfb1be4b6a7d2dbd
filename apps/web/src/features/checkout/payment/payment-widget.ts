import type { PaymentsConfig } from '@shop/contracts';

/**
 * One interface for the card widget, whatever draws it: Stripe's Payment Element (real
 * Stripe) or the simulator's local card form (the embedded default, where Stripe.js cannot
 * reach a local API). Each draws its own fields and pay button and reports the outcome; the
 * card never reaches our server.
 */
export interface PaymentWidgetProps {
  config: PaymentsConfig;
  clientSecret: string;
  /** The pay button's words, with the amount: 'Pagar 45,90 €'. */
  payLabel: string;
  /** Where the card's bank sends the buyer back after 3-D Secure. */
  returnUrl: string;
  onSucceeded: (paymentIntentId: string) => void;
}

/** The PaymentIntent's id from its client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret')[0] ?? '';

/** What the return from 3-D Secure brings in the URL (Stripe.js's and the simulator's). */
export interface ReturnedPayment {
  paymentIntentId: string;
  clientSecret: string;
  redirectStatus: string | null;
}

export function returnedPaymentOf(search: string): ReturnedPayment | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  if (!paymentIntentId || !clientSecret || intentIdOf(clientSecret) !== paymentIntentId) {
    return null;
  }
  return { paymentIntentId, clientSecret, redirectStatus: params.get('redirect_status') };
}

/** The page's own URL without the return's parameters (kept as the return_url's base). */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const name of ['payment_intent', 'payment_intent_client_secret', 'redirect_status']) {
    url.searchParams.delete(name);
  }
  return url.toString();
}
