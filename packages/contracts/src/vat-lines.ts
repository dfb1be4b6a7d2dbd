import { priceCart, type PricedLine } from './cart-pricing';
import type { Pricing } from './print-pricing';

/**
 * Lines taxed by the cart rule (cart-pricing.ts): IVA per line, on that line alone, half up
 * to the cent. The lines add up to the order's IVA, and base + IVA of all lines to its total.
 */
export interface TaxableLine {
  baseCents: number;
  /** Basis points: 2100 is 21 %. */
  vatRateBp: number;
}

export const rateToBp = (ratePercent: number): number => Math.round(ratePercent * 100);

/** Lines priced before IVA, each with its own IVA (`vatCents` replaced). */
export function taxLines<T extends TaxableLine>(lines: readonly T[]): (T & { vatCents: number })[] {
  const { lines: priced } = priceCart(
    lines.map((line) => ({ baseCents: line.baseCents, vatRateBp: line.vatRateBp })),
  );
  return lines.map((line, i) => ({ ...line, vatCents: priced[i]?.vatCents ?? 0 }));
}

/**
 * A priced print's two lines as an order keeps them: the prints (their price before IVA) and
 * delivery (Prodigi's shipping with its tax and fees), at the destination's rate, each with
 * its own IVA. They add up to the quote's `total`.
 */
export function printPricingLines(pricing: Pricing): {
  print: PricedLine;
  shipping: PricedLine;
} {
  const vatRateBp = rateToBp(pricing.vatRate);
  const delivery =
    pricing.prodigiShippingAmount + pricing.prodigiTaxAmount + pricing.prodigiFeesAmount;
  const {
    lines: [print, shipping],
  } = priceCart([
    { baseCents: pricing.totalWithMargin - delivery, vatRateBp },
    { baseCents: delivery, vatRateBp },
  ]);
  if (!print || !shipping) throw new Error('two lines expected');
  return { print, shipping };
}

/**
 * `total` cents shared in proportion to `weights` by largest remainder (the earlier on a tie):
 * the shares add up to `total` exactly. Equal shares when every weight is 0.
 */
export function shareCents(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const shares = used.map((w) => Math.floor((total * w) / usedSum));
  const order = used
    .map((w, index) => ({ index, remainder: (total * w) % usedSum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i++, left--) {
    const at = order[i % order.length]?.index ?? 0;
    shares[at] = (shares[at] ?? 0) + 1;
  }
  return shares;
}

/**
 * Lines priced with IVA included (tickets: the price shown is what the buyer pays): each
 * line's IVA is the part of its own gross the rate holds, half up (cart-pricing.ts); its base
 * is its gross less its IVA. The lines add up to the gross paid, to the cent.
 */
export function vatIncluded<T extends { grossCents: number; vatRateBp: number }>(
  lines: readonly T[],
): (T & { baseCents: number; vatCents: number })[] {
  const { lines: priced } = priceCart(
    lines.map((line) => ({ grossCents: line.grossCents, vatRateBp: line.vatRateBp })),
  );
  return lines.map((line, i) => {
    const vatCents = priced[i]?.vatCents ?? 0;
    return { ...line, baseCents: line.grossCents - vatCents, vatCents };
  });
}
