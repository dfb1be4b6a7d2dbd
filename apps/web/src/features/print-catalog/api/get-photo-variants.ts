import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/admin/photos/{photoId}/variants: a photo's variants, with their assets. */
export const getPhotoVariants = (photoId: string) =>
  api.GET('/api/prodigi/admin/photos/{photoId}/variants', { params: { path: { photoId } } });

export const photoVariantsQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: queryKeys.printCatalog.variants(photoId),
    queryFn: () => getPhotoVariants(photoId),
  });

export const usePhotoVariants = (photoId: string | null) =>
  useQuery({ ...photoVariantsQueryOptions(photoId ?? ''), enabled: photoId !== null });
