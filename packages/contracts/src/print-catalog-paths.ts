/**
 * The print catalogue's API paths, without zod: the buy form on the photo page reads
 * them, and this file keeps zod out of the visitor's JavaScript.
 */
/** API paths, relative to the API prefix `/api` (the web's api client adds it). */
export const printCatalogApi = {
  catalog: '/prodigi/catalog',
  product: (id: string) => `/prodigi/catalog/${encodeURIComponent(id)}`,
  variants: (photoId: string) => `/prodigi/admin/photos/${encodeURIComponent(photoId)}/variants`,
  variant: (photoId: string, variantId: string) =>
    `/prodigi/admin/photos/${encodeURIComponent(photoId)}/variants/${encodeURIComponent(variantId)}`,
  variantAsset: (photoId: string, variantId: string) =>
    `/prodigi/admin/photos/${encodeURIComponent(photoId)}/variants/${encodeURIComponent(variantId)}/asset`,
  /** Prodigi's data for a SKU, to fill the product form (admin). */
  lookup: '/prodigi/catalog/lookup',
  /** The attributes a buyer chooses for a SKU (public). */
  details: (sku: string) => `/prodigi/catalog/details/${encodeURIComponent(sku)}`,
  /** The buyer's read: only active variants, public files only. */
  photoProducts: (photoId: string) => `/prodigi/products?photoId=${encodeURIComponent(photoId)}`,
} as const;
