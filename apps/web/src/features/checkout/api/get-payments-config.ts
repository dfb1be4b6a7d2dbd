import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /payments/config: the gateway's public key (and the simulator's, when it runs). */
export const getPaymentsConfig = (signal?: AbortSignal) =>
  api.GET('/api/payments/config', { signal });

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.checkout.paymentsConfig(),
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: Infinity,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
