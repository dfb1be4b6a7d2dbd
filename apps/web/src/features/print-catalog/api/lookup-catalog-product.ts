import { useMutation } from '@tanstack/react-query';
import type { CatalogLookup } from '@shop/contracts';
import { api } from '@/lib/api';

export type { CatalogLookup };

/** POST /prodigi/catalog/lookup { sku }: Prodigi's data to fill the form; saves nothing. */
export const lookupCatalogProduct = (sku: string) =>
  api.POST('/api/prodigi/catalog/lookup', { body: { sku } });

export const useLookupCatalogProduct = () => useMutation({ mutationFn: lookupCatalogProduct });
