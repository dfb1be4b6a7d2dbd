import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The home gallery shows this many photos (docs/rules/gallery-and-photos.md#home-gallery). */
export const GALLERY_SIZE = 9;

/**
 * The home asks for one photo more than it shows: the hero is one of the newest photos (the
 * newest, unless another is picked) and is left out of the gallery below it.
 */
export const HOME_PHOTOS_LIMIT = GALLERY_SIZE + 1;

/** GET /photos/public?limit=N: the newest visible photos, newest first. */
export const getPublicPhotos = (limit: number) =>
  api.GET('/api/photos/public', { params: { query: { limit } } });

export const publicPhotosQueryOptions = (limit: number = HOME_PHOTOS_LIMIT) =>
  queryOptions({
    queryKey: queryKeys.photos.publicList(limit),
    queryFn: () => getPublicPhotos(limit),
  });

export const usePublicPhotos = (limit: number = HOME_PHOTOS_LIMIT) =>
  useQuery(publicPhotosQueryOptions(limit));
