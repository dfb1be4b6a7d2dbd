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
