import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventMessages, type HolderTicket } from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { isNotFound } from './get-event';

/**
 * GET /events/tickets/{id}?token=: one ticket by its holder's signed link, no account needed.
 * An id that is no UUID is refused as invalid data: for the holder, no such ticket either.
 */
async function getHolderTicket(ticketId: string, token: string): Promise<HolderTicket> {
  try {
    return await api.GET('/api/events/tickets/{id}', {
      params: { path: { id: ticketId }, query: { token } },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw new ApiError(404, 'not_found', eventMessages.ticketNotFound);
    }
    throw error;
  }
}

export function useHolderTicket(ticketId: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.events.holderTicket(ticketId, token),
      queryFn: () => getHolderTicket(ticketId, token),
      retry: (failures, error) => !isNotFound(error) && failures < 1,
    }),
  );
}

/** The ticket's PDF by the same link: a plain link, the token being the proof. */
export const holderTicketPdfUrl = (ticketId: string, token: string) =>
  `/api/events/tickets/${encodeURIComponent(ticketId)}/pdf?token=${encodeURIComponent(token)}`;
