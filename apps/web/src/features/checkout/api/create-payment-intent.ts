import { useMutation } from '@tanstack/react-query';
import {
  checkoutApi,
  type PaymentIntentRequestBody,
  type PaymentIntentResponse,
} from '@shop/contracts';
import { api } from '@/lib/api';

/**
 * POST /payments/order/payment-intent: the server prices the order again, writes it and
 * opens its PaymentIntent. The body never carries an amount.
 */
export const createPaymentIntent = (body: PaymentIntentRequestBody) =>
  api.request<PaymentIntentResponse>(checkoutApi.paymentIntent, { method: 'POST', body });

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
