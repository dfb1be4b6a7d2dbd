import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { photosQueryKey } from './get-admin-photos';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosQueryKey }),
  });
}
