import type { ErrorBody } from '@shop/contracts';

/** storefront-customer §3: the access token lives in localStorage under this key. */
export const AUTH_TOKEN_KEY = 'authToken';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

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

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** Called when the session cannot be renewed; the session layer logs out there. */
  setSessionExpiredHandler(handler: (() => void) | null): void;
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> & { error?: string } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: keep the status alone
  }
  return new ApiError(
    res.status,
    typeof body.error === 'string' ? body.error : 'http_error',
    typeof body.message === 'string' ? body.message : `HTTP ${res.status}`,
    body.details,
  );
}

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
        throw new ApiError(res.status, 'invalid_response', 'Refresh without access token');
      }
      setToken(data.accessToken);
      return data.accessToken;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
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

    const sentToken = getToken();
    let res = await send(sentToken);
    if (res.status === 401 && sentToken && opts.refreshOn401 !== false) {
      let newToken: string;
      try {
        newToken = await refreshAccessToken();
      } catch (err) {
        expireSession();
        throw err instanceof ApiError ? err : new ApiError(401, 'unauthenticated', String(err));
      }
      res = await send(newToken);
      if (res.status === 401) {
        const error = await toApiError(res);
        expireSession();
        throw error;
      }
    }
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
    getToken,
    setToken,
    clearToken,
    setSessionExpiredHandler: (handler) => {
      onSessionExpired = handler;
    },
  };
}
