import { queryOptions, useQuery } from '@tanstack/react-query';
import { printCatalogApi, type AdminVariant } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/admin/photos/{photoId}/variants: a photo's variants, with their assets. */
export const getPhotoVariants = (photoId: string) =>
  api.request<AdminVariant[]>(printCatalogApi.variants(photoId));

export const photoVariantsQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: queryKeys.printCatalog.variants(photoId),
    queryFn: () => getPhotoVariants(photoId),
  });

export const usePhotoVariants = (photoId: string | null) =>
  useQuery({ ...photoVariantsQueryOptions(photoId ?? ''), enabled: photoId !== null });
