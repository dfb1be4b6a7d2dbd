import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AttendeeList, CheckInRequest, CheckInResult } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';

/** GET /events/admin/{id}/attendees?q=: the tickets (a search when `q`), with the counts. */
export const getAttendees = (eventId: string, q: string) =>
  api.GET('/api/events/admin/{id}/attendees', {
    params: { path: { id: eventId }, query: q ? { q } : {} },
  });

/** The list of an event (`q` '': all of it); while a new search loads, the last one stays. */
export const useAttendees = (eventId: string, q: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.adminAttendees(eventId, q),
    queryFn: () => getAttendees(eventId, q),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The ticket as it now is in every list of its event held, and the counts with it. */
function storeCheckIn(queryClient: QueryClient, eventId: string, result: CheckInResult) {
  const { attendee } = result;
  queryClient.setQueriesData<AttendeeList>(
    { queryKey: queryKeys.adminEventAttendees(eventId) },
    (list) => {
      if (!list) return list;
      const before = list.attendees.find((a) => a.ticketId === attendee.ticketId);
      const newlyIn = before !== undefined && !before.checkedInAt && attendee.checkedInAt !== null;
      return {
        ...list,
        attendees: list.attendees.map((a) => (a.ticketId === attendee.ticketId ? attendee : a)),
        checkedIn: list.checkedIn + (newlyIn ? 1 : 0),
      };
    },
  );
}

/** POST /events/admin/{id}/check-in: a scanned code or a ticket found by name. */
export const checkIn = (eventId: string, body: CheckInRequest) =>
  api.POST('/api/events/admin/{id}/check-in', { params: { path: { id: eventId } }, body });

/**
 * Checks a ticket in. The lists held show it at once (the row and the counts), then they are
 * read again: another phone at the door may have let people in meanwhile.
 */
export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInRequest) => checkIn(eventId, body),
    onSuccess: (result) => storeCheckIn(queryClient, eventId, result),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.adminEventAttendees(eventId) }),
  });
}

/** 'Paseo fotográfico al amanecer' → 'paseo-fotografico-al-amanecer', for a file's name. */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'evento';
}

/**
 * GET /events/admin/{id}/attendees.csv. The admin's session is a bearer token, which a plain
 * link cannot send: the file is fetched with it and saved from a blob URL, as
 * `asistentes-<evento>.csv`.
 */
export async function downloadAttendeesCsv(event: { id: string; name: string }): Promise<void> {
  const csv = await api.GET('/api/events/admin/{id}/attendees.csv', {
    params: { path: { id: event.id } },
    parseAs: 'blob',
  });
  saveFile(csv, `asistentes-${fileSlug(event.name)}.csv`);
}

export const useDownloadAttendeesCsv = () => useMutation({ mutationFn: downloadAttendeesCsv });
