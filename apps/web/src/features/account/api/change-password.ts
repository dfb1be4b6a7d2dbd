import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@shop/contracts';
import { api } from '@/lib/api';

export type ChangePasswordInput = ChangePasswordBody;

/**
 * POST /auth/change-password. A wrong current password is a 400 (not a 401), so an expired
 * access token can still be refreshed here like on any signed-in call.
 */
export const changePassword = (body: ChangePasswordInput) =>
  api.POST('/api/auth/change-password', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
