import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /events: the published events, upcoming (soonest first) and past (latest first). */
export const getPublicEvents = () => api.GET('/api/events');

export const publicEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.list(), queryFn: getPublicEvents });

export const usePublicEvents = () => useQuery(publicEventsQueryOptions());
