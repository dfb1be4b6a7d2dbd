import { useMutation } from '@tanstack/react-query';
import { printCatalogApi, type CatalogLookup } from '@shop/contracts';
import { api } from '@/lib/api';

export type { CatalogLookup };

/** POST /prodigi/catalog/lookup { sku }: Prodigi's data to fill the form; saves nothing. */
export const lookupCatalogProduct = (sku: string) =>
  api.request<CatalogLookup>(printCatalogApi.lookup, { method: 'POST', body: { sku } });

export const useLookupCatalogProduct = () => useMutation({ mutationFn: lookupCatalogProduct });
