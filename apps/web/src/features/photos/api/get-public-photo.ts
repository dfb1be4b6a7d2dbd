import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

/** GET /photos/public/{id}: one visible photo and its gallery neighbours; 404 when missing or hidden. */
export const getPublicPhoto = (photoId: string) =>
  api.GET('/api/photos/public/{id}', { params: { path: { id: photoId } } });

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const publicPhotoQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: queryKeys.photos.detail(photoId),
    queryFn: () => getPublicPhoto(photoId),
    // A missing photo stays missing: answer at once instead of retrying.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Nor when the page mounts (a server-rendered 404 hydrates as it was rendered); the page
    // offers a retry for other failures.
    retryOnMount: false,
  });

export const usePublicPhoto = (photoId: string) => useQuery(publicPhotoQueryOptions(photoId));
