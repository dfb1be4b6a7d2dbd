import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { formDataOf } from '@/lib/api-upload';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/site-content/images (multipart `image`): checked and derived like a photo. */
export const uploadSiteImage = (file: File) =>
  api.POST('/api/admin/site-content/images', {
    body: { image: file },
    bodySerializer: formDataOf,
  });

export function useUploadSiteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSiteImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminSiteContent() }),
  });
}
