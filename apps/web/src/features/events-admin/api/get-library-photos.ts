import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /photos (admin): the library, newest first, for the cover. The library's own key, so a
 * photo hidden there leaves the cover's choices too.
 */
export const useLibraryPhotos = () =>
  useQuery({ queryKey: queryKeys.photos.admin(), queryFn: () => api.GET('/api/photos') });
