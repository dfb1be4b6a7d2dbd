import { queryOptions, useQuery } from '@tanstack/react-query';
import { printCatalogApi, type CatalogProduct } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/catalog (admin only): every catalogue product. */
export const getCatalogProducts = () => api.request<CatalogProduct[]>(printCatalogApi.catalog);

export const catalogProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.printCatalog.products(), queryFn: getCatalogProducts });

export const useCatalogProducts = () => useQuery(catalogProductsQueryOptions());
