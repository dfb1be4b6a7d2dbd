import type { PrintStatus } from './order-status';
import { formatEuros } from './money-rules';

/**
 * The reconciliation of our paid orders with Stripe and Prodigi, zod-free
 * (docs/rules/admin.md#reconciliation): its routes, what a finding can be, and the Spanish
 * texts, for the server and the admin screens.
 */
export const reconciliationApi = {
  /** POST: the button, a run now; its report is the answer. */
  runs: '/admin/reconciliation/runs',
  /** GET: the last finished run's report. */
  latest: '/admin/reconciliation/runs/latest',
} as const;

/** Who started a run: the schedule or the admin's button. */
export const reconciliationTriggers = ['schedule', 'admin'] as const;
export type ReconciliationTrigger = (typeof reconciliationTriggers)[number];

/** What a run can find on an order; some it repairs, the others wait for the admin. */
export const reconciliationFindingKinds = [
  /** Paid, with prints, and no order at Prodigi nor a submission under way: sent again. */
  'not_submitted',
  /** The submission failed for good (the admin sends it again). */
  'submission_failed',
  /** More than one Prodigi order carries our order as its reference (never cancelled here). */
  'duplicate',
  /** The Prodigi order we recorded is not at Prodigi. */
  'missing_at_prodigi',
  /** Our prints' status or stage was behind Prodigi's: brought in line. */
  'stage_drift',
  /** A tracking number Prodigi has was missing here: added (and emailed). */
  'tracking_drift',
  /** What Stripe took is not the order's total (or not taken at all). */
  'amount_mismatch',
  /** Stripe took the payment and its notice never arrived: applied now. */
  'payment_missed',
  /** A refund at Stripe was missing from the ledger (or behind): brought in. */
  'refund_missing',
  /** Stripe or Prodigi could not be asked about the order this time. */
  'check_failed',
] as const;
export type ReconciliationFindingKind = (typeof reconciliationFindingKinds)[number];

/** Each kind as the admin reads it (the order list's "needs attention" reason). */
export const reconciliationKindLabels: Record<ReconciliationFindingKind, string> = {
  not_submitted: 'Sin pedido en Prodigi',
  submission_failed: 'Envío a Prodigi fallido',
  duplicate: 'Pedido duplicado en Prodigi',
  missing_at_prodigi: 'Pedido no encontrado en Prodigi',
  stage_drift: 'Estado desfasado respecto a Prodigi',
  tracking_drift: 'Seguimiento desfasado respecto a Prodigi',
  amount_mismatch: 'El cobro de Stripe no cuadra',
  payment_missed: 'Pago de Stripe sin aplicar',
  refund_missing: 'Reembolso de Stripe sin registrar',
  check_failed: 'No se pudo comprobar',
};

/** Our prints' statuses as the findings' messages name them. */
const printStatusWords: Record<PrintStatus, string> = {
  pending: 'pendiente',
  submitted: 'enviado a Prodigi',
  in_production: 'en producción',
  shipped: 'enviado',
  complete: 'completado',
  failed: 'fallido',
  cancelled: 'cancelado',
};

export const reconciliationMessages = {
  running: 'Ya hay una conciliación en curso.',
  noneYet: 'Todavía no se ha hecho ninguna conciliación.',
  interrupted: 'La conciliación se interrumpió antes de terminar.',
  prodigiDown: 'No pudimos consultar los pedidos en Prodigi: la conciliación no terminó.',
  failed: 'La conciliación falló antes de terminar.',
  resubmitted: 'Pagado y sin pedido en Prodigi: se ha enviado de nuevo.',
  submissionFailed: (problem: string | null) =>
    `El envío a Prodigi falló${problem ? `: ${problem}` : '.'} Envíalo de nuevo desde el pedido.`,
  duplicate: (ids: readonly string[]) =>
    `Prodigi tiene ${ids.length} pedidos para este (${ids.join(', ')}). Cancela los que sobren.`,
  missingAtProdigi: (id: string) => `Prodigi no tiene el pedido ${id} que consta en la tienda.`,
  stageDrift: (from: PrintStatus, to: PrintStatus, stage: string) =>
    from === to
      ? `Faltaban datos de Prodigi (etapa ${stage}); se han actualizado.`
      : `El estado no coincidía con Prodigi (${printStatusWords[from]} → ${printStatusWords[to]}); se ha actualizado.`,
  trackingDrift: (numbers: readonly string[]) =>
    `Faltaba el seguimiento de Prodigi (${numbers.join(', ')}); se ha añadido y se ha avisado al comprador.`,
  notTaken: (paymentIntentId: string, status: string) =>
    `Stripe no da por cobrado el pago ${paymentIntentId} (estado ${status}).`,
  paymentMissed: (paymentIntentId: string) =>
    `Stripe cobró el pago ${paymentIntentId} pero su aviso no llegó; se ha aplicado al pedido.`,
  refundMissing: (fromCents: number, toCents: number) =>
    `Faltaban reembolsos hechos en Stripe: reembolsado ${formatEuros(fromCents)} → ${formatEuros(toCents)}.`,
  checkFailed: (reason: string) => `No se pudo comprobar el pedido: ${reason}`,
} as const;
