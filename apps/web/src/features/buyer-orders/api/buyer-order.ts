import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerOrder, BuyerOrderActionResult, RecipientBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';

/** How the page proves the order is the visitor's: the link's signature, else the session. */
export interface OrderRef {
  orderId: string;
  signature: string | null;
}

const params = ({ orderId, signature }: OrderRef) => ({
  path: { orderId },
  query: signature ? { signature } : {},
});

/** GET /buyer/orders/{orderId}: the order, what it cost, where it is, what may be done. */
export const getBuyerOrder = (ref: OrderRef) =>
  api.GET('/api/buyer/orders/{orderId}', { params: params(ref) });

export const buyerOrderQueryOptions = (ref: OrderRef) =>
  queryOptions({
    queryKey: queryKeys.buyerOrders.detail(ref.orderId, ref.signature),
    queryFn: () => getBuyerOrder(ref),
    // A link that opens no order says so at once; only a failure of ours is tried again.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

/** While the payment is being confirmed (the receipt right after paying), asked again. */
const CONFIRMING_POLL_MS = 1500;

export const useBuyerOrder = (ref: OrderRef) =>
  useQuery({
    ...buyerOrderQueryOptions(ref),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending_payment' ? CONFIRMING_POLL_MS : false,
  });

/** After a change the page shows the order the server answered with, and lists refresh. */
function useApplyResult(ref: OrderRef) {
  const queryClient = useQueryClient();
  return (result: BuyerOrderActionResult) => {
    queryClient.setQueryData<BuyerOrder>(
      queryKeys.buyerOrders.detail(ref.orderId, ref.signature),
      result.order,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.allPurchases() });
  };
}

/** Refused because the lab has moved on: the page asks again, and hides what it no longer allows. */
function useRefreshWhenRefused(ref: OrderRef) {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({
        queryKey: queryKeys.buyerOrders.detail(ref.orderId, ref.signature),
      });
    }
  };
}

/** POST /buyer/orders/{orderId}/address: the corrected delivery address. */
export function useChangeAddress(ref: OrderRef) {
  const apply = useApplyResult(ref);
  const refresh = useRefreshWhenRefused(ref);
  return useMutation({
    mutationFn: (recipient: RecipientBody) =>
      api.POST('/api/buyer/orders/{orderId}/address', {
        params: params(ref),
        body: { recipient },
      }),
    onSuccess: apply,
    onError: refresh,
  });
}

/** POST /buyer/orders/{orderId}/cancel: cancelled at the lab, refunded to the card. */
export function useCancelOrder(ref: OrderRef) {
  const apply = useApplyResult(ref);
  const refresh = useRefreshWhenRefused(ref);
  return useMutation({
    mutationFn: () => api.POST('/api/buyer/orders/{orderId}/cancel', { params: params(ref) }),
    onSuccess: apply,
    onError: refresh,
  });
}

/**
 * GET /events/mine/{id}/pdf: the owner's valid tickets for an event as one PDF, fetched with
 * the session (a bearer token a plain link cannot send) and saved from a blob.
 */
export function useDownloadTicketsPdf(eventId: string) {
  return useMutation({
    mutationFn: async () => {
      const pdf = await api.GET('/api/events/mine/{id}/pdf', {
        params: { path: { id: eventId } },
        parseAs: 'blob',
      });
      saveFile(pdf, 'entradas.pdf');
    },
  });
}
