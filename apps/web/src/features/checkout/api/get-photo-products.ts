import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /prodigi/products?photoId: the photo's active print options, as the buyer sees them. */
export const getPhotoProducts = (photoId: string, signal?: AbortSignal) =>
  api.GET('/api/prodigi/products', { params: { query: { photoId } }, signal });

export const photoProductsQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.photoProducts(photoId),
    queryFn: ({ signal }) => getPhotoProducts(photoId, signal),
  });

export const usePhotoProducts = (photoId: string) => useQuery(photoProductsQueryOptions(photoId));
