import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const HEADER = 'x-internal-render';
/** Known to this process only: a visitor cannot pass for an internal request. */
const key = randomUUID();

/** Requests the server sends itself while rendering a page: not logged one by one. */
export const isInternalRequest = (request: FastifyRequest) => request.headers[HEADER] === key;

const targetOf = (input: string | URL | Request): string => {
  if (typeof input === 'string') return input;
  const url = input instanceof URL ? input : new URL(input.url);
  return `${url.pathname}${url.search}`;
};

/**
 * A `fetch` that answers from this app's own routes in process (Fastify's inject), for the
 * web app's server render: the same routes, validation and caches as the browser's calls,
 * without a network hop. Anonymous (no token, no cookie) and read-only.
 */
export function internalApiFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = targetOf(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`El render del servidor solo lee la API: ${method} ${url}`);
    }
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [HEADER]: key },
    });
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
