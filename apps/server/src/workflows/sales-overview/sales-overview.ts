import {
  saleKinds,
  shareCents,
  vatIncluded,
  type SaleKind,
  type SalesBreakdown,
  type SalesFigures,
  type SalesOverview,
} from '@shop/contracts';
import { SHOP_TIME_ZONE } from '#src/workflows/orders-desk/orders-desk.repository';
import type { RefundPartRow, SalesOverviewRepository, SalesRow } from './sales-overview.repository';

type Column = SaleKind | 'total';
interface Sums {
  orders: number;
  grossCents: number;
  vatCents: number;
  refundsCents: number;
  refundVatCents: number;
}

const empty = (): Sums => ({
  orders: 0,
  grossCents: 0,
  vatCents: 0,
  refundsCents: 0,
  refundVatCents: 0,
});

const figuresOf = (s: Sums): SalesFigures => ({
  orders: s.orders,
  grossCents: s.grossCents,
  refundsCents: s.refundsCents,
  netCents: s.grossCents - s.refundsCents,
  vatCents: s.vatCents - s.refundVatCents,
  averageCents: s.orders > 0 ? Math.round(s.grossCents / s.orders) : 0,
});

/**
 * Each refund shared among the money of its order by kind and IVA rate (largest remainder,
 * as its rectifying invoice shares it among the rates), and the IVA it gives back taken out
 * of each share as the shop's IVA-included prices do.
 */
export function refundShares(parts: readonly RefundPartRow[]) {
  const byRefund = new Map<string, RefundPartRow[]>();
  for (const part of parts) {
    const list = byRefund.get(part.refundId) ?? [];
    list.push(part);
    byRefund.set(part.refundId, list);
  }
  return [...byRefund.values()].flatMap((list) => {
    const first = list[0];
    if (!first) return [];
    const shares = shareCents(
      first.amountCents,
      list.map((part) => part.grossCents),
    );
    return vatIncluded(
      list.map((part, i) => ({
        month: part.month,
        kind: part.kind,
        vatRateBp: part.vatRateBp,
        grossCents: shares[i] ?? 0,
      })),
    );
  });
}

const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** A year's figures by month and kind (docs/rules/invoices.md#sales-overview). */
export function salesOverviewOf(
  year: number,
  sales: readonly SalesRow[],
  refundParts: readonly RefundPartRow[],
): Omit<SalesOverview, 'years'> {
  const cells = new Map<string, Sums>();
  const cell = (month: string, column: Column) => {
    const key = `${month}|${column}`;
    let sums = cells.get(key);
    if (!sums) cells.set(key, (sums = empty()));
    return sums;
  };
  for (const row of sales) {
    const sums = cell(row.month, row.kind ?? 'total');
    sums.orders += row.orders;
    // The total's money is its kinds' (the grouping set without a kind counts the orders only once).
    if (row.kind) {
      sums.grossCents += row.grossCents;
      sums.vatCents += row.vatCents;
      cell(row.month, 'total').grossCents += row.grossCents;
      cell(row.month, 'total').vatCents += row.vatCents;
    }
  }
  for (const share of refundShares(refundParts)) {
    for (const column of [share.kind, 'total'] as const) {
      const sums = cell(share.month, column);
      sums.refundsCents += share.grossCents;
      sums.refundVatCents += share.vatCents;
    }
  }
  const breakdownOf = (month: string | null): SalesBreakdown => {
    const columns = [...saleKinds, 'total'] as const;
    const entries = columns.map((column) => {
      const sums = month
        ? (cells.get(`${month}|${column}`) ?? empty())
        : monthsOf(year).reduce((acc, m) => {
            const s = cells.get(`${m}|${column}`);
            if (!s) return acc;
            return {
              orders: acc.orders + s.orders,
              grossCents: acc.grossCents + s.grossCents,
              vatCents: acc.vatCents + s.vatCents,
              refundsCents: acc.refundsCents + s.refundsCents,
              refundVatCents: acc.refundVatCents + s.refundVatCents,
            };
          }, empty());
      return [column, figuresOf(sums)] as const;
    });
    return Object.fromEntries(entries) as SalesBreakdown;
  };
  return {
    year,
    months: monthsOf(year).map((month) => ({ month, ...breakdownOf(month) })),
    total: breakdownOf(null),
  };
}

/** The year on the shop's clock. */
export const shopYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(at));

export function createSalesOverview(deps: {
  repository: SalesOverviewRepository;
  now?: () => Date;
}) {
  return {
    async overview(year?: number): Promise<SalesOverview> {
      const current = shopYear(deps.now ? deps.now() : new Date());
      const chosen = year ?? current;
      const [sales, parts, years] = await Promise.all([
        deps.repository.sales(chosen),
        deps.repository.refundParts(chosen),
        deps.repository.years(),
      ]);
      const all = [...new Set([current, chosen, ...years])].sort((a, b) => b - a);
      return { ...salesOverviewOf(chosen, sales, parts), years: all };
    },
  };
}

export type SalesOverviewService = ReturnType<typeof createSalesOverview>;
