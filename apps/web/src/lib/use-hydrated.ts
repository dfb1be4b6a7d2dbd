import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML in the browser;
 * true afterwards, and from the start of a render that hydrates nothing. What only the
 * browser knows (stored tokens, costly decorations) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
