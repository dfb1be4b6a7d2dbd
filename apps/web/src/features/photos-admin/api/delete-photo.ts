import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * DELETE /photos/{id}: 204 when the server erased the photo and its files; 200 with
 * `{ hidden: true, message }` when orders bought prints of it, so it was hidden instead
 * (it then stays in the library marked 'Oculta').
 */
export const deletePhoto = (id: string) =>
  api.DELETE('/api/photos/{id}', { params: { path: { id } } });

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () =>
      // Every photo query: the library, the gallery and the photo pages.
      queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }),
  });
}
