import { sql, type SQL } from 'drizzle-orm';
import type { DeskState, OrderStatus, OrdersDeskFilter, PrintStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { StoredShipment } from '#src/db/schema/index';

/** The shop's time zone: the desk's days start and end at its midnight. */
export const SHOP_TIME_ZONE = 'Europe/Madrid';

/** Where a page ends: the last order's creation time (PostgreSQL's full precision) and id. */
export interface DeskCursor {
  createdAt: string;
  id: string;
}

export interface DeskRow {
  id: string;
  createdAt: Date;
  createdKey: string;
  email: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
  isTest: boolean;
  flaggedReason: string | null;
  printStatus: PrintStatus | null;
  problem: string | null;
  prodigiOrderId: string | null;
  stage: string | null;
  shipments: StoredShipment[] | null;
  recipientName: string | null;
  /** The open finding of the last reconciliation, in its words. */
  finding: string | null;
  itemCount: number;
  refundedCents: number;
  state: DeskState;
}

/** A payment that succeeded for an order that ended unpaid (replaced, cancelled, expired). */
const UNSERVED = sql`(o.status in ('cancelled', 'expired') and exists (select 1 from payments p
  where p.order_id = o.id and p.status = 'succeeded'))`;

/**
 * Orders that reached the desk: paid at some point, an admin's test order, or one ended
 * unpaid whose money arrived all the same (refunded by itself: the desk shows it).
 */
const ON_DESK = sql`(o.status in ('paid', 'partially_refunded', 'refunded', 'flagged') or o.is_test
  or ${UNSERVED})`;

/**
 * What the last complete reconciliation left open on the order (not a `check_failed`: the
 * next run asks again), in its words.
 */
const OPEN_FINDING = sql`select f.detail->>'message' as message from reconciliation_findings f
  where f.order_id = o.id and not f.repaired and f.kind <> 'check_failed'
    and f.run_id = (select r.id from reconciliation_runs r
      where r.finished_at is not null and r.error is null
      order by r.started_at desc, r.id desc limit 1)
  order by f.created_at limit 1`;

/** The desk state of each order (the precedence of `deskStates`), as SQL. */
const STATE = sql`case
  when o.is_test then 'test'
  when ${UNSERVED} then case when exists (select 1 from refunds r where r.order_id = o.id
    and r.status = 'succeeded') then 'refunded' else 'attention' end
  when o.status = 'flagged' or pf.status = 'failed' or (${OPEN_FINDING}) is not null then 'attention'
  when o.status = 'refunded' then 'refunded'
  when pf.status = 'cancelled' then 'cancelled'
  when pf.status in ('submitted', 'in_production', 'shipped', 'complete') then pf.status
  else 'paid'
end`;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchOf(q: string): SQL {
  const text = q.toLowerCase();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text)) {
    return sql`o.id = ${text}::uuid`;
  }
  const email = sql`lower(o.email) like ${`%${likeEscaped(text)}%`}`;
  // An order number is the id's last 6 characters.
  return /^[0-9a-f]{6}$/.test(text) ? sql`(right(o.id::text, 6) = ${text} or ${email})` : email;
}

function whereOf(filter: OrdersDeskFilter, after: DeskCursor | null): SQL {
  const parts: SQL[] = [ON_DESK];
  if (filter.state) parts.push(sql`(${STATE}) = ${filter.state}`);
  if (filter.from) {
    parts.push(
      sql`o.created_at >= (${filter.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  }
  if (filter.to) {
    parts.push(
      sql`o.created_at < (${filter.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`,
    );
  }
  if (filter.q) parts.push(searchOf(filter.q));
  if (after)
    parts.push(sql`(o.created_at, o.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return sql.join(parts, sql` and `);
}

/**
 * The only SQL of the orders desk: the shop's orders with their print fulfilment and money,
 * newest first, a keyset page at a time (never OFFSET: page 400 costs what page 1 does).
 */
export function createOrdersDeskRepository(db: Database) {
  return {
    async page(
      filter: OrdersDeskFilter & { orderId?: string },
      after: DeskCursor | null,
      limit: number,
    ): Promise<DeskRow[]> {
      const where = filter.orderId
        ? sql`${whereOf(filter, after)} and o.id = ${filter.orderId}::uuid`
        : whereOf(filter, after);
      const result: unknown = await db.execute(sql`
        select o.id, o.created_at, o.created_at::text as created_key, o.email, o.status,
          o.total_cents, o.currency, o.is_test, o.flagged_reason,
          pf.status as print_status, pf.problem, pf.prodigi_order_id, pf.stage, pf.shipments,
          pf.recipient->>'name' as recipient_name, (${OPEN_FINDING}) as finding,
          (select count(*) from order_items i where i.order_id = o.id and i.kind <> 'shipping')::int
            as item_count,
          coalesce((select sum(r.amount_cents) from refunds r
            where r.order_id = o.id and r.status = 'succeeded'), 0)::int as refunded_cents,
          ${STATE} as state
        from orders o
        left join print_fulfilments pf on pf.order_id = o.id
        where ${where}
        order by o.created_at desc, o.id desc
        limit ${limit}`);
      return (result as { rows: Record<string, unknown>[] }).rows.map(toRow);
    },
  };
}

function toRow(r: Record<string, unknown>): DeskRow {
  return {
    id: String(r.id),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    createdKey: String(r.created_key),
    email: String(r.email),
    status: r.status as OrderStatus,
    totalCents: Number(r.total_cents),
    currency: String(r.currency),
    isTest: Boolean(r.is_test),
    flaggedReason: (r.flagged_reason as string | null) ?? null,
    printStatus: (r.print_status as PrintStatus | null) ?? null,
    problem: (r.problem as string | null) ?? null,
    prodigiOrderId: (r.prodigi_order_id as string | null) ?? null,
    stage: (r.stage as string | null) ?? null,
    shipments: parseJson(r.shipments),
    recipientName: (r.recipient_name as string | null) ?? null,
    finding: (r.finding as string | null) ?? null,
    itemCount: Number(r.item_count),
    refundedCents: Number(r.refunded_cents),
    state: r.state as DeskState,
  };
}

/** The shipments column: an array, or its JSON text (as some drivers hand jsonb back). */
const parseJson = (value: unknown): StoredShipment[] | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? (JSON.parse(value) as StoredShipment[])
      : (value as StoredShipment[]);

export type OrdersDeskRepository = ReturnType<typeof createOrdersDeskRepository>;
