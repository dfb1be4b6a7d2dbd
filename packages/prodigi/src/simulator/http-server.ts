/**
 * The simulator's HTTP face on node:http: Prodigi's routes under /v4.0 (case-insensitive, as the
 * ASP.NET host routes them), the key check, content-type and JSON errors, fault knobs, and the
 * simulator-only control routes under /__sim/ for tests in another process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { traceParent, validationFailed, type Answer, type SimulatorEngine } from './engine';
import { Failures } from './validation';

const maxBodyBytes = 2 * 1024 * 1024;

type Handler = (ctx: {
  apiKey: string;
  params: string[];
  body: unknown;
  query: URLSearchParams;
}) => Answer;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: Handler;
}

function routes(engine: SimulatorEngine): Route[] {
  const id = '([^/]+)';
  const param = (params: string[], index: number) => decodeURIComponent(params[index] ?? '');
  return [
    { method: 'POST', pattern: /^\/orders$/, handle: (c) => engine.createOrder(c.apiKey, c.body) },
    { method: 'GET', pattern: /^\/orders$/, handle: (c) => engine.listOrders(c.apiKey, c.query) },
    {
      method: 'GET',
      pattern: new RegExp(`^/orders/${id}$`),
      handle: (c) => engine.getOrder(c.apiKey, param(c.params, 0)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/orders/${id}/actions$`),
      handle: (c) => engine.getActions(c.apiKey, param(c.params, 0)),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/orders/${id}/actions/cancel$`),
      handle: (c) => engine.cancel(c.apiKey, param(c.params, 0)),
    },
    {
      // The docs' curl sample says updateShipping: both are accepted.
      method: 'POST',
      pattern: new RegExp(`^/orders/${id}/actions/updateshipping(?:method)?$`),
      handle: (c) => engine.updateShippingMethod(c.apiKey, param(c.params, 0), c.body),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/orders/${id}/actions/updaterecipient$`),
      handle: (c) => engine.updateRecipient(c.apiKey, param(c.params, 0), c.body),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/orders/${id}/actions/updatemetadata$`),
      handle: (c) => engine.updateMetadata(c.apiKey, param(c.params, 0), c.body),
    },
    { method: 'POST', pattern: /^\/quotes$/, handle: (c) => engine.createQuote(c.body) },
    {
      // No seed product is a book, so none needs a spine.
      method: 'POST',
      pattern: /^\/products\/spine$/,
      handle: () => ({
        status: 404,
        body: {
          outcome: 'EntityNotFound',
          message: 'Requested product does not require a spine asset',
          traceParent: traceParent(),
        },
      }),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/products/${id}$`),
      handle: (c) => engine.getProduct(param(c.params, 0)),
    },
  ];
}

function send(response: ServerResponse, answer: Answer) {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    Server: 'Kestrel',
    ...answer.headers,
  });
  response.end(text);
}

function outcomeOnly(status: number, outcome: string): Answer {
  return { status, body: { outcome, traceParent: traceParent() } };
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

function faultAnswer(status: number): Answer {
  if (status === 500) return outcomeOnly(500, 'InternalServerError');
  // Gateways and throttling answer with the documented base error object.
  const statusText =
    {
      429: 'Too Many Requests',
      502: 'Bad Gateway',
      503: 'Service Unavailable',
      504: 'Gateway Timeout',
    }[status] ?? 'Error';
  return {
    status,
    body: { statusText, statusCode: status, data: {}, traceParent: traceParent() },
    headers: status === 429 || status === 503 ? { 'Retry-After': '1' } : {},
  };
}

export interface SimulatorControl {
  advanceOrder(orderId: string): Promise<unknown>;
  advanceClock(ms: number): Promise<void>;
  now(): Date;
  setFaults(faults: Record<string, unknown>): void;
  faults(): unknown;
  reset(): void;
  callbacks(): unknown;
  flushCallbacks(): Promise<void>;
}

async function handleControl(
  control: SimulatorControl,
  method: string,
  path: string,
  body: unknown,
): Promise<Answer> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const advance = /^\/__sim\/orders\/([^/]+)\/advance$/.exec(path);
  if (method === 'POST' && advance) {
    const order = await control.advanceOrder(decodeURIComponent(advance[1] ?? ''));
    return order ? { status: 200, body: { order } } : { status: 404, body: { error: 'not_found' } };
  }
  if (path === '/__sim/clock' && method === 'GET') {
    return { status: 200, body: { now: control.now().toISOString() } };
  }
  if (path === '/__sim/clock/advance' && method === 'POST') {
    const ms = Number(record.ms);
    if (!Number.isFinite(ms) || ms < 0) return { status: 400, body: { error: 'ms must be ≥ 0' } };
    await control.advanceClock(ms);
    return { status: 200, body: { now: control.now().toISOString() } };
  }
  if (path === '/__sim/faults' && (method === 'POST' || method === 'PUT')) {
    control.setFaults(record);
    return { status: 200, body: { faults: control.faults() } };
  }
  if (path === '/__sim/reset' && method === 'POST') {
    control.reset();
    return { status: 200, body: { reset: true } };
  }
  if (path === '/__sim/callbacks' && method === 'GET') {
    await control.flushCallbacks();
    return { status: 200, body: { deliveries: control.callbacks() } };
  }
  return { status: 404, body: { error: 'not_found' } };
}

export function createSimulatorServer(
  engine: SimulatorEngine,
  apiKeys: ReadonlySet<string>,
  control: SimulatorControl,
): Server {
  const table = routes(engine);
  const random = Math.random;

  /** The answer to a request; null leaves it unanswered (the hang fault). */
  async function answer(request: IncomingMessage): Promise<Answer | null> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    if (raw === null) return outcomeOnly(413, 'RequestEntityTooLarge');

    if (url.pathname.startsWith('/__sim/')) {
      let body: unknown;
      try {
        body = raw === '' ? {} : JSON.parse(raw);
      } catch {
        return { status: 400, body: { error: 'invalid_json' } };
      }
      return await handleControl(control, method, url.pathname, body);
    }

    const faults = engine.faults;
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if ((faults.hangNext ?? 0) > 0 || random() < (faults.timeoutRate ?? 0)) {
      if ((faults.hangNext ?? 0) > 0) faults.hangNext = (faults.hangNext ?? 1) - 1;
      return null; // Never answered; close() drops the connection.
    }
    if ((faults.failNext ?? 0) > 0 || random() < (faults.errorRate ?? 0)) {
      if ((faults.failNext ?? 0) > 0) faults.failNext = (faults.failNext ?? 1) - 1;
      return faultAnswer(faults.errorStatus ?? 500);
    }

    const apiKey = request.headers['x-api-key'];
    if (typeof apiKey !== 'string' || !apiKeys.has(apiKey)) {
      return outcomeOnly(401, 'NotAuthenticated');
    }

    const prefix = /^\/v4\.0(\/.*)$/i.exec(url.pathname);
    const path = prefix?.[1]?.toLowerCase().replace(/\/+$/, '') ?? null;
    const matches = path === null ? [] : table.filter((route) => route.pattern.test(path));
    if (matches.length === 0) return outcomeOnly(404, 'EndpointDoesNotExist');
    const route = matches.find((candidate) => candidate.method === method);
    if (!route) return outcomeOnly(405, 'MethodNotAllowed');

    let body: unknown = undefined;
    if (method === 'POST' && raw.trim() !== '') {
      const type = request.headers['content-type'] ?? '';
      if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
        return outcomeOnly(415, 'InvalidContentType');
      }
      try {
        body = JSON.parse(raw);
      } catch {
        const failures = new Failures();
        failures.add('$', 'InvalidJson', null);
        return validationFailed(failures);
      }
    }
    // Ids and SKUs are matched ignoring case too, so the lowered path serves for both.
    const captured = route.pattern.exec(path ?? '')?.slice(1) ?? [];
    return route.handle({ apiKey, params: captured, body, query: url.searchParams });
  }

  const server = createServer((request, response) => {
    answer(request).then(
      (result) => {
        if (result) send(response, result);
      },
      (error: unknown) => {
        console.error('prodigi simulator:', error);
        if (!response.headersSent) send(response, outcomeOnly(500, 'InternalServerError'));
      },
    );
  });
  return server;
}
