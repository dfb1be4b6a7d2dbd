import { z } from 'zod';
import { orderBreakdownSchema, orderPrintLineSchema, orderShipmentSchema } from './buyer-orders';
import { buyerOrderStages } from './buyer-orders-rules';
import { invoiceTypes } from './invoice-rules';
import { orderStatuses } from './order-status';
import { siteImageSchema } from './site-content';

/**
 * GET /user/purchases: everything the signed-in customer bought (prints and tickets), for
 * 'Historial de Pagos' (docs/rules/accounts.md#payment-history). The spec's fields (`_id`,
 * `status`, `createdAt`, `totalAmount`, `eventInfo`, `totalItems`, `totalQuantity`, `tickets`)
 * and, beyond them, the prints, the money as the ledger has it, the stage and tracking, the
 * invoices. Money in integer euro cents, IVA included.
 */

export const purchaseSchema = z
  .object({
    _id: z.uuid(),
    /** The id's last 6 characters, upper-cased. */
    number: z.string(),
    status: z.enum(orderStatuses),
    createdAt: z.iso.datetime({ offset: true }),
    /** What was paid, in cents. */
    totalAmount: z.number().int(),
    currency: z.string(),
    /** The event of the order's tickets (the first, when several); null without tickets. */
    eventInfo: z
      .object({
        id: z.uuid(),
        name: z.string(),
        cover: siteImageSchema.nullable(),
        startDate: z.iso.datetime({ offset: true }),
        location: z.string(),
      })
      .nullable(),
    /** Lines bought (shipping aside), and the pieces in them. */
    totalItems: z.number().int(),
    totalQuantity: z.number().int(),
    tickets: z.array(
      z.object({
        eventId: z.uuid(),
        /** The ticket type's name. */
        name: z.string(),
        quantity: z.number().int(),
        /** Per ticket, in cents. */
        price: z.number().int(),
        participants: z.array(z.object({ fullName: z.string(), email: z.string() })),
      }),
    ),
    prints: z.array(orderPrintLineSchema),
    breakdown: orderBreakdownSchema,
    /** The card it was paid with, as the ledger has it; null when nothing was charged. */
    payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    /** Prints' journey and tracking; null without prints. */
    stage: z.enum(buyerOrderStages).nullable(),
    shipments: z.array(orderShipmentSchema),
    invoices: z.array(
      z.object({
        id: z.uuid(),
        code: z.string(),
        type: z.enum(invoiceTypes),
        issuedAt: z.iso.datetime({ offset: true }),
        totalCents: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Purchase' });
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchasesSchema = z
  .object({
    /** Newest first. */
    orders: z.array(purchaseSchema),
    /** What the customer paid in all, less what went back, in cents. */
    totalSpent: z.number().int(),
    /** The events the customer bought tickets for. */
    allEventIds: z.array(z.uuid()),
  })
  .meta({ id: 'Purchases' });
export type Purchases = z.infer<typeof purchasesSchema>;
