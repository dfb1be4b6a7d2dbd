import { z } from 'zod';
import { buyerOrderMessages as msg, buyerOrderStages } from './buyer-orders-rules';
import { recipientSchema } from './checkout';
import { orderStatuses } from './order-status';

/**
 * The buyer's order page (docs/rules/checkout-and-payments.md#buyer-order-page): the wire
 * shapes. Money in integer euro cents, IVA included unless a field says otherwise.
 */

export const buyerOrderParamsSchema = z.object({ orderId: z.string().max(64) });

/** Without a session: the link's signature (the page's `firma`). */
export const buyerOrderQuerySchema = z.object({ signature: z.string().max(128).optional() });

export const myOrdersQuerySchema = z.object({
  /** The `nextCursor` of the page before; absent for the first page. */
  cursor: z.string().max(200, msg.badCursor).optional(),
});

/** A print as bought, as the buyer reads it (the order page, 'Historial de Pagos'). */
export const orderPrintLineSchema = z
  .object({
    /** The photo's title. */
    title: z.string(),
    /** What was bought: the product as offered, with its colour. */
    product: z.string(),
    copies: z.number().int(),
    /** The line's price, IVA included. */
    priceCents: z.number().int(),
    /** A small picture of the photo; null when it is gone. */
    thumbnailUrl: z.string().nullable(),
  })
  .meta({ id: 'OrderPrintLine' });

/** What an order cost and what went back, in cents. */
export const orderBreakdownSchema = z
  .object({
    /** What was bought, prints and tickets, IVA included. */
    itemsCents: z.number().int(),
    /** Delivery with Prodigi's taxes and fees, IVA included. */
    shippingCents: z.number().int(),
    /** The IVA the total includes. */
    ivaCents: z.number().int(),
    /** The rates (basis points) of that IVA: 'de los cuales IVA (21 %)'. */
    ivaRatesBp: z.array(z.number().int()),
    totalCents: z.number().int(),
    /** Refunded, or on its way back to the card. */
    refundedCents: z.number().int(),
  })
  .meta({ id: 'OrderBreakdown' });

/** A parcel of the prints, as Prodigi reported it. */
export const orderShipmentSchema = z
  .object({
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  })
  .meta({ id: 'OrderShipment' });

/** A ticket of a line: its holder as she is now, and once issued, its reference. */
const orderTicketHolderSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  /** The short reference printed under the QR; null until the ticket is issued. */
  reference: z.string().nullable(),
  /** null until issued. */
  status: z.enum(['valid', 'cancelled']).nullable(),
});

/** A line of tickets as bought: the event as it was sold, the type, the holders. */
export const orderTicketLineSchema = z
  .object({
    eventId: z.string(),
    eventName: z.string(),
    ticketType: z.string(),
    /** Instants (ISO) and the venue's zone. */
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    venueName: z.string(),
    venueAddress: z.string(),
    quantity: z.number().int(),
    /** The line's price, IVA included (0: a free registration). */
    priceCents: z.number().int(),
    holders: z.array(orderTicketHolderSchema),
  })
  .meta({ id: 'OrderTicketLine' });

/** A print as the cart keeps it, to put an unpaid order's prints back in the cart. */
const printChoiceSchema = z.object({
  photoId: z.string(),
  variantId: z.string(),
  /** '' for a product without colours. */
  colorCode: z.string(),
  copies: z.number().int(),
  /** Prodigi's attributes the buyer chose, the colour aside. */
  productAttributes: z.record(z.string(), z.string()),
});

/**
 * What the buyer may do now, and when an action is not offered, why (null: nothing to say,
 * e.g. an order with no prints, unpaid or cancelled).
 */
const buyerOrderActionsSchema = z.object({
  changeAddress: z.boolean(),
  cancel: z.boolean(),
  changeAddressUnavailable: z.string().nullable(),
  cancelUnavailable: z.string().nullable(),
});

const recipientView = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  stateOrCounty: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
});

export const buyerOrderSchema = z
  .object({
    id: z.string(),
    /** As people read it: the id's last 6 characters, upper-cased. */
    number: z.string(),
    createdAt: z.string(),
    status: z.enum(orderStatuses),
    /** An admin's test order: never charged, nothing to change. */
    isTest: z.boolean(),
    currency: z.string(),
    /** The prints (empty: none). */
    items: z.array(orderPrintLineSchema),
    /** The same prints as the cart keeps them, in the same order. */
    printChoices: z.array(printChoiceSchema),
    /** The tickets (empty: none). */
    tickets: z.array(orderTicketLineSchema),
    /**
     * The caller is the order's signed-in owner: the tickets' pages and PDF (behind the
     * session) are theirs to open.
     */
    viewerIsOwner: z.boolean(),
    /** Prodigi's shipping method the buyer chose (Budget, Express…); null: no prints. */
    shippingMethod: z.string().nullable(),
    breakdown: orderBreakdownSchema
      .extend({
        /** Of what was bought, the prints (0: the order has none). */
        printsCents: z.number().int(),
        /** Of what was bought, the tickets (0: none, or free registrations). */
        ticketsCents: z.number().int(),
      })
      .meta({ id: 'BuyerOrderBreakdown' }),
    stage: z.enum(buyerOrderStages),
    shipments: z.array(orderShipmentSchema),
    /** Who receives the prints and where, in the purchase form's fields (null: no prints). */
    recipient: recipientView.nullable(),
    /** What the buyer may do now (Prodigi's own answer while the order is at the lab). */
    actions: buyerOrderActionsSchema,
  })
  .meta({ id: 'BuyerOrder' });

/** The corrected delivery address: the purchase form's recipient, by the same rules. */
export const buyerAddressChangeSchema = z
  .object({ recipient: recipientSchema })
  .meta({ id: 'BuyerAddressChange' });

export const buyerOrderActionResultSchema = z
  .object({ message: z.string(), order: buyerOrderSchema })
  .meta({ id: 'BuyerOrderActionResult' });

export const myOrdersSchema = z
  .object({
    orders: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        createdAt: z.string(),
        status: z.enum(orderStatuses),
        stage: z.enum(buyerOrderStages),
        totalCents: z.number().int(),
        currency: z.string(),
        /** What was bought, in a line ('Lámina Fine Art · 2 copias'). */
        summary: z.string(),
      }),
    ),
    /** The next page's cursor; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'MyOrders' });

export type BuyerOrder = z.infer<typeof buyerOrderSchema>;
export type BuyerAddressChange = z.output<typeof buyerAddressChangeSchema>;
export type BuyerOrderActionResult = z.infer<typeof buyerOrderActionResultSchema>;
export type MyOrders = z.infer<typeof myOrdersSchema>;
