import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { MessageResponse } from './types';
import { queryKeys } from '@/lib/query-keys';

/** GET /auth/validate-reset-token/user/{token}: 200 when valid, 400 with a message when not. */
export const validateResetToken = (token: string): Promise<MessageResponse> =>
  api.GET('/api/auth/validate-reset-token/user/{token}', {
    params: { path: { token } },
    refreshOn401: false,
  });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.resetToken(token),
    queryFn: () => validateResetToken(token),
    retry: false,
    staleTime: Infinity,
  });

export const useResetTokenValidation = (token: string) => useQuery(resetTokenQueryOptions(token));
