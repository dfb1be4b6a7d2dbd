import { api } from '@/lib/api';
import type { AlreadyConfirmedResponse } from '@shop/contracts';
import type { AccessTokenResponse } from './types';

/**
 * GET /auth/confirm-email/{type}/{token}. Not a TanStack mutation: the page runs it exactly
 * once on load (a single-use token), guarded against StrictMode's double effects.
 */
export const confirmEmail = (type: string, token: string) =>
  api.request<AccessTokenResponse | Partial<AlreadyConfirmedResponse>>(
    `/auth/confirm-email/${encodeURIComponent(type)}/${encodeURIComponent(token)}`,
    { refreshOn401: false },
  );
