import { useQuery } from '@tanstack/react-query';
import type { ImageWork } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** The id a page gives an image request (`?work=`), to follow its stages on the server. */
export const newWorkId = (): string => crypto.randomUUID();

/** GET /photos/work/{id} (admin): the stage of the image work sent with `?work={id}`. */
export const getImageWork = (id: string) =>
  api.GET('/api/photos/work/{id}', { params: { path: { id } } });

/** How often the page asks while the server works on the image. */
export const WORK_POLL_MS = 400;

/**
 * The server's stage of the work `id` while `active` (the request is still under way), asked
 * every WORK_POLL_MS; null before the first answer and once the work is over.
 */
export function useImageWork(id: string | null, active: boolean): ImageWork | null {
  const query = useQuery({
    queryKey: queryKeys.photos.work(id ?? ''),
    queryFn: () => getImageWork(id ?? ''),
    enabled: Boolean(id) && active,
    refetchInterval: WORK_POLL_MS,
    gcTime: 0,
    retry: false,
  });
  return active && query.data ? query.data : null;
}
