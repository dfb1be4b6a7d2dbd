import { useMutation } from '@tanstack/react-query';
import type { BillingData, Profile } from '@shop/contracts';
import { api } from '@/lib/api';

/** PUT /user/billing. */
export const updateBilling = (billingData: BillingData) =>
  api.request<Profile>('/user/billing', { method: 'PUT', body: { billingData } });

export const useUpdateBilling = () => useMutation({ mutationFn: updateBilling });
