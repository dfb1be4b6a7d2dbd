import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { invoiceCode, type InvoiceType } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { isAnyId } from '#src/db/sql-lists';
import {
  invoiceRecords,
  invoices,
  invoiceSeries,
  type InvoiceRecordRow,
  type InvoiceRow,
} from '#src/db/schema/index';
import { seriesOf, type InvoiceDraft } from './invoice-drafts';
import { altaHuella, recordAmount, recordDate, recordTimestamp } from './verifactu';

export type InvoiceSummary = Pick<
  InvoiceRow,
  'id' | 'orderId' | 'code' | 'type' | 'issuedAt' | 'totalCents'
>;

/** The only SQL on invoices, invoice_series and invoice_records. */
export function createInvoicesRepository(db: Database) {
  return {
    /**
     * Numbers and writes an invoice with its VERI*FACTU record, in the caller's transaction
     * (`db` must be one): the chain's lock first (every issuer waits its turn, so records
     * never fork), then the series' next number (its row locked until the end: a rolled
     * back invoice gives its number back, so series have no gaps).
     */
    async issue(draft: InvoiceDraft, now: Date): Promise<InvoiceRow> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('invoice-chain'))`);
      const year = Number(recordDate(now).slice(6));
      const series = seriesOf(draft.type, year);
      const [counter] = await db
        .insert(invoiceSeries)
        .values({ series, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceSeries.series,
          set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
        })
        .returning();
      if (!counter) throw new Error('invoice series not numbered');
      const code = invoiceCode(series, counter.lastNumber);
      const [invoice] = await db
        .insert(invoices)
        .values({ ...draft, series, number: counter.lastNumber, code, issuedAt: now })
        .returning();
      if (!invoice) throw new Error('invoice not written');
      const [last] = await db
        .select({ huella: invoiceRecords.huella })
        .from(invoiceRecords)
        .orderBy(desc(invoiceRecords.position))
        .limit(1);
      const fields = {
        issuerNif: draft.issuer.taxId,
        numSerie: code,
        issueDate: recordDate(now),
        invoiceType: draft.type,
        vatTotal: recordAmount(draft.vatCents),
        amountTotal: recordAmount(draft.totalCents),
        previousHuella: last?.huella ?? '',
        generatedAt: recordTimestamp(now),
      };
      await db
        .insert(invoiceRecords)
        .values({ invoiceId: invoice.id, kind: 'alta', ...fields, huella: altaHuella(fields) });
      return invoice;
    },

    async ofOrder(orderId: string): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.issuedAt), asc(invoices.code));
    },

    /** The invoices of many orders, without their lines (the account's history lists them). */
    async ofOrders(orderIds: readonly string[]): Promise<InvoiceSummary[]> {
      if (orderIds.length === 0) return [];
      return db
        .select({
          id: invoices.id,
          orderId: invoices.orderId,
          code: invoices.code,
          type: invoices.type,
          issuedAt: invoices.issuedAt,
          totalCents: invoices.totalCents,
        })
        .from(invoices)
        .where(isAnyId(invoices.orderId, orderIds))
        .orderBy(asc(invoices.issuedAt), asc(invoices.code));
    },

    /** Issued in [from, until), of a type and series when given, newest first. */
    async list(
      filters: { from?: Date; until?: Date; type?: InvoiceType; series?: string },
      limit: number,
    ): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(
          and(
            filters.from ? gte(invoices.issuedAt, filters.from) : undefined,
            filters.until ? lt(invoices.issuedAt, filters.until) : undefined,
            filters.type ? eq(invoices.type, filters.type) : undefined,
            filters.series ? eq(invoices.series, filters.series) : undefined,
          ),
        )
        .orderBy(desc(invoices.issuedAt), desc(invoices.code))
        .limit(limit);
    },

    /** Issued in [from, until), by series and number (the register's order). */
    async inPeriod(from: Date, until: Date): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, until)))
        .orderBy(asc(invoices.series), asc(invoices.number));
    },

    async findMany(ids: readonly string[]): Promise<InvoiceRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(invoices)
        .where(inArray(invoices.id, [...ids]));
    },

    async original(orderId: string): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), inArray(invoices.type, ['F1', 'F2'])));
      return row ?? null;
    },

    async findById(id: string): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row ?? null;
    },

    /** The chain from `after` on, `limit` records at a time, in the order they were made. */
    async records(after: number, limit: number): Promise<InvoiceRecordRow[]> {
      return db
        .select()
        .from(invoiceRecords)
        .where(gt(invoiceRecords.position, after))
        .orderBy(asc(invoiceRecords.position))
        .limit(limit);
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
