import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { orderActions, type OrderActionActor } from '#src/db/schema/index';

export interface OrderActionRecord {
  prodigiOrderId: string;
  orderId: string | null;
  actor: OrderActionActor;
  userId: string | null;
  action: string;
  request: unknown;
  outcome: string;
  ok: boolean;
}

/** The only SQL on order_actions (the audit of actions on orders at Prodigi), and their lock. */
export function createOrderActionsRepository(db: Database) {
  return {
    async record(entry: OrderActionRecord) {
      await db.insert(orderActions).values(entry);
    },
    /**
     * Runs `work` while a transaction of its own holds PostgreSQL's advisory lock on `key`, so
     * another process asking for the same key waits until `work` ends (a crash lets go with
     * the connection). PostgreSQL only: on PGlite's one connection the open transaction
     * would hold up the work's own queries.
     */
    async whileLocked<T>(key: string, work: () => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        return work();
      });
    },
    async forProdigiOrder(prodigiOrderId: string) {
      return db
        .select()
        .from(orderActions)
        .where(eq(orderActions.prodigiOrderId, prodigiOrderId))
        .orderBy(desc(orderActions.createdAt));
    },
    /** Everything done to an order's Prodigi order, newest first. */
    async forOrder(orderId: string) {
      return db
        .select()
        .from(orderActions)
        .where(eq(orderActions.orderId, orderId))
        .orderBy(desc(orderActions.createdAt));
    },
  };
}

export type OrderActionsRepository = ReturnType<typeof createOrderActionsRepository>;
