import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { MessageResponse } from './types';

/** POST /auth/request-password-reset/user: the same answer whether or not the email exists. */
export const requestPasswordReset = (email: string): Promise<MessageResponse> =>
  api.POST('/api/auth/request-password-reset/user', {
    body: { email },
    refreshOn401: false,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
