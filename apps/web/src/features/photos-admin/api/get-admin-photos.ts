import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /photos (admin only): every photo, hidden ones included, newest first. */
export const getAdminPhotos = () => api.GET('/api/photos');

export const adminPhotosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.photos.admin(), queryFn: getAdminPhotos });

export const useAdminPhotos = () => useQuery(adminPhotosQueryOptions());
