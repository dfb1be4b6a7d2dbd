import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The home gallery shows this many photos (docs/rules/gallery-and-photos.md#home-gallery). */
export const GALLERY_SIZE = 9;

/** GET /photos/public?limit=N: the newest visible photos, newest first. */
export const getPublicPhotos = (limit: number) =>
  api.GET('/api/photos/public', { params: { query: { limit } } });

export const publicPhotosQueryOptions = (limit: number = GALLERY_SIZE) =>
  queryOptions({
    queryKey: queryKeys.photos.publicList(limit),
    queryFn: () => getPublicPhotos(limit),
  });

export const usePublicPhotos = (limit: number = GALLERY_SIZE) =>
  useQuery(publicPhotosQueryOptions(limit));
