import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventMessages,
  type MyEventTickets,
  type MyTicket,
  type TicketHolder,
} from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';
import { isNotFound } from './get-event';
import { saveFile } from '@/lib/save-file';

/**
 * GET /events/mine (signed in): the events the caller holds valid tickets for, soonest
 * first, past ones too. Keyed by the account, so another sign-in in this tab never sees the
 * previous one's; nothing is asked while signed out.
 */
export function useMyEvents() {
  const { isAuthenticated, profile } = useSession();
  const userId = isAuthenticated ? (profile?._id ?? null) : null;
  const query = useQuery({
    queryKey: queryKeys.events.mine(userId ?? ''),
    queryFn: () => api.GET('/api/events/mine'),
    enabled: userId !== null,
  });
  return { ...query, data: userId === null ? undefined : query.data };
}

/** The ids of the events the caller holds tickets for (none while signed out or loading). */
export function useMyEventIds(): ReadonlySet<string> {
  const { data } = useMyEvents();
  return new Set(data?.eventIds ?? []);
}

/**
 * GET /events/mine/{id}: the caller's tickets for an event, with their codes. An id that is
 * no UUID is refused as invalid data: for the customer, no tickets either.
 */
async function getMyEventTickets(eventId: string): Promise<MyEventTickets> {
  try {
    return await api.GET('/api/events/mine/{id}', { params: { path: { id: eventId } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw new ApiError(404, 'not_found', eventMessages.noTickets);
    }
    throw error;
  }
}

const myTicketsQueryOptions = (userId: string, eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.myTickets(userId, eventId),
    queryFn: () => getMyEventTickets(eventId),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useMyEventTickets(eventId: string) {
  const { profile } = useSession();
  return useQuery({
    ...myTicketsQueryOptions(profile?._id ?? '', eventId),
    enabled: Boolean(profile),
  });
}

/**
 * PUT /events/mine/tickets/{id}/holder: the ticket goes to someone else, with a new code (the
 * old one stops working); the page's copy of the ticket is replaced by the answer. The code
 * version the page shows goes with it: a ticket that changed meanwhile (another tab, another
 * device) is refused, and the page reads the tickets again to show who has it now.
 */
export function useChangeHolder(eventId: string) {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const key = queryKeys.events.myTickets(profile?._id ?? '', eventId);
  return useMutation({
    mutationFn: ({ ticket, holder }: { ticket: MyTicket; holder: TicketHolder }) =>
      api.PUT('/api/events/mine/tickets/{id}/holder', {
        params: { path: { id: ticket.id } },
        body: { ...holder, codeVersion: ticket.codeVersion },
      }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onSuccess: (ticket: MyTicket) => {
      queryClient.setQueryData(
        key,
        (current: MyEventTickets | undefined) =>
          current && {
            ...current,
            tickets: current.tickets.map((t) => (t.id === ticket.id ? ticket : t)),
          },
      );
    },
  });
}

/** The file name the tickets' email gives the PDF: 'entradas-paseo-al-amanecer.pdf'. */
export function ticketsPdfName(eventName: string): string {
  const slug =
    eventName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'evento';
  return `entradas-${slug}.pdf`;
}

/**
 * GET /events/mine/{id}/pdf: the caller's valid tickets as one PDF. The session is a bearer
 * token, which a plain link cannot send: the file is fetched with it and saved from a blob.
 */
export async function downloadTicketsPdf(eventId: string, eventName: string): Promise<void> {
  const pdf = await api.GET('/api/events/mine/{id}/pdf', {
    params: { path: { id: eventId } },
    parseAs: 'blob',
  });
  saveFile(pdf, ticketsPdfName(eventName));
}

export const useDownloadTicketsPdf = (eventId: string, eventName: string) =>
  useMutation({ mutationFn: () => downloadTicketsPdf(eventId, eventName) });

/** GET /events/event/{id}/calendar: the event's .ics, public, so a plain link. */
export const calendarUrl = (eventId: string) =>
  `/api/events/event/${encodeURIComponent(eventId)}/calendar`;
