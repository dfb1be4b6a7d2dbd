import { AppError } from '#src/lib/errors';
import type { PaymentProvider } from '#src/infra/payment-provider';
import type { OrderPayments } from '#src/modules/orders/orders.port';
import type { PaymentsLedger } from './ledger';

/** A replaced order's PaymentIntent cancelled at the provider (a new try took its place). */
export const CANCEL_REPLACED_QUEUE = 'payments.cancel-replaced';
/** A payment that arrived for an order that can no longer be served, given back. */
export const REFUND_UNSERVED_QUEUE = 'payments.refund-unserved';
export const UNSERVED_JOB_RETRIES = 8;

export interface CancelReplacedJob {
  orderId: string;
}
export interface RefundUnservedJob {
  orderId: string;
  paymentIntentId: string;
}

/** The ledger's key of an unserved payment's refund: a retried job finds it, never makes two. */
export const unservedRefundKey = (paymentIntentId: string) => `unserved:${paymentIntentId}`;

/**
 * Orders replaced or ended before their payment came (docs/rules/checkout-and-payments.md
 * #replaced-orders): the replaced order's payment is cancelled so it cannot take money, and
 * money that still arrives for an order that cannot be served goes back by itself.
 */
export function createUnservedPayments(deps: {
  orders: Pick<OrderPayments, 'findById'>;
  provider: Pick<PaymentProvider, 'cancelPayment'>;
  ledger: Pick<PaymentsLedger, 'refund'>;
}) {
  return {
    /**
     * Cancels the replaced order's PaymentIntent ('duplicate'). One paid or on its way first
     * stays as the provider has it: its succeeded notice refunds it (`refundUnserved`). An
     * order whose payment was never attached has nothing to cancel; if that payment is made
     * after all, it is refunded the same way.
     */
    async cancelReplaced(job: CancelReplacedJob): Promise<void> {
      const order = await deps.orders.findById(job.orderId);
      if (!order?.paymentIntentId) return;
      await deps.provider.cancelPayment(order.paymentIntentId, 'duplicate');
    },

    /**
     * Refunds all that is left of the payment, once (the ledger's key). Nothing left (a
     * person refunded it first) is done too.
     */
    async refundUnserved(job: RefundUnservedJob): Promise<void> {
      try {
        await deps.ledger.refund({
          orderId: job.orderId,
          reason: 'duplicate',
          origin: 'admin',
          requestedBy: null,
          key: unservedRefundKey(job.paymentIntentId),
        });
      } catch (err) {
        if (err instanceof AppError && err.code === 'conflict') return;
        throw err;
      }
    },
  };
}
