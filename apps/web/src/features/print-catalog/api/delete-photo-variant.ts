import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /prodigi/admin/photos/{photoId}/variants/{variantId}. */
export const deletePhotoVariant = ({
  photoId,
  variantId,
}: {
  photoId: string;
  variantId: string;
}) =>
  api.DELETE('/api/prodigi/admin/photos/{photoId}/variants/{variantId}', {
    params: { path: { photoId, variantId } },
  });

export function useDeletePhotoVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhotoVariant,
    onSuccess: (_data, { photoId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.printCatalog.variants(photoId) }),
  });
}
