import { checkoutMessages as msg, type PrintSizing } from '@shop/contracts';
import { invalidData } from '#src/lib/errors';
import type { Database } from '#src/db/client';
import type { PrintFileSource, PrintItemSnapshot, StoredPrintAsset } from '#src/db/schema/index';
import type { PhotoImages, PhotoOriginal } from '#src/modules/photos/photo-images.port';
export { PRINT_JPEG_QUALITY } from './asset-renderer';
import { createPrintCatalogRepository, type VariantWithProduct } from './print-catalog.repository';

/** What pricing and buying a print needs to know of a photo's variant. */
export interface VariantForPricing {
  variantId: string;
  photoId: string;
  /** Prodigi's SKU (upper-cased). */
  sku: string;
  /** What the buyer sees it called: the variant's name, else the product's. */
  name: string;
  /** The product's Prodigi attributes: name → value or allowed values (e.g. `color`). */
  productAttributes: Record<string, string | string[]>;
  /** Manual price per copy in cents; null: Prodigi's cost + margin. */
  retailPriceCents: number | null;
  profitMarginCents: number;
  currency: string;
  /** The colours the variant offers (upper-case codes). */
  colors: { code: string; name: string }[];
  /** Countries the product ships to as the catalogue knows them ([]: not known). */
  shipsTo: string[];
  isActive: boolean;
  /** The photo exists and is not hidden. */
  photoVisible: boolean;
  /** The variant's sizing, or its product's default. */
  sizing: PrintSizing;
  /**
   * The file to print for a colour ('' for none): the colour's own asset, else the
   * variant's (a URL the admin typed before a stored file, as the admin's forms show it),
   * else the photo's original, rendered at submission. Null only without an original.
   */
  printFileFor(colorCode: string): PrintFileSource | null;
  /** The public URL of the variant's first mockup (what a test order may print), or null. */
  mockupUrl: string | null;
}

/** The print catalogue's port for the checkout: a variant with what prices it. */
export interface VariantPricing {
  /** Null when there is no such variant of that photo (or an id that cannot be one). */
  find(photoId: string, variantId: string): Promise<VariantForPricing | null>;
  /** Every variant of the photo, oldest first (active or not; the admin's test order). */
  listForPhoto(photoId: string): Promise<VariantForPricing[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the print-catalog domain (modules/print-catalog/variant-pricing.port.ts). */
    variantPricing: VariantPricing;
  }
}

/** A print of a variant as an order keeps it: enough to send it to Prodigi even if the variant changes. */
export function printSnapshot(
  variant: VariantForPricing,
  choice: { colorCode: string; copies: number; productAttributes: Record<string, string> },
  printFile: PrintFileSource,
  shippingMethod: string,
): PrintItemSnapshot {
  return {
    photoId: variant.photoId,
    variantId: variant.variantId,
    sku: variant.sku,
    name: variant.name,
    color: choice.colorCode === '' ? null : choice.colorCode,
    colorName: variant.colors.find((c) => c.code === choice.colorCode)?.name ?? null,
    copies: choice.copies,
    printFile,
    sizing: variant.sizing,
    attributes: quoteAttributes(variant, choice.colorCode, choice.productAttributes),
    shippingMethod,
  };
}

/**
 * Prodigi's attributes for the quote: the buyer's choices among the product's values (in
 * Prodigi's spelling), a single-valued attribute as it is, and `color` from the colour code.
 */
export function quoteAttributes(
  variant: Pick<VariantForPricing, 'productAttributes'>,
  colorCode: string,
  chosen: Record<string, string>,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  const chosenByName = new Map(
    Object.entries(chosen).map(([name, value]) => [name.toLowerCase(), value]),
  );
  for (const [name, allowed] of Object.entries(variant.productAttributes)) {
    const values = Array.isArray(allowed) ? allowed : [allowed];
    const spelled = (wanted: string) =>
      values.find((value) => value.toLowerCase() === wanted.trim().toLowerCase());
    if (name.toLowerCase() === 'color') {
      if (colorCode !== '') attributes[name] = spelled(colorCode) ?? colorCode.toLowerCase();
      continue;
    }
    const wanted = chosenByName.get(name.toLowerCase());
    if (wanted !== undefined) {
      const value = spelled(wanted);
      if (value === undefined) throw invalidData(msg.badAttributes);
      attributes[name] = value;
    } else if (values.length === 1 && values[0] !== undefined) {
      attributes[name] = values[0];
    } else if (values.length > 1) {
      throw invalidData(msg.badAttributes);
    }
  }
  return attributes;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createVariantPricing(deps: {
  db: Database;
  photoImages: Pick<PhotoImages, 'findOriginal' | 'displayUrl'>;
}): VariantPricing {
  const repository = createPrintCatalogRepository(deps.db);
  const shape = (
    { variant, product }: VariantWithProduct,
    photo: PhotoOriginal | null,
  ): VariantForPricing => ({
    variantId: variant.id,
    photoId: variant.photoId,
    sku: product.sku,
    name: variant.displayName || product.name,
    productAttributes: product.attributes,
    retailPriceCents: variant.retailPriceCents,
    profitMarginCents: variant.profitMarginCents,
    currency: variant.currency,
    colors: variant.colorOptions.map((color) => ({ code: color.code, name: color.name })),
    shipsTo: product.shipsTo,
    isActive: variant.isActive,
    photoVisible: photo !== null && !photo.hidden,
    sizing: variant.sizing ?? product.defaultSizing,
    printFileFor(colorCode) {
      const color = variant.colorOptions.find((c) => c.code.toUpperCase() === colorCode);
      const stored = (custom: string, asset: StoredPrintAsset | null): PrintFileSource | null =>
        custom !== ''
          ? { kind: 'url', url: custom }
          : asset
            ? { kind: 'stored', key: asset.key }
            : null;
      return (
        (color ? stored(color.customAssetUrl, color.asset) : null) ??
        stored(variant.customAssetUrl, variant.asset) ??
        (photo ? { kind: 'original', key: photo.key, format: photo.format } : null)
      );
    },
    mockupUrl: variant.mockups[0]
      ? deps.photoImages.displayUrl(variant.mockups[0].derivatives)
      : null,
  });

  return {
    async find(photoId, variantId) {
      if (!UUID.test(photoId) || !UUID.test(variantId)) return null;
      const found = await repository.findVariant(photoId, variantId);
      if (!found) return null;
      return shape(found, await deps.photoImages.findOriginal(photoId));
    },
    async listForPhoto(photoId) {
      if (!UUID.test(photoId)) return [];
      const rows = await repository.listVariants(photoId);
      if (rows.length === 0) return [];
      const photo = await deps.photoImages.findOriginal(photoId);
      return rows.map((row) => shape(row, photo));
    },
  };
}
