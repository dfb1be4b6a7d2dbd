import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PrintSizing } from '@shop/contracts';
import { photos, type StoredDerivative } from './photos';

export interface StoredColor {
  code: string;
  name: string;
}

/** A print file: private (original storage), never under a public URL. */
export interface StoredPrintAsset {
  assetId: string;
  /** Private storage key of the JPEG print file. */
  key: string;
  width: number;
  height: number;
  format: 'jpeg';
  /** 'original': rendered from the photo's original; 'upload': the sent JPEG itself. */
  source: 'original' | 'upload';
  /** In the original's pixels, after rotation; null for an upload. */
  crop: { x: number; y: number; width: number; height: number; rotation: number } | null;
  /** The pixels of the original the file covers (the crop's, or the upload's own). */
  sourceWidth: number;
  sourceHeight: number;
  upscaled: boolean;
  /** Public derivatives of the preview (the browser's JPEG, or the print file's). */
  preview: StoredDerivative[];
  createdAt: string;
}

export interface StoredMockup {
  id: string;
  label: string;
  width: number;
  height: number;
  derivatives: StoredDerivative[];
}

export interface StoredColorOption {
  code: string;
  name: string;
  /** A URL the admin typed ('' for none). */
  customAssetUrl: string;
  mockupImageRefs: string[];
  asset: StoredPrintAsset | null;
}

export const catalogProducts = pgTable('catalog_products', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Upper-cased; unique. */
  sku: text('sku').notNull().unique('catalog_products_sku_key'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  prodigiDescription: text('prodigi_description').notNull().default(''),
  basePriceCents: integer('base_price_cents'),
  currency: text('currency').notNull().default('EUR'),
  defaultSizing: text('default_sizing').$type<PrintSizing>().notNull().default('fillPrintArea'),
  productDimensions: jsonb('product_dimensions').$type<{
    width: number;
    height: number;
    units: 'in' | 'cm';
  }>(),
  printAreaPixels: jsonb('print_area_pixels').$type<{ width: number; height: number }>(),
  shipsTo: text('ships_to')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  attributes: jsonb('attributes').$type<Record<string, string | string[]>>().notNull().default({}),
  availableColors: jsonb('available_colors').$type<StoredColor[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const photoVariants = pgTable(
  'photo_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted photo takes its variants with it.
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    // A product in use cannot be deleted (the service says so first; this is the backstop).
    catalogProductId: uuid('catalog_product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'restrict' }),
    displayName: text('display_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Manual price; null: provider price + margin. */
    retailPriceCents: integer('retail_price_cents'),
    profitMarginCents: integer('profit_margin_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    /** null: the product's default sizing. */
    sizing: text('sizing').$type<PrintSizing>(),
    isActive: boolean('is_active').notNull().default(true),
    customAssetUrl: text('custom_asset_url').notNull().default(''),
    asset: jsonb('asset').$type<StoredPrintAsset>(),
    mockups: jsonb('mockups').$type<StoredMockup[]>().notNull().default([]),
    colorOptions: jsonb('color_options').$type<StoredColorOption[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photo_variants_photo_idx').on(t.photoId, t.createdAt),
    index('photo_variants_product_idx').on(t.catalogProductId),
  ],
);

export type CatalogProductRow = typeof catalogProducts.$inferSelect;
export type PhotoVariantRow = typeof photoVariants.$inferSelect;
