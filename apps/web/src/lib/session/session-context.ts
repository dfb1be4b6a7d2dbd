import { createContext, useContext } from 'react';
import type { Profile } from '@shop/contracts';

/** docs/rules/accounts.md#session-state */
export interface Session {
  isAuthenticated: boolean;
  token: string | null;
  isLoading: boolean;
  profile: Profile | null;
  isEmailConfirmed: boolean;
  login: (token: string) => Promise<void>;
  logout: () => Promise<void>;
  refreshProfile: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
