import {
  checkoutMessages as msg,
  printPricingLines,
  type PaymentIntentRequestValues,
  type PaymentIntentResponse,
  type QuoteBody,
} from '@shop/contracts';
import type { PaymentProvider, ProviderPayment } from '#src/infra/payment-provider';
import { AppError, conflict, invalidData } from '#src/lib/errors';
import {
  checkRecipient,
  storedRecipient,
  type OrderCreation,
} from '#src/modules/orders/orders.port';
import type { CheckoutService } from './checkout.service';
import { quoteAttributes } from '#src/modules/print-catalog/variant-pricing.port';

function chooseQuote(quotes: readonly [QuoteBody, ...QuoteBody[]], wanted: string | undefined) {
  if (wanted === undefined || wanted.trim() === '') return quotes[0];
  const found = quotes.find((q) => q.shipmentMethod.toLowerCase() === wanted.trim().toLowerCase());
  if (!found) throw invalidData(msg.shippingMethodNotOffered);
  return found;
}

/**
 * POST /payments/order/payment-intent: prices the print again on the server (the client
 * never sends an amount, and its asset URL is ignored), writes the order pending payment with
 * a snapshot of everything needed to fulfil it, and opens its PaymentIntent.
 */
export function createPaymentStarter(deps: {
  checkout: Pick<CheckoutService, 'priceVariant'>;
  orders: Pick<OrderCreation, 'createPrintOrder' | 'attachPaymentIntent'>;
  provider: Pick<PaymentProvider, 'createPayment'>;
  /** The trading name as it is now (the business identity). */
  siteName: () => Promise<string>;
  /** The /legal/terms version in force: the order keeps it as what the buyer accepted. */
  termsVersion: string;
  log: { error(obj: unknown, message: string): void };
}) {
  return async function startPayment(
    input: PaymentIntentRequestValues,
    userId: string | null,
  ): Promise<PaymentIntentResponse> {
    const recipient = checkRecipient(input.recipient);
    const { variant, quotes } = await deps.checkout.priceVariant({
      photoId: input.photoId,
      variantId: input.variantId,
      colorCode: input.colorCode,
      copies: input.copies,
      destinationCountryCode: recipient.countryCode,
      productAttributes: input.productAttributes,
      postalCode: recipient.postalCode,
    });
    const quote = chooseQuote(quotes, input.shippingMethod);
    const { pricing } = quote;
    const source = variant.printFileFor(input.colorCode);
    if (!source) throw conflict(msg.variantNotFound);

    // The total's lines as the order keeps them: the prints (Prodigi's items and the
    // margin, or the retail price), shipping, Prodigi's tax and fees, the shop's IVA.
    const taxFees = pricing.prodigiTaxAmount + pricing.prodigiFeesAmount;
    const order = await deps.orders.createPrintOrder({
      userId,
      recipient: storedRecipient(recipient),
      isTest: false,
      termsVersion: deps.termsVersion,
      currency: pricing.currency,
      cents: {
        items: Math.max(0, pricing.totalWithMargin - pricing.prodigiShippingAmount - taxFees),
        shipping: pricing.prodigiShippingAmount,
        taxFees,
        iva: pricing.vatAmount,
        total: pricing.total,
      },
      lines: printPricingLines(pricing),
      print: {
        photoId: variant.photoId,
        variantId: variant.variantId,
        sku: variant.sku,
        name: variant.name,
        color: input.colorCode === '' ? null : input.colorCode,
        colorName: variant.colors.find((c) => c.code === input.colorCode)?.name ?? null,
        copies: input.copies,
        printFile: source,
        sizing: variant.sizing,
        attributes: quoteAttributes(variant, input.colorCode, input.productAttributes),
        shippingMethod: quote.shipmentMethod,
      },
    });
    const orderId = order.id;

    let payment: ProviderPayment;
    try {
      payment = await deps.provider.createPayment({
        amountCents: pricing.total,
        currency: pricing.currency,
        description: `${await deps.siteName()}: impresión ${variant.sku} × ${input.copies}`,
        metadata: { orderId, kind: 'print' },
        // The order id: a retried request never opens a second payment for it.
        idempotencyKey: `order-${orderId}`,
      });
    } catch (err) {
      deps.log.error({ err, orderId }, 'payment provider: payment not created');
      throw new AppError('provider_failed', msg.paymentIntentFailed);
    }
    await deps.orders.attachPaymentIntent(orderId, payment.id);
    if (!payment.clientSecret) throw new AppError('provider_failed', msg.paymentIntentFailed);
    return {
      clientSecret: payment.clientSecret,
      amount: payment.amountCents,
      currency: pricing.currency,
      pricing,
      orderId,
      paymentIntentId: payment.id,
      shippingMethod: quote.shipmentMethod,
    };
  };
}

export type StartPayment = ReturnType<typeof createPaymentStarter>;
