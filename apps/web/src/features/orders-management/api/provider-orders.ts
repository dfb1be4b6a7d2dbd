import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingMethodName, UpdateRecipientBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { UnsupportedActionError } from '@/features/orders-management/utils/action-error-text';
import { listQuery, type OrderFilters } from '@/features/orders-management/utils/order-filters';

/** GET /prodigi/admin/orders: a page of Prodigi's orders for the filters, and `hasMore`. */
export function useProviderOrders(filters: OrderFilters) {
  const query = listQuery(filters);
  return useQuery({
    queryKey: queryKeys.providerOrders.list(query),
    queryFn: () => api.GET('/api/prodigi/admin/orders', { params: { query } }),
    // The page stays while the next one loads: 'Anterior' and 'Siguiente' do not jump.
    placeholderData: (previous) => previous,
  });
}

/** GET /prodigi/admin/orders/{id}. */
export const useProviderOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.providerOrders.detail(id),
    queryFn: () => api.GET('/api/prodigi/admin/orders/{id}', { params: { path: { id } } }),
  });

/** GET /prodigi/admin/orders/{id}/actions: what Prodigi allows on the order now. */
export const useProviderOrderActions = (id: string) =>
  useQuery({
    queryKey: queryKeys.providerOrders.actions(id),
    queryFn: () => api.GET('/api/prodigi/admin/orders/{id}/actions', { params: { path: { id } } }),
  });

/** GET /admin/orders/{orderId}/money: what one of our orders took and gave back. */
export const useOrderMoney = (orderId: string | null) =>
  useQuery({
    queryKey: queryKeys.orderMoney.of(orderId ?? ''),
    queryFn: () =>
      api.GET('/api/admin/orders/{orderId}/money', {
        params: { path: { orderId: orderId ?? '' } },
      }),
    enabled: orderId !== null,
  });

export type OrderActionRequest =
  | { action: 'cancel' }
  | { action: 'update-shipping'; shippingMethod: ShippingMethodName }
  | { action: 'update-recipient'; recipient: UpdateRecipientBody }
  | { action: 'update-metadata'; metadata: Record<string, unknown> };

/** POST /prodigi/admin/orders/{id}/actions/{action}: `{ outcome, order }`. */
function runAction(id: string, request: OrderActionRequest) {
  const path = { params: { path: { id } } };
  switch (request.action) {
    case 'cancel':
      return api.POST('/api/prodigi/admin/orders/{id}/actions/cancel', path);
    case 'update-shipping':
      return api.POST('/api/prodigi/admin/orders/{id}/actions/update-shipping', {
        ...path,
        body: { shippingMethod: request.shippingMethod },
      });
    case 'update-recipient':
      return api.POST('/api/prodigi/admin/orders/{id}/actions/update-recipient', {
        ...path,
        body: request.recipient,
      });
    case 'update-metadata':
      return api.POST('/api/prodigi/admin/orders/{id}/actions/update-metadata', {
        ...path,
        body: { metadata: request.metadata },
      });
    default:
      return Promise.reject(new UnsupportedActionError());
  }
}

/**
 * One action on an order. Whatever the answer, the order, what it allows, the list (its
 * stage and shipping show there) and our order's money are read again.
 */
export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderActionRequest) => runAction(id, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.providerOrders.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orderMoney.all() }),
      ]),
  });
}
