import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyPartnerApplication, PartnerApplicationInput } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /partners/application: the signed-in caller's latest application, or null. */
export const getMyPartnerApplication = () => api.GET('/api/partners/application');

export const useMyPartnerApplication = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.partners.mine(),
    queryFn: getMyPartnerApplication,
    enabled,
  });

/** POST /partners/applications. */
export const applyForPartner = (input: PartnerApplicationInput) =>
  api.POST('/api/partners/applications', { body: input });

export function useApplyForPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForPartner,
    onSuccess: (application) =>
      queryClient.setQueryData<MyPartnerApplication>(queryKeys.partners.mine(), { application }),
  });
}
