import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { sendPhotoForm, type UploadOptions } from './upload-photo';

/** PUT /photos/{id}/image (admin): a new image for the photo; its data and prices stay. */
export const replacePhotoImage = (id: string, image: File, options: UploadOptions = {}) =>
  sendPhotoForm({ method: 'put', path: '/api/photos/{id}/image' }, { id }, { image }, options);

/** The replacement as a mutation with its progress; a success refreshes every photo query. */
export function useReplacePhotoImage() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, image }: { id: string; image: File }) => {
      setProgress(0);
      return replacePhotoImage(id, image, { onProgress: setProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }),
  });
  return { ...mutation, progress };
}
