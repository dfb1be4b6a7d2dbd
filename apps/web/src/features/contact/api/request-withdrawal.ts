import { useMutation } from '@tanstack/react-query';
import type { WithdrawalBody } from '@shop/contracts';
import { api } from '@/lib/api';

/** POST /withdrawals: the declaration stored, acknowledged by email with its date and time. */
export const requestWithdrawal = (body: WithdrawalBody) => api.POST('/api/withdrawals', { body });

export const useRequestWithdrawal = () => useMutation({ mutationFn: requestWithdrawal });
