import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyWaitlist, WaitlistEntry, WaitlistJoin } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';

/** The signed-in customer's id; null while signed out. */
function useCustomerId(): string | null {
  const { isAuthenticated, profile } = useSession();
  return isAuthenticated ? (profile?._id ?? null) : null;
}

/** GET /events/event/{id}/waitlist: the caller's active entries on the event's waitlists. */
export const getMyWaitlist = (eventId: string) =>
  api.GET('/api/events/event/{id}/waitlist', { params: { path: { id: eventId } } });

/**
 * The caller's places on an event's waitlists (waiting, offered, paying). Keyed by the
 * account, as `useMyEvents`, so another sign-in in this tab never sees the previous one's;
 * nothing is asked while signed out.
 */
export function useMyWaitlist(eventId: string) {
  const userId = useCustomerId();
  const query = useQuery({
    queryKey: queryKeys.events.myWaitlist(userId ?? '', eventId),
    queryFn: () => getMyWaitlist(eventId),
    enabled: userId !== null,
  });
  return { ...query, data: userId === null ? undefined : query.data };
}

/**
 * After a join or a leave: the caller's entries and the event are read again (held or
 * given-back seats change what the event has left).
 */
function useWaitlistCache(eventId: string) {
  const queryClient = useQueryClient();
  const userId = useCustomerId() ?? '';
  const update = useCallback(
    (change: (entries: WaitlistEntry[]) => WaitlistEntry[]) =>
      queryClient.setQueryData<MyWaitlist>(
        queryKeys.events.myWaitlist(userId, eventId),
        (current) => (current ? { entries: change(current.entries) } : current),
      ),
    [queryClient, userId, eventId],
  );
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.myWaitlist(userId, eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) });
  }, [queryClient, userId, eventId]);
  return { update, refresh };
}

/** POST /events/event/{id}/waitlist: a place in a sold-out type's line for a group of seats. */
export function useJoinWaitlist(eventId: string) {
  const cache = useWaitlistCache(eventId);
  return useMutation({
    mutationFn: (join: WaitlistJoin) =>
      api.POST('/api/events/event/{id}/waitlist', {
        params: { path: { id: eventId } },
        body: join,
      }),
    onSuccess: (entry) =>
      cache.update((entries) => [...entries.filter((e) => e.id !== entry.id), entry]),
    onSettled: cache.refresh,
  });
}

/** DELETE /events/mine/waitlist/{id}: out of the line, or the offered seats turned down. */
export function useLeaveWaitlist(eventId: string) {
  const cache = useWaitlistCache(eventId);
  return useMutation({
    mutationFn: (entryId: string) =>
      api.DELETE('/api/events/mine/waitlist/{id}', { params: { path: { id: entryId } } }),
    onSuccess: (_answer, entryId) =>
      cache.update((entries) => entries.filter((e) => e.id !== entryId)),
    onSettled: cache.refresh,
  });
}

/**
 * Reads the caller's entries and the event again: an order takes up an offer, an offer runs
 * out.
 */
export function useRefreshMyWaitlist(eventId: string) {
  return useWaitlistCache(eventId).refresh;
}
