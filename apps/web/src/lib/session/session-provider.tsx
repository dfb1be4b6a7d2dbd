import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isEmailConfirmed, paths } from '@shop/contracts';
import type { ApiClient } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { profileQueryOptions } from './profile-query';
import { SessionContext, type Session } from './session-context';

/**
 * Holds the session (docs/rules/accounts.md#session-state): the token here, the profile in
 * TanStack Query. Lives inside the router, because logging out navigates to /signin.
 */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [storedToken, setToken] = useState<string | null>(() => client.getToken());
  // A page rendered on the server is rendered signed out (the token lives in this browser):
  // while React hydrates it, so does this provider; the stored token counts right after.
  const token = useHydrated() ? storedToken : null;
  // Logins and explicit reloads under way (the first load is the query's own pending state).
  const [pending, setPending] = useState(0);
  const loggingOut = useRef(false);

  const profileQuery = useMemo(() => profileQueryOptions(client), [client]);
  // With a stored token the profile loads at once; without one, the session stays signed out.
  const { data, isPending } = useQuery({ ...profileQuery, enabled: token !== null });
  const profile = token === null ? null : (data ?? null);

  const track = useCallback(async (work: () => Promise<unknown>) => {
    setPending((n) => n + 1);
    try {
      await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const loadProfile = useCallback(
    () => queryClient.query({ ...profileQuery, staleTime: 0 }),
    [queryClient, profileQuery],
  );

  const logout = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    try {
      client.clearToken();
      setToken(null);
      queryClient.removeQueries({ queryKey: profileQuery.queryKey });
      try {
        await client.POST('/api/auth/logout', { refreshOn401: false });
      } catch (err) {
        console.error('El cierre de sesión en el servidor falló', err);
      }
      await navigate(paths.signIn.build());
    } finally {
      loggingOut.current = false;
    }
  }, [client, navigate, queryClient, profileQuery]);

  const login = useCallback(
    (newToken: string) =>
      track(async () => {
        client.setToken(newToken);
        setToken(newToken);
        await loadProfile();
      }),
    [client, loadProfile, track],
  );

  const refreshProfile = useCallback(async () => {
    if (!client.getToken()) return;
    await track(loadProfile);
  }, [client, loadProfile, track]);

  useEffect(() => {
    client.setSessionExpiredHandler(() => void logout());
    return () => client.setSessionExpiredHandler(null);
  }, [client, logout]);

  const value = useMemo<Session>(
    () => ({
      isAuthenticated: token !== null,
      token,
      isLoading: (token !== null && isPending) || pending > 0,
      profile,
      isEmailConfirmed: isEmailConfirmed(profile),
      login,
      logout,
      refreshProfile,
    }),
    [token, isPending, pending, profile, login, logout, refreshProfile],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
