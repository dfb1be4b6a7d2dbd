import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/site-content: the Markdown sources, each section's version, the images. */
export const getAdminSiteContent = () => api.GET('/api/admin/site-content');

export const adminSiteContentQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminSiteContent(), queryFn: getAdminSiteContent });

export const useAdminSiteContent = () => useQuery(adminSiteContentQueryOptions());
