import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /events/admin/{id}/waitlist: every entry of the event, each type's line in order. */
export const getAdminWaitlist = (eventId: string) =>
  api.GET('/api/events/admin/{id}/waitlist', { params: { path: { id: eventId } } });

/** An event's waitlists (docs/rules/events.md#waitlist), every state. */
export const useAdminWaitlist = (eventId: string) =>
  useQuery({
    queryKey: queryKeys.adminWaitlist(eventId),
    queryFn: () => getAdminWaitlist(eventId),
  });
