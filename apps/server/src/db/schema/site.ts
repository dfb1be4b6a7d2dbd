import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredDerivative } from './photos';
import { users } from './users';

/**
 * The site's editable content (modules/site): one row per section ('identity', 'home',
 * 'services', ...), its values as the contract's JSON. A section without a row shows its
 * defaults. `version` grows with each save, so a stale editor cannot overwrite a newer one.
 */
export const siteContent = pgTable('site_content', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Images of the site's content (services, the portrait): public derivatives, like photos'. */
export const siteImages = pgTable('site_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  derivatives: jsonb('derivatives').$type<StoredDerivative[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteContentRow = typeof siteContent.$inferSelect;
export type SiteImageRow = typeof siteImages.$inferSelect;
