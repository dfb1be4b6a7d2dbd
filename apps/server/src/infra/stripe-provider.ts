import Stripe from 'stripe';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
} from './payment-provider';

const statusOf: Partial<Record<string, ProviderPaymentStatus>> = {
  requires_payment_method: 'requires_payment',
  requires_confirmation: 'requires_payment',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'requires_capture',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function payment(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    status: statusOf[intent.status] ?? 'requires_payment',
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    currency: intent.currency.toUpperCase(),
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
    card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null,
  };
}

function refund(value: Stripe.Refund): ProviderRefund {
  const status = value.status ?? 'pending';
  return {
    id: value.id,
    paymentId: idOf(value.payment_intent) ?? '',
    amountCents: value.amount,
    currency: value.currency.toUpperCase(),
    status:
      status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : 'pending',
    reason: value.reason ?? null,
    ledgerRefundId: value.metadata?.ledgerRefundId ?? null,
  };
}

/** Stripe's refusals become the port's; anything else (network, 5xx) is thrown as it is. */
async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new PaymentProviderError(err.message, err.code ?? null);
    }
    throw err;
  }
}

function event(value: Stripe.Event): ProviderEvent {
  const base = { id: value.id, type: value.type };
  if (value.type === 'payment_intent.succeeded' || value.type === 'payment_intent.payment_failed') {
    const intent = value.data.object;
    return {
      ...base,
      kind: value.type === 'payment_intent.succeeded' ? 'payment_succeeded' : 'payment_failed',
      paymentId: intent.id,
      orderId: intent.metadata.orderId ?? null,
    };
  }
  if (
    value.type === 'charge.refunded' ||
    value.type === 'charge.refund.updated' ||
    value.type === 'refund.created' ||
    value.type === 'refund.updated' ||
    value.type === 'refund.failed'
  ) {
    const paymentId = idOf(value.data.object.payment_intent);
    if (paymentId) return { ...base, kind: 'refunds_changed', paymentId };
  }
  return { ...base, kind: 'other' };
}

/** The payment provider port on Stripe's official SDK (or the embedded simulator). */
export function createStripeProvider(stripe: Stripe, webhookSecret: string): PaymentProvider {
  const retrieve = async (id: string) =>
    payment(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
  return {
    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return payment(intent);
    },
    retrievePayment: retrieve,
    async cancelPayment(id, reason = 'abandoned') {
      try {
        return payment(await stripe.paymentIntents.cancel(id, { cancellation_reason: reason }));
      } catch (err) {
        // Paid or cancelled since it was read: Stripe refuses, and its state now decides.
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          err.code === 'payment_intent_unexpected_state'
        ) {
          return retrieve(id);
        }
        throw err;
      }
    },
    async refund(input) {
      return refund(
        await refusals(() =>
          stripe.refunds.create(
            {
              payment_intent: input.paymentId,
              amount: input.amountCents,
              ...(input.reason ? { reason: input.reason } : {}),
              metadata: { ledgerRefundId: input.ledgerRefundId },
            },
            // Our refund's id: a retry never refunds twice.
            { idempotencyKey: `refund-${input.ledgerRefundId}` },
          ),
        ),
      );
    },
    async listRefunds(paymentId) {
      const refunds: ProviderRefund[] = [];
      for await (const value of stripe.refunds.list({ payment_intent: paymentId, limit: 100 })) {
        refunds.push(refund(value));
      }
      return refunds;
    },
    verifyWebhook(body, signature) {
      return event(stripe.webhooks.constructEvent(body, signature, webhookSecret));
    },
  };
}
