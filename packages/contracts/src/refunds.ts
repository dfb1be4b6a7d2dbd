import { z } from 'zod';
import { moneyStates } from './payment-rules';

export const refundReasons = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;

/** An admin's refund of an order: the whole amount left when `amountCents` is absent. */
export const refundRequestSchema = z
  .object({
    amountCents: z.number().int().positive().max(100_000_000).optional(),
    reason: z.enum(refundReasons).optional(),
  })
  .meta({ id: 'RefundRequest' });

export const refundSchema = z
  .object({
    id: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed', 'canceled']),
    origin: z.enum(['admin', 'buyer', 'provider']),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Refund' });

export const orderMoneySchema = z
  .object({
    orderId: z.string(),
    currency: z.string(),
    receivedCents: z.number().int(),
    refundedCents: z.number().int(),
    pendingRefundCents: z.number().int(),
    refundableCents: z.number().int(),
    state: z.enum(moneyStates),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    refunds: z.array(refundSchema),
  })
  .meta({ id: 'OrderMoney' });

export const refundResponseSchema = z
  .object({ refund: refundSchema, money: orderMoneySchema })
  .meta({ id: 'RefundResponse' });

export type RefundRequestBody = z.input<typeof refundRequestSchema>;
export type OrderMoney = z.infer<typeof orderMoneySchema>;
export type RefundResponse = z.infer<typeof refundResponseSchema>;
