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
import {
  orderStatuses,
  printStatuses,
  type OrderStatus,
  type PrintSizing,
  type PrintStatus,
} from '@shop/contracts';
import { users } from './users';
import { waitlistEntries } from './waitlist';

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
  /** `sourceKey`: the asset the copy was made from, to copy again if the copy is lost. */
  | { kind: 'stored'; key: string; sourceKey?: string }
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

/** Delivery of an order's prints, a line of its own (with its own IVA). */
export interface ShippingItemSnapshot {
  method: string;
}

/** Tickets of one ticket type as they were bought: one per holder, in this order. */
export interface TicketItemSnapshot {
  eventId: string;
  ticketTypeId: string;
  eventName: string;
  ticketTypeName: string;
  /** Instants (ISO) and the venue's zone, as the event said when it was bought. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venueName: string;
  venueAddress: string;
  holders: { fullName: string; email: string }[];
}

/** What each kind of line item keeps. */
export interface OrderItemSnapshots {
  print: PrintItemSnapshot;
  ticket: TicketItemSnapshot;
  shipping: ShippingItemSnapshot;
}
export type OrderItemKind = keyof OrderItemSnapshots;
export const orderItemKinds = [
  'print',
  'ticket',
  'shipping',
] as const satisfies readonly OrderItemKind[];
/** The kinds that are something to deliver once paid (shipping goes with the prints). */
export type FulfilledItemKind = Exclude<OrderItemKind, 'shipping'>;

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
    /** The order's payment life; each line's fulfilment is its kind's (print_fulfilments). */
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    /** ISO 4217, upper case (EUR). */
    currency: text('currency').notNull(),
    // Integer cents, as priced when the order was made; totalCents is what the buyer pays.
    itemsCents: integer('items_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    // The priced summary; the lines (order_items) carry each base, rate and IVA.
    /** Prodigi's own tax and fees on the order. */
    taxFeesCents: integer('tax_fees_cents').notNull(),
    /** The shop's IVA, included in the total. */
    ivaCents: integer('iva_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentIntentId: text('payment_intent_id').unique('orders_payment_intent_id_key'),
    /** Why the admin must look at its payment (set with status 'flagged'; kept after). */
    flaggedReason: text('flagged_reason'),
    /** An admin's test order: sent to Prodigi, never charged. */
    isTest: boolean('is_test').notNull().default(false),
    /**
     * The version of /legal/terms the buyer was shown when the order was made (the contract
     * they accepted by paying); null for test orders and orders made before it was kept.
     */
    termsVersion: text('terms_version'),
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
    // The orders desk: newest first, a page at a time (keyset on created_at, id).
    index('orders_created_idx').on(table.createdAt.desc(), table.id.desc()),
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
    // The line's taxable base (all its units), its IVA rate and IVA: docs/rules/checkout-and-payments.md#iva-per-line.
    baseCents: integer('base_cents').notNull(),
    /** Basis points: 2100 is 21 %, 2550 is 25,5 %. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** The photo a print shows: found without reading the snapshot (photos with orders stay). */
    photoId: uuid('photo_id'),
    snapshot: jsonb('snapshot').$type<OrderItemSnapshots[OrderItemKind]>().notNull(),
    /** The line's place in the order as bought (0 first): receipts and invoices keep it. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('order_items_kind_check', sql`${table.kind} in (${inList(orderItemKinds)})`),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    check('order_items_position_check', sql`${table.position} >= 0`),
    check('order_items_unit_price_check', sql`${table.unitPriceCents} >= 0`),
    check(
      'order_items_tax_check',
      sql`${table.baseCents} >= 0 and ${table.vatCents} >= 0 and ${table.vatRateBp} between 0 and 10000`,
    ),
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_photo_id_idx').on(table.photoId),
  ],
);

/**
 * The print part of an order: where its prints go and their one Prodigi order. Written with
 * the order (status pending), then moved by its submission and Prodigi's callbacks.
 */
export const printFulfilments = pgTable(
  'print_fulfilments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<PrintStatus>().notNull().default('pending'),
    /** Who receives the parcel, as the buyer typed it when paying (a snapshot, never updated). */
    recipient: jsonb('recipient').$type<StoredRecipient>().notNull(),
    prodigiOrderId: text('prodigi_order_id').unique('print_fulfilments_prodigi_order_id_key'),
    /** Prodigi's stage (InProgress, Complete, Cancelled) as its last callback said. */
    stage: text('stage'),
    shipments: jsonb('shipments').$type<StoredShipment[]>().notNull().default([]),
    /** The last failed attempt to submit it, for the admin (cleared by a success). */
    lastError: text('last_error'),
    /** Why the admin must look (failed for good, cancelled by Prodigi); kept after. */
    problem: text('problem'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('print_fulfilments_status_check', sql`${table.status} in (${inList(printStatuses)})`),
    index('print_fulfilments_status_idx').on(table.status),
  ],
);

export const stockHoldStates = ['held', 'confirmed', 'released'] as const;
export type StockHoldState = (typeof stockHoldStates)[number];

/**
 * Stock an order holds while it waits for its payment (a ticket type's seats): it counts
 * against the resource's capacity while `held` and unexpired, or `confirmed` by the payment.
 * A failed payment, an order ended unpaid and the expiry release it.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order holding it; null for a waitlist offer's seats. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The waitlist entry whose offer holds it (docs/rules/events.md#waitlist). */
    waitlistEntryId: uuid('waitlist_entry_id').references(() => waitlistEntries.id, {
      onDelete: 'cascade',
    }),
    /** What is held, named by its kind (`ticket-type:<id>`). */
    resource: text('resource').notNull(),
    quantity: integer('quantity').notNull(),
    /** The resource's capacity when the hold was taken (checked again if it must be retaken). */
    capacity: integer('capacity').notNull(),
    state: text('state').$type<StockHoldState>().notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stock_holds_state_check', sql`${table.state} in (${inList(stockHoldStates)})`),
    check(
      'stock_holds_holder_check',
      sql`${table.orderId} is not null or ${table.waitlistEntryId} is not null`,
    ),
    check('stock_holds_quantity_check', sql`${table.quantity} > 0 and ${table.capacity} >= 0`),
    index('stock_holds_resource_idx').on(table.resource, table.state),
    index('stock_holds_order_id_idx').on(table.orderId),
    index('stock_holds_waitlist_entry_idx').on(table.waitlistEntryId),
    index('stock_holds_expiry_idx').on(table.state, table.expiresAt),
  ],
);
