import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList, orders } from './orders';
import { users } from './users';

export const paymentStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const refundStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
/** Who asked for a refund: the admin, the buyer (cancelling), or the provider's dashboard. */
export const refundOrigins = ['admin', 'buyer', 'provider'] as const;
export type RefundOrigin = (typeof refundOrigins)[number];

/**
 * The ledger's money in: one row per payment at the provider (a Stripe PaymentIntent), as
 * the provider reports it. An order's money state is read from here and from refunds.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull().default('stripe'),
    providerPaymentId: text('provider_payment_id').notNull().unique('payments_provider_id_key'),
    /** What the payment asks for, and what it took (0 until it succeeds). */
    amountCents: integer('amount_cents').notNull(),
    receivedCents: integer('received_cents').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_status_check', sql`${table.status} in (${inList(paymentStatuses)})`),
    check(
      'payments_cents_check',
      sql`${table.amountCents} >= 0 and ${table.receivedCents} >= 0 and ${table.receivedCents} <= ${table.amountCents}`,
    ),
    index('payments_order_id_idx').on(table.orderId),
  ],
);

/**
 * The ledger's money out. A refund row is written (pending) before the provider is asked,
 * under a lock on its payment, so two refunds at once can never exceed what was taken; the
 * row's id is the provider's idempotency key. Refunds made in the provider's dashboard arrive
 * by webhook and are written with origin 'provider'.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    origin: text('origin').$type<RefundOrigin>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    providerRefundId: text('provider_refund_id').unique('refunds_provider_id_key'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** Why the provider refused it, for the admin. */
    failure: text('failure'),
    /**
     * The caller's key for this refund (a job's: 'event-cancelled:{event}:{order}'): asked
     * again with it, the ledger finds this row instead of refunding twice.
     */
    requestKey: text('request_key').unique('refunds_request_key_key'),
    /** When the buyer's refund email was queued (once per refund, when it succeeded). */
    buyerNotifiedAt: timestamp('buyer_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_status_check', sql`${table.status} in (${inList(refundStatuses)})`),
    check('refunds_origin_check', sql`${table.origin} in (${inList(refundOrigins)})`),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
    index('refunds_payment_id_idx').on(table.paymentId),
    index('refunds_order_id_idx').on(table.orderId),
  ],
);

/** Stripe events already handled: the primary key lets each be handled once. */
export const paymentEvents = pgTable('payment_events', {
  stripeEventId: text('stripe_event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
