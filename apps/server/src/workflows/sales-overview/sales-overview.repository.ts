import { sql } from 'drizzle-orm';
import type { SaleKind } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { SHOP_TIME_ZONE } from '#src/workflows/orders-desk/orders-desk.repository';

/** Sales of one month and kind (`kind` null: the month's orders of every kind, once each). */
export interface SalesRow {
  month: string;
  kind: SaleKind | null;
  orders: number;
  grossCents: number;
  vatCents: number;
}

/** One refund beside the order's money of one kind and IVA rate, to share it out. */
export interface RefundPartRow {
  refundId: string;
  month: string;
  amountCents: number;
  kind: SaleKind;
  vatRateBp: number;
  grossCents: number;
}

/** Orders sold for money: paid by card at some point, never an admin's test. */
const SOLD = sql`not o.is_test and o.total_cents > 0
  and exists (select 1 from payments p where p.order_id = o.id and p.status = 'succeeded')`;

/** A line's kind in the overview: delivery goes with the prints it carries. */
const KIND = sql`case when i.kind = 'ticket' then 'tickets' else 'prints' end`;

const month = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM')`;

/** From the first instant of `year` on the shop's clock to the next year's. */
const yearRange = (column: ReturnType<typeof sql.raw>, year: number) =>
  sql`${column} >= (${`${year}-01-01`}::date)::timestamp at time zone ${SHOP_TIME_ZONE}
    and ${column} < (${`${year + 1}-01-01`}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The sales overview's only SQL (decision 022: a workflow's read model, read-only): a year's
 * sales by month and kind, its refunds with the money of the orders they come from, and the
 * years there is anything to show.
 */
export function createSalesOverviewRepository(db: Database) {
  return {
    async sales(year: number): Promise<SalesRow[]> {
      const result: unknown = await db.execute(sql`
        select ${month(sql.raw('o.created_at'))} as month, ${KIND} as kind,
          count(distinct o.id)::int as orders,
          sum(i.base_cents + i.vat_cents)::bigint as gross_cents,
          sum(i.vat_cents)::bigint as vat_cents
        from orders o join order_items i on i.order_id = o.id
        where ${SOLD} and ${yearRange(sql.raw('o.created_at'), year)}
        group by grouping sets ((1, 2), (1))`);
      return rowsOf(result).map((r) => ({
        month: String(r.month),
        kind: (r.kind as SaleKind | null) ?? null,
        orders: Number(r.orders),
        grossCents: Number(r.gross_cents),
        vatCents: Number(r.vat_cents),
      }));
    },

    async refundParts(year: number): Promise<RefundPartRow[]> {
      const result: unknown = await db.execute(sql`
        select r.id as refund_id, ${month(sql.raw('r.created_at'))} as month,
          r.amount_cents, ${KIND} as kind, i.vat_rate_bp,
          sum(i.base_cents + i.vat_cents)::bigint as gross_cents
        from refunds r
        join orders o on o.id = r.order_id
        join order_items i on i.order_id = o.id
        where r.status = 'succeeded' and ${SOLD} and ${yearRange(sql.raw('r.created_at'), year)}
        group by r.id, r.created_at, r.amount_cents, 4, i.vat_rate_bp
        order by r.id, 4, i.vat_rate_bp`);
      return rowsOf(result).map((r) => ({
        refundId: String(r.refund_id),
        month: String(r.month),
        amountCents: Number(r.amount_cents),
        kind: r.kind as SaleKind,
        vatRateBp: Number(r.vat_rate_bp),
        grossCents: Number(r.gross_cents),
      }));
    },

    async years(): Promise<number[]> {
      const result: unknown = await db.execute(sql`
        select distinct extract(year from o.created_at at time zone ${SHOP_TIME_ZONE})::int as year
          from orders o where ${SOLD}
        union
        select distinct extract(year from r.created_at at time zone ${SHOP_TIME_ZONE})::int
          from refunds r where r.status = 'succeeded'
        order by 1 desc`);
      return rowsOf(result).map((r) => Number(r.year));
    },
  };
}

export type SalesOverviewRepository = ReturnType<typeof createSalesOverviewRepository>;
