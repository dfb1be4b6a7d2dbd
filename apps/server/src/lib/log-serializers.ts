import type { FastifyRequest } from 'fastify';

/**
 * What log lines may say about errors and requests: never a value a person sent. Database
 * errors (Drizzle's DrizzleQueryError, pg's and PGlite's DatabaseError) carry the query's
 * parameters (password hashes, emails, billing data) in `params`, in their message and in
 * `detail`; one-time tokens travel in URL paths. These serializers keep the SQLSTATE, the
 * constraint and table, and the statement's first words; and replace token path segments.
 */

export const REDACTED = '[redactado]';

// Properties that hold values sent by people (or the whole SQL text, reduced to `statement`).
const DROPPED = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 4;

/** 'insert into "users" ("id", …) values ($1, …)' → 'insert into "users"'. */
export function statementOf(sql: string): string {
  return sql.trim().split(/\s+/).slice(0, 3).join(' ').replace(/\($/, '').slice(0, 80);
}

function safeMessage(message: string, code: unknown): string {
  // Drizzle: 'Failed query: <sql>\nparams: <values>'
  const failed = /^Failed query: ([\s\S]*?)(?:\nparams:[\s\S]*)?$/.exec(message);
  if (failed) return `Failed query: ${statementOf(failed[1] ?? '')}`;
  const text = message.replace(/\n?params:[\s\S]*$/, '');
  // PostgreSQL quotes the offending input: 'invalid input syntax for type uuid: "…"'.
  return typeof code === 'string' && SQLSTATE.test(code)
    ? text.replace(/: ".*"$/s, `: "${REDACTED}"`)
    : text;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function describe(err: Error, depth: number): LoggedError {
  const code = (err as { code?: unknown }).code;
  const out: LoggedError = {
    type: err.constructor.name || err.name,
    message: safeMessage(err.message, code),
    stack: '',
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || DROPPED.has(key)) continue;
    if (key === 'query') {
      if (typeof value === 'string') out.statement = statementOf(value);
      continue;
    }
    // Only plain facts: codes, names, numbers. Objects may hold anything.
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  out.stack = [`${out.type}: ${out.message}`, ...(frames ?? [])].join('\n');
  if (err.cause instanceof Error && depth < MAX_CAUSES) out.cause = describe(err.cause, depth + 1);
  return out;
}

/** The `err` serializer of the logger. */
export function serializeError(err: Error): LoggedError {
  return describe(err, 0);
}

interface RouteTemplate {
  segments: string[];
  tokens: Set<number>;
}

/**
 * Query parameters whose values are the shop's own vocabulary (filters, paging, periods, ids
 * of its records) and are logged as they are. Any other value may be what a person typed
 * (the orders desk's and the attendees' search `q` holds a buyer's email or name) or a
 * secret (a token, Prodigi's callback secret, a signature, the order page's `firma`): it is
 * logged as [redactado], and so is a parameter whose very name is not a plain word.
 */
const PLAIN_QUERY = new Set([
  'cursor',
  'expires',
  'from',
  'limit',
  'offset',
  'page',
  'pageSize',
  'photoId',
  'quarter',
  'series',
  'skip',
  'state',
  'status',
  'tag',
  'tipo',
  'to',
  'top',
  'type',
  'unread',
  'vista',
  'work',
  'year',
]);

function redactQuery(query: string): string {
  if (query === '') return '';
  const pairs = query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    if (PLAIN_QUERY.has(name)) return pair;
    return /^[A-Za-z][\w.-]{0,39}$/.test(name) ? `${name}=${REDACTED}` : REDACTED;
  });
  return `?${pairs.join('&')}`;
}

/**
 * Learns the routes whose path carries a token parameter (onRoute), and replaces that
 * segment of a URL with [redactado]; and the query's values but those of PLAIN_QUERY.
 */
export function createUrlRedactor() {
  const templates: RouteTemplate[] = [];
  const split = (path: string) => path.replace(/\/+$/, '').split('/');
  return {
    learn(routePath: string) {
      const segments = split(routePath);
      const tokens = new Set(
        segments.flatMap((segment, i) => (/^:.*token/i.test(segment) ? [i] : [])),
      );
      if (tokens.size > 0) templates.push({ segments, tokens });
    },
    redact(url: string): string {
      const cut = url.search(/[?#]/);
      const path = cut === -1 ? url : url.slice(0, cut);
      // Browsers never send a fragment; whatever follows one is dropped with it.
      const rest = cut === -1 ? '' : redactQuery(url.slice(cut + 1).split('#')[0] ?? '');
      const segments = split(path);
      const template = templates.find(
        (t) =>
          t.segments.length === segments.length &&
          t.segments.every((s, i) => s.startsWith(':') || s === segments[i]),
      );
      if (!template) return path + rest;
      const safe = segments.map((s, i) => (template.tokens.has(i) ? REDACTED : s)).join('/');
      return safe + (path.endsWith('/') ? '/' : '') + rest;
    },
  };
}

/** The `req` serializer: Fastify's default fields, with the URL's tokens replaced. */
export function requestSerializer(redactor: ReturnType<typeof createUrlRedactor>) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: redactor.redact(request.url),
    host: request.host,
    remoteAddress: request.clientAddress,
    remotePort: request.socket.remotePort,
  });
}
