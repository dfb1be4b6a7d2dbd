import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { waitlistStatuses, type WaitlistStatus } from '@shop/contracts';
import { eventTicketTypes, events } from './events';
import { users } from './users';

const statusList = sql.raw(waitlistStatuses.map((s) => `'${s}'`).join(', '));

/**
 * A customer's place in a sold-out ticket type's line, for a group of `quantity` seats
 * (docs/rules/events.md#waitlist). An offer holds seats in `stock_holds` (by this entry) until
 * `offer_expires_at`; an order made from it is `order_id`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => eventTicketTypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    acceptsFewer: boolean('accepts_fewer').notNull().default(false),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    offeredQuantity: integer('offered_quantity'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One place in line per customer and ticket type while it is active. */
    uniqueIndex('waitlist_entries_active_user')
      .on(t.ticketTypeId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered', 'claimed')`),
    index('waitlist_entries_line').on(t.ticketTypeId, t.status, t.createdAt),
    index('waitlist_entries_event').on(t.eventId),
    check('waitlist_entries_status_check', sql`${t.status} in (${statusList})`),
    check('waitlist_entries_quantity_check', sql`${t.quantity} between 1 and 20`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
