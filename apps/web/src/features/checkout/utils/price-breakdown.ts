import type { QuoteAnswer } from '@/features/checkout/api/get-quote';

export interface BreakdownLine {
  key: 'items' | 'shipping' | 'tax' | 'fees';
  label: string;
  /** Euros. */
  amount: number;
}

export interface Breakdown {
  lines: BreakdownLine[];
  /** Euros, what the buyer pays. */
  total: number;
  currency: string;
}

/**
 * The lines the buyer sees (storefront-customer §9): the print (the provider's items plus
 * the shop's margin), shipping, and tax and fees only when greater than 0; the total is
 * the provider's total plus the margin.
 */
export function breakdownOf(answer: QuoteAnswer): Breakdown {
  const p = answer.pricing;
  const lines: BreakdownLine[] = [
    { key: 'items', label: 'Impresión', amount: p.prodigiItemsAmount + p.platformMargin },
    { key: 'shipping', label: 'Envío', amount: p.prodigiShippingAmount },
  ];
  if (p.prodigiTaxAmount > 0)
    lines.push({ key: 'tax', label: 'Impuestos', amount: p.prodigiTaxAmount });
  if (p.prodigiFeesAmount > 0)
    lines.push({ key: 'fees', label: 'Tasas', amount: p.prodigiFeesAmount });
  return { lines, total: p.totalWithMargin, currency: p.currency };
}
