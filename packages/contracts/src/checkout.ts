import { z } from 'zod';
import { checkoutMessages } from './checkout-messages';
import { eventLimits, eventMessages } from './event-rules';
import { isShippingCountry } from './countries';
import { badPostalCodeFor, checkPostalCode } from './postal-codes';
import { recipientLimits } from './purchase-rules';
import { requiredText } from './text-schemas';
import {
  clampCopies,
  MAX_COPIES,
  MIN_COPIES,
  normalizeColorCode,
  normalizeCountryCode,
  PRICING_CURRENCY,
  vatTreatments,
} from './print-pricing';

/**
 * Checkout: live quotes and the payment configuration (docs/rules/checkout-and-payments.md#quote-answer). The arithmetic is
 * print-pricing.ts; these are the wire shapes.
 *
 * Money in answers: integer euro cents (`amount: 3990` is 39,90 €); the web formats them with
 * `formatEuros`.
 */

const msg = checkoutMessages;

// ————— GET /payments/config —————

export const paymentsConfigSchema = z
  .object({
    /** Stripe's publishable key (pk_test_… / pk_live_…), safe for the browser. */
    publishableKey: z.string(),
    /**
     * Present when the server runs the embedded Stripe simulator: the web shows the
     * simulator's local card form instead of Stripe.js (which cannot reach a local API).
     */
    simulator: z
      .object({
        /**
         * The simulator's API origin, e.g. http://127.0.0.1:41234. The browser's card form
         * posts, form-encoded, to `{apiBase}/v1/payment_intents/{id}/confirm` with
         * `key=<publishableKey>` and the `client_secret` (packages/stripe-sim/README.md,
         * "The browser's confirmation, without Stripe.js").
         */
        apiBase: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'PaymentsConfig' });

// ————— POST /prodigi/quotes —————

/** Copies clamped to 1–10, anything else becoming 1 (typed as the number clients send). */
export const copiesField = z
  .custom<number>()
  .transform((value) => clampCopies(value))
  .pipe(z.number().int().min(MIN_COPIES).max(MAX_COPIES))
  .meta({ type: 'integer', minimum: MIN_COPIES, maximum: MAX_COPIES });

/** Upper-cased, at most 2 characters kept, then a country the shop ships to. */
export const countryCodeField = z
  .string(msg.badCountry)
  .transform(normalizeCountryCode)
  .refine((value) => /^[A-Z]{2}$/.test(value), msg.badCountry)
  .refine(isShippingCountry, msg.unknownCountry);

/** Upper-cased; '' or absent: none (a product without colours). */
export const colorCodeField = z
  .string()
  .max(64)
  .transform(normalizeColorCode)
  .refine((value) => !/[\r\n]/.test(value));

/** Prodigi's attributes the buyer chose (e.g. a canvas's `wrap`); `color` comes from colorCode. */
export const productAttributesField = z
  .record(z.string().max(100), z.string().max(200), { error: msg.badAttributes })
  .refine((record) => Object.keys(record).length <= 20, msg.badAttributes);

export const quoteRequestSchema = z
  .object({
    photoId: z.string().max(64),
    variantId: z.string().max(64),
    colorCode: colorCodeField.optional().default(''),
    copies: copiesField.default(1),
    destinationCountryCode: countryCodeField.default('ES'),
    productAttributes: productAttributesField.optional().default({}),
    /** Only Spain needs it: Canarias, Ceuta and Melilla pay no IVA. */
    postalCode: z.string().trim().max(20, msg.badPostalCode).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.postalCode === undefined || value.postalCode === '') return;
    const check = checkPostalCode(value.destinationCountryCode, value.postalCode);
    if (!check.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: badPostalCodeFor(check.example),
      });
    }
  })
  .meta({ id: 'QuoteRequest' });

const centsAmount = z.object({ amount: z.number().int() });

export const vatTreatmentSchema = z.enum(vatTreatments);

/** The quote's pricing (docs/rules/checkout-and-payments.md#quote-answer), plus the shop's IVA. Integer euro cents. */
export const pricingSchema = z
  .object({
    prodigiItemsAmount: z.number().int(),
    prodigiShippingAmount: z.number().int(),
    prodigiTaxAmount: z.number().int(),
    prodigiFeesAmount: z.number().int(),
    /** Items + shipping + tax + fees. */
    prodigiTotal: z.number().int(),
    platformMargin: z.number().int(),
    /** The shop's price before its own IVA. */
    totalWithMargin: z.number().int(),
    vatTreatment: vatTreatmentSchema,
    /** Percent: 21, 25.5, 0. */
    vatRate: z.number(),
    vatCountryCode: z.string().nullable(),
    vatAmount: z.number().int(),
    /** What the buyer pays, IVA included: totalWithMargin + vatAmount. */
    total: z.number().int(),
    copies: z.number().int(),
    currency: z.literal(PRICING_CURRENCY),
  })
  .meta({ id: 'Pricing' });

export const quoteSchema = z
  .object({
    /** Prodigi's name for it: Budget, Standard, StandardPlus, Express, Overnight. */
    shipmentMethod: z.string(),
    /** Prodigi's cost lines, in cents. */
    costSummary: z.object({
      items: centsAmount,
      shipping: centsAmount,
      tax: centsAmount,
      fees: centsAmount,
    }),
    currency: z.literal(PRICING_CURRENCY),
    /** This shipping method priced by the rule. */
    pricing: pricingSchema,
  })
  .meta({ id: 'Quote' });

export const quoteResponseSchema = z
  .object({
    /** One per shipping method Prodigi offers for the destination, in the order Budget, Standard, StandardPlus, Express, Overnight. */
    quotes: z.array(quoteSchema),
    /** The first quote's pricing: the one a purchase uses. */
    pricing: pricingSchema,
  })
  .meta({ id: 'QuoteResponse' });

// ————— POST /payments/order/payment-intent —————

const recipientText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * The purchase form's recipient (docs/rules/checkout-and-payments.md#recipient). Blank required fields are answered all at once with
 * 'Completa los campos obligatorios: {labels}.' (purchase-rules.ts), not by this schema.
 */
export const recipientSchema = z
  .object({
    name: recipientText(recipientLimits.name),
    email: recipientText(recipientLimits.email),
    phoneNumber: recipientText(recipientLimits.phoneNumber),
    addressLine1: recipientText(recipientLimits.addressLine1),
    addressLine2: recipientText(recipientLimits.addressLine2),
    city: recipientText(recipientLimits.city),
    stateOrCounty: recipientText(recipientLimits.stateOrCounty),
    postalCode: recipientText(recipientLimits.postalCode),
    countryCode: z.string().max(10).optional().default('ES'),
  })
  .meta({ id: 'Recipient' });

export const paymentIntentRequestSchema = z
  .object({
    photoId: z.string().max(64),
    variantId: z.string().max(64),
    colorCode: colorCodeField.optional().default(''),
    copies: copiesField.default(1),
    recipient: recipientSchema,
    /** One of the methods the quote offered; absent: the first (the cheapest). */
    shippingMethod: z.string().max(40).optional(),
    productAttributes: productAttributesField.optional().default({}),
    /** Sent by the original web client and ignored: the print file is always the variant's own. */
    assetUrl: z.custom<string>().meta({ type: 'string' }).optional(),
  })
  .meta({ id: 'PaymentIntentRequest' });

export const paymentIntentResponseSchema = z
  .object({
    /** The PaymentIntent's client secret, for the card widget. */
    clientSecret: z.string(),
    /** Integer cents the card is charged: pricing.total. */
    amount: z.number().int(),
    currency: z.literal(PRICING_CURRENCY),
    pricing: pricingSchema,
    /** Our order (pending payment until Stripe's webhook says it is paid). */
    orderId: z.string(),
    /** The PaymentIntent's id, shown as 'Pago confirmado. ID …'. */
    paymentIntentId: z.string(),
    shippingMethod: z.string(),
    /** The order as people read it (the emails' 'Pedido {number}'). */
    orderNumber: z.string(),
    /** The order's receipt page, signed for its buyer: `/pedido/{id}?firma=…`. */
    receiptPath: z.string(),
  })
  .meta({ id: 'PaymentIntentResponse' });

// ————— POST /checkout/orders —————

/** The most lines one order may name. */
export const MAX_ORDER_LINES = 20;

/** A print of a photo's variant, as a line of an order. */
export const printLineRequestSchema = z
  .object({
    kind: z.literal('print'),
    photoId: z.string().max(64),
    variantId: z.string().max(64),
    colorCode: colorCodeField.optional().default(''),
    copies: copiesField.default(1),
    productAttributes: productAttributesField.optional().default({}),
  })
  .meta({ id: 'PrintLineRequest' });

/** Whoever attends on one ticket: their name and email go on the ticket. */
export const ticketHolderSchema = z
  .object({
    fullName: requiredText(eventLimits.holderName, {
      singleLine: true,
      blankMessage: eventMessages.holderNameRequired,
    }),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email(eventMessages.holderEmailInvalid).max(254, eventMessages.holderEmailInvalid)),
  })
  .meta({ id: 'TicketHolder' });
export type TicketHolder = z.infer<typeof ticketHolderSchema>;

/**
 * Tickets of one ticket type: one per holder. Only a signed-in buyer orders tickets; the
 * seats are held while the buyer pays (`holdExpiresAt`), and a free type completes at once.
 */
export const ticketLineRequestSchema = z
  .object({
    kind: z.literal('ticket'),
    ticketTypeId: z.uuid(),
    holders: z.array(ticketHolderSchema).min(1).max(eventLimits.maxPerOrder),
  })
  .meta({ id: 'TicketLineRequest' });
export type TicketLineRequest = z.infer<typeof ticketLineRequestSchema>;

/** A line of an order, named by its kind. */
export const orderLineRequestSchema = z.discriminatedUnion('kind', [
  printLineRequestSchema,
  ticketLineRequestSchema,
]);

/**
 * An order of any lines: each kind priced on the server by its own rule, never by an amount
 * the client sends. Prints need the recipient and are shipped together (one method).
 */
export const orderRequestSchema = z
  .object({
    items: z.array(orderLineRequestSchema).min(1).max(MAX_ORDER_LINES),
    recipient: recipientSchema.optional(),
    /** One of the methods the quote offered; absent: the first (the cheapest). */
    shippingMethod: z.string().max(40).optional(),
  })
  .meta({ id: 'OrderRequest' });

export const orderLineSchema = z.object({
  kind: z.enum(['print', 'ticket', 'shipping']),
  quantity: z.number().int(),
  /** Taxable base of the line (all its units), integer cents. */
  baseCents: z.number().int(),
  /** IVA rate in basis points: 2100 is 21 %. */
  vatRateBp: z.number().int(),
  vatCents: z.number().int(),
});

export const orderCheckoutResponseSchema = z
  .object({
    orderId: z.string(),
    /** `paid` at once when there is nothing to pay; else pending until the provider says so. */
    status: z.enum(['pending_payment', 'paid']),
    /** Integer cents to pay, IVA and delivery included. */
    amount: z.number().int(),
    currency: z.literal(PRICING_CURRENCY),
    lines: z.array(orderLineSchema),
    /** For the card widget; null when nothing is to be paid. */
    clientSecret: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    /** The order as people read it (the emails' 'Pedido {number}'). */
    orderNumber: z.string(),
    /** The order's receipt page, signed for its buyer: `/pedido/{id}?firma=…`. */
    receiptPath: z.string(),
    /** Until when its seats are held for this payment; null without tickets, or when paid. */
    holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
    /** The same as seconds left at this answer: a countdown that no clock's error moves. */
    holdSeconds: z.number().int().nullable(),
  })
  .meta({ id: 'OrderCheckoutResponse' });

// ————— POST /checkout/quotes —————

/**
 * The cart's prints to one destination, quoted together (one shipping): every method Prodigi
 * offers, each with the whole order's totals as `POST /checkout/orders` would charge them.
 */
export const cartQuoteRequestSchema = z
  .object({
    items: z.array(printLineRequestSchema).min(1).max(MAX_ORDER_LINES),
    destinationCountryCode: countryCodeField.default('ES'),
    /** Only Spain needs it: Canarias, Ceuta and Melilla pay no IVA. */
    postalCode: z.string().trim().max(20, msg.badPostalCode).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.postalCode === undefined || value.postalCode === '') return;
    const check = checkPostalCode(value.destinationCountryCode, value.postalCode);
    if (!check.ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: badPostalCodeFor(check.example),
      });
    }
  })
  .meta({ id: 'CartQuoteRequest' });

export const cartQuoteMethodSchema = z
  .object({
    /** Prodigi's name: Budget, Standard, StandardPlus, Express, Overnight. */
    method: z.string(),
    /** Its name for the buyer ('Económico'). */
    label: z.string(),
    /** Working days to the door, our estimate (delivery-estimates.ts); null if unknown. */
    estimate: z.object({ minDays: z.number().int(), maxDays: z.number().int() }).nullable(),
    /** Each print line's price, IVA included, in the request's order. */
    lines: z.array(z.object({ priceCents: z.number().int() })),
    /** The prints, IVA included. */
    goodsCents: z.number().int(),
    /** Delivery with Prodigi's taxes and fees, IVA included. */
    shippingCents: z.number().int(),
    /** The IVA the total includes. */
    ivaCents: z.number().int(),
    totalCents: z.number().int(),
  })
  .meta({ id: 'CartQuoteMethod' });

export const cartQuoteResponseSchema = z
  .object({
    /** Cheapest first: the one an order without `shippingMethod` gets. */
    methods: z.array(cartQuoteMethodSchema).min(1),
    currency: z.literal(PRICING_CURRENCY),
    vatTreatment: vatTreatmentSchema,
    /** The destination's IVA in percent (21, 25.5; 0 when none): 'de los cuales IVA (21 %)'. */
    vatRate: z.number(),
  })
  .meta({ id: 'CartQuoteResponse' });

// ————— GET /checkout/prints-from —————

/** Any text: an id that is no photo's answers null, so a photo page's render never fails on it. */
export const printsFromQuerySchema = z.object({ photoId: z.string() });

/**
 * The lowest price of one copy of any of the photo's prints, IVA included, to peninsular
 * Spain and without shipping (shipping is a line of its own, by method and destination).
 */
export const printsFromResponseSchema = z
  .object({
    /** Cents; null when the photo has no print that can be priced now. */
    fromCents: z.number().int().nullable(),
  })
  .meta({ id: 'PrintsFrom' });

// ————— POST /prodigi/orders (admin test order) —————

/** A test order is 1 copy, shipped Budget (docs/rules/admin.md#test-order). */
export const TEST_ORDER_COPIES = 1;
export const TEST_ORDER_SHIPPING = 'Budget';

export const testOrderRequestSchema = z
  .object({
    photoId: z.string().max(64),
    /** Absent: the photo's first active variant. */
    variantId: z.string().max(64).optional(),
    colorCode: colorCodeField.optional().default(''),
    /** Always 1; accepted and ignored otherwise. */
    copies: z.custom<number>().meta({ type: 'integer' }).optional(),
    /** Always Budget; accepted and ignored otherwise. */
    shippingMethod: z.custom<string>().meta({ type: 'string' }).optional(),
    /** Absent: the shop's own contact as the recipient. */
    recipient: recipientSchema.optional(),
    /**
     * The admin confirmed that Prodigi prints, ships and bills it: required when the server
     * talks to Prodigi's live API (docs/rules/admin.md#test-order).
     */
    confirmLive: z.boolean().optional(),
  })
  .meta({ id: 'TestOrderRequest' });

export const testOrderResponseSchema = z
  .object({
    order: z.object({
      /** Prodigi's order id (ord_…). */
      id: z.string(),
      /** Our order's id. */
      shopOrderId: z.string(),
      status: z.string(),
    }),
    /** Prodigi's outcome: Created, CreatedWithIssues, AlreadyExists. */
    outcome: z.string(),
  })
  .meta({ id: 'TestOrderResponse' });

// ————— GET /prodigi/environment (admin) —————

/**
 * Which Prodigi the server talks to: its own simulator (no key), Prodigi's sandbox (nothing
 * printed or billed) or Prodigi's live API (real orders, billed to the photographer's account).
 */
export const PRODIGI_ENVIRONMENTS = ['simulator', 'sandbox', 'live'] as const;
export type ProdigiEnvironmentName = (typeof PRODIGI_ENVIRONMENTS)[number];

export const prodigiEnvironmentResponseSchema = z
  .object({ environment: z.enum(PRODIGI_ENVIRONMENTS) })
  .meta({ id: 'ProdigiEnvironmentResponse' });
export type ProdigiEnvironmentResponse = z.infer<typeof prodigiEnvironmentResponseSchema>;

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
export type RecipientBody = z.input<typeof recipientSchema>;
export type PaymentIntentRequestBody = z.input<typeof paymentIntentRequestSchema>;
export type PaymentIntentRequestValues = z.output<typeof paymentIntentRequestSchema>;
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;
export type PrintLineRequest = z.output<typeof printLineRequestSchema>;
export type OrderLineRequest = z.output<typeof orderLineRequestSchema>;
export type OrderRequestBody = z.input<typeof orderRequestSchema>;
export type OrderRequestValues = z.output<typeof orderRequestSchema>;
export type OrderCheckoutResponse = z.infer<typeof orderCheckoutResponseSchema>;
export type TestOrderRequestBody = z.input<typeof testOrderRequestSchema>;
export type TestOrderResponse = z.infer<typeof testOrderResponseSchema>;
export type QuoteRequestBody = z.input<typeof quoteRequestSchema>;
export type QuoteRequestValues = z.output<typeof quoteRequestSchema>;
export type PricingBody = z.infer<typeof pricingSchema>;
export type QuoteBody = z.infer<typeof quoteSchema>;
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
export type CartQuoteRequestBody = z.input<typeof cartQuoteRequestSchema>;
export type PrintsFrom = z.infer<typeof printsFromResponseSchema>;
export type CartQuoteRequestValues = z.output<typeof cartQuoteRequestSchema>;
export type CartQuoteMethod = z.infer<typeof cartQuoteMethodSchema>;
export type CartQuoteResponse = z.infer<typeof cartQuoteResponseSchema>;
