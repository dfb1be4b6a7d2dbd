import type { AlreadyConfirmedResponse } from '@shop/contracts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import type { AccessTokenResponse } from './types';

/**
 * GET /auth/confirm-email/{type}/{token}. Not a TanStack mutation: the page runs it exactly
 * once on load (a single-use token), guarded against StrictMode's double effects.
 */
export const confirmEmail = (
  type: string,
  token: string,
): Promise<AccessTokenResponse | Partial<AlreadyConfirmedResponse>> =>
  // Only customer accounts confirm by link: another type is a link that cannot work.
  type === 'user'
    ? api.GET('/api/auth/confirm-email/{type}/{token}', {
        params: { path: { type, token } },
        refreshOn401: false,
      })
    : Promise.reject(new ApiError(400, 'invalid_data', 'HTTP 400'));
