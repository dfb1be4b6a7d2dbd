import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * DELETE /photos/{id}: 204. The server erases the photo and its files, or hides it when
 * orders refer to it (it then stays in the library marked 'Oculta').
 */
export const deletePhoto = (id: string) =>
  api.request<undefined>(`/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () =>
      // Every photo query: the library, the gallery and the photo pages.
      queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }),
  });
}
