import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceRecords, invoices, orders } from '#src/db/schema/index';
import { createInvoicesRepository } from './invoices.repository';
import type { InvoiceDraft } from './invoice-drafts';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();

const issuer = {
  name: 'Lucía Ferrer Campos',
  taxId: '12345678Z',
  address: 'Calle del Pez 27, Madrid',
};

describe('issuing invoices at once (PostgreSQL)', () => {
  it('100 invoices in 100 transactions: consecutive numbers, no gap, no duplicate, one unbroken chain', async () => {
    const { db } = ctx.database;
    const made = await db
      .insert(orders)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          email: `cliente${i}@example.com`,
          currency: 'EUR',
          status: 'paid' as const,
          itemsCents: 1000,
          shippingCents: 0,
          taxFeesCents: 0,
          ivaCents: 210,
          totalCents: 1210,
        })),
      )
      .returning({ id: orders.id });
    const draft = (orderId: string): InvoiceDraft => ({
      type: 'F2',
      orderId,
      refundId: null,
      correctsId: null,
      issuer,
      recipient: null,
      lines: [
        { description: 'Impresión', quantity: 1, baseCents: 1000, vatRateBp: 2100, vatCents: 210 },
      ],
      rates: [{ vatRateBp: 2100, baseCents: 1000, vatCents: 210 }],
      baseCents: 1000,
      vatCents: 210,
      totalCents: 1210,
      mention: '',
    });
    // Every tenth transaction fails after taking its number: its number must come back.
    const results = await Promise.allSettled(
      made.map(({ id }, i) =>
        db.transaction(async (tx) => {
          await createInvoicesRepository(tx).issue(draft(id), new Date());
          if (i % 10 === 9) throw new Error('rolled back on purpose');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(90);

    const ids = made.map((o) => o.id);
    const issued = await db
      .select()
      .from(invoices)
      .where(inArray(invoices.orderId, ids))
      .orderBy(asc(invoices.number));
    expect(issued.map((i) => i.number)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect(new Set(issued.map((i) => i.code)).size).toBe(90);

    const records = await db.select().from(invoiceRecords).orderBy(asc(invoiceRecords.position));
    expect(records).toHaveLength(90);
    records.forEach((record, i) => {
      expect(record.previousHuella).toBe(i === 0 ? '' : records[i - 1]?.huella);
    });
    expect(await ctx.app.invoicing.verify()).toEqual({ records: 90, broken: null });
  }, 60_000);
});
