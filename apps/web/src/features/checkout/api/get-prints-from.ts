import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /checkout/prints-from: the photo's lowest print price. Loaded with the page on the
 * server (ssr/page-data.ts), so the first view asks nothing more.
 */
export const printsFromQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.printsFrom(photoId),
    queryFn: ({ signal }) =>
      api.GET('/api/checkout/prints-from', { params: { query: { photoId } }, signal }),
    staleTime: 10 * 60_000,
  });
