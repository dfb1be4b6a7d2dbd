import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import {
  orderItems,
  orders,
  paymentEvents,
  type OrderItemKind,
  type OrderItemSnapshots,
  type StoredShipment,
} from '#src/db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type Order = OrderRow & { items: OrderItemRow[] };

/** A line item to create: its kind decides what its snapshot holds. */
export type NewOrderItem = {
  [K in OrderItemKind]: {
    kind: K;
    quantity: number;
    unitPriceCents: number;
    photoId: string | null;
    snapshot: OrderItemSnapshots[K];
  };
}[OrderItemKind];

/** `id` may be chosen by the caller (files named after the order are written first). */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'prodigiOrderId'
  | 'fulfilmentStage'
  | 'shipments'
  | 'lastError'
  | 'submittedAt'
  | 'flaggedReason'
> & { items: NewOrderItem[] };

/** What a status change may write along with the status. */
export interface StatusChange {
  flaggedReason?: string;
  prodigiOrderId?: string;
  fulfilmentStage?: string;
  shipments?: StoredShipment[];
  lastError?: string | null;
  submittedAt?: Date;
}

/** The only SQL on orders, order_items and payment_events. `db` may be a transaction. */
export function createOrdersRepository(db: Database) {
  async function withItems(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    return rows.map((row) => ({ ...row, items: items.filter((i) => i.orderId === row.id) }));
  }

  return {
    /** The order and its items in one transaction: both or neither. */
    async create(input: NewOrder): Promise<Order> {
      const { items, ...order } = input;
      if (items.length === 0) throw new Error('an order needs at least one item');
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(orders).values(order).returning();
        if (!row) throw new Error('order not inserted');
        const itemRows = await tx
          .insert(orderItems)
          .values(items.map((item) => ({ ...item, orderId: row.id })))
          .returning();
        return { ...row, items: itemRows };
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

    /** Writes fulfilment facts that do not change the status (a callback repeated). */
    async updateFulfilment(id: string, change: Omit<StatusChange, 'flaggedReason'>) {
      await db
        .update(orders)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
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

    /** Of these ids, the orders that exist and are not cancelled (their files are needed). */
    async idsKeepingFiles(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, ids), sql`${orders.status} <> 'cancelled'`));
      return new Set(rows.map((row) => row.id));
    },

    /** Of these print file keys, those an order that is not cancelled points at. */
    async printFileKeysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const key = sql<string>`${orderItems.snapshot} -> 'printFile' ->> 'key'`;
      const rows = await db
        .selectDistinct({ key })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(inArray(key, keys), sql`${orders.status} <> 'cancelled'`));
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
            inArray(orders.status, [...PAID_STATUSES]),
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

/**
 * Statuses of an order whose payment arrived. `flagged` counts: an order is flagged after
 * its payment (Prodigi refused it, or the payment did not match), and the admin looks at it
 * either way.
 */
const PAID_STATUSES = [
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'complete',
  'flagged',
] as const satisfies readonly OrderStatus[];

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
