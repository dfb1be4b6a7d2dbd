import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newWorkId, useImageWork } from '@/lib/image-work';
import { queryKeys } from '@/lib/query-keys';
import { sendPhotoForm, type UploadOptions } from './upload-photo';

/** PUT /photos/{id}/image (admin): a new image for the photo; its data and prices stay. */
export const replacePhotoImage = (id: string, image: File, options: UploadOptions = {}) =>
  sendPhotoForm({ method: 'put', path: '/api/photos/{id}/image' }, { id }, { image }, options);

/**
 * The replacement as a mutation with its progress and, once the file is sent, the server's
 * stage; a success refreshes every photo query.
 */
export function useReplacePhotoImage() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [workId, setWorkId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ id, image }: { id: string; image: File }) => {
      setProgress(0);
      const workId = newWorkId();
      setWorkId(workId);
      return replacePhotoImage(id, image, { onProgress: setProgress, workId });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }),
  });
  const work = useImageWork(workId, mutation.isPending && progress === 100);
  return { ...mutation, progress, work };
}
