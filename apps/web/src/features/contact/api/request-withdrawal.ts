import { useMutation } from '@tanstack/react-query';
import { contactApi, type WithdrawalBody, type WithdrawalReceipt } from '@shop/contracts';
import { api } from '@/lib/api';

/** POST /withdrawals: the declaration stored, acknowledged by email with its date and time. */
export const requestWithdrawal = (body: WithdrawalBody) =>
  api.request<WithdrawalReceipt>(contactApi.withdrawals, { method: 'POST', body });

export const useRequestWithdrawal = () => useMutation({ mutationFn: requestWithdrawal });
