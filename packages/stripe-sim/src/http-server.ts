/**
 * The simulator's HTTP face on node:http: Stripe's `/v1` routes with form-encoded bodies, the
 * `Bearer` key check, idempotent replay, CORS for the browser's confirmation, the 3-D Secure
 * page, and the simulator-only control routes under `/__sim/` for tests in another process.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { challengePage, challengeStyles, notFoundPage, resultPage } from './challenge-page';
import {
  apiVersion,
  randomId,
  type Answer,
  type RequestContext,
  type SimulatorEngine,
} from './engine';
import { SimulatorError, authenticationError, idempotencyError, invalidRequest } from './errors';
import { FormError, canonicalForm, parseForm, type FormObject } from './form';

const maxBodyBytes = 256 * 1024;

type Handler = (ctx: { id: string; params: FormObject; context: RequestContext }) => Answer;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** Open to a publishable key (with the PaymentIntent's client secret). */
  publishable?: boolean;
  handle: Handler;
}

function routes(engine: SimulatorEngine): Route[] {
  const id = '([^/]+)';
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (c) => engine.createPaymentIntent(c.params, c.context),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents$/,
      handle: (c) => engine.listPaymentIntents(c.params, c.context),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/payment_intents/${id}$`),
      publishable: true,
      handle: (c) => engine.retrievePaymentIntent(c.id, c.params, c.context),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/payment_intents/${id}$`),
      handle: (c) => engine.updatePaymentIntent(c.id, c.params, c.context),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/payment_intents/${id}/confirm$`),
      publishable: true,
      handle: (c) => engine.confirmPaymentIntent(c.id, c.params, c.context),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/payment_intents/${id}/cancel$`),
      handle: (c) => engine.cancelPaymentIntent(c.id, c.params, c.context),
    },
    { method: 'GET', pattern: /^\/v1\/charges$/, handle: (c) => engine.listCharges(c.params) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/charges/${id}$`),
      handle: (c) => engine.retrieveCharge(c.id),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (c) => engine.createRefund(c.params, c.context),
    },
    { method: 'GET', pattern: /^\/v1\/refunds$/, handle: (c) => engine.listRefunds(c.params) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/refunds/${id}$`),
      handle: (c) => engine.retrieveRefund(c.id),
    },
    { method: 'GET', pattern: /^\/v1\/events$/, handle: (c) => engine.listEvents(c.params) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/events/${id}$`),
      handle: (c) => engine.retrieveEvent(c.id),
    },
  ];
}

export interface SimulatorControl {
  reset(): Promise<void>;
  setFaults(faults: unknown): void;
  faults(): unknown;
  setWebhook(endpoint: unknown): void;
  deliveries(): Promise<unknown>;
  authenticate(intentId: string, outcome: 'complete' | 'fail'): unknown;
}

export interface HttpOptions {
  secretKeys: ReadonlySet<string>;
  publishableKey: string;
  /** Origins allowed to call `/v1` from a browser; '*' allows any. */
  corsOrigins: readonly string[] | '*';
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBodyBytes) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, answer: Answer, extra: Record<string, string> = {}) {
  const text = JSON.stringify(answer.body, null, 2);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache, no-store',
    ...extra,
    ...answer.headers,
  });
  response.end(text);
}

function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  formTargets: string[] = [],
) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(html);
}

function errorAnswer(error: SimulatorError): Answer {
  return { status: error.status, body: { error: error.body } };
}

function bearerKey(request: IncomingMessage): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

function maskedKey(key: string) {
  return `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}

export function createSimulatorServer(
  engine: SimulatorEngine,
  control: SimulatorControl,
  options: HttpOptions,
): Server {
  const table = routes(engine);

  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return {};
    const allowed = options.corsOrigins === '*' || options.corsOrigins.includes(origin);
    if (!allowed) return {};
    return {
      'Access-Control-Allow-Origin': options.corsOrigins === '*' ? '*' : origin,
      'Access-Control-Expose-Headers':
        'Request-Id, Idempotency-Key, Idempotent-Replayed, Stripe-Version',
      Vary: 'Origin',
    };
  }

  async function api(
    request: IncomingMessage,
    url: URL,
    raw: string,
    requestId: string,
  ): Promise<Answer> {
    const method = request.method ?? 'GET';
    let params: FormObject;
    try {
      params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
    } catch (error) {
      if (error instanceof FormError)
        throw invalidRequest(error.message, 'parameter_invalid_empty');
      throw error;
    }
    const matches = table.filter((route) => route.pattern.test(url.pathname));
    const route = matches.find((candidate) => candidate.method === method);
    if (!route) {
      throw new SimulatorError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    }

    // Stripe.js sends the publishable key as `key` in the body; the SDK sends a Bearer header.
    const bodyKey = typeof params.key === 'string' ? params.key : null;
    const key = bearerKey(request) ?? bodyKey;
    if (key === null) {
      throw authenticationError(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    let keyKind: RequestContext['keyKind'];
    if (key.startsWith('sk_test_') && options.secretKeys.has(key)) keyKind = 'secret';
    else if (key === options.publishableKey) keyKind = 'publishable';
    else throw authenticationError(`Invalid API Key provided: ${maskedKey(key)}`);
    if (keyKind === 'publishable' && !route.publishable) {
      throw authenticationError(
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
      );
    }
    delete params.key;

    const headerKey = request.headers['idempotency-key'];
    const idempotencyKey =
      method === 'POST' && typeof headerKey === 'string' && headerKey !== '' ? headerKey : null;
    if (idempotencyKey !== null && idempotencyKey.length > 255) {
      throw invalidRequest(
        'Idempotency-Key must be at most 255 characters long.',
        undefined,
        'Idempotency-Key',
      );
    }
    const context: RequestContext = { keyKind, requestId, idempotencyKey };
    const captured = route.pattern.exec(url.pathname)?.[1];
    const id = captured ? decodeURIComponent(captured) : '';

    if (idempotencyKey === null) return run(route, id, params, context);
    // The state file keeps a digest of the API key, never the key itself.
    const scope = `${createHash('sha256').update(key).digest('hex').slice(0, 32)}:${idempotencyKey}`;
    const fingerprint = `${method} ${url.pathname} ${canonicalForm(params)}`;
    const stored = engine.findIdempotent(scope);
    if (stored) {
      if (stored.request !== fingerprint) throw idempotencyError();
      return {
        status: stored.status,
        body: stored.body,
        headers: { 'Idempotent-Replayed': 'true' },
      };
    }
    const answer = run(route, id, params, context);
    // Stripe saves results once the endpoint ran: successes and card declines, not rejections.
    if (answer.status === 200 || answer.status === 402)
      engine.saveIdempotent(scope, fingerprint, answer);
    return answer;
  }

  function run(route: Route, id: string, params: FormObject, context: RequestContext): Answer {
    try {
      return route.handle({ id, params, context });
    } catch (error) {
      if (error instanceof SimulatorError) return errorAnswer(error);
      throw error;
    } finally {
      engine.commit();
    }
  }

  async function handleControl(request: IncomingMessage, url: URL, raw: string): Promise<Answer> {
    const method = request.method ?? 'GET';
    let body: unknown;
    try {
      body = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      return { status: 400, body: { error: 'invalid_json' } };
    }
    const path = url.pathname;
    if (path === '/__sim/reset' && method === 'POST') {
      await control.reset();
      return { status: 200, body: { reset: true } };
    }
    if (path === '/__sim/faults' && method === 'GET')
      return { status: 200, body: { faults: control.faults() } };
    if (path === '/__sim/faults' && (method === 'POST' || method === 'PUT')) {
      control.setFaults(body);
      return { status: 200, body: { faults: control.faults() } };
    }
    if (path === '/__sim/webhook' && (method === 'POST' || method === 'PUT')) {
      control.setWebhook(body);
      return { status: 200, body: { ok: true } };
    }
    if (path === '/__sim/deliveries' && method === 'GET') {
      return { status: 200, body: { deliveries: await control.deliveries() } };
    }
    const auth = /^\/__sim\/payment_intents\/([^/]+)\/authenticate$/.exec(path);
    if (auth && method === 'POST') {
      const outcome = (body as { outcome?: unknown }).outcome;
      if (outcome !== 'complete' && outcome !== 'fail') {
        return { status: 400, body: { error: 'outcome must be complete or fail' } };
      }
      try {
        return {
          status: 200,
          body: control.authenticate(decodeURIComponent(auth[1] ?? ''), outcome),
        };
      } catch (error) {
        if (error instanceof SimulatorError) return errorAnswer(error);
        throw error;
      }
    }
    return { status: 404, body: { error: 'not_found' } };
  }

  /** The 3-D Secure page and its two buttons. */
  function challenge(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    raw: string,
    requestId: string,
  ) {
    const match = /^\/3ds\/([^/]+)(?:\/(complete|fail))?$/.exec(url.pathname);
    const intentId = decodeURIComponent(match?.[1] ?? '');
    const action = match?.[2] as 'complete' | 'fail' | undefined;
    const method = request.method ?? 'GET';
    const clientSecret = (method === 'GET' ? url.searchParams : new URLSearchParams(raw)).get(
      'client_secret',
    );
    const found = clientSecret ? engine.challenge(intentId, clientSecret) : null;
    const returnOrigin = found?.returnUrl ? new URL(found.returnUrl).origin : null;
    if (
      found?.intent.status !== 'requires_action' ||
      (method === 'GET') !== (action === undefined)
    ) {
      sendHtml(response, 404, notFoundPage());
      return;
    }
    if (method === 'GET') {
      const { intent } = found;
      sendHtml(
        response,
        200,
        challengePage({
          intentId,
          clientSecret: intent.client_secret,
          amount: intent.amount,
          currency: intent.currency,
        }),
        returnOrigin ? [returnOrigin] : [],
      );
      return;
    }
    if (method !== 'POST' || !action) {
      sendHtml(response, 404, notFoundPage());
      return;
    }
    const context: RequestContext = { keyKind: 'publishable', requestId, idempotencyKey: null };
    let intent;
    try {
      intent = engine.authenticate(intentId, action, context);
    } finally {
      engine.commit();
    }
    if (!found.returnUrl) {
      sendHtml(response, 200, resultPage(intent.status === 'succeeded'));
      return;
    }
    // Where Stripe sends the customer back: the same three parameters Stripe.js's redirect adds.
    const target = new URL(found.returnUrl);
    target.searchParams.set('payment_intent', intent.id);
    target.searchParams.set('payment_intent_client_secret', intent.client_secret);
    target.searchParams.set(
      'redirect_status',
      intent.status === 'succeeded' ? 'succeeded' : 'failed',
    );
    response.writeHead(303, {
      Location: target.toString(),
      'Cache-Control': 'no-store',
      'Content-Length': 0,
    });
    response.end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const method = request.method ?? 'GET';
    const requestId = randomId('req_', 14);
    const raw = await readBody(request);
    if (raw === null) {
      sendJson(
        response,
        errorAnswer(invalidRequest('Request body too large.')),
        corsHeaders(request),
      );
      return;
    }
    if (url.pathname === '/3ds.css' && method === 'GET') {
      response.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'max-age=3600',
      });
      response.end(challengeStyles);
      return;
    }
    if (url.pathname.startsWith('/3ds/')) {
      challenge(request, response, url, raw, requestId);
      return;
    }
    if (url.pathname.startsWith('/__sim/')) {
      sendJson(response, await handleControl(request, url, raw));
      return;
    }
    const cors = corsHeaders(request);
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        ...(cors['Access-Control-Allow-Origin']
          ? {
              'Access-Control-Allow-Methods': 'GET, POST',
              'Access-Control-Allow-Headers':
                'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
              'Access-Control-Max-Age': '600',
            }
          : {}),
      });
      response.end();
      return;
    }
    let answer: Answer;
    try {
      answer = await api(request, url, raw, requestId);
    } catch (error) {
      if (!(error instanceof SimulatorError)) throw error;
      answer = errorAnswer(error);
    }
    const headerKey = request.headers['idempotency-key'];
    sendJson(response, answer, {
      ...cors,
      'Request-Id': requestId,
      'Stripe-Version':
        typeof request.headers['stripe-version'] === 'string'
          ? request.headers['stripe-version']
          : apiVersion,
      ...(typeof headerKey === 'string' && method === 'POST'
        ? { 'Idempotency-Key': headerKey }
        : {}),
    });
  }

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('stripe simulator:', error);
      if (!response.headersSent) {
        sendJson(
          response,
          { status: 500, body: { error: { type: 'api_error', message: 'Simulator failure.' } } },
          {
            'Stripe-Should-Retry': 'false',
          },
        );
      } else response.end();
    });
  });
}
