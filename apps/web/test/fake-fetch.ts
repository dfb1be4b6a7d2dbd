/**
 * A fake `fetch` for the session-layer tests: each call is recorded, and answered by the
 * first handler whose method and path match. Handlers may be async to model slow servers.
 */
export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  credentials: RequestCredentials | undefined;
  body: unknown;
  /** The request's AbortSignal, if the caller gave one (to check a request is cancelled). */
  signal: AbortSignal | null;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function createFakeFetch() {
  const calls: RecordedCall[] = [];
  const handlers: { method: string; path: string; handle: Handler }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: headers.get('authorization'),
      contentType: headers.get('content-type'),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? null,
    };
    calls.push(call);
    const handler = handlers.find((h) => h.method === call.method && h.path === url.pathname);
    if (!handler) return json(404, { error: 'not_found', message: 'Ruta no encontrada.' });
    return handler.handle(call);
  };
  return {
    fetch: fetchImpl,
    calls,
    on(method: string, path: string, handle: Handler) {
      handlers.unshift({ method, path, handle });
    },
    callsTo(path: string) {
      return calls.filter((c) => c.path.split('?')[0] === path);
    },
    /** Forgets every call and handler, so one fake can serve test after test. */
    reset() {
      calls.length = 0;
      handlers.length = 0;
    },
  };
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

export type FakeServer = ReturnType<typeof createFakeFetch>;
