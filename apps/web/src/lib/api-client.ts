import { ApiError, apiErrorFrom } from './api-error';

/** storefront-customer §3: the access token lives in localStorage under this key. */
export const AUTH_TOKEN_KEY = 'authToken';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** 'json' (default), 'blob' for files such as PDFs, 'text'. */
  responseType?: 'json' | 'blob' | 'text';
  /**
   * Whether a 401 should trigger the refresh-and-retry rule. Off for the sign-in family of
   * calls, where a 401 means wrong credentials, not an expired session.
   */
  refreshOn401?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  storage: TokenStorage;
}

/** What `withSession` needs of an answer: its status (a fetch Response, an XHR's result). */
export interface Answer {
  status: number;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * The session rule of `request` for calls sent another way (an upload through
   * XMLHttpRequest, for its progress): `send` is called with the stored token, and once more
   * with a renewed one after a 401. Returns the last answer, error or not.
   */
  withSession<A extends Answer>(send: (token: string | null) => Promise<A>): Promise<A>;
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** Called when the session cannot be renewed; the session layer logs out there. */
  setSessionExpiredHandler(handler: (() => void) | null): void;
}

const toApiError = async (res: Response) => apiErrorFrom(res.status, await res.text());

/**
 * The session layer of storefront-customer §4: bearer header from the stored token on every
 * call, cookies included, and on a 401 a single refresh then one retry. Parallel 401s share
 * one refresh; their requests wait for it and are replayed with the new token. A failed
 * refresh, or a second 401, clears the token and ends the session.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const { storage } = options;
  let refreshing: Promise<string> | null = null;
  let onSessionExpired: (() => void) | null = null;

  const getToken = () => storage.getItem(AUTH_TOKEN_KEY);
  const setToken = (token: string) => {
    storage.setItem(AUTH_TOKEN_KEY, token);
  };
  const clearToken = () => {
    storage.removeItem(AUTH_TOKEN_KEY);
  };
  const expireSession = () => {
    clearToken();
    onSessionExpired?.();
  };

  function refreshAccessToken(): Promise<string> {
    refreshing ??= (async () => {
      const res = await fetchImpl(`${baseUrl}/auth/refresh`, {
        method: 'POST',
        credentials: 'include',
      });
      if (!res.ok) throw await toApiError(res);
      const data = (await res.json()) as { accessToken?: unknown };
      if (typeof data.accessToken !== 'string' || !data.accessToken) {
        throw new ApiError(res.status, 'internal', 'Refresh without access token');
      }
      setToken(data.accessToken);
      return data.accessToken;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function withSession<A extends Answer>(
    send: (token: string | null) => Promise<A>,
  ): Promise<A> {
    const sentToken = getToken();
    const first = await send(sentToken);
    if (first.status !== 401 || !sentToken) return first;
    let newToken: string;
    try {
      newToken = await refreshAccessToken();
    } catch (err) {
      expireSession();
      throw err instanceof ApiError ? err : new ApiError(401, 'unauthenticated', String(err));
    }
    const second = await send(newToken);
    if (second.status === 401) expireSession();
    return second;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const url = new URL(`${baseUrl}${path}`, 'http://placeholder');
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
    const target = `${url.pathname}${url.search}`;
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;

    const send = (token: string | null) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: BodyInit | undefined;
      if (opts.body !== undefined) {
        if (isForm) body = opts.body as FormData;
        else {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(opts.body);
        }
      }
      return fetchImpl(target, {
        method: opts.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: opts.signal,
      });
    };

    const res = opts.refreshOn401 === false ? await send(getToken()) : await withSession(send);
    if (!res.ok) throw await toApiError(res);
    if (res.status === 204) return undefined as T;
    switch (opts.responseType ?? 'json') {
      case 'blob':
        return (await res.blob()) as T;
      case 'text':
        return (await res.text()) as T;
      case 'json': {
        const text = await res.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
    }
  }

  return {
    request,
    withSession,
    getToken,
    setToken,
    clearToken,
    setSessionExpiredHandler: (handler) => {
      onSessionExpired = handler;
    },
  };
}
