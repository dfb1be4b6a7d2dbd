/**
 * What the shop needs of a card payment provider, in its own words: amounts in integer
 * cents, currencies upper case. Stripe is the one adapter (stripe-provider.ts, the only
 * place Stripe's types live); the embedded Stripe simulator stands behind it offline.
 */

export type ProviderPaymentStatus =
  | 'requires_payment'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** What was taken (0 until it succeeds). */
  amountReceivedCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** For the browser's card form; null once it is of no use. */
  clientSecret: string | null;
  /** The card as the provider reports it, once a charge exists. */
  card: { brand: string; last4: string } | null;
}

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  currency: string;
  status: ProviderRefundStatus;
  reason: string | null;
  /** Our refund's id, when we asked for it (the provider's dashboard gives none). */
  ledgerRefundId: string | null;
}

/** The provider's notices, reduced to what moves an order or the ledger. */
export type ProviderEvent =
  | {
      id: string;
      type: string;
      kind: 'payment_succeeded';
      paymentId: string;
      orderId: string | null;
    }
  | { id: string; type: string; kind: 'payment_failed'; paymentId: string; orderId: string | null }
  | { id: string; type: string; kind: 'refunds_changed'; paymentId: string }
  | { id: string; type: string; kind: 'other' };

/** Why we cancel a PaymentIntent (Stripe's `cancellation_reason`). */
export type PaymentCancellationReason = 'abandoned' | 'duplicate';

export type RefundReason = 'requested_by_customer' | 'duplicate' | 'fraudulent';

/** A provider's refusal of a request, with its code ('amount_too_large', …). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  createPayment(input: {
    amountCents: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    /** A retried request with the same key gets the same payment back. */
    idempotencyKey: string;
  }): Promise<ProviderPayment>;
  retrievePayment(id: string): Promise<ProviderPayment>;
  /**
   * Cancels a payment that can take no money yet; a payment already paid, or on its way,
   * comes back as it is (the provider refuses to cancel it). `reason`: 'abandoned' (left
   * unpaid, the default) or 'duplicate' (a new try of the same purchase replaced it).
   */
  cancelPayment(id: string, reason?: PaymentCancellationReason): Promise<ProviderPayment>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    reason: RefundReason | null;
    ledgerRefundId: string;
  }): Promise<ProviderRefund>;
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  /** The event the signed body carries; throws when the signature does not verify. */
  verifyWebhook(body: Buffer, signature: string): ProviderEvent;
}
