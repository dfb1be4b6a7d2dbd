import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isEmailConfirmed, paths, type Profile } from '@shop/contracts';
import type { ApiClient } from '@/lib/api-client';
import { SessionContext, type Session } from './session-context';

/**
 * Holds the session (storefront-customer §4 Session). Lives inside the router, because
 * logging out navigates to /signin.
 */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => client.getToken());
  const [profile, setProfile] = useState<Profile | null>(null);
  // Startup with a stored token loads the profile at once, so loading starts true.
  const [pending, setPending] = useState(() => (client.getToken() ? 1 : 0));
  const loggingOut = useRef(false);

  const track = useCallback(async (work: () => Promise<void>) => {
    setPending((n) => n + 1);
    try {
      await work();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const fetchProfile = useCallback(async () => {
    try {
      const loaded = await client.request<Profile>('/user/profile');
      setProfile(loaded);
    } catch (err) {
      // §8: a profile load failure is only logged (a dead session logs out through the client).
      console.error('No se pudo cargar el perfil', err);
    }
  }, [client]);

  const logout = useCallback(async () => {
    if (loggingOut.current) return;
    loggingOut.current = true;
    try {
      client.clearToken();
      setToken(null);
      setProfile(null);
      try {
        await client.request('/auth/logout/', { method: 'POST', refreshOn401: false });
      } catch (err) {
        console.error('El cierre de sesión en el servidor falló', err);
      }
      await navigate(paths.signIn.build());
    } finally {
      loggingOut.current = false;
    }
  }, [client, navigate]);

  const login = useCallback(
    (newToken: string) =>
      track(async () => {
        client.setToken(newToken);
        setToken(newToken);
        await fetchProfile();
      }),
    [client, fetchProfile, track],
  );

  const refreshProfile = useCallback(async () => {
    if (!client.getToken()) return;
    await track(fetchProfile);
  }, [client, fetchProfile, track]);

  useEffect(() => {
    client.setSessionExpiredHandler(() => void logout());
    return () => client.setSessionExpiredHandler(null);
  }, [client, logout]);

  // Startup: with a stored token, load the profile; without one, stay signed out.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!client.getToken()) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- state changes when the server answers
    void fetchProfile().finally(() => setPending((n) => n - 1));
  }, [client, fetchProfile]);

  const value = useMemo<Session>(
    () => ({
      isAuthenticated: token !== null,
      token,
      isLoading: pending > 0,
      profile,
      isEmailConfirmed: isEmailConfirmed(profile),
      login,
      logout,
      refreshProfile,
    }),
    [token, pending, profile, login, logout, refreshProfile],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
