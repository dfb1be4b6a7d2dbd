import { useMutation } from '@tanstack/react-query';
import type { SignInBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import type { AccessTokenResponse } from './types';

/** POST /auth/login/user: the access token, or an ApiError with the server's message. */
export async function signIn(body: SignInBody): Promise<string> {
  const data: AccessTokenResponse = await api.POST('/api/auth/login/user', {
    body,
    refreshOn401: false,
  });
  if (!data.accessToken) throw new ApiError(200, 'internal', '');
  return data.accessToken;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
