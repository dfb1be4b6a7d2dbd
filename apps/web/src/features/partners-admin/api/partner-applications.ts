import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPartnerApplication,
  AdminPartnerApplicationList,
  PartnerApplicationStatus,
  PartnerDecision,
} from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export type PartnerFilter = PartnerApplicationStatus | 'all';

/** GET /admin/partner-applications[?status=]: newest first, and how many wait. */
export const getPartnerApplications = (filter: PartnerFilter) =>
  api.request<AdminPartnerApplicationList>(
    filter === 'all'
      ? '/admin/partner-applications'
      : `/admin/partner-applications?status=${filter}`,
  );

export const usePartnerApplications = (filter: PartnerFilter) =>
  useQuery({
    queryKey: queryKeys.partners.admin(filter),
    queryFn: () => getPartnerApplications(filter),
  });

/** POST /admin/partner-applications/{id}/decision. */
export const decidePartnerApplication = ({ id, ...decision }: PartnerDecision & { id: string }) =>
  api.request<AdminPartnerApplication>(`/admin/partner-applications/${id}/decision`, {
    method: 'POST',
    body: decision,
  });

export function useDecidePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePartnerApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.partners.adminAll() }),
  });
}
