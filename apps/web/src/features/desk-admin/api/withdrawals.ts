import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { WithdrawalStatus, WithdrawalUpdate } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface WithdrawalsFilter {
  page: number;
  status: WithdrawalStatus | null;
}

export const WITHDRAWALS_PAGE_SIZE = 20;

/** GET /admin/withdrawals: newest first, a page at a time, with the open count. */
export const getWithdrawals = ({ page, status }: WithdrawalsFilter) =>
  api.GET('/api/admin/withdrawals', {
    params: { query: { page, pageSize: WITHDRAWALS_PAGE_SIZE, status: status ?? undefined } },
  });

export const withdrawalsQueryOptions = (filter: WithdrawalsFilter) =>
  queryOptions({
    queryKey: queryKeys.desk.withdrawals(filter),
    queryFn: () => getWithdrawals(filter),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (filter: WithdrawalsFilter) =>
  useQuery(withdrawalsQueryOptions(filter));

/** PATCH /admin/withdrawals/{id}: what became of it, with a note (required to reject). */
export const updateWithdrawal = ({ id, ...body }: WithdrawalUpdate & { id: string }) =>
  api.PATCH('/api/admin/withdrawals/{id}', { params: { path: { id } }, body });

export function useUpdateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.desk.all() }),
  });
}
