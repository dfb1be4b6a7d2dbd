import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventTicketTypes, events } from './events';
import { inList, orderItems, orders } from './orders';
import { users } from './users';

export const ticketStatuses = ['valid', 'cancelled'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/**
 * A ticket: one seat of a paid (or free) order's ticket line, with its holder. Issued once
 * per line and position; its QR carries the id and `code_version` signed, so a transfer
 * (a new holder, the version moved on) makes the old code worthless without a new seat.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The buyer's account (tickets need one): 'Mis Eventos' lists by it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /** Its place in the line (0 first): the line's holder of the same place. */
    position: integer('position').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => eventTicketTypes.id),
    /** What the ticket cost, IVA included (0: a free registration). */
    priceCents: integer('price_cents').notNull(),
    holderName: text('holder_name').notNull(),
    holderEmail: text('holder_email').notNull(),
    codeVersion: integer('code_version').notNull().default(1),
    status: text('status').$type<TicketStatus>().notNull().default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When its holder's reminder of the event was queued (once, the day before). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_order_item_position').on(t.orderItemId, t.position),
    index('tickets_event').on(t.eventId, t.holderName),
    index('tickets_order').on(t.orderId),
    index('tickets_user').on(t.userId),
    check('tickets_status_check', sql`${t.status} in (${inList(ticketStatuses)})`),
    check('tickets_position_check', sql`${t.position} >= 0 and ${t.codeVersion} > 0`),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
