import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/catalog (admin only): every catalogue product. */
export const getCatalogProducts = () => api.GET('/api/prodigi/catalog');

export const catalogProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.printCatalog.products(), queryFn: getCatalogProducts });

export const useCatalogProducts = () => useQuery(catalogProductsQueryOptions());
