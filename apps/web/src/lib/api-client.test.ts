import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, memoryStorage } from '@test/fake-fetch';
import { AUTH_TOKEN_KEY, createApiClient } from './api-client';
import { ApiError } from './api-error';

function setup(token: string | null = 'old-token') {
  const server = createFakeFetch();
  const storage = memoryStorage(token ? { [AUTH_TOKEN_KEY]: token } : {});
  const onSessionExpired = vi.fn();
  const client = createApiClient({ fetch: server.fetch, storage });
  client.setSessionExpiredHandler(onSessionExpired);
  // The protected resource accepts only the newest token.
  server.on('GET', '/api/user/profile', (call) =>
    call.authorization === 'Bearer new-token'
      ? json(200, { name: 'Ana' })
      : json(401, { error: 'unauthenticated', message: 'Sesión caducada' }),
  );
  return { server, storage, onSessionExpired, client };
}

describe('api client: headers', () => {
  it('sends the stored token as a bearer header and includes credentials on every call', async () => {
    const { server, client } = setup('new-token');
    await client.request('/user/profile');
    expect(server.calls[0]).toMatchObject({
      path: '/api/user/profile',
      authorization: 'Bearer new-token',
      credentials: 'include',
    });
  });

  it('sends no authorization header when no token is stored', async () => {
    const { server, client } = setup(null);
    server.on('GET', '/api/site/config', () => json(200, { ok: true }));
    await client.request('/site/config');
    expect(server.calls[0]?.authorization).toBeNull();
  });

  it('sends bodies as JSON and query parameters in the URL', async () => {
    const { server, client } = setup('new-token');
    server.on('POST', '/api/things', (call) => json(201, call.body));
    const echoed = await client.request('/things', {
      method: 'POST',
      body: { a: 1 },
      query: { limit: 9, skip: undefined },
    });
    expect(echoed).toEqual({ a: 1 });
    expect(server.calls[0]?.path).toBe('/api/things?limit=9');
  });
});

describe('api client: 401 handling', () => {
  it('refreshes once and retries the request with the new token', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/refresh', () => json(200, { accessToken: 'new-token' }));

    await expect(client.request('/user/profile')).resolves.toEqual({ name: 'Ana' });

    expect(server.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(server.callsTo('/api/auth/refresh')[0]?.credentials).toBe('include');
    expect(server.callsTo('/api/user/profile').map((c) => c.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel 401s and replays every queued request', async () => {
    const { server, client } = setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.on('POST', '/api/auth/refresh', async () => {
      await gate; // the refresh is slow: all three requests get their 401 meanwhile
      return json(200, { accessToken: 'new-token' });
    });

    const pending = Promise.all([
      client.request('/user/profile'),
      client.request('/user/profile'),
      client.request('/user/profile'),
    ]);
    await vi.waitFor(() => expect(server.callsTo('/api/user/profile')).toHaveLength(3));
    release();

    await expect(pending).resolves.toEqual([{ name: 'Ana' }, { name: 'Ana' }, { name: 'Ana' }]);
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(1);
    const retried = server.callsTo('/api/user/profile').slice(3);
    expect(retried.map((c) => c.authorization)).toEqual(Array(3).fill('Bearer new-token'));
  });

  it('clears the token and ends the session on a second 401', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/refresh', () => json(200, { accessToken: 'still-bad' }));

    const error = await client.request('/user/profile').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(server.callsTo('/api/user/profile')).toHaveLength(2);
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('clears the token, ends the session and rejects when the refresh fails', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/refresh', () =>
      json(401, { error: 'unauthenticated', message: 'Sesión caducada' }),
    );

    await expect(client.request('/user/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Sesión caducada',
    });
    expect(server.callsTo('/api/user/profile')).toHaveLength(1);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a refresh answer without an access token as a failed refresh', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/refresh', () => json(200, {}));
    await expect(client.request('/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for calls that opt out (wrong password is not an expired session)', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/login/user', () =>
      json(401, { error: 'unauthenticated', message: 'Credenciales incorrectas' }),
    );
    await expect(
      client.request('/auth/login/user', { method: 'POST', body: {}, refreshOn401: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Credenciales incorrectas' });
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('old-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not try to refresh when no token was sent', async () => {
    const { server, client, onSessionExpired } = setup(null);
    await expect(client.request('/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('api client: errors', () => {
  it('carries the server error code, Spanish message and details', async () => {
    const { server, client } = setup('new-token');
    server.on('PUT', '/api/user', () =>
      json(400, {
        error: 'invalid_data',
        message: 'Los datos enviados no son válidos.',
        details: [1],
      }),
    );
    await expect(client.request('/user', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_data',
      message: 'Los datos enviados no son válidos.',
      details: [1],
    });
  });

  it('survives error bodies that are not JSON', async () => {
    const { server, client } = setup('new-token');
    server.on(
      'GET',
      '/api/broken',
      () => new Response('<html>proxy error</html>', { status: 502 }),
    );
    await expect(client.request('/broken')).rejects.toMatchObject({
      status: 502,
      code: 'provider_failed',
      message: 'HTTP 502',
    });
  });

  it('maps a code outside the contract to the code of the status', async () => {
    const { server, client } = setup('new-token');
    server.on('GET', '/api/odd', () => json(418, { error: 'teapot', message: 'Soy una tetera' }));
    server.on('GET', '/api/down', () => json(504, { error: 'gateway_timeout' }));
    await expect(client.request('/odd')).rejects.toMatchObject({
      status: 418,
      code: 'invalid_data',
      message: 'Soy una tetera',
    });
    await expect(client.request('/down')).rejects.toMatchObject({ status: 504, code: 'internal' });
  });
});
