/**
 * Renders pages and components the way the app does: a memory router, the real session
 * provider on the app's `api` client (whose `fetch` the tests replace with a fake server),
 * and a fresh TanStack Query client.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import type { Profile, SiteConfig } from '@shop/contracts';
import { api } from '../src/lib/api';
import { useSession } from '../src/lib/session/session-context';
import { SessionProvider } from '../src/lib/session/session-provider';
import { createFakeFetch, json } from './fake-fetch';

export type FakeServer = ReturnType<typeof createFakeFetch>;

export const siteConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  siteName: 'Estudio Lumen',
  contactEmail: 'hola@lumen.es',
  contactPhone: '+34 911 222 333',
  instagramUrl: null,
  facebookUrl: null,
  googleClientId: null,
  ...overrides,
});

export const testProfile = (overrides: Partial<Profile> = {}): Profile => ({
  _id: 'u1',
  name: 'Ana López',
  email: 'ana@example.com',
  role: 'user',
  profilePicture: null,
  mail_confirmed: true,
  options: [],
  billingData: null,
  ...overrides,
});

/** A fake API answering the site config, installed as the global fetch. */
export function installFakeServer(site: Partial<SiteConfig> = {}): FakeServer {
  const server = createFakeFetch();
  server.on('GET', '/api/site/config', () => json(200, siteConfig(site)));
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** Starts the test signed in: a stored token and a profile the server returns for it. */
export function signInAs(server: FakeServer, profile: Partial<Profile> = {}) {
  window.localStorage.setItem('authToken', 'stored-token');
  server.on('GET', '/api/user/profile', () => json(200, testProfile(profile)));
}

/** Shows the loaded profile's name, so tests can wait until the session has its profile. */
export function SessionProbe() {
  const { profile } = useSession();
  return <p data-testid="session-profile">{profile?.name ?? '-'}</p>;
}

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders `element` at `route` (pattern) opened on `path`. Any other path shows where the
 * router went, so tests can follow navigations.
 */
export function renderPage(
  element: ReactNode,
  {
    path = '/',
    route = path,
    extraRoutes = [],
  }: { path?: string; route?: string; extraRoutes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider client={api}>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: route, element },
          ...extraRoutes,
          { path: '*', element: <CurrentLocation /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}
