import type { CatalogDetails, CatalogLookup } from '@shop/contracts';
import { printCatalogMessages as msg } from '@shop/contracts';
import { ProdigiError, type ProdigiClient, type ProductResult } from '@shop/prodigi';
import { AppError } from '#src/lib/errors';

/** How long Prodigi's product details are kept in memory (they change rarely). */
export const PRODUCT_DETAILS_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 200;

/** Spanish names of Prodigi's frame colours; other values keep Prodigi's own word. */
const colourNames: Record<string, string> = {
  black: 'Negro',
  white: 'Blanco',
  natural: 'Natural',
  brown: 'Marrón',
  gold: 'Dorado',
  silver: 'Plateado',
  'dark grey': 'Gris oscuro',
  'dark-grey': 'Gris oscuro',
  'light grey': 'Gris claro',
  'light-grey': 'Gris claro',
  'antique-gold': 'Oro envejecido',
  'antique-silver': 'Plata envejecida',
};

const colourName = (value: string) =>
  colourNames[value.toLowerCase()] ?? value.charAt(0).toUpperCase() + value.slice(1);

/** Prodigi's product as the lookup answers it (docs/rules/catalogue-and-prints.md). */
export function productToLookup(product: ProductResult): CatalogLookup {
  // The most demanding variant's recommended pixels: a photo good enough for it is good
  // enough for every variant (an ImageWrap canvas needs more than a black-edged one).
  const areas = product.variants
    .map((variant) => variant.printAreaSizes.default)
    .filter((area) => area !== undefined);
  const largest = areas.reduce<(typeof areas)[number] | null>(
    (best, area) =>
      !best ||
      area.horizontalResolution * area.verticalResolution >
        best.horizontalResolution * best.verticalResolution
        ? area
        : best,
    null,
  );
  const colours = product.attributes.color ?? [];
  const { width, height, units } = product.productDimensions;
  return {
    sku: product.sku.toUpperCase(),
    prodigiName: product.description,
    prodigiDescription: product.description,
    defaultSizing: 'fillPrintArea',
    availableColors: colours.map((value) => ({
      code: value.toUpperCase(),
      name: colourName(value),
    })),
    productDimensions: width > 0 && height > 0 ? { width, height, units } : null,
    printAreaPixels: largest
      ? { width: largest.horizontalResolution, height: largest.verticalResolution }
      : null,
    attributes: product.attributes,
    shipsTo: [...new Set(product.variants.flatMap((variant) => variant.shipsTo))].sort(),
  };
}

/** What a buyer chooses for a SKU: the attributes with more than one value. */
export function productToDetails(product: ProductResult): CatalogDetails {
  const variantAttributes = Object.fromEntries(
    Object.entries(product.attributes).filter(([, values]) => values.length > 1),
  );
  return { sku: product.sku.toUpperCase(), variantAttributes, attributes: product.attributes };
}

/** Prodigi's refusal or failure as the shop's error: unknown SKU 404, anything else 502. */
function toAppError(err: unknown): never {
  if (err instanceof ProdigiError) {
    if (err.is('EntityNotFound') || err.is('SkuNotFound') || err.httpStatus === 404) {
      throw new AppError('not_found', msg.lookupUnknownSku);
    }
    throw new AppError('provider_failed', msg.lookupFailed);
  }
  throw err;
}

/**
 * Prodigi's product details by SKU, read through the client and kept in memory for
 * PRODUCT_DETAILS_TTL_MS (bounded in size); concurrent reads of one SKU share one request.
 */
export function createProdigiProducts(client: Pick<ProdigiClient, 'products'>, now = Date.now) {
  const entries = new Map<string, { at: number; product: Promise<ProductResult> }>();
  const product = (sku: string): Promise<ProductResult> => {
    const key = sku.toUpperCase();
    const hit = entries.get(key);
    if (hit && now() - hit.at < PRODUCT_DETAILS_TTL_MS) return hit.product;
    const read = client.products.get(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
    entries.set(key, { at: now(), product: read });
    // A failure is not remembered: the next read asks again.
    read.catch(() => entries.delete(key));
    return read;
  };
  return {
    lookup: (sku: string) => product(sku).then(productToLookup, toAppError),
    details: (sku: string) => product(sku).then(productToDetails, toAppError),
  };
}

export type ProdigiProducts = ReturnType<typeof createProdigiProducts>;
