import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@shop/contracts';
import type { ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's profile (GET /user/profile) as a query, under queryKeys.profile().
 * The session reads it; saves that answer with the new profile write it with setQueryData.
 * It changes only through those and explicit reloads, so it never goes stale by itself.
 * A load failure is only logged and leaves no profile (docs/rules/accounts.md#session-state).
 */
export const profileQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.profile(),
    queryFn: async (): Promise<Profile | null> => {
      try {
        return await client.GET('/api/user/profile');
      } catch (err) {
        // A dead session logs out through the client; anything else is only logged.
        console.error('No se pudo cargar el perfil', err);
        return null;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
