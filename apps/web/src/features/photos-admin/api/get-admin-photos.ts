import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPhoto } from '@shop/contracts';
import { api } from '@/lib/api';

/** Every cached photo query (admin list, gallery, photo pages) starts with this key. */
export const photosQueryKey = ['photos'] as const;

/** GET /photos (admin only): every photo, hidden ones included, newest first. */
export const getAdminPhotos = () => api.request<AdminPhoto[]>('/photos');

export const adminPhotosQueryOptions = () =>
  queryOptions({ queryKey: [...photosQueryKey, 'admin'], queryFn: getAdminPhotos });

export const useAdminPhotos = () => useQuery(adminPhotosQueryOptions());
