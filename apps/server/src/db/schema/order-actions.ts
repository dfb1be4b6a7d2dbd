import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inList, orders } from './orders';
import { users } from './users';

export const orderActionActors = ['admin', 'buyer', 'system'] as const;
export type OrderActionActor = (typeof orderActionActors)[number];

/**
 * Every action taken on an order at Prodigi (cancel, shipping, recipient, metadata), by whom,
 * what was asked and what came of it: the audit the admin and the buyer's changes leave.
 */
export const orderActions = pgTable(
  'order_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prodigiOrderId: text('prodigi_order_id').notNull(),
    /** Our order, when the Prodigi order is one of ours. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actor: text('actor').$type<OrderActionActor>().notNull(),
    /** The admin or buyer who asked (null for the system, or once the account is gone). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    request: jsonb('request').$type<unknown>(),
    /** Prodigi's outcome, or why it failed. */
    outcome: text('outcome').notNull(),
    ok: boolean('ok').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_actions_actor_check', sql`${table.actor} in (${inList(orderActionActors)})`),
    index('order_actions_prodigi_order_idx').on(table.prodigiOrderId, table.createdAt),
    index('order_actions_order_idx').on(table.orderId),
  ],
);
