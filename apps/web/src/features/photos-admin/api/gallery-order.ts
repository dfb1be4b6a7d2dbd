import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /photos/order (admin): every photo's place, in gallery order. */
export const getGalleryOrder = () => api.GET('/api/photos/order');

export const galleryOrderQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.photos.order(), queryFn: getGalleryOrder });

export const useGalleryOrder = () => useQuery(galleryOrderQueryOptions());

/** PUT /photos/order: the ids in their new order. */
export const saveGalleryOrder = (ids: string[]) => api.PUT('/api/photos/order', { body: { ids } });

/** PUT /photos/{id}/featured. */
export const setFeatured = ({ id, featured }: { id: string; featured: boolean }) =>
  api.PUT('/api/photos/{id}/featured', { params: { path: { id } }, body: { featured } });

function useRefreshPhotos() {
  const queryClient = useQueryClient();
  // Every photo query: the order, the library, the gallery and the photo pages.
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() });
}

export function useSaveGalleryOrder() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPhotos();
  return useMutation({
    mutationFn: saveGalleryOrder,
    // The new order shows at once; the server's answer confirms it.
    onMutate: (ids) => {
      const before = queryClient.getQueryData(galleryOrderQueryOptions().queryKey);
      if (before) {
        const byId = new Map(before.map((o) => [o._id, o]));
        queryClient.setQueryData(
          queryKeys.photos.order(),
          ids.flatMap((id, position) => {
            const item = byId.get(id);
            return item ? [{ ...item, position }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.photos.order(), context.before);
    },
    onSettled: refresh,
  });
}

export function useSetFeatured() {
  const refresh = useRefreshPhotos();
  return useMutation({ mutationFn: setFeatured, onSettled: refresh });
}
