/**
 * The typed Prodigi Print API v4 client. Each call has a timeout; only safe calls are retried
 * (GETs, quotes, and order creation when it carries an `idempotencyKey`, which Prodigi
 * deduplicates); outcomes are compared ignoring case; HTTP errors, soft 200 failures, timeouts
 * and network errors all become one `ProdigiError`; money comes back as integer minor units.
 */
import { ProdigiError, isRetryableStatus, parseErrorBody } from './errors';
import { convertCosts, moneyToCost, type WithMoney } from './money';
import { canonicalOutcome, isOneOf } from './outcomes';
import type {
  ActionResult,
  CreateOrderRequest,
  ListOrdersQuery,
  Order,
  OrderList,
  OrderResult,
  ProductResult,
  QuoteResult,
  ShipmentUpdateOutcome,
} from './types';
import type {
  OrderActions,
  ProdigiFailures,
  QuoteRequest,
  RecipientIn,
  ShippingMethod,
  ShipmentUpdateResult,
  WireCreateOrderRequest,
  WireOrder,
} from './wire-types';

export type ProdigiEnvironment = 'sandbox' | 'live';

const baseUrls: Record<ProdigiEnvironment, string> = {
  sandbox: 'https://api.sandbox.prodigi.com/v4.0',
  live: 'https://api.prodigi.com/v4.0',
};

export function prodigiBaseUrl(environment: ProdigiEnvironment): string {
  return baseUrls[environment];
}

export interface ProdigiClientOptions {
  apiKey: string;
  /** e.g. prodigiBaseUrl('sandbox'), or a simulator's `baseUrl` (…/v4.0). */
  baseUrl: string;
  /** Per attempt, body included. Default 30 s. */
  timeoutMs?: number;
  /** Further attempts after the first, for retry-safe calls only. Default 2. */
  retries?: number;
  /** First backoff delay; doubles per attempt, with jitter. Default 300 ms. */
  retryDelayMs?: number;
  /** Longest wait between attempts, `Retry-After` included. Default 10 s. */
  maxRetryDelayMs?: number;
  fetch?: typeof fetch;
}

export interface ProdigiClient {
  products: { get(sku: string): Promise<ProductResult> };
  quotes: { create(request: QuoteRequest): Promise<QuoteResult> };
  orders: {
    create(request: CreateOrderRequest): Promise<OrderResult>;
    get(orderId: string): Promise<Order>;
    list(query?: ListOrdersQuery): Promise<OrderList>;
    actions(orderId: string): Promise<OrderActions>;
    cancel(orderId: string): Promise<ActionResult>;
    updateShippingMethod(orderId: string, method: ShippingMethod): Promise<ShipmentUpdateOutcome>;
    updateRecipient(orderId: string, recipient: RecipientIn): Promise<ShipmentUpdateOutcome>;
    updateMetadata(orderId: string, metadata: Record<string, unknown>): Promise<ActionResult>;
  };
}

interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  query?: URLSearchParams;
  body?: unknown;
  /** Success outcomes; any other outcome, even with HTTP 200, is a failure. */
  expect: readonly string[];
  /** Whether repeating the call can do no harm. */
  retrySafe: boolean;
}

interface Envelope {
  outcome: string;
  traceParent?: string;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

export function createProdigiClient(options: ProdigiClientOptions): ProdigiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 10_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  // Kept in a closure, never on an object that could be logged or serialized.
  const apiKey = options.apiKey;

  async function attempt(spec: CallSpec, operation: string): Promise<Envelope> {
    const url = `${baseUrl}${spec.path}${spec.query?.size ? `?${spec.query.toString()}` : ''}`;
    const headers: Record<string, string> = { 'X-API-Key': apiKey, Accept: 'application/json' };
    let body: string | undefined;
    if (spec.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { method: spec.method, headers, body, signal });
      text = await response.text();
    } catch (error) {
      const timedOut = isTimeout(error) || signal.aborted;
      throw new ProdigiError({
        outcome: timedOut ? 'Timeout' : 'NetworkError',
        httpStatus: null,
        retryable: true,
        operation,
        // The cause of a network error names the host, never the request headers.
        cause: error,
      });
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const error = parseErrorBody(response.status, json, operation);
      const wait = retryAfterMs(response);
      if (wait !== null) retryAfter.set(error, wait);
      throw error;
    }
    if (!isRecord(json) || typeof json.outcome !== 'string') {
      throw new ProdigiError({
        outcome: 'InvalidResponse',
        httpStatus: response.status,
        retryable: false,
        operation,
      });
    }
    const envelope = json as Envelope;
    if (!isOneOf(envelope.outcome, spec.expect)) {
      // Soft failures (FailedToCancel, ActionNotAvailable, …) arrive as HTTP 200.
      throw new ProdigiError({
        outcome: canonicalOutcome(envelope.outcome),
        httpStatus: response.status,
        failures: isRecord(envelope.failures) ? (envelope.failures as ProdigiFailures) : {},
        traceParent: envelope.traceParent ?? null,
        retryable: false,
        operation,
        body: envelope,
      });
    }
    return envelope;
  }

  const retryAfter = new WeakMap<ProdigiError, number>();

  async function call(spec: CallSpec): Promise<Envelope> {
    const operation = `${spec.method} ${spec.path}`;
    for (let attemptNumber = 0; ; attemptNumber++) {
      try {
        return await attempt(spec, operation);
      } catch (error) {
        const canRetry =
          spec.retrySafe &&
          attemptNumber < retries &&
          error instanceof ProdigiError &&
          error.retryable;
        if (!canRetry) throw error;
        const backoff = retryDelayMs * 2 ** attemptNumber * (1 + Math.random() * 0.5);
        await sleep(Math.min(maxRetryDelayMs, retryAfter.get(error) ?? backoff));
      }
    }
  }

  function converted<T>(value: T, operation: string): WithMoney<T> {
    try {
      return convertCosts(value);
    } catch (error) {
      throw new ProdigiError({
        outcome: 'InvalidResponse',
        httpStatus: 200,
        operation,
        cause: error,
      });
    }
  }

  function orderPath(orderId: string, suffix = ''): string {
    return `/orders/${encodeURIComponent(orderId)}${suffix}`;
  }

  function traceOf(envelope: Envelope): string | null {
    return typeof envelope.traceParent === 'string' ? envelope.traceParent : null;
  }

  function toWireOrder(request: CreateOrderRequest): WireCreateOrderRequest {
    return {
      ...request,
      items: request.items.map(({ recipientCost, ...item }) =>
        recipientCost ? { ...item, recipientCost: moneyToCost(recipientCost) } : item,
      ),
    };
  }

  async function action(
    orderId: string,
    name: string,
    body: unknown,
  ): Promise<{ envelope: Envelope; order: Order }> {
    const path = orderPath(orderId, `/actions/${name}`);
    const envelope = await call({
      method: 'POST',
      path,
      body,
      expect: name === 'cancel' ? ['Cancelled'] : ['Updated'],
      retrySafe: false,
    });
    return { envelope, order: converted(envelope.order as WireOrder, `POST ${path}`) };
  }

  function updateResults(envelope: Envelope): ShipmentUpdateResult[] {
    const list = envelope.shipmentUpdateResults ?? envelope.shippingUpdateResults;
    return Array.isArray(list) ? (list as ShipmentUpdateResult[]) : [];
  }

  return {
    products: {
      async get(sku) {
        const path = `/products/${encodeURIComponent(sku)}`;
        const envelope = await call({ method: 'GET', path, expect: ['Ok'], retrySafe: true });
        return converted(envelope.product as ProductResult, `GET ${path}`);
      },
    },
    quotes: {
      async create(request) {
        // A quote creates nothing that lasts, so repeating it is as safe as a GET.
        const envelope = await call({
          method: 'POST',
          path: '/quotes',
          body: request,
          expect: ['Created', 'CreatedWithIssues', 'Ok'],
          retrySafe: true,
        });
        const quotes = converted(envelope.quotes ?? [], 'POST /quotes') as QuoteResult['quotes'];
        const issues = Array.isArray(envelope.issues)
          ? (envelope.issues as QuoteResult['issues'])
          : [];
        return {
          outcome: canonicalOutcome(envelope.outcome),
          issues,
          quotes,
          traceParent: traceOf(envelope),
        };
      },
    },
    orders: {
      async create(request) {
        const envelope = await call({
          method: 'POST',
          path: '/orders',
          body: toWireOrder(request),
          expect: ['Created', 'CreatedWithIssues', 'OnHold', 'AlreadyExists'],
          // Without a key Prodigi has no duplicate check: a retry could make a second order.
          retrySafe: typeof request.idempotencyKey === 'string' && request.idempotencyKey !== '',
        });
        const order = isRecord(envelope.order)
          ? converted(envelope.order as unknown as WireOrder, 'POST /orders')
          : null;
        // A paused account answers OnHold with "only the order ID", in a field not yet confirmed.
        const bareId =
          typeof envelope.id === 'string'
            ? envelope.id
            : typeof envelope.orderId === 'string'
              ? envelope.orderId
              : null;
        return {
          outcome: canonicalOutcome(envelope.outcome),
          order,
          orderId: order?.id ?? bareId,
          traceParent: traceOf(envelope),
        };
      },
      async get(orderId) {
        const path = orderPath(orderId);
        const envelope = await call({ method: 'GET', path, expect: ['Ok'], retrySafe: true });
        return converted(envelope.order as WireOrder, `GET ${path}`);
      },
      async list(query = {}) {
        const params = new URLSearchParams();
        if (query.top !== undefined) params.set('top', String(query.top));
        if (query.skip !== undefined) params.set('skip', String(query.skip));
        if (query.status) params.set('status', query.status);
        if (query.createdFrom) params.set('createdFrom', toIso(query.createdFrom));
        if (query.createdTo) params.set('createdTo', toIso(query.createdTo));
        // Repeated keys: the ASP.NET host binds them to an array.
        for (const id of query.orderIds ?? []) params.append('orderIds', id);
        for (const ref of query.merchantReferences ?? []) params.append('merchantReferences', ref);
        const envelope = await call({
          method: 'GET',
          path: '/orders',
          query: params,
          expect: ['Ok'],
          retrySafe: true,
        });
        return {
          orders: converted((envelope.orders ?? []) as WireOrder[], 'GET /orders'),
          hasMore: envelope.hasMore === true,
          nextUrl: typeof envelope.nextUrl === 'string' ? envelope.nextUrl : null,
          traceParent: traceOf(envelope),
        };
      },
      async actions(orderId) {
        const path = orderPath(orderId, '/actions');
        const envelope = await call({ method: 'GET', path, expect: ['Ok'], retrySafe: true });
        return {
          cancel: envelope.cancel,
          changeRecipientDetails: envelope.changeRecipientDetails,
          changeShippingMethod: envelope.changeShippingMethod,
          changeMetaData: envelope.changeMetaData,
        } as OrderActions;
      },
      async cancel(orderId) {
        const { envelope, order } = await action(orderId, 'cancel', undefined);
        return {
          outcome: canonicalOutcome(envelope.outcome),
          order,
          traceParent: traceOf(envelope),
        };
      },
      async updateShippingMethod(orderId, shippingMethod) {
        const { envelope, order } = await action(orderId, 'updateShippingMethod', {
          shippingMethod,
        });
        return {
          outcome: canonicalOutcome(envelope.outcome),
          order,
          shipmentUpdateResults: updateResults(envelope),
          traceParent: traceOf(envelope),
        };
      },
      async updateRecipient(orderId, recipient) {
        // The bare Recipient object, whatever the docs table says about a wrapper.
        const { envelope, order } = await action(orderId, 'updateRecipient', recipient);
        return {
          outcome: canonicalOutcome(envelope.outcome),
          order,
          shipmentUpdateResults: updateResults(envelope),
          traceParent: traceOf(envelope),
        };
      },
      async updateMetadata(orderId, metadata) {
        const { envelope, order } = await action(orderId, 'updateMetadata', { metadata });
        return {
          outcome: canonicalOutcome(envelope.outcome),
          order,
          traceParent: traceOf(envelope),
        };
      },
    },
  };
}

export { isRetryableStatus };

/** `"Yes"` (any casing) → true. */
export function isAvailable(flag: { isAvailable: string } | undefined): boolean {
  return flag?.isAvailable.toLowerCase() === 'yes';
}
