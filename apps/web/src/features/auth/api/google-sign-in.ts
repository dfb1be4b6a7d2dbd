import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import type { AccessTokenResponse } from './types';

/** POST /auth/google/user with the credential (ID token) Google gave the button. */
export async function signInWithGoogle(credential: string): Promise<string> {
  const data: AccessTokenResponse = await api.POST('/api/auth/google/user', {
    body: { token: credential },
    refreshOn401: false,
  });
  if (!data.accessToken) throw new ApiError(200, 'internal', '');
  return data.accessToken;
}

export const useGoogleSignIn = () => useMutation({ mutationFn: signInWithGoogle });
