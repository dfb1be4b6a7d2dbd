import {
  checkoutMessages as msg,
  priceQuote,
  PRICING_CURRENCY,
  PricingError,
  providerCostFromSummary,
  shippingMethods,
  type QuoteBody,
  type QuoteRequestValues,
  type QuoteResponse,
  type VatSettings,
} from '@shop/contracts';
import { ProdigiError, type ProdigiClient, type Quote } from '@shop/prodigi';
import { AppError, invalidData, notFound } from '#src/lib/errors';
import {
  quoteAttributes,
  type VariantForPricing,
  type VariantPricing,
} from '#src/modules/print-catalog/variant-pricing.port';

/** Prodigi's print area of a single-image product. */
const PRINT_AREA = 'default';

/** Prodigi's refusals that mean "not to that destination" (the simulator's code included). */
function isDestinationRefusal(err: ProdigiError): boolean {
  if (!err.is('ValidationFailed')) return false;
  return Object.keys(err.failures).some(
    (key) =>
      key.startsWith('destinationCountryCode') ||
      err
        .codesAt(key)
        .some((code) => /NotAvailableInDestination|ShippingMethodNotAvailable/i.test(code)),
  );
}

function methodRank(method: string): number {
  const index = shippingMethods.findIndex((m) => m.toLowerCase() === method.toLowerCase());
  return index === -1 ? shippingMethods.length : index;
}

/** What a print line names (a quote request or an order's print line). */
export type PrintChoice = Pick<
  QuoteRequestValues,
  'photoId' | 'variantId' | 'colorCode' | 'copies' | 'productAttributes'
>;

export function createCheckoutService(deps: {
  variants: Pick<VariantPricing, 'find'>;
  prodigi: Pick<ProdigiClient, 'quotes'>;
  vat: VatSettings;
  log: { error(obj: unknown, message: string): void };
}) {
  async function loadVariant(photoId: string, variantId: string): Promise<VariantForPricing> {
    const variant = await deps.variants.find(photoId, variantId);
    if (!variant || !variant.isActive || !variant.photoVisible) {
      throw notFound(msg.variantNotFound);
    }
    return variant;
  }

  function checkColour(variant: VariantForPricing, colorCode: string) {
    if (variant.colors.length === 0) {
      if (colorCode !== '') throw invalidData(msg.colorNotOffered);
      return;
    }
    if (colorCode === '') throw invalidData(msg.colorRequired);
    if (!variant.colors.some((color) => color.code === colorCode)) {
      throw invalidData(msg.colorNotOffered);
    }
  }

  /** Prodigi's quotes for these prints to one destination, cheapest method first. */
  async function askProdigi(
    prints: readonly { variant: VariantForPricing; line: PrintChoice }[],
    destinationCountryCode: string,
  ): Promise<Quote[]> {
    try {
      const result = await deps.prodigi.quotes.create({
        destinationCountryCode,
        // Asked in euros; an account that answers in another currency is refused below.
        currencyCode: PRICING_CURRENCY,
        items: prints.map(({ variant, line }) => ({
          sku: variant.sku,
          copies: line.copies,
          attributes: quoteAttributes(variant, line.colorCode, line.productAttributes),
          assets: [{ printArea: PRINT_AREA }],
        })),
      });
      return [...result.quotes].sort(
        (a, b) => methodRank(a.shipmentMethod) - methodRank(b.shipmentMethod),
      );
    } catch (err) {
      if (err instanceof ProdigiError) {
        if (isDestinationRefusal(err)) throw invalidData(msg.destinationNotShipped);
        deps.log.error({ err }, 'Prodigi quote failed');
        throw new AppError('provider_failed', msg.quoteFailed);
      }
      throw err;
    }
  }

  /** A print's variant, checked: offered, in that colour, to that country. */
  async function checkedVariant(
    line: PrintChoice,
    destinationCountryCode: string,
  ): Promise<VariantForPricing> {
    const variant = await loadVariant(line.photoId, line.variantId);
    checkColour(variant, line.colorCode);
    if (variant.shipsTo.length > 0 && !variant.shipsTo.includes(destinationCountryCode)) {
      throw invalidData(msg.destinationNotShipped);
    }
    return variant;
  }

  /** The variant and every shipping method Prodigi offers for it, priced by the rule. */
  async function priceVariant(
    input: QuoteRequestValues,
  ): Promise<{ variant: VariantForPricing; quotes: [QuoteBody, ...QuoteBody[]] }> {
    const variant = await checkedVariant(input, input.destinationCountryCode);
    const sorted = await askProdigi([{ variant, line: input }], input.destinationCountryCode);
    let quotes: QuoteBody[];
    try {
      quotes = sorted.map((quote) => {
        const provider = providerCostFromSummary(quote.costSummary);
        const pricing = priceQuote({
          provider,
          variant: {
            retailPriceCents: variant.retailPriceCents,
            profitMarginCents: variant.profitMarginCents,
            currency: variant.currency,
          },
          copies: input.copies,
          destination: {
            countryCode: input.destinationCountryCode,
            postalCode: input.postalCode ?? null,
          },
          vat: deps.vat,
        });
        return {
          shipmentMethod: quote.shipmentMethod,
          costSummary: {
            items: { amount: pricing.prodigiItemsAmount },
            shipping: { amount: pricing.prodigiShippingAmount },
            tax: { amount: pricing.prodigiTaxAmount },
            fees: { amount: pricing.prodigiFeesAmount },
          },
          currency: PRICING_CURRENCY,
          pricing,
        };
      });
    } catch (err) {
      if (err instanceof PricingError) {
        deps.log.error({ err }, 'Prodigi quote not priceable');
        throw new AppError('provider_failed', msg.currencyNotSupported);
      }
      throw err;
    }
    const [first, ...others] = quotes;
    if (!first) throw invalidData(msg.destinationNotShipped);
    return { variant, quotes: [first, ...others] };
  }

  return {
    checkedVariant,
    askProdigi,
    priceVariant,
    /** POST /prodigi/quotes: every shipping method Prodigi offers, priced by the rule. */
    async quote(input: QuoteRequestValues): Promise<QuoteResponse> {
      const { quotes } = await priceVariant(input);
      return { quotes, pricing: quotes[0].pricing };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
