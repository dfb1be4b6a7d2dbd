import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** GET /site/content: the texts and images the photographer edits (home, partner, …). */
export const getSiteContent = () => api.GET('/api/site/content');

export const siteContentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteContent(), queryFn: getSiteContent, staleTime: 60_000 });

export const useSiteContent = () => useQuery(siteContentQueryOptions());
