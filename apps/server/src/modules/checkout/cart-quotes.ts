import {
  decideVat,
  deliveryEstimate,
  PRICING_CURRENCY,
  summariseCart,
  taxLines,
  shippingMethodLabel,
  type CartQuoteResponse,
  type CartQuoteRequestValues,
  type VatSettings,
} from '@shop/contracts';
import type { PrintLinePricing } from './print-line-pricing';

/**
 * POST /checkout/quotes: the cart's prints to one destination, on every shipping method
 * Prodigi offers, each priced as `POST /checkout/orders` would charge it with that method
 * (the same lines, IVA per line), with our delivery estimate.
 */
export function createCartQuotes(deps: {
  prints: Pick<PrintLinePricing, 'priceEveryMethod'>;
  vat: VatSettings;
}) {
  return async function quoteCart(input: CartQuoteRequestValues): Promise<CartQuoteResponse> {
    const postalCode = input.postalCode ?? '';
    const destination = {
      countryCode: input.destinationCountryCode,
      postalCode: postalCode === '' ? null : postalCode,
    };
    const priced = await deps.prints.priceEveryMethod(input.items, destination);
    const methods = priced.map(({ method, priced: kind }) => {
      const lines = taxLines(kind.lines);
      const summary = summariseCart(lines);
      return {
        method,
        label: shippingMethodLabel(method),
        estimate: deliveryEstimate(method, destination.countryCode),
        lines: lines
          .filter((line) => line.kind === 'print')
          .map((line) => ({ priceCents: line.baseCents + line.vatCents })),
        goodsCents: summary.goodsCents,
        shippingCents: summary.shippingCents,
        ivaCents: summary.ivaCents,
        totalCents: summary.totalCents,
      };
    });
    const vat = decideVat(destination, deps.vat);
    const [first, ...others] = methods;
    if (!first) throw new Error('a priced cart has at least one method');
    return {
      methods: [first, ...others],
      currency: PRICING_CURRENCY,
      vatTreatment: vat.treatment,
      vatRate: vat.rate,
    };
  };
}

export type QuoteCart = ReturnType<typeof createCartQuotes>;
