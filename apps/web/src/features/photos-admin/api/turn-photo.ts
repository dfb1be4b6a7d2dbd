import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PhotoTurnBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { newWorkId, useImageWork } from '@/lib/image-work';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /photos/{id}/turn (admin): 'Girar' a photo that comes out sideways a quarter turn;
 * the server makes its renditions and print files again from the original.
 */
export const turnPhoto = (id: string, direction: PhotoTurnBody['direction'], work?: string) =>
  api.POST('/api/photos/{id}/turn', {
    params: { path: { id }, query: work ? { work } : {} },
    body: { direction },
  });

/** The turn as a mutation, with the server's stage while it works. */
export function useTurnPhoto() {
  const queryClient = useQueryClient();
  const [workId, setWorkId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: PhotoTurnBody['direction'] }) => {
      const work = newWorkId();
      setWorkId(work);
      return turnPhoto(id, direction, work);
    },
    onSuccess: async () => {
      // The photo's size and images everywhere, and its variants' print files.
      await queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.printCatalog.all() });
    },
  });
  const work = useImageWork(workId, mutation.isPending);
  return { ...mutation, work };
}
