/**
 * The one cart pricing rule (docs/rules/checkout-and-payments.md#iva-per-line): every line of
 * an order carries its own IVA, computed on that line alone and rounded half up to the cent,
 * so what a line costs never depends on the other lines nor on the shipping method. The
 * order's IVA and total are the sums of its lines'. Zod-free: the server's quote and checkout,
 * the web's cart and buy form, and the receipts all call it. Integer cents throughout.
 */

/** A line priced before IVA (prints, shipping): its IVA is added on top. */
export interface BaseLine {
  baseCents: number;
  /** Basis points: 2100 is 21 %. */
  vatRateBp: number;
  grossCents?: never;
}

/** A line priced with IVA included (tickets): the IVA is the part of the price it holds. */
export interface GrossLine {
  grossCents: number;
  vatRateBp: number;
  baseCents?: never;
}

export interface PricedLine {
  baseCents: number;
  vatRateBp: number;
  vatCents: number;
  /** What the buyer pays for the line: base + IVA. */
  grossCents: number;
}

/** `numerator / denominator` rounded half away from zero (integers in, integer out). */
function roundedDivision(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
}

/** The IVA on a price before IVA: base × rate, half up to the cent. */
export const vatOnBase = (baseCents: number, vatRateBp: number): number =>
  roundedDivision(baseCents * vatRateBp, 10_000);

/** The IVA a price with IVA included holds: gross × rate / (1 + rate), half up to the cent. */
export const vatInGross = (grossCents: number, vatRateBp: number): number =>
  roundedDivision(grossCents * vatRateBp, 10_000 + vatRateBp);

/** One line priced on its own. */
export function priceLine(line: BaseLine | GrossLine): PricedLine {
  if (line.grossCents !== undefined) {
    const vatCents = vatInGross(line.grossCents, line.vatRateBp);
    return {
      baseCents: line.grossCents - vatCents,
      vatRateBp: line.vatRateBp,
      vatCents,
      grossCents: line.grossCents,
    };
  }
  const baseCents = line.baseCents;
  const vatCents = vatOnBase(baseCents, line.vatRateBp);
  return { baseCents, vatRateBp: line.vatRateBp, vatCents, grossCents: baseCents + vatCents };
}

export interface RateTotal {
  vatRateBp: number;
  baseCents: number;
  vatCents: number;
}

export interface CartPricing<T> {
  lines: (Omit<T, keyof PricedLine> & PricedLine)[];
  /** The IVA the total includes: the lines' IVA added up. */
  ivaCents: number;
  /** What the buyer pays: the lines' gross added up. */
  totalCents: number;
  /** Base and IVA by rate, lowest rate first (an invoice's breakdown). */
  rates: RateTotal[];
}

/** Every line priced on its own (`priceLine`), with the order's sums. */
export function priceCart<T extends BaseLine | GrossLine>(lines: readonly T[]): CartPricing<T> {
  const priced: (Omit<T, keyof PricedLine> & PricedLine)[] = lines.map((line) => ({
    ...line,
    ...priceLine(line),
  }));
  const byRate = new Map<number, RateTotal>();
  for (const line of priced) {
    const rate = byRate.get(line.vatRateBp) ?? {
      vatRateBp: line.vatRateBp,
      baseCents: 0,
      vatCents: 0,
    };
    rate.baseCents += line.baseCents;
    rate.vatCents += line.vatCents;
    byRate.set(line.vatRateBp, rate);
  }
  return {
    lines: priced,
    ivaCents: priced.reduce((sum, line) => sum + line.vatCents, 0),
    totalCents: priced.reduce((sum, line) => sum + line.grossCents, 0),
    rates: [...byRate.values()].sort((a, b) => a.vatRateBp - b.vatRateBp),
  };
}

/** An order's lines as the buyer reads them: each kind's price with IVA, the total, the IVA. */
export interface CartSummary {
  /** The prints, IVA included. */
  goodsCents: number;
  /** Delivery with Prodigi's taxes and fees, IVA included. */
  shippingCents: number;
  /** Tickets, IVA included. */
  ticketsCents: number;
  ivaCents: number;
  totalCents: number;
  /** The rates (basis points) whose IVA the total includes, lowest first. */
  ivaRatesBp: number[];
}

export function summariseCart(
  lines: readonly { kind: string; baseCents: number; vatCents: number; vatRateBp: number }[],
): CartSummary {
  const gross = (kind: string) =>
    lines
      .filter((line) => line.kind === kind)
      .reduce((sum, line) => sum + line.baseCents + line.vatCents, 0);
  return {
    goodsCents: gross('print'),
    shippingCents: gross('shipping'),
    ticketsCents: gross('ticket'),
    ivaCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
    totalCents: lines.reduce((sum, line) => sum + line.baseCents + line.vatCents, 0),
    ivaRatesBp: [
      ...new Set(lines.filter((line) => line.vatCents !== 0).map((line) => line.vatRateBp)),
    ].sort((a, b) => a - b),
  };
}

/** The summary's last line, as the spec words it. */
export const TOTAL_LABEL = 'Total (IVA y envío incluidos)';
/** The same for an order with nothing to ship (tickets only). */
export const TOTAL_LABEL_NO_SHIPPING = 'Total (IVA incluido)';

const rateText = (bp: number) => `${String(bp / 100).replace('.', ',')}\u00a0%`;

/**
 * The IVA stated once, under the total: 'de los cuales IVA (21 %)'; with several rates
 * 'de los cuales IVA (10 % y 21 %)'; null when the total includes no IVA (the caller says
 * why: `vatLabels`).
 */
export function ivaIncludedLabel(ivaRatesBp: readonly number[]): string | null {
  const rates = ivaRatesBp.filter((bp) => bp > 0);
  if (rates.length === 0) return null;
  const texts = rates.map(rateText);
  const joined =
    texts.length === 1 ? texts[0] : `${texts.slice(0, -1).join(', ')} y ${texts.at(-1)}`;
  return `de los cuales IVA (${joined})`;
}
