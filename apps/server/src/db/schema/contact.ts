import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { withdrawalStatuses, type WithdrawalStatus } from '@shop/contracts';
import { orders } from './orders';

/**
 * Messages sent from /contact (modules/contact). The sender's address is not kept: the rate
 * limit counts by address in its own table, and a message needs nothing more than what the
 * sender typed. `consentedAt` records the privacy policy accepted when it was sent.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** When the photographer marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt, table.id)],
);

/**
 * Withdrawal declarations sent through /desistimiento (Directive 2023/2673, art. 11a CRD):
 * what the consumer declared and when, the paid order of that email the number names (if
 * any; null also once that order is deleted), and what the photographer made of it.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** As typed, normalised: upper case, without '#'. */
    orderNumber: text('order_number').notNull(),
    comment: text('comment').notNull().default(''),
    matchedOrderId: uuid('matched_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<WithdrawalStatus>().notNull().default('received'),
    /** The photographer's note (why it was rejected, how it was refunded). */
    note: text('note').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The decision the consumer was last emailed (refunded, rejected); null before any. */
    decisionToldAs: text('decision_told_as').$type<WithdrawalStatus>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'withdrawal_requests_status_check',
      sql.raw(`status in (${withdrawalStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
    index('withdrawal_requests_created_at_idx').on(table.createdAt, table.id),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;
