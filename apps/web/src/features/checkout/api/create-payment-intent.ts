import type { PaymentIntentRequestBody } from '@shop/contracts';
import { api } from '@/lib/api';

/**
 * POST /payments/order/payment-intent: the server prices the order again, writes it and
 * opens its PaymentIntent. The body never carries an amount.
 */
export const createPaymentIntent = (body: PaymentIntentRequestBody) =>
  api.POST('/api/payments/order/payment-intent', { body });
