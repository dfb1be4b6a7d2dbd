import {
  deliveryEstimate,
  formatVatRate,
  printPricingLines,
  shippingMethodLabel,
  vatLabels,
  type QuoteBody,
  type QuoteResponse,
} from '@shop/contracts';
import type { DeliveryOption } from '@/features/checkout/components/delivery-methods';

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

/** The lines the buyer sees for one method's quote (docs/rules/checkout-and-payments.md#price-display). */
export function breakdownOf(quote: QuoteBody): Breakdown {
  const p = quote.pricing;
  const method = quote.shipmentMethod;
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

/**
 * A print's quote as the delivery methods the buyer picks from, cheapest first: each with its
 * shipping line, IVA included as the cart shows it (vat-lines.ts shares the IVA the same way).
 */
export function deliveryOptionsOf(answer: QuoteResponse, countryCode: string): DeliveryOption[] {
  return answer.quotes.map((quote) => {
    const { shipping } = printPricingLines(quote.pricing);
    return {
      method: quote.shipmentMethod,
      label: shippingMethodLabel(quote.shipmentMethod),
      estimate: deliveryEstimate(quote.shipmentMethod, countryCode),
      shippingCents: shipping.baseCents + shipping.vatCents,
    };
  });
}
