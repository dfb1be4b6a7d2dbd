import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { partnerApplicationStatuses } from '@shop/contracts';
import { users } from './users';

export const partnerApplicationStatus = pgEnum(
  'partner_application_status',
  partnerApplicationStatuses,
);

/**
 * Applications to the partner programme (modules/partners). An account has at most one
 * pending application (the partial unique index); decided ones stay as its history.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    business: text('business').notNull(),
    website: text('website').notNull(),
    motivation: text('motivation').notNull(),
    status: partnerApplicationStatus('status').notNull().default('pending'),
    decisionNote: text('decision_note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_applications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('partner_applications_status_created').on(t.status, t.createdAt),
  ],
);

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
