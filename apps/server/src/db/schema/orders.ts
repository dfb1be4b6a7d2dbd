import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orderStatuses, type OrderStatus, type PrintSizing } from '@shop/contracts';
import { users } from './users';

/** Who receives the parcel, as the buyer typed it when paying (a snapshot, never updated). */
export interface StoredRecipient {
  name: string;
  email: string;
  phone: string | null;
  address: {
    line1: string;
    line2: string | null;
    postalOrZipCode: string;
    townOrCity: string;
    stateOrCounty: string | null;
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: string;
  };
}

/**
 * Where a print's file comes from: a file in the private store (an asset copied for the
 * order), the photo's original (rendered to a JPEG when the order is submitted), or a URL
 * the admin typed for the variant (given to Prodigi as it is).
 */
export type PrintFileSource =
  | { kind: 'stored'; key: string }
  | { kind: 'original'; key: string; format: string }
  | { kind: 'url'; url: string };

/** A print as it was bought: enough to send it to Prodigi even if the variant changes later. */
export interface PrintItemSnapshot {
  photoId: string;
  variantId: string;
  sku: string;
  /** What the buyer saw it called (the variant's name, else the product's). */
  name?: string;
  /** The colour attribute's code; null for products without colours. */
  color: string | null;
  /** The colour's name as offered ('Negro'). */
  colorName?: string | null;
  copies: number;
  /**
   * The full-resolution file to print. A stored asset is copied to the order's own key when
   * the order is made (`orders/{orderId}/…`), so later edits of the variant never touch it.
   */
  printFile: PrintFileSource;
  sizing: PrintSizing;
  /** Prodigi's attributes for the item (the colour among them, when there is one). */
  attributes: Record<string, string>;
  /** The shipping method the price was quoted for (Budget, Standard, Express, Overnight). */
  shippingMethod: string;
}

/** What each kind of line item keeps; tickets join this map in their issue. */
export interface OrderItemSnapshots {
  print: PrintItemSnapshot;
}
export type OrderItemKind = keyof OrderItemSnapshots;
export const orderItemKinds = ['print'] as const satisfies readonly OrderItemKind[];

/** A Prodigi shipment as its callback reports it. */
export interface StoredShipment {
  id: string;
  status: string;
  carrier: { name: string; service: string } | null;
  tracking: { number: string | null; url: string | null } | null;
  dispatchDate: string | null;
}

/** A closed list as SQL, for a CHECK constraint (the values are our own constants). */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a guest's order (and after the account is deleted). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the confirmation and tracking emails go. */
    email: text('email').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    /** ISO 4217, upper case (EUR). */
    currency: text('currency').notNull(),
    // Integer cents, as priced when the order was made; totalCents is what the buyer pays.
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** Prodigi's own tax and fees on the order. */
    taxFeesCents: integer('tax_fees_cents').notNull(),
    /** The shop's IVA, included in the total. */
    ivaCents: integer('iva_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    recipient: jsonb('recipient').$type<StoredRecipient>().notNull(),
    paymentIntentId: text('payment_intent_id').unique('orders_payment_intent_id_key'),
    /** Why the admin must look at it (set with status 'flagged'; kept after it moves on). */
    flaggedReason: text('flagged_reason'),
    /** An admin's test order: sent to Prodigi, never charged. */
    isTest: boolean('is_test').notNull().default(false),
    /**
     * The version of /legal/terms the buyer was shown when the order was made (the contract
     * they accepted by paying); null for test orders and orders made before it was kept.
     */
    termsVersion: text('terms_version'),
    // Fulfilment by Prodigi (an order has at most one Prodigi order, whatever its items).
    prodigiOrderId: text('prodigi_order_id').unique('orders_prodigi_order_id_key'),
    /** Prodigi's stage (InProgress, Complete, Cancelled) as its last callback said. */
    fulfilmentStage: text('fulfilment_stage'),
    shipments: jsonb('shipments').$type<StoredShipment[]>().notNull().default([]),
    /** The last failed attempt to submit it, for the admin. */
    lastError: text('last_error'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', sql`${table.status} in (${inList(orderStatuses)})`),
    check(
      'orders_cents_check',
      sql`${table.itemsCents} >= 0 and ${table.shippingCents} >= 0 and ${table.taxFeesCents} >= 0 and ${table.ivaCents} >= 0 and ${table.totalCents} >= 0`,
    ),
    index('orders_user_id_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderItemKind>().notNull(),
    /** Copies of a print, tickets of a ticket type. */
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The photo a print shows: found without reading the snapshot (photos with orders stay). */
    photoId: uuid('photo_id'),
    snapshot: jsonb('snapshot').$type<OrderItemSnapshots[OrderItemKind]>().notNull(),
  },
  (table) => [
    check('order_items_kind_check', sql`${table.kind} in (${inList(orderItemKinds)})`),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    check('order_items_unit_price_check', sql`${table.unitPriceCents} >= 0`),
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_photo_id_idx').on(table.photoId),
  ],
);
