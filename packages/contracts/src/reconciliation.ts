import { z } from 'zod';
import { reconciliationFindingKinds, reconciliationTriggers } from './reconciliation-rules';

/**
 * The reconciliation's report (docs/rules/admin.md#reconciliation): the wire shapes of
 * `POST /admin/reconciliation/runs` and `GET /admin/reconciliation/runs/latest`.
 */

const change = <T extends z.ZodType>(value: T) => z.object({ from: value, to: value });

/** What a finding says: `message` for people, the rest for programs (each when it applies). */
export const reconciliationDetailSchema = z
  .object({
    message: z.string(),
    /** Prodigi's orders carrying our order as reference (duplicate), or the one missing. */
    prodigiOrderIds: z.array(z.string()).optional(),
    paymentIntentId: z.string().optional(),
    /** Our prints' status and Prodigi's stage, before and after the repair. */
    status: change(z.string()).optional(),
    stage: change(z.string().nullable()).optional(),
    trackingNumbers: z.array(z.string()).optional(),
    /** What Stripe took and what the order is worth (amount mismatch). */
    receivedCents: z.number().int().optional(),
    totalCents: z.number().int().optional(),
    refundedCents: change(z.number().int()).optional(),
    /** How the payment's application ended (paid, flagged, …). */
    outcome: z.string().optional(),
  })
  .meta({ id: 'ReconciliationDetail' });

export const reconciliationFindingSchema = z
  .object({
    orderId: z.string(),
    /** The order's number as people read it: the last 6 characters of its id, upper case. */
    orderNumber: z.string(),
    kind: z.enum(reconciliationFindingKinds),
    detail: reconciliationDetailSchema,
    /** Repaired by the run; the others are open until a later run finds them gone. */
    repaired: z.boolean(),
  })
  .meta({ id: 'ReconciliationFinding' });

export const reconciliationCountsSchema = z
  .object({
    /** Orders looked at. */
    orders: z.number().int(),
    findings: z.number().int(),
    repaired: z.number().int(),
    open: z.number().int(),
  })
  .meta({ id: 'ReconciliationCounts' });

export const reconciliationReportSchema = z
  .object({
    id: z.string(),
    trigger: z.enum(reconciliationTriggers),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    /** Why the run stopped before the end (its findings so far are kept); null when it ended. */
    error: z.string().nullable(),
    counts: reconciliationCountsSchema,
    findings: z.array(reconciliationFindingSchema),
  })
  .meta({ id: 'ReconciliationReport' });

export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;
export type ReconciliationFinding = z.infer<typeof reconciliationFindingSchema>;
export type ReconciliationCounts = z.infer<typeof reconciliationCountsSchema>;
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
