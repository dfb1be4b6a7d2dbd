import {
  checkoutMessages as msg,
  orderNumber,
  type PaymentIntentRequestValues,
  type PaymentIntentResponse,
} from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import type { Buyer, OrderCheckout } from './checkout-orders';

/**
 * POST /payments/order/payment-intent: the buy form's one print, through the checkout of any
 * lines (checkout-orders.ts). The client never sends an amount, and its asset URL is ignored.
 */
export function createPaymentStarter(deps: {
  checkout: Pick<OrderCheckout, 'checkout' | 'receiptPath'>;
}) {
  return async function startPayment(
    input: PaymentIntentRequestValues,
    buyer: Buyer | null,
  ): Promise<PaymentIntentResponse> {
    const { order, payment, parts } = await deps.checkout.checkout(
      {
        items: [
          {
            kind: 'print',
            photoId: input.photoId,
            variantId: input.variantId,
            colorCode: input.colorCode,
            copies: input.copies,
            productAttributes: input.productAttributes,
          },
        ],
        recipient: input.recipient,
        shippingMethod: input.shippingMethod,
      },
      buyer,
    );
    const pricing = parts.print?.pricing;
    // One print: its lines add up to the quote's total (vat-lines.ts), never anything else.
    if (pricing?.total !== order.totalCents) {
      throw new Error(`order ${order.id} does not add up to its quote`);
    }
    if (!payment?.clientSecret) throw new AppError('provider_failed', msg.paymentIntentFailed);
    const shippingLine = order.items.find((line) => line.kind === 'shipping');
    return {
      clientSecret: payment.clientSecret,
      amount: payment.amountCents,
      currency: pricing.currency,
      pricing,
      orderId: order.id,
      paymentIntentId: payment.id,
      orderNumber: orderNumber(order.id),
      receiptPath: deps.checkout.receiptPath(order.id),
      shippingMethod:
        shippingLine?.kind === 'shipping' && 'method' in shippingLine.snapshot
          ? shippingLine.snapshot.method
          : '',
    };
  };
}

export type StartPayment = ReturnType<typeof createPaymentStarter>;
