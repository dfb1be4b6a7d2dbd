import {
  checkoutMessages as msg,
  TEST_ORDER_COPIES,
  TEST_ORDER_SHIPPING,
  type ProdigiEnvironmentName,
  type TestOrderRequestBody,
  type TestOrderResponse,
} from '@shop/contracts';
import { ProdigiError } from '@shop/prodigi';
import type { PrintFileSource } from '#src/db/schema/index';
import { AppError, invalidData } from '#src/lib/errors';
import { checkRecipient, storedRecipient, type Orders } from '#src/modules/orders/orders.port';
import {
  printSnapshot,
  type VariantPricing,
} from '#src/modules/print-catalog/variant-pricing.port';
import { PermanentSubmissionError, reasonOf, type ProdigiSubmission } from './prodigi-submission';

/** Each attribute a buyer would choose, at its first value (a test order chooses nothing). */
const firstValues = (attributes: Record<string, string | string[]>) =>
  Object.fromEntries(
    Object.entries(attributes)
      .filter(([name, values]) => name.toLowerCase() !== 'color' && Array.isArray(values))
      .map(([name, values]) => [name, (values as string[])[0] ?? '']),
  );

/**
 * The admin's test order (docs/rules/admin.md#test-order): one
 * copy of a photo's variant, shipped Budget, sent to Prodigi now and recorded as a test
 * order (`is_test`), never charged to a buyer (on Prodigi's live API Prodigi bills the
 * photographer, so it needs `confirmLive`). Its print file is the variant's asset, else its mockup.
 */
export function createTestOrders(deps: {
  /** On 'live' Prodigi prints, ships and bills the order: the request must say it knows. */
  environment: ProdigiEnvironmentName;
  variants: Pick<VariantPricing, 'listForPhoto'>;
  orders: Pick<Orders, 'checkout' | 'payments'>;
  submission: Pick<ProdigiSubmission, 'submit'>;
  /** The photographer, who receives test orders by default. */
  defaultRecipient: () => Promise<{ name: string; email: string }>;
  log: { warn(obj: unknown, message: string): void };
}) {
  return async function createTestOrder(input: TestOrderRequestBody): Promise<TestOrderResponse> {
    // An old client's one click must not place a billed order.
    if (deps.environment === 'live' && input.confirmLive !== true) {
      throw invalidData(msg.testOrderLiveUnconfirmed, [
        { path: 'confirmLive', message: msg.testOrderLiveUnconfirmed },
      ]);
    }
    const variants = await deps.variants.listForPhoto(input.photoId);
    if (variants.length === 0) throw invalidData(msg.testOrderNoVariants);
    const variant = input.variantId
      ? variants.find((v) => v.variantId === input.variantId)
      : (variants.find((v) => v.isActive) ?? variants[0]);
    if (!variant) throw invalidData(msg.testOrderBadVariant);
    const colorCode =
      (input.colorCode ?? '').trim().toUpperCase() || (variant.colors[0]?.code ?? '');

    let source: PrintFileSource | null = variant.printFileFor(colorCode);
    if (source?.kind === 'original') {
      source = variant.mockupUrl ? { kind: 'url', url: variant.mockupUrl } : null;
    }
    if (!source) throw invalidData(msg.testOrderNoAsset);

    const photographer = await deps.defaultRecipient();
    const recipient = checkRecipient({
      name: photographer.name,
      email: photographer.email,
      phoneNumber: '',
      addressLine1: 'Calle de Prueba 1',
      addressLine2: '',
      city: 'Madrid',
      stateOrCounty: '',
      postalCode: '28001',
      countryCode: 'ES',
      ...input.recipient,
    });
    // Never charged: every line at 0, shipping included.
    const free = { unitPriceCents: 0, baseCents: 0, vatRateBp: 0, vatCents: 0 };
    const { id: orderId } = await deps.orders.checkout.open({
      userId: null,
      email: recipient.email.toLowerCase(),
      recipient: storedRecipient(recipient),
      isTest: true,
      termsVersion: null,
      currency: 'EUR',
      itemsCents: 0,
      shippingCents: 0,
      taxFeesCents: 0,
      ivaCents: 0,
      totalCents: 0,
      items: [
        {
          kind: 'print',
          quantity: TEST_ORDER_COPIES,
          ...free,
          photoId: variant.photoId,
          snapshot: printSnapshot(
            variant,
            {
              colorCode,
              copies: TEST_ORDER_COPIES,
              productAttributes: firstValues(variant.productAttributes),
            },
            source,
            TEST_ORDER_SHIPPING,
          ),
        },
        {
          kind: 'shipping',
          quantity: 1,
          ...free,
          photoId: null,
          snapshot: { method: TEST_ORDER_SHIPPING },
        },
      ],
    });
    // Nothing to pay: a test order goes straight to fulfilment (is_test says why).
    await deps.orders.payments.moveTo(orderId, 'paid');
    try {
      const result = await deps.submission.submit(orderId);
      if (!result) throw new Error('test order not submitted');
      const order = await deps.orders.checkout.findById(orderId);
      return {
        order: {
          id: result.prodigiOrderId,
          shopOrderId: orderId,
          status: order?.print?.status ?? '',
        },
        outcome: result.outcome,
      };
    } catch (err) {
      if (err instanceof PermanentSubmissionError || err instanceof ProdigiError) {
        deps.log.warn({ orderId, reason: reasonOf(err) }, 'test order refused by Prodigi');
        throw new AppError('provider_failed', `${msg.testOrderFailed}: ${reasonOf(err)}`);
      }
      throw err;
    }
  };
}
