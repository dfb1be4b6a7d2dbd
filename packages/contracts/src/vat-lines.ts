import { percentOf, type Pricing } from './print-pricing';

/**
 * IVA per line (docs/rules/checkout-and-payments.md#iva-per-line): IVA is computed once per
 * rate, on the sum of the bases at that rate, rounded half up to the cent; it is shared among
 * the lines of that rate in proportion to their bases, each line taking the cents below its
 * exact share and the cents left going one each to the largest remainders (the earlier line
 * on a tie). The lines add up to the order's IVA, and base + IVA of all lines to its total,
 * to the cent.
 */
export interface TaxableLine {
  baseCents: number;
  /** Basis points: 2100 is 21 %. */
  vatRateBp: number;
}

export const rateToBp = (ratePercent: number): number => Math.round(ratePercent * 100);

export function shareVat<T extends TaxableLine>(lines: readonly T[]): (T & { vatCents: number })[] {
  const out = lines.map((line) => ({ ...line, vatCents: 0 }));
  const rates = [...new Set(lines.map((line) => line.vatRateBp))];
  for (const bp of rates) {
    const members = out.filter((line) => line.vatRateBp === bp);
    const base = members.reduce((sum, line) => sum + line.baseCents, 0);
    const bucket = percentOf(base, bp / 100);
    let given = 0;
    const remainders = members.map((line, index) => {
      const exact = line.baseCents * bp;
      line.vatCents = Math.floor(exact / 10_000);
      given += line.vatCents;
      return { index, remainder: exact % 10_000 };
    });
    remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
    for (let i = 0; given < bucket; i++, given++) {
      const member = members[remainders[i % remainders.length]?.index ?? 0];
      if (member) member.vatCents += 1;
    }
  }
  return out;
}

/**
 * A priced print's two lines: the prints (their price before IVA, Prodigi's tax and fees with
 * them) and shipping (Prodigi's), at the destination's rate, with IVA shared by the rule.
 */
export function printPricingLines(pricing: Pricing): {
  print: TaxableLine & { vatCents: number };
  shipping: TaxableLine & { vatCents: number };
} {
  const vatRateBp = rateToBp(pricing.vatRate);
  const shippingBase = pricing.prodigiShippingAmount;
  const [print, shipping] = shareVat([
    { baseCents: pricing.totalWithMargin - shippingBase, vatRateBp },
    { baseCents: shippingBase, vatRateBp },
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
 * Lines priced with IVA included (tickets: the price shown is what the buyer pays). Per rate,
 * the IVA the gross sum includes, `gross × rate / (1 + rate)` rounded half up, is shared
 * among the rate's lines in proportion to their gross (`shareCents`); each line's base is
 * its gross less its IVA. The lines add up to the gross paid, to the cent.
 */
export function vatIncluded<T extends { grossCents: number; vatRateBp: number }>(
  lines: readonly T[],
): (T & { baseCents: number; vatCents: number })[] {
  const out = lines.map((line) => ({ ...line, baseCents: line.grossCents, vatCents: 0 }));
  for (const bp of new Set(lines.map((line) => line.vatRateBp))) {
    const members = out.filter((line) => line.vatRateBp === bp);
    const gross = members.reduce((sum, line) => sum + line.grossCents, 0);
    const scaled = gross * bp;
    const divisor = 10_000 + bp;
    const vat = Math.floor((2 * scaled + divisor) / (2 * divisor));
    const shares = shareCents(
      vat,
      members.map((line) => line.grossCents),
    );
    members.forEach((line, i) => {
      line.vatCents = shares[i] ?? 0;
      line.baseCents = line.grossCents - line.vatCents;
    });
  }
  return out;
}
