import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface MessagesFilter {
  page: number;
  unreadOnly: boolean;
}

export const MESSAGES_PAGE_SIZE = 20;

/** GET /admin/contact-messages: newest first, a page at a time, with the unread count. */
export const getContactMessages = ({ page, unreadOnly }: MessagesFilter) =>
  api.GET('/api/admin/contact-messages', {
    params: {
      query: { page, pageSize: MESSAGES_PAGE_SIZE, unread: unreadOnly ? 'true' : undefined },
    },
  });

export const contactMessagesQueryOptions = (filter: MessagesFilter) =>
  queryOptions({
    queryKey: queryKeys.desk.messages(filter),
    queryFn: () => getContactMessages(filter),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (filter: MessagesFilter) =>
  useQuery(contactMessagesQueryOptions(filter));

/** PATCH /admin/contact-messages/{id}: read or unread. */
export const setMessageRead = ({ id, read }: { id: string; read: boolean }) =>
  api.PATCH('/api/admin/contact-messages/{id}', { params: { path: { id } }, body: { read } });

/** DELETE /admin/contact-messages/{id}. */
export const deleteContactMessage = (id: string) =>
  api.DELETE('/api/admin/contact-messages/{id}', { params: { path: { id } } });

/** After a change: every page and filter of the inbox is read again (counts move). */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.desk.all() });
}

export function useSetMessageRead() {
  const refresh = useRefreshInbox();
  return useMutation({ mutationFn: setMessageRead, onSuccess: refresh });
}

export function useDeleteContactMessage() {
  const refresh = useRefreshInbox();
  return useMutation({ mutationFn: deleteContactMessage, onSuccess: refresh });
}
