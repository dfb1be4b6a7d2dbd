import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhotoUpdateBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** PUT /photos/{id} (JSON): the changed data; blank texts clear a field, price null too. */
export const updatePhoto = ({ id, body }: { id: string; body: PhotoUpdateBody }) =>
  api.PUT('/api/photos/{id}', { params: { path: { id } }, body });

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: () =>
      // Every photo query: the library, the gallery and the photo pages.
      queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }),
  });
}
