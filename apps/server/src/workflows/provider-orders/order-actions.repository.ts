import { desc, eq } from 'drizzle-orm';
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

/** The only SQL on order_actions: the audit of actions on orders at Prodigi. */
export function createOrderActionsRepository(db: Database) {
  return {
    async record(entry: OrderActionRecord) {
      await db.insert(orderActions).values(entry);
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
