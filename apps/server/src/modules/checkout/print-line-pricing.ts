import {
  checkoutMessages as msg,
  decideVat,
  priceQuote,
  PricingError,
  providerCostFromSummary,
  rateToBp,
  type PrintLineRequest,
} from '@shop/contracts';
import type { Quote } from '@shop/prodigi';
import { AppError, conflict, invalidData } from '#src/lib/errors';
import { checkRecipient, storedRecipient } from '#src/modules/orders/orders.port';
import {
  printSnapshot,
  type VariantForPricing,
} from '#src/modules/print-catalog/variant-pricing.port';
import type { CheckoutService } from './checkout.service';
import type { CheckoutContext, PricedKind, UntaxedLine } from './line-pricing';

interface Destination {
  countryCode: string;
  postalCode: string | null;
}
interface Print {
  variant: VariantForPricing;
  line: PrintLineRequest;
}

function chooseQuote(quotes: readonly Quote[], wanted: string | undefined): Quote {
  const [first] = quotes;
  if (!first) throw invalidData(msg.destinationNotShipped);
  if (wanted === undefined || wanted.trim() === '') return first;
  const found = quotes.find((q) => q.shipmentMethod.toLowerCase() === wanted.trim().toLowerCase());
  if (!found) throw invalidData(msg.shippingMethodNotOffered);
  return found;
}

/**
 * The prints of an order, priced by the rule in one Prodigi quote to the recipient: each
 * print's goods (its item's unit cost × copies plus the margin per copy, or the retail price),
 * and delivery as a line of its own: Prodigi's shipping with its tax and fees, the price the
 * buyer sees for the method; every line at the destination's IVA rate, IVA per line
 * (cart-pricing.ts). For one print the lines add up to the quote's `pricing` exactly.
 */
export function createPrintLinePricing(deps: {
  checkout: Pick<CheckoutService, 'checkedVariant' | 'askProdigi'>;
  vat: { ossEnabled: boolean };
  log: { error(obj: unknown, message: string): void };
}) {
  async function quoted(lines: PrintLineRequest[], destination: Destination) {
    const prints: Print[] = [];
    for (const line of lines) {
      prints.push({
        variant: await deps.checkout.checkedVariant(line, destination.countryCode),
        line,
      });
    }
    return { prints, quotes: await deps.checkout.askProdigi(prints, destination.countryCode) };
  }

  /** The prints' lines on one of Prodigi's quotes (one shipping method). */
  function onQuote(
    prints: Print[],
    quote: Quote,
    destination: Destination,
  ): Omit<PricedKind, 'recipient'> {
    const [first] = prints;
    if (!first) throw new Error('no prints to price');
    let pricing;
    try {
      // The rule on the whole quote: it also refuses a quote in another currency.
      pricing = priceQuote({
        provider: providerCostFromSummary(quote.costSummary),
        variant: first.variant,
        copies: first.line.copies,
        destination,
        vat: deps.vat,
      });
    } catch (err) {
      if (err instanceof PricingError) {
        deps.log.error({ err }, 'Prodigi quote not priceable');
        throw new AppError('provider_failed', msg.currencyNotSupported);
      }
      throw err;
    }
    // Each print's goods from its own item on the quote, so its price depends on no other
    // line nor on the method; whatever Prodigi's items total holds beyond them (none, so far)
    // goes with delivery, as its tax and fees do.
    const goods = prints.map(({ variant, line }, i) => {
      const item = quote.items[i];
      const itemCost = item ? item.unitCost.amountMinor * item.copies : 0;
      return variant.retailPriceCents === null
        ? itemCost + variant.profitMarginCents * line.copies
        : variant.retailPriceCents * line.copies;
    });
    const itemCosts = prints.reduce((sum, { variant }, i) => {
      const item = quote.items[i];
      return variant.retailPriceCents === null && item
        ? sum + item.unitCost.amountMinor * item.copies
        : sum;
    }, 0);
    const itemsLeft = prints.every(({ variant }) => variant.retailPriceCents === null)
      ? pricing.prodigiItemsAmount - itemCosts
      : 0;
    const taxFees = pricing.prodigiTaxAmount + pricing.prodigiFeesAmount;
    const vatRateBp = rateToBp(decideVat(destination, deps.vat).rate);

    const printLines: UntaxedLine[] = prints.map(({ variant, line }, i) => {
      const printFile = variant.printFileFor(line.colorCode);
      if (!printFile) throw conflict(msg.variantNotFound);
      return {
        kind: 'print',
        quantity: line.copies,
        // One copy before IVA, shipping, tax and fees (for the records).
        unitPriceCents: Math.round((goods[i] ?? 0) / line.copies),
        baseCents: goods[i] ?? 0,
        vatRateBp,
        vatCents: 0,
        photoId: variant.photoId,
        snapshot: printSnapshot(variant, line, printFile, quote.shipmentMethod),
      };
    });
    const shipping = pricing.prodigiShippingAmount;
    const delivery = shipping + taxFees + itemsLeft;
    return {
      lines: [
        ...printLines,
        {
          kind: 'shipping',
          quantity: 1,
          unitPriceCents: delivery,
          baseCents: delivery,
          vatRateBp,
          vatCents: 0,
          photoId: null,
          snapshot: { method: quote.shipmentMethod },
        },
      ],
      cents: { items: goods.reduce((a, b) => a + b, 0) + itemsLeft, shipping, taxFees },
      holds: [],
      description: prints
        .map(({ variant, line }) => `impresión ${variant.sku} × ${line.copies}`)
        .join(', '),
      ...(prints.length === 1 ? { pricing: { ...pricing, copies: first.line.copies } } : {}),
    };
  }

  return {
    async price(lines: PrintLineRequest[], context: CheckoutContext): Promise<PricedKind> {
      if (!context.recipient) {
        throw invalidData(msg.recipientRequired, [
          { path: 'recipient', message: msg.recipientRequired },
        ]);
      }
      const recipient = checkRecipient(context.recipient);
      const destination = { countryCode: recipient.countryCode, postalCode: recipient.postalCode };
      const { prints, quotes } = await quoted(lines, destination);
      const quote = chooseQuote(quotes, context.shippingMethod);
      return { ...onQuote(prints, quote, destination), recipient: storedRecipient(recipient) };
    },

    /**
     * The prints priced on every method Prodigi offers to the destination, cheapest first:
     * each as `price` would price it with that method chosen (the cart's quote).
     */
    async priceEveryMethod(
      lines: PrintLineRequest[],
      destination: Destination,
    ): Promise<{ method: string; priced: Omit<PricedKind, 'recipient'> }[]> {
      const { prints, quotes } = await quoted(lines, destination);
      if (quotes.length === 0) throw invalidData(msg.destinationNotShipped);
      return quotes.map((quote) => ({
        method: quote.shipmentMethod,
        priced: onQuote(prints, quote, destination),
      }));
    },
  };
}

export type PrintLinePricing = ReturnType<typeof createPrintLinePricing>;
