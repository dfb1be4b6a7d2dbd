import { useMutation } from '@tanstack/react-query';
import { accountMessages, type SignUpBody } from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { textOr } from '@/lib/error-message';
import type { SignUpResponse } from './types';

/**
 * POST /auth/signup/user. A success without a token is an error (docs/rules/accounts.md#sign-up): the server's message,
 * else 'Error creando la cuenta. Respuesta inesperada.'.
 */
export async function signUp(body: SignUpBody): Promise<string> {
  const data: SignUpResponse = await api.POST('/api/auth/signup/user', {
    body,
    refreshOn401: false,
  });
  if (!data.accessToken) {
    throw new ApiError(200, 'internal', textOr(data.message, accountMessages.signUpUnexpected));
  }
  return data.accessToken;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
