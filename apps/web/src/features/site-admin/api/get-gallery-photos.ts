import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /photos (admin): the library, newest first. Same key as the library's own list, so
 * both share one cache and a photo hidden there disappears from the hero's choices.
 */
export const useLibraryPhotos = () =>
  useQuery({ queryKey: queryKeys.photos.admin(), queryFn: () => api.GET('/api/photos') });
