import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

export const getSiteConfig = () => api.GET('/api/site/config');

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteConfig(), queryFn: getSiteConfig, staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
