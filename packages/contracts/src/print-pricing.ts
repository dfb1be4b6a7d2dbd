import { vatOnBase } from './cart-pricing';

/**
 * The one pricing rule of a print (README "Prices"; docs/rules/checkout-and-payments.md#pricing-rule and
 * #iva-by-destination). Pure and zod-free: the server prices with it,
 * and the browser may call it to show the same arithmetic.
 *
 * Every amount is an integer number of euro cents. The rule:
 *
 * 1. Prodigi's cost = items + shipping + tax + fees (as Prodigi quotes them to the shop).
 * 2. The shop's price before its own IVA (`totalWithMargin`):
 *    - no manual retail price: Prodigi's cost + the variant's margin × copies;
 *    - a manual retail price: retail price × copies + Prodigi's shipping, tax and fees (the
 *      retail price replaces Prodigi's item cost and the margin).
 *    `platformMargin` = that price − Prodigi's cost (negative when a retail price is below cost).
 * 3. The shop's IVA by destination: 21 % in peninsular Spain and the Balearics; none in
 *    Canarias (postal codes 35, 38), Ceuta (51), Melilla (52) and outside the EU; other EU
 *    states 21 % (Spanish IVA) unless OSS is on, then the destination's standard rate. It is
 *    computed per line as the order keeps them (cart-pricing.ts): on the prints, and on
 *    delivery (Prodigi's shipping, tax and fees), each rounded half up to the cent.
 * 4. The consumer pays `total` = `totalWithMargin` + `vatAmount`: the final price, IVA included.
 */

export const PRICING_CURRENCY = 'EUR';

export const MIN_COPIES = 1;
export const MAX_COPIES = 10;

/** Prodigi's shipping methods (docs/rules/catalogue-and-prints.md#shipping-methods), in the order quotes are listed. */
export const shippingMethods = [
  'Budget',
  'Standard',
  'StandardPlus',
  'Express',
  'Overnight',
] as const;
export type ShippingMethodName = (typeof shippingMethods)[number];

/** Spanish IVA, general rate (docs/rules/checkout-and-payments.md#iva-by-destination), in percent. */
export const SPANISH_VAT_RATE = 21;

/**
 * Standard VAT rates of the EU member states in percent (used for B2C distance sales when OSS
 * is on). Rates as of 2025 (EE 24 from July 2025, FI 25.5 from Sept 2024, RO 21 from Aug 2025,
 * SK 23 from 2025); check them against the Commission's "VAT rates" table before relying on OSS.
 */
export const euStandardVatRates: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

/**
 * Why a destination pays the IVA it pays (a stable code for programs; `vatLabels` for persons):
 * - `es`: Spanish IVA, peninsula and Balearics;
 * - `es_eu`: Spanish IVA on a sale to another EU state (OSS off);
 * - `oss`: the destination state's VAT through the OSS Union scheme (OSS on);
 * - `es_excluded_territory`: Canarias, Ceuta or Melilla, outside the EU VAT territory;
 * - `export`: outside the EU, exempt export.
 */
export const vatTreatments = ['es', 'es_eu', 'oss', 'es_excluded_territory', 'export'] as const;
export type VatTreatment = (typeof vatTreatments)[number];

export const vatLabels: Record<VatTreatment, string> = {
  es: 'IVA',
  es_eu: 'IVA',
  oss: 'IVA del país de destino',
  es_excluded_territory: 'Sin IVA (Canarias, Ceuta y Melilla)',
  export: 'Sin IVA (exportación fuera de la UE)',
};

export interface VatSettings {
  /** The shop declares EU B2C sales through OSS (destination rates); false: Spanish IVA. */
  ossEnabled: boolean;
}

export interface Destination {
  /** ISO alpha-2, any case (normalised here). */
  countryCode: string;
  /** Needed only for Spain: it tells Canarias, Ceuta and Melilla apart. */
  postalCode?: string | null;
}

export interface VatDecision {
  treatment: VatTreatment;
  /** Percent (21, 25.5, 0). */
  rate: number;
  /** The state whose VAT applies; null when none does. */
  countryCode: string | null;
}

/** Spanish postal code prefixes outside the EU VAT territory. */
const excludedSpanishPrefixes: Readonly<Record<string, string>> = {
  '35': 'Las Palmas (Canarias)',
  '38': 'Santa Cruz de Tenerife (Canarias)',
  '51': 'Ceuta',
  '52': 'Melilla',
};

/** True for a Spanish postal code of Canarias, Ceuta or Melilla ('35001', ' 38 400', '51001'). */
export function isSpanishExcludedTerritory(postalCode: string | null | undefined): boolean {
  const digits = (postalCode ?? '').replace(/\D/g, '');
  if (digits.length !== 5) return false;
  return digits.slice(0, 2) in excludedSpanishPrefixes;
}

/** The IVA a destination pays (docs/rules/checkout-and-payments.md#iva-by-destination). */
export function decideVat(destination: Destination, settings: VatSettings): VatDecision {
  const country = normalizeCountryCode(destination.countryCode);
  if (country === 'ES') {
    if (isSpanishExcludedTerritory(destination.postalCode)) {
      return { treatment: 'es_excluded_territory', rate: 0, countryCode: null };
    }
    return { treatment: 'es', rate: SPANISH_VAT_RATE, countryCode: 'ES' };
  }
  const destinationRate = euStandardVatRates[country];
  if (destinationRate === undefined) return { treatment: 'export', rate: 0, countryCode: null };
  if (settings.ossEnabled) return { treatment: 'oss', rate: destinationRate, countryCode: country };
  return { treatment: 'es_eu', rate: SPANISH_VAT_RATE, countryCode: 'ES' };
}

/** Copies clamped to 1–10; anything that is not a number becomes 1. */
export function clampCopies(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return MIN_COPIES;
  return Math.min(MAX_COPIES, Math.max(MIN_COPIES, Math.trunc(number)));
}

/** The country code upper-cased, at most 2 characters. */
export function normalizeCountryCode(value: string): string {
  return value.trim().toUpperCase().slice(0, 2);
}

/** Colour codes are upper-cased. */
export function normalizeColorCode(value: string): string {
  return value.trim().toUpperCase();
}

/** An amount as Prodigi's client hands it (integer minor units). */
export interface MinorMoney {
  amountMinor: number;
  currency: string;
}

/** Prodigi's cost of one quote, by line. `tax` and `fees` are absent when Prodigi gives none. */
export interface ProviderCost {
  items: MinorMoney;
  shipping: MinorMoney;
  tax?: MinorMoney | null;
  fees?: MinorMoney | null;
}

export interface VariantPrice {
  /** The manual price per copy before the shop's IVA, in cents; null: Prodigi's cost + margin. */
  retailPriceCents: number | null;
  /** The margin per copy in cents (used when there is no retail price). */
  profitMarginCents: number;
  /** The variant's currency: must be EUR. */
  currency: string;
}

export interface PriceInput {
  provider: ProviderCost;
  variant: VariantPrice;
  copies: number;
  destination: Destination;
  vat: VatSettings;
}

/** The quote's pricing, plus the shop's IVA line. Integer cents throughout. */
export interface Pricing {
  prodigiItemsAmount: number;
  prodigiShippingAmount: number;
  prodigiTaxAmount: number;
  prodigiFeesAmount: number;
  /** Items + shipping + tax + fees. */
  prodigiTotal: number;
  /** What the shop keeps before IVA: totalWithMargin − prodigiTotal. */
  platformMargin: number;
  /** The shop's price before its own IVA. */
  totalWithMargin: number;
  vatTreatment: VatTreatment;
  /** Percent (21, 25.5, 0). */
  vatRate: number;
  vatCountryCode: string | null;
  vatAmount: number;
  /** What the consumer pays: totalWithMargin + vatAmount (IVA included). */
  total: number;
  copies: number;
  currency: typeof PRICING_CURRENCY;
}

export const pricingErrorCodes = ['currency_not_supported', 'invalid_amount'] as const;
export type PricingErrorCode = (typeof pricingErrorCodes)[number];

export const pricingMessages = {
  currency_not_supported:
    'Prodigi ha cotizado en una moneda distinta del euro; no podemos calcular el precio.',
  invalid_amount: 'La cotización de Prodigi tiene un importe no válido.',
} as const satisfies Record<PricingErrorCode, string>;

/** Refused input: a quote in another currency (no rate is guessed) or a broken amount. */
export class PricingError extends Error {
  constructor(
    readonly code: PricingErrorCode,
    readonly detail: string,
  ) {
    super(`${pricingMessages[code]} (${detail})`);
    this.name = 'PricingError';
  }
}

function centsOf(money: MinorMoney | null | undefined, line: string): number {
  if (money === null || money === undefined) return 0;
  if (money.currency.toUpperCase() !== PRICING_CURRENCY) {
    throw new PricingError('currency_not_supported', `${line} in ${money.currency}`);
  }
  if (!Number.isSafeInteger(money.amountMinor)) {
    throw new PricingError('invalid_amount', `${line}: ${money.amountMinor}`);
  }
  return money.amountMinor;
}

/** `amount × rate %`, rounded half up to the cent (rate may have one decimal: 25.5). */
export function percentOf(amountCents: number, ratePercent: number): number {
  const rateTenths = Math.round(ratePercent * 10);
  // Integers throughout: amount × tenths of a percent / 1000, half up (half away from 0).
  const scaled = amountCents * rateTenths;
  const sign = scaled < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(scaled) + 500) / 1000);
}

/** The pricing rule (see the file's comment). Throws `PricingError` on a non-EUR quote. */
export function priceQuote(input: PriceInput): Pricing {
  const copies = clampCopies(input.copies);
  if (input.variant.currency.toUpperCase() !== PRICING_CURRENCY) {
    throw new PricingError('currency_not_supported', `variant in ${input.variant.currency}`);
  }
  const items = centsOf(input.provider.items, 'items');
  const shipping = centsOf(input.provider.shipping, 'shipping');
  const tax = centsOf(input.provider.tax, 'tax');
  const fees = centsOf(input.provider.fees, 'fees');
  const prodigiTotal = items + shipping + tax + fees;

  const { retailPriceCents, profitMarginCents } = input.variant;
  const totalWithMargin =
    retailPriceCents === null
      ? prodigiTotal + profitMarginCents * copies
      : retailPriceCents * copies + shipping + tax + fees;

  const vat = decideVat(input.destination, input.vat);
  // IVA per line, as the order keeps it: the prints, and delivery with Prodigi's tax and fees.
  const vatRateBp = Math.round(vat.rate * 100);
  const delivery = shipping + tax + fees;
  const vatAmount =
    vatOnBase(totalWithMargin - delivery, vatRateBp) + vatOnBase(delivery, vatRateBp);
  return {
    prodigiItemsAmount: items,
    prodigiShippingAmount: shipping,
    prodigiTaxAmount: tax,
    prodigiFeesAmount: fees,
    prodigiTotal,
    platformMargin: totalWithMargin - prodigiTotal,
    totalWithMargin,
    vatTreatment: vat.treatment,
    vatRate: vat.rate,
    vatCountryCode: vat.countryCode,
    vatAmount,
    total: totalWithMargin + vatAmount,
    copies,
    currency: PRICING_CURRENCY,
  };
}

/**
 * Prodigi's cost lines from a quote's costSummary. Prodigi gives items and shipping, and in newer
 * answers totalCost and totalTax; fees are what totalCost holds beyond items + shipping + tax.
 */
export function providerCostFromSummary(summary: {
  items: MinorMoney;
  shipping: MinorMoney;
  totalCost?: MinorMoney | null;
  totalTax?: MinorMoney | null;
}): ProviderCost {
  const tax = summary.totalTax ?? null;
  let fees: MinorMoney | null = null;
  if (summary.totalCost) {
    const rest =
      summary.totalCost.amountMinor -
      summary.items.amountMinor -
      summary.shipping.amountMinor -
      (tax?.amountMinor ?? 0);
    if (rest > 0) fees = { amountMinor: rest, currency: summary.totalCost.currency };
  }
  return { items: summary.items, shipping: summary.shipping, tax, fees };
}

const comparedFields = [
  'prodigiItemsAmount',
  'prodigiShippingAmount',
  'prodigiTaxAmount',
  'prodigiFeesAmount',
  'prodigiTotal',
  'platformMargin',
  'totalWithMargin',
  'vatTreatment',
  'vatRate',
  'vatCountryCode',
  'vatAmount',
  'total',
  'copies',
  'currency',
] as const satisfies readonly (keyof Pricing)[];

/**
 * The quote-matches-order rule (docs/rules/checkout-and-payments.md#quote-answer): a stored quote snapshot still holds
 * when a fresh pricing of the same variant, colour, copies and destination gives the same
 * figures, line by line (not only the same total: a changed split changes the invoice).
 */
export function pricingMatches(stored: Pricing, fresh: Pricing): boolean {
  return comparedFields.every((field) => stored[field] === fresh[field]);
}

/** A rate as es-ES shows it: 21 → '21 %', 25.5 → '25,5 %' (no-break space). */
export function formatVatRate(ratePercent: number): string {
  return `${String(ratePercent).replace('.', ',')}\u00a0%`;
}
