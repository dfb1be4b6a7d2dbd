import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notInArray as notIn,
  sql,
} from 'drizzle-orm';
import { paidOrderStatuses, type OrderStatus, type PrintStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { isAnyId } from '#src/db/sql-lists';
import { createStockHoldsRepository, type HoldRequest } from './stock-holds.repository';
import {
  orderItems,
  orders,
  paymentEvents,
  printFulfilments,
  type OrderItemKind,
  type OrderItemSnapshots,
  type StoredRecipient,
  type StoredShipment,
} from '#src/db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PrintFulfilment = typeof printFulfilments.$inferSelect;
/** An order, its lines, and the print part when it has prints. */
export type Order = OrderRow & { items: OrderItemRow[]; print: PrintFulfilment | null };

/** A line item to create: its kind decides what its snapshot holds. */
export type NewOrderItem = {
  [K in OrderItemKind]: {
    kind: K;
    quantity: number;
    unitPriceCents: number;
    baseCents: number;
    vatRateBp: number;
    vatCents: number;
    photoId: string | null;
    snapshot: OrderItemSnapshots[K];
  };
}[OrderItemKind];

/**
 * `id` may be chosen by the caller (files named after the order are written first). An order
 * with prints names who receives them.
 */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'status' | 'createdAt' | 'updatedAt' | 'flaggedReason'
> & {
  items: NewOrderItem[];
  recipient?: StoredRecipient;
  /** Stock to hold for the order until `holdUntil` (taken with it, or the order is not made). */
  holds?: readonly HoldRequest[];
  holdUntil?: Date;
  /** Runs in the order's transaction before its stock is held (a waitlist offer taken up). */
  beforeHolds?: (tx: Database, orderId: string) => Promise<void>;
  /** Runs in the order's transaction after its stock is held (an offer's rest passed on). */
  afterHolds?: (tx: Database) => Promise<void>;
};

/** What a move of the order's payment may write along with it. */
export interface StatusChange {
  flaggedReason?: string;
}

/** What the print part's moves and facts may write. */
export interface PrintChange {
  /** Corrected at Prodigi (by the admin or the buyer): where the parcel goes now. */
  recipient?: StoredRecipient;
  prodigiOrderId?: string;
  stage?: string;
  shipments?: StoredShipment[];
  lastError?: string | null;
  problem?: string;
  submittedAt?: Date;
}

/** The only SQL on orders, order_items and payment_events. `db` may be a transaction. */
export function createOrdersRepository(db: Database) {
  async function withItems(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, prints] = await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(isAnyId(orderItems.orderId, ids))
        .orderBy(asc(orderItems.position), asc(orderItems.id)),
      db.select().from(printFulfilments).where(isAnyId(printFulfilments.orderId, ids)),
    ]);
    return rows.map((row) => ({
      ...row,
      items: items.filter((i) => i.orderId === row.id),
      print: prints.find((p) => p.orderId === row.id) ?? null,
    }));
  }

  return {
    /** The order, its lines and its print part in one transaction: all or nothing. */
    async create(input: NewOrder): Promise<Order> {
      const { items, recipient, holds = [], holdUntil, beforeHolds, afterHolds, ...order } = input;
      if (items.length === 0) throw new Error('an order needs at least one item');
      const hasPrints = items.some((item) => item.kind === 'print');
      if (hasPrints !== (recipient !== undefined)) {
        throw new Error('an order has a recipient exactly when it has prints');
      }
      const lines = items.reduce((sum, i) => sum + i.baseCents + i.vatCents, 0);
      if (lines !== order.totalCents) {
        throw new Error(`the lines add up to ${lines} cents, the total is ${order.totalCents}`);
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values(order).returning();
        if (!row) throw new Error('order not inserted');
        const itemRows = await tx
          .insert(orderItems)
          .values(items.map((item, position) => ({ ...item, orderId: row.id, position })))
          .returning();
        itemRows.sort((a, b) => a.position - b.position);
        const [print] = recipient
          ? await tx.insert(printFulfilments).values({ orderId: row.id, recipient }).returning()
          : [];
        await beforeHolds?.(tx, row.id);
        if (holds.length > 0) {
          if (!holdUntil) throw new Error('stock held without an expiry');
          await createStockHoldsRepository(tx).take(row.id, holds, holdUntil);
        }
        await afterHolds?.(tx);
        return { ...row, items: itemRows, print: print ?? null };
      });
    },

    async findById(id: string): Promise<Order | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, id));
      return (await withItems(rows))[0] ?? null;
    },

    /** Null for another user's order as for a missing one. */
    async findForUser(id: string, userId: string): Promise<Order | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return (await withItems(rows))[0] ?? null;
    },

    /** An order whose money arrived (some may have gone back since), for its buyer to see. */
    async findBought(
      id: string,
      userId?: string,
      options: { unpaidToo?: boolean } = {},
    ): Promise<Order | null> {
      // A receipt's link reads unpaid orders too, and ended ones: a tab left open on an order
      // that a later try replaced must say so, not 404.
      const statuses: OrderStatus[] = options.unpaidToo
        ? [...BOUGHT_STATUSES, ...UNPAID_STATUSES, ...ENDED_UNPAID]
        : [...BOUGHT_STATUSES];
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.status, statuses),
            userId === undefined ? undefined : eq(orders.userId, userId),
          ),
        );
      return (await withItems(rows))[0] ?? null;
    },

    /**
     * A user's bought orders (no test orders), newest first, a page at a time: keyset on
     * (created_at, id) after the order `afterId`, the last of the page before, compared with
     * its stored time itself (microseconds, which a JavaScript date would round off).
     */
    async listBought(userId: string, limit: number, afterId?: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, [...BOUGHT_STATUSES]),
            eq(orders.isTest, false),
            afterId === undefined
              ? undefined
              : sql`(${orders.createdAt}, ${orders.id}) < (select a.created_at, a.id from ${orders} a where a.id = ${afterId})`,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return withItems(rows);
    },

    /** Guest orders written to `email` become `userId`'s (never another account's, nor a test). */
    async claimGuestOrders(userId: string, email: string): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ userId, updatedAt: sql`now()` })
        .where(
          and(
            isNull(orders.userId),
            eq(orders.isTest, false),
            sql`lower(${orders.email}) = ${email.toLowerCase()}`,
          ),
        )
        .returning({ id: orders.id });
      return rows.length;
    },

    async findByPaymentIntent(paymentIntentId: string): Promise<Order | null> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.paymentIntentId, paymentIntentId));
      return (await withItems(rows))[0] ?? null;
    },

    /** Locks the order's row until the transaction ends (inside `transaction` only). */
    async lockForUpdate(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, id))
        .for('update');
      return rows.length === 1;
    },

    async statusOf(id: string): Promise<OrderStatus | null> {
      const [row] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, id));
      return row?.status ?? null;
    },

    /** Links the PaymentIntent once: false when the order has one already (or is missing). */
    async attachPaymentIntent(id: string, paymentIntentId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentIntentId, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), sql`${orders.paymentIntentId} is null`))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /**
     * Compare-and-set: moves the order from `from` to `to` only if it is still in `from`.
     * Returns whether it moved; two concurrent callers cannot both move it.
     */
    async transition(
      id: string,
      from: OrderStatus,
      to: OrderStatus,
      change: StatusChange = {},
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ ...change, status: to, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    async printStatusOf(orderId: string): Promise<PrintStatus | null> {
      const [row] = await db
        .select({ status: printFulfilments.status })
        .from(printFulfilments)
        .where(eq(printFulfilments.orderId, orderId));
      return row?.status ?? null;
    },

    /** Compare-and-set on the print part's status, as `transition` on the order's. */
    async printTransition(
      orderId: string,
      from: PrintStatus,
      to: PrintStatus,
      change: PrintChange = {},
    ): Promise<boolean> {
      const rows = await db
        .update(printFulfilments)
        .set({ ...change, status: to, updatedAt: sql`now()` })
        .where(and(eq(printFulfilments.orderId, orderId), eq(printFulfilments.status, from)))
        .returning({ id: printFulfilments.orderId });
      return rows.length === 1;
    },

    /** Writes print facts that do not change its status (a callback repeated). */
    async updatePrint(orderId: string, change: PrintChange) {
      await db
        .update(printFulfilments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(printFulfilments.orderId, orderId));
    },

    /**
     * Records a Stripe event id: true the first time, false for a duplicate. The primary key
     * decides, so two deliveries at once cannot both get true.
     */
    async recordPaymentEvent(stripeEventId: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ stripeEventId, type })
        .onConflictDoNothing({ target: paymentEvents.stripeEventId })
        .returning({ id: paymentEvents.stripeEventId });
      return rows.length === 1;
    },

    /**
     * Orders still waiting for their payment (pending, or failed and not tried again) whose
     * last change was before `before`, a page at a time in the order of their ids: `afterId`
     * is the last of the page before. An admin's test order never waits.
     */
    async findUnpaidSince(before: Date, limit: number, afterId?: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...UNPAID_STATUSES]),
            lt(orders.updatedAt, before),
            eq(orders.isTest, false),
            afterId === undefined ? undefined : gt(orders.id, afterId),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return withItems(rows);
    },

    /**
     * Orders whose payment may have arrived (paid, refunded in part, flagged; or still unpaid
     * with a PaymentIntent, whose notice may have been lost) made since `since`, with a
     * PaymentIntent and not an admin's test, a page at a time by id (`afterId`: the last of
     * the page before).
     */
    async findWithPayment(since: Date, limit: number, afterId?: string): Promise<Order[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, [...paidOrderStatuses, ...UNPAID_STATUSES]),
            isNotNull(orders.paymentIntentId),
            eq(orders.isTest, false),
            gte(orders.createdAt, since),
            afterId === undefined ? undefined : gt(orders.id, afterId),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return withItems(rows);
    },

    /** How many orders stand in each status, test orders left out (the metrics' gauge). */
    async countsByStatus(): Promise<{ status: OrderStatus; n: number }[]> {
      return db
        .select({ status: orders.status, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.isTest, false))
        .groupBy(orders.status);
    },

    /** Of these ids, the orders that exist and are not ended unpaid (their files are needed). */
    async idsKeepingFiles(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, ids), notIn(orders.status, [...ENDED_UNPAID])));
      return new Set(rows.map((row) => row.id));
    },

    /** Of these print file keys, those an order not ended unpaid points at. */
    async printFileKeysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const key = sql<string>`${orderItems.snapshot} -> 'printFile' ->> 'key'`;
      const rows = await db
        .selectDistinct({ key })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(inArray(key, keys), notIn(orders.status, [...ENDED_UNPAID])));
      return new Set(rows.map((row) => row.key));
    },

    /** Whether any order has a print of the photo (such a photo is hidden, never erased). */
    async photoHasOrders(photoId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.photoId, photoId))
        .limit(1);
      return row !== undefined;
    },
    /**
     * The newest paid order (not a test order) of `email` whose id, or whose number as
     * people read it (the id's last 6 characters), is `orderNumber` (upper case).
     */
    async findPaidOrderId(orderNumber: string, email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            sql`lower(${orders.email}) = ${email.toLowerCase()}`,
            inArray(orders.status, [...paidOrderStatuses]),
            eq(orders.isTest, false),
            sql`(upper(${orders.id}::text) = ${orderNumber} or upper(right(${orders.id}::text, 6)) = ${orderNumber})`,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

/** Statuses of an order whose payment has not arrived (and may still). */
export const UNPAID_STATUSES = [
  'pending_payment',
  'payment_failed',
] as const satisfies readonly OrderStatus[];

/** Orders whose money arrived, whatever went back since: what a buyer may look at. */
const BOUGHT_STATUSES = [
  ...paidOrderStatuses,
  'refunded',
] as const satisfies readonly OrderStatus[];

/** Orders that ended without a payment: nothing of theirs is needed any more. */
const ENDED_UNPAID = ['cancelled', 'expired'] as const satisfies readonly OrderStatus[];

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
