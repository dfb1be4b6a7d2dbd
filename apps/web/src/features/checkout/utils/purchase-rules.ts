/**
 * The buy form's rules (docs/rules/checkout-and-payments.md#purchase-flow and
 * #purchase-validation): pure functions, so the form, its tests and the server's own checks
 * read them the same way.
 */
import {
  isShippingCountry,
  isSpanishExcludedTerritory,
  normalizeColorCode,
  missingRecipientFields,
  normalizeCountryCode,
  recipientLabels,
  type Recipient,
} from '@shop/contracts';
import { buyMessages as msg } from './checkout-messages';

export {
  clampCopies,
  DEFAULT_COUNTRY,
  emptyRecipient,
  MAX_COPIES,
  MIN_COPIES,
  missingRecipientFields,
  recipientLabels,
  requiredRecipientFields,
} from '@shop/contracts';
export type { Recipient } from '@shop/contracts';

/** The country code as typed: upper-cased, at most 2 characters. */
export const normalizeCountry = normalizeCountryCode;

/** A country the shop ships to, the only kind a quote is asked for. */
export const isCountryCode = (value: string) => isShippingCountry(value);

/** Colour codes are upper-cased; blank is none. */
export function normalizeColor(value: string | null | undefined): string | null {
  const code = normalizeColorCode(value ?? '');
  return code === '' ? null : code;
}

/**
 * The colour to use: the current one when the variant offers it, else its first colour;
 * null for a variant without colours.
 */
export function effectiveColor(
  offered: readonly { code: string }[],
  current: string | null,
): string | null {
  const wanted = normalizeColor(current);
  const codes = offered.map((color) => normalizeColor(color.code));
  if (wanted && codes.includes(wanted)) return wanted;
  return codes[0] ?? null;
}

/**
 * The postal code a quote needs: only a Spanish one of Canarias, Ceuta or Melilla changes
 * the IVA (none there), so only that one is sent; typing any other postal code asks for no
 * new quote.
 */
export function quotePostalCode(countryCode: string, postalCode: string): string | null {
  return countryCode === 'ES' && isSpanishExcludedTerritory(postalCode) ? postalCode.trim() : null;
}

/** What a quote was asked for: it must match the form for the purchase to go on. */
export interface QuoteInputs {
  variantId: string;
  colorCode: string | null;
  copies: number;
  countryCode: string;
  /** quotePostalCode's: set only where it changes the IVA. */
  postalCode: string | null;
}

export const sameInputs = (a: QuoteInputs, b: QuoteInputs) =>
  a.variantId === b.variantId &&
  a.colorCode === b.colorCode &&
  a.copies === b.copies &&
  a.countryCode === b.countryCode &&
  a.postalCode === b.postalCode;

export interface PurchaseCheck {
  variantId: string | null;
  recipient: Recipient;
  /** From GET /payments/config: null while loading or unknown. */
  paymentsReady: boolean;
  /** The gateway's own error, shown instead of the generic one when it gave one. */
  gatewayError?: string | null;
  /** The form's inputs now. */
  inputs: QuoteInputs | null;
  /** The inputs of the quote on screen, null when there is none (loading or failed). */
  quotedFor: QuoteInputs | null;
}

/**
 * The first reason the purchase cannot go on, in the rule's order, or null: a product, the
 * required recipient fields, a ready gateway, a quote, and one for these very inputs.
 */
export function purchaseError(check: PurchaseCheck): string | null {
  if (!check.variantId || !check.inputs) return msg.selectProduct;
  const missing = missingRecipientFields(check.recipient);
  if (missing.length > 0) {
    return msg.requiredFields(missing.map((name) => recipientLabels[name]));
  }
  // The postal code's format is the server's to check (its answer shows in the payment step).
  if (!isShippingCountry(check.recipient.countryCode)) return msg.unknownCountry;
  if (!check.paymentsReady) {
    const own = check.gatewayError?.trim() ?? '';
    return own === '' ? msg.gatewayNotReady : own;
  }
  if (check.quotedFor?.variantId !== check.variantId) {
    return msg.quotePending;
  }
  if (!sameInputs(check.quotedFor, check.inputs)) return msg.quoteOutdated;
  return null;
}
