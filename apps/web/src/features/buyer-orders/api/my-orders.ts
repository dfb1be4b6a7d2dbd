import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /buyer/orders: the signed-in buyer's orders, newest first, a page at a time. */
export const getMyOrders = (cursor: string | null) =>
  api.GET('/api/buyer/orders', { params: { query: cursor ? { cursor } : {} } });

export const useMyOrders = () =>
  useInfiniteQuery({
    queryKey: queryKeys.buyerOrders.mine(),
    queryFn: ({ pageParam }) => getMyOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
