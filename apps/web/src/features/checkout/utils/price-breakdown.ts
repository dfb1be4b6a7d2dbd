import { formatVatRate, vatLabels, type QuoteResponse } from '@shop/contracts';

export interface BreakdownLine {
  key: 'items' | 'shipping' | 'tax' | 'fees' | 'vat';
  label: string;
  /** Cents. */
  amount: number;
}

export interface Breakdown {
  lines: BreakdownLine[];
  /** Cents: what the buyer pays, IVA and delivery included. */
  total: number;
}

const shippingNames: Record<string, string> = {
  Budget: 'económico',
  Standard: 'estándar',
  StandardPlus: 'estándar plus',
  Express: 'urgente',
  Overnight: 'en 24 horas',
};

/** The lines the buyer sees (docs/rules/checkout-and-payments.md#price-display). */
export function breakdownOf(answer: QuoteResponse): Breakdown {
  const p = answer.pricing;
  const method = answer.quotes[0]?.shipmentMethod;
  const shippingName = method ? shippingNames[method] : undefined;
  const lines: BreakdownLine[] = [
    {
      key: 'items',
      label: `Impresión × ${p.copies}`,
      amount:
        p.totalWithMargin - p.prodigiShippingAmount - p.prodigiTaxAmount - p.prodigiFeesAmount,
    },
    {
      key: 'shipping',
      label: shippingName ? `Envío ${shippingName}` : 'Envío',
      amount: p.prodigiShippingAmount,
    },
  ];
  if (p.prodigiTaxAmount > 0) {
    lines.push({ key: 'tax', label: 'Impuestos', amount: p.prodigiTaxAmount });
  }
  if (p.prodigiFeesAmount > 0) {
    lines.push({ key: 'fees', label: 'Tasas', amount: p.prodigiFeesAmount });
  }
  lines.push({
    key: 'vat',
    label:
      p.vatRate > 0
        ? `${vatLabels[p.vatTreatment]} (${formatVatRate(p.vatRate)})`
        : vatLabels[p.vatTreatment],
    amount: p.vatAmount,
  });
  return { lines, total: p.total };
}
