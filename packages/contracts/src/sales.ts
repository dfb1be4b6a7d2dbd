import { z } from 'zod';

/** The admin's sales overview (docs/rules/invoices.md#sales-overview). */
export const salesApi = { overview: '/admin/sales' } as const;

/** What the overview groups sales by: prints (with their delivery) and event tickets. */
export const saleKinds = ['prints', 'tickets'] as const;
export type SaleKind = (typeof saleKinds)[number];
export const saleKindLabels: Record<SaleKind | 'total', string> = {
  prints: 'Copias impresas',
  tickets: 'Entradas',
  total: 'Total',
};

/** GET /admin/sales?year=2026: one calendar year on the shop's clock (the current one if left out). */
export const salesQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Elige un año.' })
    .int('Elige un año.')
    .min(2020, 'Elige un año desde 2020.')
    .max(2100, 'Elige un año anterior a 2100.')
    .optional(),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;

const cents = z.number().int();

/**
 * Sales of a period: orders paid by card (by the day they were placed), what they took with
 * IVA, the refunds made in the period (by the day of the refund), what is left, the IVA left
 * after refunds, and the average order.
 */
export const salesFiguresSchema = z
  .object({
    orders: z.number().int().min(0),
    grossCents: cents,
    refundsCents: cents,
    netCents: cents,
    vatCents: cents,
    /** grossCents / orders, rounded; 0 without orders. */
    averageCents: cents,
  })
  .meta({ id: 'SalesFigures' });
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesBreakdownSchema = z
  .object({ prints: salesFiguresSchema, tickets: salesFiguresSchema, total: salesFiguresSchema })
  .meta({ id: 'SalesBreakdown' });
export type SalesBreakdown = z.infer<typeof salesBreakdownSchema>;

export const salesOverviewSchema = z
  .object({
    year: z.number().int(),
    /** Years with any sale or refund, newest first (the current one always among them). */
    years: z.array(z.number().int()),
    /** The year's twelve months, January first ('2026-01'), months without sales at 0. */
    months: z.array(salesBreakdownSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })),
    total: salesBreakdownSchema,
  })
  .meta({ id: 'SalesOverview' });
export type SalesOverview = z.infer<typeof salesOverviewSchema>;
