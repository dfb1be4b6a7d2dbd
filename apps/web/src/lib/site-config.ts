import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@shop/contracts';
import { api } from './api';
import { queryKeys } from './query-keys';

export const getSiteConfig = () => api.request<SiteConfig>('/site/config');

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteConfig(), queryFn: getSiteConfig, staleTime: Infinity });

export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
