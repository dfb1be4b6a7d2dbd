import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/catalog/details/{sku}: the attributes a buyer chooses for the product. */
export const getProductDetails = (sku: string, signal?: AbortSignal) =>
  api.GET('/api/prodigi/catalog/details/{sku}', { params: { path: { sku } }, signal });

export const productDetailsQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.productDetails(sku),
    queryFn: ({ signal }) => getProductDetails(sku, signal),
    // A product's attributes change with the provider's catalogue, not during a visit.
    staleTime: Infinity,
  });

/** Loads only for a known SKU (docs/rules/checkout-and-payments.md#quote-after-details). */
export const useProductDetails = (sku: string | null) =>
  useQuery({ ...productDetailsQueryOptions(sku ?? ''), enabled: Boolean(sku) });
