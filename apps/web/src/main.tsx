import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from './react-client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App, createQueryClient } from './app/app';
import { routes } from './app/routes';
import { readSsrState } from './ssr/ssr-state';
import './styles/global.css';

/**
 * A server-rendered page whose route loads its code on demand (routes.tsx): load it now, so
 * the first render in the browser is the page the server sent, not a fallback (a mismatch
 * would throw the server's HTML away).
 */
async function loadMatchedLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** Calls `onReady` once, after React's first commit (the page hydrated or rendered). */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Starts the app (boot.ts loads this module). A public page comes rendered by the server with
 * its data: hydrate it from that state. Other pages (the account, the admin) come as an empty
 * shell and render here. `onReady` runs once React handles the page's events; `nextTask`
 * lets the browser breathe between the steps of the start.
 */
export async function startApp(
  onReady: () => void = () => {},
  nextTask: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Falta el elemento #root');
  const state = readSsrState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  if (state) await loadMatchedLazyRoutes(window.location.pathname);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  // Building the router and reading the state was one task; React's start is another.
  await nextTask();
  return new Promise((resolve) => {
    let done = false;
    const ready = () => {
      if (done) return;
      done = true;
      onReady();
      resolve();
    };
    const app = (
      <StrictMode>
        <App router={router} queryClient={queryClient} />
        <Ready onReady={ready} />
      </StrictMode>
    );
    // Hydration runs as a transition: React works in slices and lets the browser paint and
    // take input between them. What the visitor clicks meanwhile is held by boot.ts and
    // replayed after the first commit (`onReady`).
    if (state) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}
