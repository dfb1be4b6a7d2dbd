import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoiceTypes, type InvoiceType } from '@shop/contracts';
import { inList, orders } from './orders';
import { refunds } from './payments';

/** Who an invoice is from or to, as it was when the invoice was issued. */
export interface InvoiceParty {
  name: string;
  taxId: string;
  address: string;
}

/** One line of an invoice: amounts in cents, the IVA rate in basis points (2100 = 21 %). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  baseCents: number;
  vatRateBp: number;
  vatCents: number;
}

/** The base and IVA of one rate. */
export interface InvoiceRateTotal {
  vatRateBp: number;
  baseCents: number;
  vatCents: number;
}

/** The last number given in each series ('F2026'): the next invoice takes it plus one. */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_series_number_check', sql`${t.lastNumber} > 0`)],
);

/**
 * An issued invoice: never updated nor deleted (docs/rules/invoices.md). A correction is a
 * new invoice: a rectifying one per refund, an F3 replacing a simplified one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    /** Series and number as printed, 'F2026-000123'. */
    code: text('code').notNull(),
    type: text('type').$type<InvoiceType>().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The refund a rectifying invoice is for. */
    refundId: uuid('refund_id').references(() => refunds.id),
    /** What a rectifying invoice corrects, or an F3 replaces. */
    correctsId: uuid('corrects_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    issuer: jsonb('issuer').$type<InvoiceParty>().notNull(),
    recipient: jsonb('recipient').$type<InvoiceParty>(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    rates: jsonb('rates').$type<InvoiceRateTotal[]>().notNull(),
    baseCents: integer('base_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The exemption's legal ground when a line carries no IVA (exports), else ''. */
    mention: text('mention').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_series_number').on(t.series, t.number),
    uniqueIndex('invoices_code').on(t.code),
    /** One first invoice per order, one rectifying invoice per refund, one F3 per original. */
    uniqueIndex('invoices_order_original')
      .on(t.orderId)
      .where(sql`${t.type} in ('F1', 'F2')`),
    uniqueIndex('invoices_refund').on(t.refundId),
    uniqueIndex('invoices_replacement')
      .on(t.correctsId)
      .where(sql`${t.type} = 'F3'`),
    index('invoices_order').on(t.orderId),
    index('invoices_issued').on(t.issuedAt),
    check('invoices_type_check', sql`${t.type} in (${inList(invoiceTypes)})`),
    check('invoices_total_check', sql`${t.totalCents} = ${t.baseCents} + ${t.vatCents}`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The VERI*FACTU chain: one record per invoice issued (alta) or voided (anulación), each
 * with its huella and the previous one's, in the order they were made. No two records chain
 * to the same previous huella (the first's is ''), so the chain cannot fork.
 */
export const invoiceRecords = pgTable(
  'invoice_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: bigserial('position', { mode: 'number' }).notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind').$type<'alta' | 'anulacion'>().notNull(),
    issuerNif: text('issuer_nif').notNull(),
    numSerie: text('num_serie').notNull(),
    /** dd-mm-yyyy, as hashed. */
    issueDate: text('issue_date').notNull(),
    invoiceType: text('invoice_type').notNull(),
    /** '12.35', as hashed. */
    vatTotal: text('vat_total').notNull(),
    amountTotal: text('amount_total').notNull(),
    previousHuella: text('previous_huella').notNull(),
    huella: text('huella').notNull(),
    /** '2024-01-01T19:20:30+01:00', as hashed. */
    generatedAt: text('generated_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_records_position').on(t.position),
    uniqueIndex('invoice_records_previous').on(t.previousHuella),
    uniqueIndex('invoice_records_huella').on(t.huella),
    check('invoice_records_kind_check', sql`${t.kind} in ('alta', 'anulacion')`),
  ],
);

export type InvoiceRecordRow = typeof invoiceRecords.$inferSelect;
