import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { MessageResponse } from './types';

/** POST /auth/reset-password/user/{token} with the new password. */
export const resetPassword = ({
  token,
  newPassword,
}: {
  token: string;
  newPassword: string;
}): Promise<MessageResponse> =>
  api.POST('/api/auth/reset-password/user/{token}', {
    params: { path: { token } },
    body: { newPassword },
    refreshOn401: false,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
