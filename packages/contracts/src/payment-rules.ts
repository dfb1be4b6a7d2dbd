/**
 * An order's money, read from its payments ledger (zod-free). What was taken minus what
 * went back decides the state; refunds on their way already count against what is left.
 */
export const moneyStates = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export type MoneyState = (typeof moneyStates)[number];

export interface MoneySummary {
  receivedCents: number;
  refundedCents: number;
  /** Refunds asked of the provider and not yet settled. */
  pendingRefundCents: number;
  /** What a new refund may still return. */
  refundableCents: number;
  state: MoneyState;
}

export function moneySummary(
  receivedCents: number,
  refundedCents: number,
  pendingRefundCents: number,
): MoneySummary {
  const state: MoneyState =
    receivedCents <= 0
      ? 'unpaid'
      : refundedCents >= receivedCents
        ? 'refunded'
        : refundedCents > 0
          ? 'partially_refunded'
          : 'paid';
  return {
    receivedCents,
    refundedCents,
    pendingRefundCents,
    refundableCents: Math.max(0, receivedCents - refundedCents - pendingRefundCents),
    state,
  };
}

export const refundMessages = {
  nothingPaid: 'Este pedido no tiene un pago que se pueda reembolsar.',
  nothingLeft: 'Este pedido ya está reembolsado por completo.',
  tooMuch: (leftText: string) =>
    `El reembolso supera lo que queda por devolver de este pedido (${leftText}).`,
  refused: (reason: string) => `El proveedor de pagos rechazó el reembolso: ${reason}`,
  providerDown:
    'No pudimos pedir el reembolso al proveedor de pagos. Inténtalo de nuevo más tarde.',
  orderNotFound: 'No encontramos ese pedido.',
} as const;
