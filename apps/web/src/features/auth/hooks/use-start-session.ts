import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-context';

/**
 * storefront-customer §4: when a sign-in, sign-up or confirmation returns an access token,
 * the session starts with it and the user goes to `target` (no navigation when null, as in
 * modal mode). `notice` is shown there by the header layout (e.g. a confirmation's success).
 */
export function useStartSession() {
  const { login } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (token: string, target: string | null, notice?: string) => {
      await login(token);
      if (target) await navigate(target, { replace: true, state: notice ? { notice } : null });
    },
    [login, navigate],
  );
}
