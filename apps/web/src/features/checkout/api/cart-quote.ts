import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartQuoteRequestBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /checkout/quotes: the cart's prints quoted together to the destination, on every
 * shipping method. The previous answer stays on screen while the next loads.
 */
export const useCartQuote = (request: CartQuoteRequestBody | null) =>
  useQuery({
    queryKey: queryKeys.checkout.cartQuote(request ?? {}),
    queryFn: ({ signal }) =>
      api.POST('/api/checkout/quotes', { body: request ?? { items: [] }, signal }),
    enabled: request !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
