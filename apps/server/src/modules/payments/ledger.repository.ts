import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { isAnyId } from '#src/db/sql-lists';
import {
  payments,
  refunds,
  type PaymentStatus,
  type RefundOrigin,
  type RefundStatus,
} from '#src/db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Refunds that hold money: taken or on their way. */
const HOLDING: RefundStatus[] = ['pending', 'succeeded'];

export interface PaymentSnapshot {
  orderId: string;
  providerPaymentId: string;
  amountCents: number;
  receivedCents: number;
  currency: string;
  status: PaymentStatus;
  card: { brand: string; last4: string } | null;
}

/** The ledger's only SQL: payments and refunds. */
export function createLedgerRepository(db: Database) {
  return {
    async upsertPayment(payment: PaymentSnapshot): Promise<PaymentRow> {
      const values = {
        orderId: payment.orderId,
        providerPaymentId: payment.providerPaymentId,
        amountCents: payment.amountCents,
        receivedCents: payment.receivedCents,
        currency: payment.currency,
        status: payment.status,
        cardBrand: payment.card?.brand ?? null,
        cardLast4: payment.card?.last4 ?? null,
      };
      const [row] = await db
        .insert(payments)
        .values(values)
        .onConflictDoUpdate({
          target: payments.providerPaymentId,
          set: {
            amountCents: values.amountCents,
            receivedCents: values.receivedCents,
            status: values.status,
            cardBrand: sql`coalesce(${values.cardBrand}, ${payments.cardBrand})`,
            cardLast4: sql`coalesce(${values.cardLast4}, ${payments.cardLast4})`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('payment not written');
      return row;
    },

    async paymentsOf(orderId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt));
    },

    async findPayment(providerPaymentId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, providerPaymentId));
      return row ?? null;
    },

    /** The payment row, locked until the transaction ends (refunds of it queue behind). */
    async lockPayment(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },

    async holdingRefundCents(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, HOLDING)));
      return Number(row?.cents ?? 0);
    },

    async insertRefund(refund: {
      paymentId: string;
      orderId: string;
      amountCents: number;
      currency: string;
      reason: string | null;
      origin: RefundOrigin;
      requestedBy: string | null;
      requestKey?: string | null;
    }): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(refund).returning();
      if (!row) throw new Error('refund not written');
      return row;
    },

    async settleRefund(
      id: string,
      change: { providerRefundId?: string; status: RefundStatus; failure?: string | null },
    ): Promise<RefundRow | null> {
      const [row] = await db
        .update(refunds)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(refunds.id, id))
        .returning();
      return row ?? null;
    },

    /**
     * A refund as the provider reports it: ours (named by `ledgerRefundId`) takes the
     * provider's id and status; one made in the provider's dashboard is added, once.
     */
    async applyProviderRefund(
      payment: PaymentRow,
      refund: {
        providerRefundId: string;
        ledgerRefundId: string | null;
        amountCents: number;
        status: RefundStatus;
        reason: string | null;
      },
    ): Promise<void> {
      if (refund.ledgerRefundId) {
        const [ours] = await db
          .update(refunds)
          .set({
            providerRefundId: refund.providerRefundId,
            status: refund.status,
            updatedAt: sql`now()`,
          })
          .where(and(eq(refunds.id, refund.ledgerRefundId), eq(refunds.paymentId, payment.id)))
          .returning({ id: refunds.id });
        if (ours) return;
      }
      await db
        .insert(refunds)
        .values({
          paymentId: payment.id,
          orderId: payment.orderId,
          amountCents: refund.amountCents,
          currency: payment.currency,
          reason: refund.reason,
          origin: 'provider',
          requestedBy: null,
          providerRefundId: refund.providerRefundId,
          status: refund.status,
        })
        .onConflictDoUpdate({
          target: refunds.providerRefundId,
          set: { status: refund.status, updatedAt: sql`now()` },
        });
    },

    async findRefundByKey(requestKey: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.requestKey, requestKey));
      return row ?? null;
    },

    async findRefund(id: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row ?? null;
    },

    /** Payments and refunds of many orders at once (the account's history). */
    async ofOrders(orderIds: readonly string[]) {
      if (orderIds.length === 0) return { payments: [], refunds: [] };
      const [paymentRows, refundRows] = await Promise.all([
        db.select().from(payments).where(isAnyId(payments.orderId, orderIds)),
        db.select().from(refunds).where(isAnyId(refunds.orderId, orderIds)),
      ]);
      return { payments: paymentRows, refunds: refundRows };
    },

    async refundsOf(orderId: string): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(refunds.createdAt, refunds.id);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
