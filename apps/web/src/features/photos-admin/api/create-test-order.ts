import { useMutation, useQuery } from '@tanstack/react-query';
import type { TestOrderRequestBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /prodigi/orders (admin): one copy of the photo's first active variant, shipped
 * Budget, sent to Prodigi and never charged to a buyer; on Prodigi's live API it needs
 * `confirmLive`, as Prodigi bills it (docs/rules/admin.md#test-order).
 */
export const createTestOrder = (body: TestOrderRequestBody) =>
  api.POST('/api/prodigi/orders', { body });

export const useCreateTestOrder = () => useMutation({ mutationFn: createTestOrder });

/** GET /prodigi/environment (admin): 'simulator', 'sandbox' or 'live'. */
export const getProdigiEnvironment = () => api.GET('/api/prodigi/environment');

export const useProdigiEnvironment = () =>
  useQuery({
    queryKey: queryKeys.prodigiEnvironment(),
    queryFn: getProdigiEnvironment,
    // The server's configuration: it changes only with a restart.
    staleTime: Infinity,
  });
