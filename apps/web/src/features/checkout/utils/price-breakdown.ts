import {
  deliveryEstimate,
  printPricingLines,
  shippingMethodLabel,
  summariseCart,
  type QuoteBody,
  type QuoteResponse,
  type VatTreatment,
} from '@shop/contracts';
import type { SummaryLine } from '@/features/checkout/components/price-summary';
import type { DeliveryOption } from '@/features/checkout/components/delivery-methods';

export interface Breakdown {
  lines: SummaryLine[];
  /** Cents: what the buyer pays, IVA and delivery included. */
  total: number;
  /** Cents: the IVA the total includes. */
  iva: number;
  ivaRatesBp: number[];
  vatTreatment: VatTreatment;
}

const shippingNames: Record<string, string> = {
  Budget: 'económico',
  Standard: 'estándar',
  StandardPlus: 'estándar plus',
  Express: 'urgente',
  Overnight: 'en 24 horas',
};

/**
 * The lines the buyer sees for one method's quote (docs/rules/checkout-and-payments.md#price-display):
 * the print and delivery (Prodigi's tax and fees inside it) with IVA, as the cart and the
 * order keep them (`printPricingLines`, the cart rule).
 */
export function breakdownOf(quote: QuoteBody): Breakdown {
  const p = quote.pricing;
  const method = quote.shipmentMethod;
  const shippingName = method ? shippingNames[method] : undefined;
  const { print, shipping } = printPricingLines(p);
  const summary = summariseCart([
    { kind: 'print', ...print },
    { kind: 'shipping', ...shipping },
  ]);
  return {
    lines: [
      { key: 'items', label: `Impresión × ${p.copies}`, amount: summary.goodsCents },
      {
        key: 'shipping',
        label: shippingName ? `Envío ${shippingName}` : 'Envío',
        amount: summary.shippingCents,
      },
    ],
    total: summary.totalCents,
    iva: summary.ivaCents,
    ivaRatesBp: summary.ivaRatesBp,
    vatTreatment: p.vatTreatment,
  };
}

/**
 * A print's quote as the delivery methods the buyer picks from, cheapest first: each with its
 * delivery line (Prodigi's tax and fees inside it), IVA included as the breakdown shows it.
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
