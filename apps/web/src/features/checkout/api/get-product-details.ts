import { queryOptions, useQuery } from '@tanstack/react-query';
import { printCatalogApi, type CatalogDetails } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/catalog/details/{sku}: the attributes a buyer chooses for the product. */
export const getProductDetails = (sku: string, signal?: AbortSignal) =>
  api.request<CatalogDetails>(printCatalogApi.details(sku), { signal });

export const productDetailsQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.productDetails(sku),
    queryFn: ({ signal }) => getProductDetails(sku, signal),
    // A product's attributes change with the provider's catalogue, not during a visit.
    staleTime: Infinity,
  });

/** Loads only for a known SKU (§4.1: the quote waits for these details). */
export const useProductDetails = (sku: string | null) =>
  useQuery({ ...productDetailsQueryOptions(sku ?? ''), enabled: Boolean(sku) });
