import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DerivativeFormat } from '@shop/contracts';

export interface StoredDerivative {
  format: DerivativeFormat;
  width: number;
  height: number;
  /** Media key (public, content-hashed). */
  key: string;
  bytes: number;
}

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Reference price in cents; null shows 'Consultar'. */
    priceCents: integer('price_cents'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    camera: text('camera'),
    lens: text('lens'),
    location: text('location'),
    shotAt: date('shot_at', { mode: 'string' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** ThumbHash, base64. */
    placeholder: text('placeholder').notNull(),
    derivatives: jsonb('derivatives').$type<StoredDerivative[]>().notNull(),
    /** Private storage key of the original (what Prodigi prints); never served publicly. */
    originalKey: text('original_key').notNull(),
    originalFormat: text('original_format').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    /**
     * The admin's quarter turn ('Girar'), degrees clockwise (0, 90, 180, 270), applied after
     * the original's own orientation: width, height and every derivative already include it.
     */
    rotation: integer('rotation').notNull().default(0),
    /** Hidden photos leave every public list (a photo with orders is hidden, not erased). */
    hidden: boolean('hidden').notNull().default(false),
    /** Featured photos open the gallery, before the rest. */
    featured: boolean('featured').notNull().default(false),
    /**
     * The admin's order within the gallery (featured first, then position ascending, then
     * newest): null means "not placed", after every placed photo of its group.
     */
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_public_idx').on(t.hidden, t.createdAt.desc()),
    index('photos_gallery_order_idx').on(
      t.hidden,
      t.featured.desc(),
      t.position.asc().nullsLast(),
      t.createdAt.desc(),
      t.id,
    ),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
