import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplicationStatus, PartnerDecision } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type PartnerFilter = PartnerApplicationStatus | 'all';

/** GET /admin/partner-applications[?status=]: newest first, and how many wait. */
export const getPartnerApplications = (filter: PartnerFilter) =>
  api.GET('/api/admin/partner-applications', {
    params: { query: { status: filter === 'all' ? undefined : filter } },
  });

export const usePartnerApplications = (filter: PartnerFilter) =>
  useQuery({
    queryKey: queryKeys.partners.admin(filter),
    queryFn: () => getPartnerApplications(filter),
  });

/** POST /admin/partner-applications/{id}/decision. */
export const decidePartnerApplication = ({ id, ...decision }: PartnerDecision & { id: string }) =>
  api.POST('/api/admin/partner-applications/{id}/decision', {
    params: { path: { id } },
    body: decision,
  });

export function useDecidePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePartnerApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.adminAll() }),
  });
}
