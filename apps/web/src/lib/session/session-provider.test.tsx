import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsole } from '@test/console-guard';
import { createFakeFetch, json, memoryStorage } from '@test/fake-fetch';
import { RequireAuth } from '@/app/require-auth';
import { AUTH_TOKEN_KEY, createApiClient } from '@/lib/api-client';
import { useSession, type Session } from './session-context';
import { SessionProvider } from './session-provider';

const captured: { session: Session | null } = { session: null };
function current(): Session {
  if (!captured.session) throw new Error('no session rendered');
  return captured.session;
}

function Probe() {
  const session = useSession();
  const location = useLocation();
  useEffect(() => {
    captured.session = session;
  });
  return (
    <div>
      <span data-testid="path">{location.pathname + location.search}</span>
      <span data-testid="auth">{String(session.isAuthenticated)}</span>
      <span data-testid="loading">{String(session.isLoading)}</span>
      <span data-testid="name">{session.profile?.name ?? '-'}</span>
      <span data-testid="confirmed">{String(session.isEmailConfirmed)}</span>
    </div>
  );
}

function setup(
  token: string | null,
  profile: Record<string, unknown> = { name: 'Ana López' },
  profileGate: Promise<void> = Promise.resolve(),
  routes: (server: ReturnType<typeof createFakeFetch>) => void = () => {},
) {
  const server = createFakeFetch();
  const storage = memoryStorage(token ? { [AUTH_TOKEN_KEY]: token } : {});
  const client = createApiClient({ fetch: server.fetch, storage });
  server.on('GET', '/api/user/profile', async (call) => {
    await profileGate;
    return call.authorization === 'Bearer good'
      ? json(200, { _id: 'u1', email: 'ana@example.com', role: 'user', ...profile })
      : json(401, { error: 'unauthenticated', message: 'Sesión caducada' });
  });
  server.on('POST', '/api/auth/logout', () => new Response(null, { status: 204 }));
  routes(server);
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider client={client}>
            <Probe />
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/', element: <p>inicio</p> },
          { path: '/signin', element: <p>signin</p> },
          {
            element: <RequireAuth />,
            children: [{ path: '/profile', element: <p>zona privada</p> }],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, storage, router, queryClient };
}

afterEach(() => {
  captured.session = null;
  vi.restoreAllMocks();
});

const text = (id: string) => screen.getByTestId(id).textContent;

describe('session startup', () => {
  it('with a stored token: authenticated, loading, then the profile is loaded with the bearer', async () => {
    const { server } = setup('good');
    expect(text('auth')).toBe('true');
    expect(text('loading')).toBe('true');
    await waitFor(() => expect(text('name')).toBe('Ana López'));
    expect(text('loading')).toBe('false');
    expect(server.callsTo('/api/user/profile')[0]?.authorization).toBe('Bearer good');
  });

  it('without a token: signed out, not loading, no profile call', () => {
    const { server } = setup(null);
    expect(text('auth')).toBe('false');
    expect(text('loading')).toBe('false');
    expect(server.calls).toHaveLength(0);
  });

  it('with an expired token and a failed refresh: logs out and goes to /signin', async () => {
    allowConsole();
    const { server, storage } = setup('expired', {}, undefined, (s) =>
      s.on('POST', '/api/auth/refresh', () =>
        json(401, { error: 'unauthenticated', message: 'x' }),
      ),
    );
    await waitFor(() => expect(text('path')).toBe('/signin'));
    expect(text('auth')).toBe('false');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(server.callsTo('/api/auth/logout')).toHaveLength(1);
  });
});

describe('login, logout and profile refresh', () => {
  it('login stores the token, authenticates and loads the profile', async () => {
    const { storage } = setup(null);
    await act(() => current().login('good'));
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('good');
    expect(text('auth')).toBe('true');
    expect(text('name')).toBe('Ana López');
    expect(text('loading')).toBe('false');
  });

  it('logout clears token, state and profile, calls the endpoint and goes to /signin', async () => {
    const { server, storage } = setup('good');
    await waitFor(() => expect(text('name')).toBe('Ana López'));
    await act(() => current().logout());
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(text('auth')).toBe('false');
    expect(text('name')).toBe('-');
    expect(text('path')).toBe('/signin');
    const [call] = server.callsTo('/api/auth/logout');
    expect(call).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('logout still completes when the endpoint fails, and only logs the failure', async () => {
    const { server } = setup('good');
    server.on('POST', '/api/auth/logout', () => json(500, { error: 'internal', message: 'x' }));
    const logged = allowConsole();
    await waitFor(() => expect(text('name')).toBe('Ana López'));
    await act(() => current().logout());
    expect(text('auth')).toBe('false');
    expect(text('path')).toBe('/signin');
    expect(logged).toHaveBeenCalled();
  });

  it('refreshProfile calls the server only when authenticated', async () => {
    const { server } = setup(null);
    await act(() => current().refreshProfile());
    expect(server.callsTo('/api/user/profile')).toHaveLength(0);
    await act(() => current().login('good'));
    await act(() => current().refreshProfile());
    expect(server.callsTo('/api/user/profile')).toHaveLength(2);
  });

  it('a profile load failure is only logged: the session stays', async () => {
    const logged = allowConsole();
    setup('good', {}, undefined, (server) =>
      server.on('GET', '/api/user/profile', () => json(500, { error: 'internal', message: 'x' })),
    );
    await waitFor(() => expect(text('loading')).toBe('false'));
    expect(text('auth')).toBe('true');
    expect(logged).toHaveBeenCalled();
  });
});

describe('isEmailConfirmed', () => {
  it('is true when mail_confirmed is missing', async () => {
    setup('good', { name: 'Ana' });
    await waitFor(() => expect(text('name')).toBe('Ana'));
    expect(text('confirmed')).toBe('true');
  });

  it('is false when mail_confirmed is false', async () => {
    setup('good', { name: 'Ana', mail_confirmed: false });
    await waitFor(() => expect(text('name')).toBe('Ana'));
    expect(text('confirmed')).toBe('false');
  });
});

describe('protected routes', () => {
  it('send signed-out users to /signin, keeping where they wanted to go', async () => {
    const { router } = setup(null);
    await act(() => router.navigate('/profile'));
    expect(text('path')).toBe('/signin?redirect=%2Fprofile');
    expect(screen.queryByText('zona privada')).not.toBeInTheDocument();
  });

  it('show a spinner while the session loads, then the page', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { router } = setup('good', { name: 'Ana' }, gate);
    await act(() => router.navigate('/profile'));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('zona privada')).not.toBeInTheDocument();
    release();
    await screen.findByText('zona privada');
  });
});
