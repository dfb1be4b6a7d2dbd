import { printPricingLines, type PrintsFrom } from '@shop/contracts';
import type {
  VariantForPricing,
  VariantPricing,
} from '#src/modules/print-catalog/variant-pricing.port';
import type { CheckoutService } from './checkout.service';

/** The destination 'Impresiones desde' is priced for: the shop's own, peninsular Spain. */
const HOME_COUNTRY = 'ES';
/** Prodigi's prices move: a photo's figure is asked again after an hour. */
const KEEP_MS = 60 * 60 * 1000;
/** A page render waits no longer for Prodigi; the figure is still kept when it arrives. */
const WAIT_MS = 2_000;
/** Photos kept at most; beyond, the cache starts again (a crawler cannot fill the memory). */
const MAX_PHOTOS = 5_000;

/** The first value of each attribute the buyer chooses, as the buy form starts. */
function defaultAttributes(variant: VariantForPricing): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, values] of Object.entries(variant.productAttributes)) {
    if (name.toLowerCase() === 'color' || !Array.isArray(values)) continue;
    const [first] = values;
    if (values.length > 1 && first !== undefined) chosen[name] = first;
  }
  return chosen;
}

/**
 * GET /checkout/prints-from (docs/rules/checkout-and-payments.md#prints-from): the lowest
 * price of one copy of the photo's prints, as its line would be charged (the pricing rule,
 * IVA included, Prodigi's tax and fees with it), on any method Prodigi offers to Spain;
 * shipping is not in it. Each active variant is quoted as the buy form first shows it (its
 * first colour, each attribute's first value). Kept per photo until any change or an hour.
 */
export function createPrintsFrom(deps: {
  variants: Pick<VariantPricing, 'listForPhoto'>;
  checkout: Pick<CheckoutService, 'priceVariant'>;
}) {
  const kept = new Map<string, { at: number; answer: Promise<PrintsFrom> }>();

  /** One copy's print line on each method, or null when the variant cannot be priced. */
  async function lowestOf(photoId: string, variant: VariantForPricing) {
    try {
      const { quotes } = await deps.checkout.priceVariant({
        photoId,
        variantId: variant.variantId,
        colorCode: variant.colors[0]?.code ?? '',
        copies: 1,
        destinationCountryCode: HOME_COUNTRY,
        productAttributes: defaultAttributes(variant),
      });
      return Math.min(
        ...quotes.map((quote) => {
          const { print } = printPricingLines(quote.pricing);
          return print.baseCents + print.vatCents;
        }),
      );
    } catch {
      return null;
    }
  }

  async function compute(photoId: string): Promise<{ answer: PrintsFrom; keep: boolean }> {
    const active = (await deps.variants.listForPhoto(photoId)).filter((v) => v.isActive);
    const prices = await Promise.all(active.map((variant) => lowestOf(photoId, variant)));
    const priced = prices.filter((price): price is number => price !== null);
    return {
      answer: { fromCents: priced.length > 0 ? Math.min(...priced) : null },
      // A photo without variants is not kept (any id may be asked); a variant that could not
      // be priced (Prodigi failing) is asked again next time.
      keep: active.length > 0 && priced.length === active.length,
    };
  }

  function start(photoId: string): Promise<PrintsFrom> {
    if (kept.size >= MAX_PHOTOS) kept.clear();
    const entry = { at: Date.now(), answer: Promise.resolve<PrintsFrom>({ fromCents: null }) };
    entry.answer = compute(photoId).then(
      ({ answer, keep }) => {
        if (!keep && kept.get(photoId) === entry) kept.delete(photoId);
        return answer;
      },
      () => {
        if (kept.get(photoId) === entry) kept.delete(photoId);
        return { fromCents: null };
      },
    );
    kept.set(photoId, entry);
    return entry.answer;
  }

  return {
    async of(photoId: string): Promise<PrintsFrom> {
      const entry = kept.get(photoId);
      const answer = entry && Date.now() - entry.at < KEEP_MS ? entry.answer : start(photoId);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<PrintsFrom>((resolve) => {
        timer = setTimeout(() => resolve({ fromCents: null }), WAIT_MS);
        timer.unref();
      });
      try {
        return await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    clear: () => kept.clear(),
  };
}

export type PrintsFromReads = ReturnType<typeof createPrintsFrom>;
