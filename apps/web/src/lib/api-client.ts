import createClient, { type MaybeOptionalInit, type ParseAsResponse } from 'openapi-fetch';
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import { ApiError, apiErrorFrom } from './api-error';
import type { paths } from './api-schema';

/** storefront-customer §3: the access token lives in localStorage under this key. */
export const AUTH_TOKEN_KEY = 'authToken';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  fetch?: typeof fetch;
  storage: TokenStorage;
}

/** What a typed call takes beyond openapi-fetch's options. */
export interface CallOptions {
  /**
   * Whether a 401 should trigger the refresh-and-retry rule. Off for the sign-in family of
   * calls, where a 401 means wrong credentials, not an expired session.
   */
  refreshOn401?: boolean;
}

type Init<P extends keyof paths, M extends HttpMethod> = MaybeOptionalInit<paths[P], M>;
type Args<I> = RequiredKeysOf<I> extends never ? [(I & CallOptions)?] : [I & CallOptions];

type Responses = Record<string | number, unknown>;

/** What a successful call gives: the document's 2xx body, read as `parseAs` says. */
type Answer<P extends keyof paths, M extends HttpMethod, I> = paths[P][M] extends {
  responses: infer R extends Responses;
}
  ? ParseAsResponse<SuccessResponse<R>, I>
  : never;

/**
 * A call of one method: a path of the document, its params and body as the document
 * describes them; resolves with the answer's body (null for a 204), rejects with an ApiError.
 */
export type TypedCall<M extends HttpMethod> = <
  P extends PathsWithMethod<paths, M>,
  I extends Init<P, M>,
>(
  path: P,
  ...init: Args<I>
) => Promise<Answer<P, M, I>>;

/** The JSON answer of a successful call, for calls sent another way (an upload's XHR). */
export type ApiAnswer<P extends keyof paths, M extends HttpMethod> = paths[P][M] extends {
  responses: infer R extends Responses;
}
  ? SuccessResponse<R, `${string}/json`>
  : never;

/** The multipart body of a route, as the document describes it. */
export type MultipartBody<P extends keyof paths, M extends HttpMethod> = paths[P][M] extends {
  requestBody: { content: { 'multipart/form-data': infer B extends object } };
}
  ? B
  : never;

/**
 * A multipart body as FormData, its fields in order: a Blob as a file part (a File keeps its
 * name), an array as one part per item, a missing value left out. The `bodySerializer` of a
 * multipart call (its `body` is typed by the document), and an XHR upload's body.
 */
export function formDataOf(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item instanceof Blob) form.append(name, item);
      else if (typeof item === 'string') form.append(name, item);
      else if (typeof item === 'number' || typeof item === 'boolean') form.append(name, `${item}`);
    }
  }
  return form;
}

/** A path of the document with its `{params}` filled in, for calls sent another way. */
export function pathOf(path: keyof paths, params: Record<string, string> = {}) {
  return path.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing ${match}`);
    return encodeURIComponent(value);
  });
}

/** What `withSession` needs of an answer: its status (a fetch Response, an XHR's result). */
export interface Answered {
  status: number;
}

export interface ApiClient {
  GET: TypedCall<'get'>;
  POST: TypedCall<'post'>;
  PUT: TypedCall<'put'>;
  PATCH: TypedCall<'patch'>;
  DELETE: TypedCall<'delete'>;
  /**
   * The session rule of the typed calls for calls sent another way (an upload through
   * XMLHttpRequest, for its progress): `send` is called with the stored token, and once more
   * with a renewed one after a 401. Returns the last answer, error or not.
   */
  withSession<A extends Answered>(send: (token: string | null) => Promise<A>): Promise<A>;
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  /** Called when the session cannot be renewed; the session layer logs out there. */
  setSessionExpiredHandler(handler: (() => void) | null): void;
}

const REFRESH_PATH = '/api/auth/refresh' satisfies keyof paths;
/** openapi-fetch builds absolute URLs; only their path and query are sent. */
const URL_BASE = 'http://api.invalid';

type Body = string | FormData | undefined;
const jsonOrForm = (body: unknown): Body =>
  body instanceof FormData ? body : JSON.stringify(body);

const toApiError = async (res: Response) => apiErrorFrom(res.status, await res.text());

/**
 * The session layer of storefront-customer §4: bearer header from the stored token on every
 * call, cookies included, and on a 401 a single refresh then one retry. Parallel 401s share
 * one refresh; their requests wait for it and are replayed with the new token. A failed
 * refresh, or a second 401, clears the token and ends the session.
 *
 * The typed calls are openapi-fetch's, on the document's types (api-schema.d.ts): it builds
 * the URL and reads the answer; the request is sent here, under that rule.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
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
      const res = await fetchImpl(REFRESH_PATH, { method: 'POST', credentials: 'include' });
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

  async function withSession<A extends Answered>(
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

  interface Sending {
    body: Body;
    signal: AbortSignal | undefined;
    refreshOn401: boolean;
  }

  /** openapi-fetch's `fetch`: its request's method and URL, sent with the session rule. */
  async function sendRequest(request: Request, sending: Sending): Promise<Response> {
    const url = new URL(request.url);
    const { body, signal } = sending;
    const send = (token: string | null) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (typeof body === 'string') headers['Content-Type'] = 'application/json';
      return fetchImpl(`${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body,
        credentials: 'include',
        signal,
      });
    };
    const res = sending.refreshOn401 ? await withSession(send) : await send(getToken());
    // Thrown here, it rejects the typed call: openapi-fetch passes a failed fetch on.
    if (!res.ok) throw await toApiError(res);
    return res;
  }

  const client = createClient<paths>({ baseUrl: URL_BASE });
  type Options = Record<string, unknown> & CallOptions & { signal?: AbortSignal };
  const untyped = client.request as unknown as (
    method: HttpMethod,
    path: string,
    init: Record<string, unknown>,
  ) => Promise<{ data?: unknown; response: Response }>;

  const typedCall =
    (method: HttpMethod) =>
    async (path: string, init: Options = {}) => {
      const { refreshOn401 = true, signal, bodySerializer, ...rest } = init;
      const serialize = (bodySerializer ?? jsonOrForm) as (body: unknown) => Body;
      const sending: Sending = { body: undefined, signal, refreshOn401 };
      const { data, response } = await untyped(method, path, {
        ...rest,
        // The body is kept aside and sent as it is (FormData included), not through a Request.
        bodySerializer: (body: unknown) => {
          sending.body = serialize(body);
          return undefined;
        },
        fetch: (request: Request) => sendRequest(request, sending),
      });
      return response.status === 204 ? null : data;
    };

  return {
    GET: typedCall('get') as TypedCall<'get'>,
    POST: typedCall('post') as TypedCall<'post'>,
    PUT: typedCall('put') as TypedCall<'put'>,
    PATCH: typedCall('patch') as TypedCall<'patch'>,
    DELETE: typedCall('delete') as TypedCall<'delete'>,
    withSession,
    getToken,
    setToken,
    clearToken,
    setSessionExpiredHandler: (handler) => {
      onSessionExpired = handler;
    },
  };
}
