import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session/session-context';

/**
 * docs/rules/accounts.md#after-sign-in: `target` null means no navigation (a modal).
 * `notice` is shown there by the header layout (e.g. a confirmation's success).
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
