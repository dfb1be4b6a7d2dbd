import { z } from 'zod';
import { calendarDate, datesInOrder } from './date-schemas';
import { orderStatuses, printStatuses } from './order-status';
import {
  DESK_PAGE_MAX,
  DESK_PAGE_SIZE,
  deskStates,
  ordersDeskMessages as msg,
} from './orders-desk-rules';
import { orderMoneySchema } from './refunds';

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const filterFields = {
  state: z.preprocess(emptyAsUndefined, z.enum(deskStates, msg.badState).optional()),
  /** Days on the shop's clock (Europe/Madrid); left out, no bound. */
  from: calendarDate('Desde').optional(),
  to: calendarDate('Hasta').optional(),
  /** A buyer's email (or part of it) or an order number. */
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(254, msg.searchTooLong).optional()),
};

const inOrder = datesInOrder('from', 'to', { start: 'Desde', end: 'Hasta' });

/** The desk's filters: one state, a range of days (Europe/Madrid), and a search. */
export const ordersDeskFilterSchema = z.object(filterFields).superRefine(inOrder);

export const ordersDeskQuerySchema = z
  .object({
    ...filterFields,
    limit: z.coerce
      .number(msg.badLimit)
      .int(msg.badLimit)
      .min(1, msg.badLimit)
      .max(DESK_PAGE_MAX, msg.badLimit)
      .default(DESK_PAGE_SIZE),
    /** The page after this one (from the previous answer's `nextCursor`). */
    cursor: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  })
  .superRefine(inOrder);

const trackingSchema = z.object({
  carrier: z.string().nullable(),
  number: z.string(),
  url: z.string().nullable(),
});

export const deskOrderSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    email: z.string(),
    recipientName: z.string().nullable(),
    status: z.enum(orderStatuses),
    printStatus: z.enum(printStatuses).nullable(),
    state: z.enum(deskStates),
    /** Why the admin must look (with state `attention`), else null. */
    attention: z.string().nullable(),
    totalCents: z.number().int(),
    refundedCents: z.number().int(),
    currency: z.string(),
    itemCount: z.number().int(),
    prodigiOrderId: z.string().nullable(),
    stage: z.string().nullable(),
    tracking: z.array(trackingSchema),
    isTest: z.boolean(),
  })
  .meta({ id: 'DeskOrder' });

export const deskOrderListSchema = z
  .object({ orders: z.array(deskOrderSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'DeskOrderList' });

export const deskOrderDetailSchema = z
  .object({
    order: deskOrderSchema,
    lines: z.array(
      z.object({
        kind: z.string(),
        title: z.string(),
        quantity: z.number().int(),
        unitPriceCents: z.number().int(),
        totalCents: z.number().int(),
      }),
    ),
    breakdown: z.object({
      itemsCents: z.number().int(),
      shippingCents: z.number().int(),
      taxFeesCents: z.number().int(),
      ivaCents: z.number().int(),
      totalCents: z.number().int(),
    }),
    recipient: z
      .object({
        name: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        address: z.string(),
      })
      .nullable(),
    /** The ledger, for a paid order; null for one never paid (or a test). */
    money: orderMoneySchema.nullable(),
    /** Actions taken on its Prodigi order: who, what, Prodigi's outcome. */
    history: z.array(
      z.object({
        at: z.string(),
        actor: z.string(),
        action: z.string(),
        outcome: z.string(),
        ok: z.boolean(),
      }),
    ),
    /** Whether its prints can be sent to Prodigi again (a failed submission). */
    canRetry: z.boolean(),
  })
  .meta({ id: 'DeskOrderDetail' });

export const deskRetrySchema = z
  .object({ message: z.string(), order: deskOrderSchema })
  .meta({ id: 'DeskRetry' });

export type OrdersDeskFilter = z.infer<typeof ordersDeskFilterSchema>;
export type OrdersDeskQuery = z.infer<typeof ordersDeskQuerySchema>;
export type DeskOrder = z.infer<typeof deskOrderSchema>;
export type DeskOrderList = z.infer<typeof deskOrderListSchema>;
export type DeskOrderDetail = z.infer<typeof deskOrderDetailSchema>;
export type DeskRetry = z.infer<typeof deskRetrySchema>;
