import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { stockHolds } from '#src/db/schema/index';

/** Stock an order asks to hold: `quantity` of `resource`, of which there are `capacity`. */
export interface HoldRequest {
  resource: string;
  quantity: number;
  capacity: number;
}

/** Not enough left of a resource: the order is not made. */
export class StockUnavailable extends Error {
  constructor(readonly resource: string) {
    super(`not enough left of ${resource}`);
  }
}

/** The only SQL on stock_holds. `db` must be a transaction for `take` and `confirm`. */
export function createStockHoldsRepository(db: Database) {
  /** Serializes every taker of one resource until the transaction ends. */
  async function lock(resource: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${resource}))`);
  }

  async function inUse(resource: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int` })
      .from(stockHolds)
      .where(
        and(
          eq(stockHolds.resource, resource),
          sql`(${stockHolds.state} = 'confirmed' or (${stockHolds.state} = 'held' and ${stockHolds.expiresAt} > now()))`,
        ),
      );
    return row?.n ?? 0;
  }

  /** Holds each request for its holder until `expiresAt`, or throws holding nothing. */
  async function takeFor(
    holder: { orderId: string | null; waitlistEntryId: string | null },
    requests: readonly HoldRequest[],
    expiresAt: Date,
  ) {
    for (const request of [...requests].sort((a, b) => a.resource.localeCompare(b.resource))) {
      await lock(request.resource);
      if ((await inUse(request.resource)) + request.quantity > request.capacity) {
        throw new StockUnavailable(request.resource);
      }
      await db.insert(stockHolds).values({ ...holder, ...request, expiresAt });
    }
  }

  return {
    /** Holds each request until `expiresAt`, or throws `StockUnavailable` holding nothing. */
    async take(orderId: string, requests: readonly HoldRequest[], expiresAt: Date) {
      await takeFor({ orderId, waitlistEntryId: null }, requests, expiresAt);
    },

    /** Seats offered to a waitlist entry, held for it until `expiresAt` (as `take`). */
    async holdForOffer(entryId: string, requests: readonly HoldRequest[], expiresAt: Date) {
      await takeFor({ orderId: null, waitlistEntryId: entryId }, requests, expiresAt);
    },

    /** Gives back what waitlist offers hold (taken up by an order, turned down, ended). */
    async releaseOffers(entryIds: readonly string[]): Promise<number> {
      if (entryIds.length === 0) return 0;
      const rows = await db
        .update(stockHolds)
        .set({ state: 'released', updatedAt: sql`now()` })
        .where(
          and(inArray(stockHolds.waitlistEntryId, [...entryIds]), eq(stockHolds.state, 'held')),
        )
        .returning({ id: stockHolds.id });
      return rows.length;
    },

    /**
     * Where an order's stock stands: `paid` (confirmed), `pending` (its hold's time is not
     * over: it may still be paid, even after a failed attempt), or `ended` unpaid.
     */
    async orderStanding(orderId: string): Promise<'paid' | 'pending' | 'ended'> {
      const holds = await db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
      if (holds.some((hold) => hold.state === 'confirmed')) return 'paid';
      return holds.some((hold) => hold.expiresAt.getTime() > Date.now()) ? 'pending' : 'ended';
    },

    /**
     * The payment arrived: the order's holds become permanent. One that expired or was
     * released is taken again if there is still room; false when there is not.
     */
    async confirm(orderId: string): Promise<boolean> {
      const holds = await db.select().from(stockHolds).where(eq(stockHolds.orderId, orderId));
      for (const hold of holds.sort((a, b) => a.resource.localeCompare(b.resource))) {
        if (hold.state === 'confirmed') continue;
        await lock(hold.resource);
        const live = hold.state === 'held' && hold.expiresAt.getTime() > Date.now();
        const others = (await inUse(hold.resource)) - (live ? hold.quantity : 0);
        if (others + hold.quantity > hold.capacity) return false;
      }
      await db
        .update(stockHolds)
        .set({ state: 'confirmed', updatedAt: sql`now()` })
        .where(eq(stockHolds.orderId, orderId));
      return true;
    },

    /** Gives back what an order holds and has not paid for. */
    async release(orderId: string): Promise<number> {
      const rows = await db
        .update(stockHolds)
        .set({ state: 'released', updatedAt: sql`now()` })
        .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.state, 'held')))
        .returning({ id: stockHolds.id });
      return rows.length;
    },

    /** Gives back all an order holds or took (its money went back): how many holds. */
    async releaseAll(orderId: string): Promise<number> {
      const rows = await db
        .update(stockHolds)
        .set({ state: 'released', updatedAt: sql`now()` })
        .where(
          and(eq(stockHolds.orderId, orderId), inArray(stockHolds.state, ['held', 'confirmed'])),
        )
        .returning({ id: stockHolds.id });
      return rows.length;
    },

    /** Marks holds past their expiry released (they stopped counting when they expired). */
    async releaseExpired(now: Date): Promise<number> {
      const rows = await db
        .update(stockHolds)
        .set({ state: 'released', updatedAt: sql`now()` })
        .where(and(eq(stockHolds.state, 'held'), lt(stockHolds.expiresAt, now)))
        .returning({ id: stockHolds.id });
      return rows.length;
    },

    /** What is taken now of each resource (paid, or held and not expired); 0 for none. */
    async levels(resources: readonly string[]): Promise<Map<string, number>> {
      const levels = new Map(resources.map((resource) => [resource, 0]));
      if (resources.length === 0) return levels;
      const rows = await db
        .select({
          resource: stockHolds.resource,
          n: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int`,
        })
        .from(stockHolds)
        .where(
          and(
            inArray(stockHolds.resource, [...resources]),
            sql`(${stockHolds.state} = 'confirmed' or (${stockHolds.state} = 'held' and ${stockHolds.expiresAt} > now()))`,
          ),
        )
        .groupBy(stockHolds.resource);
      for (const row of rows) levels.set(row.resource, row.n);
      return levels;
    },

    async of(orderIds: string[]) {
      if (orderIds.length === 0) return [];
      return db.select().from(stockHolds).where(inArray(stockHolds.orderId, orderIds));
    },
  };
}
