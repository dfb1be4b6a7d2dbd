import {
  decideVat,
  deliveryEstimate,
  PRICING_CURRENCY,
  shareVat,
  shippingMethodLabel,
  type CartQuoteResponse,
  type CartQuoteRequestValues,
  type VatSettings,
} from '@shop/contracts';
import type { PrintLinePricing } from './print-line-pricing';

/**
 * POST /checkout/quotes: the cart's prints to one destination, on every shipping method
 * Prodigi offers, each priced as `POST /checkout/orders` would charge it with that method
 * (the same lines, the IVA shared the same way), with our delivery estimate.
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
      const lines = shareVat(kind.lines);
      const withIva = (line: { baseCents: number; vatCents: number }) =>
        line.baseCents + line.vatCents;
      const prints = lines.filter((line) => line.kind === 'print');
      const shipping = lines.filter((line) => line.kind === 'shipping');
      return {
        method,
        label: shippingMethodLabel(method),
        estimate: deliveryEstimate(method, destination.countryCode),
        lines: prints.map((line) => ({ priceCents: withIva(line) })),
        goodsCents: prints.reduce((sum, line) => sum + withIva(line), 0),
        shippingCents: shipping.reduce((sum, line) => sum + withIva(line), 0),
        ivaCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
        totalCents: lines.reduce((sum, line) => sum + withIva(line), 0),
      };
    });
    const [first, ...others] = methods;
    if (!first) throw new Error('a priced cart has at least one method');
    return {
      methods: [first, ...others],
      currency: PRICING_CURRENCY,
      vatTreatment: decideVat(destination, deps.vat).treatment,
    };
  };
}

export type QuoteCart = ReturnType<typeof createCartQuotes>;
