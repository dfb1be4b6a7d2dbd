import {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type MaybeOptionalInit,
  type ParseAs,
  type ParseAsResponse,
} from 'openapi-fetch';
import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import { ApiError, apiErrorFrom } from './api-error';
import { fileNameOf } from './save-file';
import type { paths } from './api-schema';

/** docs/rules/accounts.md#session-state: the access token lives in localStorage under this key. */
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
/** openapi-fetch's options that the typed calls implement: any other is refused. */
type Supported = 'params' | 'body' | 'bodySerializer' | 'parseAs' | 'signal' | keyof CallOptions;
type Only<I> = I & CallOptions & Partial<Record<Exclude<keyof I, Supported>, never>>;
type Args<I> = RequiredKeysOf<I> extends never ? [Only<I>?] : [Only<I>];

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
const querySerializer = createQuerySerializer();

type Body = string | FormData | undefined;
const jsonOrForm = (body: unknown): Body =>
  body instanceof FormData ? body : JSON.stringify(body);

const toApiError = async (res: Response) => apiErrorFrom(res.status, await res.text());

/**
 * The session layer (docs/rules/accounts.md#refresh-rule): bearer header from the stored token on every
 * call, cookies included, and on a 401 a single refresh then one retry. Parallel 401s share
 * one refresh; their requests wait for it and are replayed with the new token. A failed
 * refresh, or a second 401, clears the token and ends the session.
 *
 * The typed calls have openapi-fetch's signature on the document's types (api-schema.d.ts),
 * and build their URLs with its serializers. Its `createClient` is not used: its Request
 * and middleware machinery (2.6 kB gzip) would push the first view over its budget, and the
 * session layer sends the request itself anyway.
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

  interface CallInit extends CallOptions {
    params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
    body?: unknown;
    bodySerializer?: (body: unknown) => Body;
    parseAs?: ParseAs;
    signal?: AbortSignal;
  }

  /**
   * A typed call: the URL from the document's path and params (openapi-fetch's serializers),
   * sent under the session rule, the answer read as `parseAs` says.
   */
  const typedCall =
    (method: string) =>
    async (path: string, init: CallInit = {}) => {
      const { params = {}, parseAs = 'json', signal, refreshOn401 = true } = init;
      const target = createFinalURL(path, {
        baseUrl: '',
        params,
        querySerializer,
        pathSerializer: defaultPathSerializer,
      });
      const body =
        init.body === undefined ? undefined : (init.bodySerializer ?? jsonOrForm)(init.body);
      const send = (token: string | null) => {
        const headers: Record<string, string> = { Accept: 'application/json' };
        if (token) headers.Authorization = `Bearer ${token}`;
        if (typeof body === 'string') headers['Content-Type'] = 'application/json';
        return fetchImpl(target, { method, headers, body, credentials: 'include', signal });
      };
      const res = refreshOn401 ? await withSession(send) : await send(getToken());
      if (!res.ok) throw await toApiError(res);
      if (res.status === 204) return null;
      if (parseAs === 'stream') return res.body;
      if (parseAs === 'blob') {
        // A file keeps the name the server gave it, for saveFile.
        const blob = await res.blob();
        const name = fileNameOf(res.headers.get('content-disposition'));
        return name ? new File([blob], name, { type: blob.type }) : blob;
      }
      if (parseAs !== 'json') return res[parseAs]();
      const text = await res.text();
      return text ? (JSON.parse(text) as unknown) : undefined;
    };

  return {
    GET: typedCall('GET') as TypedCall<'get'>,
    POST: typedCall('POST') as TypedCall<'post'>,
    PUT: typedCall('PUT') as TypedCall<'put'>,
    PATCH: typedCall('PATCH') as TypedCall<'patch'>,
    DELETE: typedCall('DELETE') as TypedCall<'delete'>,
    withSession,
    getToken,
    setToken,
    clearToken,
    setSessionExpiredHandler: (handler) => {
      onSessionExpired = handler;
    },
  };
}
