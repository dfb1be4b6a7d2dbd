import type { Database } from '#src/db/client';
import type { PhotoImages } from '#src/modules/photos/photo-images.port';
import { createPrintCatalogRepository } from './print-catalog.repository';

/** What pricing and buying a print needs to know of a photo's variant. */
export interface VariantForPricing {
  variantId: string;
  photoId: string;
  /** Prodigi's SKU (upper-cased). */
  sku: string;
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
}

/** The print catalogue's port for the checkout: a variant with what prices it. */
export interface VariantPricing {
  /** Null when there is no such variant of that photo (or an id that cannot be one). */
  find(photoId: string, variantId: string): Promise<VariantForPricing | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Port of the print-catalog domain (modules/print-catalog/variant-pricing.port.ts). */
    variantPricing: VariantPricing;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createVariantPricing(deps: {
  db: Database;
  photoImages: Pick<PhotoImages, 'findOriginal'>;
}): VariantPricing {
  const repository = createPrintCatalogRepository(deps.db);
  return {
    async find(photoId, variantId) {
      if (!UUID.test(photoId) || !UUID.test(variantId)) return null;
      const found = await repository.findVariant(photoId, variantId);
      if (!found) return null;
      const { variant, product } = found;
      const photo = await deps.photoImages.findOriginal(photoId);
      return {
        variantId: variant.id,
        photoId: variant.photoId,
        sku: product.sku,
        productAttributes: product.attributes,
        retailPriceCents: variant.retailPriceCents,
        profitMarginCents: variant.profitMarginCents,
        currency: variant.currency,
        colors: variant.colorOptions.map((color) => ({ code: color.code, name: color.name })),
        shipsTo: product.shipsTo,
        isActive: variant.isActive,
        photoVisible: photo !== null && !photo.hidden,
      };
    },
  };
}
