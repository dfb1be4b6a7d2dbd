import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defaultSeatsLeftPercent, eventStatuses } from '@shop/contracts';
import { photos } from './photos';

export const eventStatus = pgEnum('event_status', eventStatuses);

/**
 * Events the photographer publishes (modules/events). Times are instants; `time_zone` is the
 * venue's, in which the admin wrote them and visitors read them. `capacity`, when set, is
 * the seats all the ticket types share.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: eventStatus('status').notNull().default('draft'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverPhotoId: uuid('cover_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address').notNull(),
    onlineUrl: text('online_url').notNull().default(''),
    capacity: integer('capacity'),
    seatsLeftPercent: integer('seats_left_percent').notNull().default(defaultSeatsLeftPercent),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_status_starts').on(t.status, t.startsAt),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_positive', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
    check(
      'events_seats_left_percent',
      sql`${t.seatsLeftPercent} >= 0 AND ${t.seatsLeftPercent} <= 100`,
    ),
  ],
);

/** An event's ticket types, in the order the admin lists them. Price with IVA, in cents. */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    quota: integer('quota').notNull(),
    maxPerOrder: integer('max_per_order').notNull(),
    salesStartAt: timestamp('sales_start_at', { withTimezone: true }),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true }),
  },
  (t) => [
    index('event_ticket_types_event').on(t.eventId, t.position),
    check('event_ticket_types_price', sql`${t.priceCents} >= 0`),
    check('event_ticket_types_quota', sql`${t.quota} > 0`),
    check('event_ticket_types_max_per_order', sql`${t.maxPerOrder} > 0`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventTicketTypeRow = typeof eventTicketTypes.$inferSelect;
