import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeskRetry,
  DeskState,
  ReconciliationReport,
  RefundRequestBody,
} from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';

export interface ShopOrdersFilter {
  state?: DeskState | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const keys = {
  all: ['admin', 'shop-orders'] as const,
  list: (filter: ShopOrdersFilter) => ['admin', 'shop-orders', 'list', filter] as const,
  detail: (id: string) => ['admin', 'shop-orders', 'detail', id] as const,
  prodigiActions: (id: string) => ['admin', 'shop-orders', 'prodigi-actions', id] as const,
};

const given = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
const clean = (filter: ShopOrdersFilter) => ({
  state: filter.state,
  from: given(filter.from),
  to: given(filter.to),
  q: given(filter.q),
});

/** GET /admin/orders: newest first, a keyset page at a time ('Cargar más'). */
export const useShopOrders = (filter: ShopOrdersFilter) =>
  useInfiniteQuery({
    queryKey: keys.list(filter),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api.GET('/api/admin/orders', {
        params: { query: { ...clean(filter), cursor: pageParam || undefined } },
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** GET /admin/orders/{orderId}: lines, money, recipient and what was done to it. */
export const useShopOrder = (orderId: string | null) =>
  useQuery({
    queryKey: keys.detail(orderId ?? ''),
    queryFn: () =>
      api.GET('/api/admin/orders/{orderId}', { params: { path: { orderId: orderId ?? '' } } }),
    enabled: orderId !== null,
  });

/** Which actions Prodigi allows on the order's Prodigi order now. */
export const useProdigiActions = (prodigiOrderId: string | null) =>
  useQuery({
    queryKey: keys.prodigiActions(prodigiOrderId ?? ''),
    queryFn: () =>
      api.GET('/api/prodigi/admin/orders/{id}/actions', {
        params: { path: { id: prodigiOrderId ?? '' } },
      }),
    enabled: prodigiOrderId !== null,
  });

/** GET /admin/orders/export.csv with the same filters, saved as a file. */
export async function downloadShopOrdersCsv(filter: ShopOrdersFilter) {
  const blob = await api.GET('/api/admin/orders/export.csv', {
    params: { query: clean(filter) },
    parseAs: 'blob',
  });
  saveFile(blob, `pedidos-${new Date().toISOString().slice(0, 10)}.csv`);
}

function useOrderChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /admin/orders/{orderId}/refunds: the amount given, or all that is left. */
export const useRefundOrder = () =>
  useOrderChange(({ orderId, ...body }: RefundRequestBody & { orderId: string }) =>
    api.POST('/api/admin/orders/{orderId}/refunds', { params: { path: { orderId } }, body }),
  );

/** POST /admin/orders/{orderId}/retry: its failed prints sent to Prodigi again. */
export const useRetryOrder = () =>
  useOrderChange((orderId: string): Promise<DeskRetry> =>
    api.POST('/api/admin/orders/{orderId}/retry', { params: { path: { orderId } } }),
  );

/** Cancels its Prodigi order; the server cancels ours and refunds what is left. */
export const useCancelAtProdigi = () =>
  useOrderChange((prodigiOrderId: string) =>
    api.POST('/api/prodigi/admin/orders/{id}/actions/cancel', {
      params: { path: { id: prodigiOrderId } },
    }),
  );

const reconciliationKey = ['admin', 'shop-orders', 'reconciliation'] as const;

/** GET /admin/reconciliation/runs/latest: the last report, or null before the first run. */
export const useReconciliationReport = () =>
  useQuery({
    queryKey: reconciliationKey,
    queryFn: async (): Promise<ReconciliationReport | null> => {
      try {
        return await api.GET('/api/admin/reconciliation/runs/latest');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** POST /admin/reconciliation/runs: the button; the report comes back, the lists follow. */
export const useRunReconciliation = () =>
  useOrderChange((): Promise<ReconciliationReport> => api.POST('/api/admin/reconciliation/runs'));
