import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPhoto, PhotoUpdateBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { photosQueryKey } from './get-admin-photos';

/** PUT /photos/{id} (JSON): the changed data; blank texts clear a field, price null too. */
export const updatePhoto = ({ id, body }: { id: string; body: PhotoUpdateBody }) =>
  api.request<AdminPhoto>(`/photos/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosQueryKey }),
  });
}
