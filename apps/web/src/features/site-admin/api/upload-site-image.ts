import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteImage } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /admin/site-content/images (multipart `image`): checked and derived like a photo. */
export function uploadSiteImage(file: File): Promise<SiteImage> {
  const data = new FormData();
  data.append('image', file, file.name);
  return api.request<SiteImage>('/admin/site-content/images', { method: 'POST', body: data });
}

export function useUploadSiteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSiteImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminSiteContent() }),
  });
}
