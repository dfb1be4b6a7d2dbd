import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const LAUNCH_LIST_PAGE_SIZE = 50;

/** GET /admin/launch-list: a page of sign-ups, newest first, with the counts by status. */
export const getAdminLaunchList = (offset: number) =>
  api.GET('/api/admin/launch-list', {
    params: { query: { limit: LAUNCH_LIST_PAGE_SIZE, offset } },
  });

export const adminLaunchListQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: queryKeys.adminLaunchList(offset),
    queryFn: () => getAdminLaunchList(offset),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminLaunchList = (offset: number) => useQuery(adminLaunchListQueryOptions(offset));
