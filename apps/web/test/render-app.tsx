/**
 * Renders pages and components the way the app does: a memory router, the real session
 * provider on the app's `api` client (whose `fetch` the tests replace with a fake server,
 * see setUpFakeServer), and a fresh TanStack Query client.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Profile, SiteConfig } from '@shop/contracts';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session/session-context';
import { SessionProvider } from '@/lib/session/session-provider';
import { serveDesk } from './desk-fixtures';
import { createFakeFetch, json, type FakeServer } from './fake-fetch';
import { serveSiteContent } from './site-content-fixtures';

export type { FakeServer } from './fake-fetch';

export const siteConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  siteName: 'Estudio Lumen',
  legalName: 'Lumen Fotografía S.L.',
  taxId: 'B12345674',
  address: 'Calle Mayor 1, 28013 Madrid',
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

/** The fake API answers the site config with these overrides (a later call wins). */
export function serveSiteConfig(server: FakeServer, site: Partial<SiteConfig> = {}) {
  server.on('GET', '/api/site/config', () => json(200, siteConfig(site)));
}

/**
 * Gives every test of the file a fake API as the global fetch: emptied, answering the site
 * config, then readied by `prepare`; the stub is removed after each test. Call it at the top
 * of the file; the server it returns is the one of the running test.
 */
export function setUpFakeServer(prepare: (server: FakeServer) => void = () => {}): FakeServer {
  const server = createFakeFetch();
  beforeEach(() => {
    server.reset();
    serveSiteConfig(server);
    serveSiteContent(server);
    serveDesk(server);
    vi.stubGlobal('fetch', server.fetch);
    prepare(server);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return server;
}

/** Starts the test signed in: a stored token and a profile the server returns for it. */
export function signInAs(server: FakeServer, profile: Partial<Profile> = {}) {
  window.localStorage.setItem('authToken', 'stored-token');
  server.on('GET', '/api/user/profile', () => json(200, testProfile(profile)));
}

/**
 * The profile answers only to `token` (one the test's sign-in or confirmation hands out);
 * any other token gets a 401.
 */
export function serveProfileTo(server: FakeServer, token: string) {
  server.on('GET', '/api/user/profile', (call) =>
    call.authorization === `Bearer ${token}`
      ? json(200, testProfile())
      : json(401, { error: 'unauthenticated', message: 'x' }),
  );
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
    strict = false,
  }: {
    path?: string;
    route?: string;
    extraRoutes?: RouteObject[];
    /** Renders inside StrictMode (effects run twice). */
    strict?: boolean;
  } = {},
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
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, queryClient, ...result };
}
