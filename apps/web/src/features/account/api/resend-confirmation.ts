import { useMutation } from '@tanstack/react-query';
import type { ResendResponse } from '@shop/contracts';
import { api } from '@/lib/api';

export type ResendConfirmationResponse = Partial<ResendResponse>;

/** POST /auth/resend-confirmation: a new confirmation link for the signed-in user's email. */
export const resendConfirmation = (email: string): Promise<ResendConfirmationResponse> =>
  api.POST('/api/auth/resend-confirmation', { body: { email } });

export const useResendConfirmationMutation = () => useMutation({ mutationFn: resendConfirmation });
