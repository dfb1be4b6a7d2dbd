import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /payments/config (storefront-customer §7). */
export interface PaymentsConfig {
  publishableKey: string;
}

export const getPaymentsConfig = (signal?: AbortSignal) =>
  api.request<PaymentsConfig>('/payments/config', { signal });

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.checkout.paymentsConfig(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
