import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminEvent, EventInput } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /events/admin: every event, drafts and cancelled ones too, soonest first. */
export const getAdminEvents = () => api.GET('/api/events/admin');

export const useAdminEvents = () =>
  useQuery({ queryKey: queryKeys.adminEvents(), queryFn: getAdminEvents });

/** The server's answer in the list at once (new ones last), then the list read again. */
function storeEvent(queryClient: QueryClient, event: AdminEvent) {
  queryClient.setQueryData<AdminEvent[]>(queryKeys.adminEvents(), (list) =>
    list?.some((e) => e._id === event._id)
      ? list.map((e) => (e._id === event._id ? event : e))
      : [...(list ?? []), event],
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminEvents() });
}

/** POST /events/admin (a new draft, 201) or PUT /events/admin/{id}: answers the event. */
export const saveEvent = ({ id, body }: { id: string | null; body: EventInput }) =>
  id
    ? api.PUT('/api/events/admin/{id}', { params: { path: { id } }, body })
    : api.POST('/api/events/admin', { body });

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: (event) => storeEvent(queryClient, event),
    // A 409: cancelled meanwhile; the list shows it as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminEvents() }),
  });
}

export type StatusChange = 'publish' | 'unpublish' | 'cancel';

/** POST /events/admin/{id}/publish, /unpublish or /cancel; a 409 says why not, in Spanish. */
export const changeEventStatus = ({ id, change }: { id: string; change: StatusChange }) => {
  const params = { params: { path: { id } } };
  if (change === 'publish') return api.POST('/api/events/admin/{id}/publish', params);
  if (change === 'unpublish') return api.POST('/api/events/admin/{id}/unpublish', params);
  return api.POST('/api/events/admin/{id}/cancel', params);
};

export function useChangeEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEventStatus,
    onSuccess: (event) => storeEvent(queryClient, event),
    // Refused: the event may have changed elsewhere (cancelled, ended); read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminEvents() }),
  });
}
