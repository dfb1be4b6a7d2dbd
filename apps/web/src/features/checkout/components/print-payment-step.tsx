import type { ComponentProps } from 'react';
import type { PaymentIntentRequestBody } from '@shop/contracts';
import { createPaymentIntent } from '@/features/checkout/api/create-payment-intent';
import { PaymentStep } from '@/features/checkout/payment/payment-step';

/**
 * The payment step for a print: opens its order and PaymentIntent from the buy form's request
 * (docs/rules/checkout-and-payments.md#payment-intent). A chunk of its own with the step, so
 * the photo page's first view carries neither.
 */
export default function PrintPaymentStep({
  request,
  ...step
}: Omit<ComponentProps<typeof PaymentStep>, 'createPayment'> & {
  request: PaymentIntentRequestBody;
}) {
  return <PaymentStep {...step} createPayment={() => createPaymentIntent(request)} />;
}
