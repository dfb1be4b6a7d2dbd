import {
  spanishMonths,
  salesQuerySchema,
  type SaleKind,
  type SalesFigures,
  type SalesOverview,
} from '@shop/contracts';

/** What 'Mostrar' chooses: one kind of sale or both together. */
export type SalesView = SaleKind | 'total';
export const salesViews: readonly SalesView[] = ['total', 'prints', 'tickets'];

/** The section's query parameter naming the year (`?anio=2026`). */
export const YEAR_PARAM = 'anio';

/** The year the address asks for, or null (the server's current year) when absent or unusable. */
export function yearFromParams(params: URLSearchParams): number | null {
  const raw = params.get(YEAR_PARAM);
  if (!raw?.trim()) return null;
  const parsed = salesQuerySchema.safeParse({ year: raw });
  return parsed.success ? (parsed.data.year ?? null) : null;
}

/** The address with `year` chosen, other parameters kept. */
export function withYear(params: URLSearchParams, year: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(YEAR_PARAM, String(year));
  return next;
}

/** The years to choose from, newest first, the shown one always among them. */
export const yearChoices = (overview: Pick<SalesOverview, 'year' | 'years'>): number[] =>
  [...new Set([...overview.years, overview.year])].sort((a, b) => b - a);

const shortMonths = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
] as const;

const monthIndex = (month: string) => Number(month.slice(5, 7)) - 1;

/** '2026-03' → 'mar' (the charts' axis). */
export const shortMonth = (month: string): string => shortMonths[monthIndex(month)] ?? month;

/** '2026-03' → 'marzo' (the table and the tooltips). */
export const longMonth = (month: string): string => spanishMonths[monthIndex(month)] ?? month;

/** 'marzo' → 'Marzo', for the start of a table row. */
export const capitalized = (text: string): string =>
  text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);

/** Nothing sold and nothing refunded: the figures are all zero. */
export const isEmpty = (figures: SalesFigures): boolean =>
  figures.orders === 0 && figures.grossCents === 0 && figures.refundsCents === 0;

/** One month's point of the charts, in cents (euros only when shown). */
export interface MonthPoint {
  month: string;
  prints: number;
  tickets: number;
  total: number;
}

/** The months' net takings by kind, January first. */
export const netByMonth = (overview: SalesOverview): MonthPoint[] =>
  overview.months.map((m) => ({
    month: m.month,
    prints: m.prints.netCents,
    tickets: m.tickets.netCents,
    total: m.total.netCents,
  }));

/** The months' orders by kind, January first. */
export const ordersByMonth = (overview: SalesOverview): MonthPoint[] =>
  overview.months.map((m) => ({
    month: m.month,
    prints: m.prints.orders,
    tickets: m.tickets.orders,
    total: m.total.orders,
  }));

const axisEuros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** Cents as the euro axis labels them, without decimals: 123456 → '1.235 €'. */
export const formatAxisEuros = (cents: number): string => axisEuros.format(cents / 100);

/** Orders as Spanish groups them: 1234 → '1.234'. */
const countFormat = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
export const formatCount = (n: number): string => countFormat.format(n);
