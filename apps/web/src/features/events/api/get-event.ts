import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventMessages } from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * GET /events/event/{id}: a published or cancelled event; a draft or unknown id is a 404. An
 * id that is no UUID is refused as invalid data: for the visitor, no such event either.
 */
export async function getPublicEvent(eventId: string) {
  try {
    return await api.GET('/api/events/event/{id}', { params: { path: { id: eventId } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw new ApiError(404, 'not_found', eventMessages.notFound);
    }
    throw error;
  }
}

export const publicEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.detail(eventId),
    queryFn: () => getPublicEvent(eventId),
    // A missing event stays missing: answer at once, and keep a server-rendered 404 as it is.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    retryOnMount: false,
  });

/**
 * The event with fresh availability: the page the server rendered may have been kept for
 * minutes, so the browser asks again as the page mounts.
 */
export const usePublicEvent = (eventId: string) =>
  useQuery({ ...publicEventQueryOptions(eventId), refetchOnMount: 'always' });
