import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, memoryStorage } from '@test/fake-fetch';
import { AUTH_TOKEN_KEY, createApiClient } from './api-client';
import { ApiError } from './api-error';
import { formDataOf } from './api-upload';
import { fileNameOf } from './save-file';

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

const contactBody = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Hola',
  message: 'Una pregunta',
  consent: true as const,
};

describe('api client: headers', () => {
  it('sends the stored token as a bearer header and includes credentials on every call', async () => {
    const { server, client } = setup('new-token');
    await client.GET('/api/user/profile');
    expect(server.calls[0]).toMatchObject({
      path: '/api/user/profile',
      authorization: 'Bearer new-token',
      credentials: 'include',
    });
  });

  it('sends no authorization header when no token is stored', async () => {
    const { server, client } = setup(null);
    server.on('GET', '/api/site/config', () => json(200, { ok: true }));
    await client.GET('/api/site/config');
    expect(server.calls[0]?.authorization).toBeNull();
  });

  it('sends bodies as JSON and query parameters in the URL', async () => {
    const { server, client } = setup('new-token');
    server.on('POST', '/api/contact', (call) => json(201, call.body));
    server.on('GET', '/api/photos/gallery', () => json(200, { photos: [] }));
    await expect(client.POST('/api/contact', { body: contactBody })).resolves.toEqual(contactBody);
    expect(server.calls[0]?.contentType).toBe('application/json');
    await client.GET('/api/photos/gallery', {
      params: { query: { limit: 9, tag: undefined, cursor: 'c 1' } },
    });
    expect(server.calls[1]?.path).toBe('/api/photos/gallery?limit=9&cursor=c%201');
  });
});

describe('api client: 401 handling', () => {
  it('refreshes once and retries the request with the new token', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/refresh', () => json(200, { accessToken: 'new-token' }));

    await expect(client.GET('/api/user/profile')).resolves.toEqual({ name: 'Ana' });

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
      client.GET('/api/user/profile'),
      client.GET('/api/user/profile'),
      client.GET('/api/user/profile'),
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

    const error = await client.GET('/api/user/profile').catch((e: unknown) => e);

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

    await expect(client.GET('/api/user/profile')).rejects.toMatchObject({
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
    await expect(client.GET('/api/user/profile')).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for calls that opt out (wrong password is not an expired session)', async () => {
    const { server, storage, client, onSessionExpired } = setup();
    server.on('POST', '/api/auth/login/user', () =>
      json(401, { error: 'unauthenticated', message: 'Credenciales incorrectas' }),
    );
    await expect(
      client.POST('/api/auth/login/user', {
        body: { email: 'ana@example.com', password: 'x' },
        refreshOn401: false,
      }),
    ).rejects.toMatchObject({ status: 401, message: 'Credenciales incorrectas' });
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('old-token');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not try to refresh when no token was sent', async () => {
    const { server, client, onSessionExpired } = setup(null);
    await expect(client.GET('/api/user/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('replays a typed call with its path, query and body after the refresh', async () => {
    const { server, client } = setup();
    server.on('POST', '/api/auth/refresh', () => json(200, { accessToken: 'new-token' }));
    server.on('PATCH', '/api/admin/contact-messages/m%201', (call) =>
      call.authorization === 'Bearer new-token'
        ? json(200, { id: 'm 1', ...(call.body as object) })
        : json(401, { error: 'unauthenticated', message: 'Sesión caducada' }),
    );

    const message = await client.PATCH('/api/admin/contact-messages/{id}', {
      params: { path: { id: 'm 1' } },
      body: { read: true },
    });

    expect(message).toEqual({ id: 'm 1', read: true });
    const calls = server.callsTo('/api/admin/contact-messages/m%201');
    expect(calls.map((c) => [c.authorization, c.body])).toEqual([
      ['Bearer old-token', { read: true }],
      ['Bearer new-token', { read: true }],
    ]);
  });
});

describe('api client: errors', () => {
  it('carries the server error code, Spanish message and details', async () => {
    const { server, client } = setup('new-token');
    server.on('PATCH', '/api/admin/contact-messages/m1', () =>
      json(400, {
        error: 'invalid_data',
        message: 'Los datos enviados no son válidos.',
        details: [1],
      }),
    );
    const call = client.PATCH('/api/admin/contact-messages/{id}', {
      params: { path: { id: 'm1' } },
      body: { read: true },
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
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
      '/api/site/config',
      () => new Response('<html>proxy error</html>', { status: 502 }),
    );
    await expect(client.GET('/api/site/config')).rejects.toMatchObject({
      status: 502,
      code: 'provider_failed',
      message: 'HTTP 502',
    });
  });

  it('maps a code outside the contract to the code of the status', async () => {
    const { server, client } = setup('new-token');
    server.on('GET', '/api/site/content', () =>
      json(418, { error: 'teapot', message: 'Soy una tetera' }),
    );
    server.on('GET', '/api/site/config', () => json(504, { error: 'gateway_timeout' }));
    await expect(client.GET('/api/site/content')).rejects.toMatchObject({
      status: 418,
      code: 'invalid_data',
      message: 'Soy una tetera',
    });
    await expect(client.GET('/api/site/config')).rejects.toMatchObject({
      status: 504,
      code: 'internal',
    });
  });
});

describe('api client: typed calls', () => {
  it('fills path parameters, encoded', async () => {
    const { server, client } = setup('new-token');
    server.on('GET', '/api/photos/public/a%20b%2Fc', () => json(200, { photo: {} }));
    await client.GET('/api/photos/public/{id}', { params: { path: { id: 'a b/c' } } });
    expect(server.calls[0]?.path).toBe('/api/photos/public/a%20b%2Fc');
  });

  it('sends a multipart body as FormData, leaving its Content-Type to fetch', async () => {
    const { server, client } = setup('new-token');
    server.on('POST', '/api/admin/site-content/images', () => json(201, { id: 'i1' }));
    const image = new File(['jpeg'], 'retrato.jpg', { type: 'image/jpeg' });
    await client.POST('/api/admin/site-content/images', {
      body: { image },
      bodySerializer: formDataOf,
    });
    const body = server.calls[0]?.body;
    if (!(body instanceof FormData)) throw new Error('not multipart');
    expect((body.get('image') as File).name).toBe('retrato.jpg');
    expect(server.calls[0]?.contentType).toBeNull();
  });

  it('answers null for a 204 and reads files with parseAs', async () => {
    const { server, client } = setup('new-token');
    server.on('DELETE', '/api/admin/launch-list/s1', () => new Response(null, { status: 204 }));
    server.on(
      'GET',
      '/api/admin/launch-list.csv',
      () => new Response('email;consented_at\n', { headers: { 'content-type': 'text/csv' } }),
    );
    await expect(
      client.DELETE('/api/admin/launch-list/{id}', { params: { path: { id: 's1' } } }),
    ).resolves.toBeNull();
    const csv = await client.GET('/api/admin/launch-list.csv', { parseAs: 'blob' });
    expect(csv.type).toBe('text/csv');
    await expect(csv.text()).resolves.toBe('email;consented_at\n');
  });

  it("names a file as the server's Content-Disposition does", async () => {
    const { server, client } = setup('new-token');
    server.on(
      'POST',
      '/api/events/get-pdf-ticket',
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="factura.pdf"; filename*=UTF-8''factura-F2026-000003%20rect.pdf`,
          },
        }),
    );
    const pdf = await client.POST('/api/events/get-pdf-ticket', {
      body: { orderId: '00000000-0000-4000-8000-000000000001' },
      parseAs: 'blob',
    });
    expect(pdf).toBeInstanceOf(File);
    expect((pdf as File).name).toBe('factura-F2026-000003 rect.pdf');
    expect(fileNameOf('attachment; filename="pedidos-2026-11-27.csv"')).toBe(
      'pedidos-2026-11-27.csv',
    );
    expect(fileNameOf('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(fileNameOf('inline')).toBeNull();
  });

  it('passes the caller’s AbortSignal to fetch', async () => {
    const { server, client } = setup('new-token');
    server.on('GET', '/api/payments/config', () => json(200, {}));
    const controller = new AbortController();
    await client.GET('/api/payments/config', { signal: controller.signal });
    expect(server.calls[0]?.signal).toBe(controller.signal);
  });

  it('only takes paths, params and bodies the document describes', () => {
    const { client } = setup('new-token');
    // Never run: what typecheck refuses.
    const refused = () => [
      // @ts-expect-error a path the document does not have
      client.GET('/api/no-such-route'),
      // @ts-expect-error a method the path does not have
      client.DELETE('/api/site/config'),
      // @ts-expect-error a required path parameter left out
      client.GET('/api/photos/public/{id}', { params: { path: {} } }),
      client.PATCH('/api/admin/contact-messages/{id}', {
        params: { path: { id: 'm1' } },
        // @ts-expect-error a body field of the wrong type
        body: { read: 'yes' },
      }),
      // @ts-expect-error an openapi-fetch option the session layer does not implement
      client.GET('/api/site/config', { headers: { 'x-a': '1' } }),
    ];
    expect(typeof refused).toBe('function');
  });
});
