import { useMutation } from '@tanstack/react-query';
import type { CatalogProduct } from '@shop/contracts';
import { api } from '@/lib/api';

/**
 * What POST /prodigi/catalog/lookup answers (storefront-admin §7): the provider's data for a
 * SKU, in the catalogue product's own field shapes. The route and its contract arrive with
 * the Prodigi wiring; until then this is the spec's list of fields, typed from the product's.
 */
export type CatalogLookup = Partial<
  Pick<
    CatalogProduct,
    | 'prodigiDescription'
    | 'defaultSizing'
    | 'availableColors'
    | 'productDimensions'
    | 'printAreaPixels'
    | 'attributes'
    | 'shipsTo'
  >
> & { prodigiName?: string };

/** The lookup's path (not yet in the contract's printCatalogApi). */
export const CATALOG_LOOKUP_PATH = '/prodigi/catalog/lookup';

/** POST /prodigi/catalog/lookup { sku }: fills the form, saves nothing. */
export const lookupCatalogProduct = (sku: string) =>
  api.request<CatalogLookup>(CATALOG_LOOKUP_PATH, { method: 'POST', body: { sku } });

export const useLookupCatalogProduct = () => useMutation({ mutationFn: lookupCatalogProduct });
