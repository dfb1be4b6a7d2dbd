import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingData } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** PUT /user/billing. */
export const updateBilling = (billingData: BillingData) =>
  api.PUT('/api/user/billing', { body: { billingData } });

/** The save answers with the new profile: it becomes the session's, without a reload. */
export function useUpdateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBilling,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile(), profile),
  });
}
