import { useMutation } from '@tanstack/react-query';
import type { ResendResponse } from '@shop/contracts';
import { api } from '@/lib/api';

export type ResendConfirmationResponse = Partial<ResendResponse>;

/** POST /auth/resend-confirmation: a new confirmation link for the signed-in user's email. */
export const resendConfirmation = (email: string) =>
  api.request<ResendConfirmationResponse>('/auth/resend-confirmation', {
    method: 'POST',
    body: { email },
  });

export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation });
