import { describe, expect, it } from 'vitest';
import { createProdigiClient, prodigiBaseUrl } from './client';
import { ProdigiError } from './errors';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fake `fetch` answering from a script, one entry per call; it records what it was sent. */
function scriptedFetch(script: (((seen: Seen) => Response | Promise<Response>) | Response)[]) {
  const calls: Seen[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const seen: Seen = {
      method: init?.method ?? 'GET',
      url: input instanceof Request ? input.url : input.toString(),
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    calls.push(seen);
    const next = script[calls.length - 1];
    if (!next) throw new Error(`unexpected call ${calls.length}`);
    if (typeof next === 'function') {
      return await new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        Promise.resolve(next(seen)).then(resolve, reject);
      });
    }
    return next;
  }) as typeof fetch;
  return { fetchImpl, calls };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const apiKey = 'test-key-0123456789-secret';
const order = {
  id: 'ord_58709319062424576',
  created: '2026-11-22T10:00:00.123Z',
  lastUpdated: '2026-11-22T10:00:00.4931606Z',
  callbackUrl: null,
  merchantReference: 'po-1',
  shippingMethod: 'Budget',
  idempotencyKey: 'po-1',
  status: {
    stage: 'InProgress',
    issues: [],
    details: {
      downloadAssets: 'Complete',
      printReadyAssetsPrepared: 'NotStarted',
      allocateProductionLocation: 'Complete',
      inProduction: 'NotStarted',
      shipping: 'NotStarted',
    },
  },
  charges: [
    {
      id: 'chg_1',
      prodigiInvoiceNumber: null,
      totalCost: { amount: '79.35', currency: 'GBP' },
      totalTax: { amount: '0.00', currency: 'GBP' },
      items: [
        {
          id: 'chi_1',
          itemId: 'ori_1',
          shipmentId: null,
          cost: { amount: '71.85', currency: 'GBP' },
        },
      ],
    },
  ],
  shipments: [],
  recipient: {
    name: 'Ana',
    email: null,
    phoneNumber: null,
    address: {
      line1: 'Calle Mayor 1',
      line2: null,
      postalOrZipCode: '28013',
      countryCode: 'ES',
      townOrCity: 'Madrid',
      stateOrCounty: null,
    },
  },
  items: [],
  packingSlip: null,
  metadata: null,
};

function client(fetchImpl: typeof fetch, extra: { timeoutMs?: number; retries?: number } = {}) {
  return createProdigiClient({
    apiKey,
    baseUrl: 'https://prodigi.test/v4.0/',
    fetch: fetchImpl,
    retryDelayMs: 1,
    ...extra,
  });
}

const createRequest = {
  shippingMethod: 'Budget' as const,
  recipient: {
    name: 'Ana',
    address: {
      line1: 'Calle Mayor 1',
      postalOrZipCode: '28013',
      countryCode: 'ES',
      townOrCity: 'Madrid',
    },
  },
  items: [
    {
      sku: 'GLOBAL-CAN-10X10',
      copies: 5,
      attributes: { wrap: 'Black' },
      recipientCost: { amountMinor: 2999, currency: 'EUR' },
      assets: [{ printArea: 'default', url: 'https://example.test/a.jpg' }],
    },
  ],
};

describe('createProdigiClient', () => {
  it('knows the two real base URLs', () => {
    expect(prodigiBaseUrl('sandbox')).toBe('https://api.sandbox.prodigi.com/v4.0');
    expect(prodigiBaseUrl('live')).toBe('https://api.prodigi.com/v4.0');
  });

  it('sends X-API-Key and JSON, and converts money to minor units on the way back', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(200, { outcome: 'created', order, traceParent: '00-x-y-00' }),
    ]);
    const result = await client(fetchImpl).orders.create(createRequest);
    expect(calls[0]?.url).toBe('https://prodigi.test/v4.0/orders');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['X-API-Key']).toBe(apiKey);
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    const sent = JSON.parse(calls[0]?.body ?? '{}') as typeof createRequest & {
      items: { recipientCost: unknown }[];
    };
    expect(sent.items[0]?.recipientCost).toEqual({ amount: '29.99', currency: 'EUR' });
    expect(result.outcome).toBe('Created');
    expect(result.orderId).toBe('ord_58709319062424576');
    expect(result.order?.charges[0]?.totalCost).toEqual({ amountMinor: 7935, currency: 'GBP' });
    expect(result.order?.charges[0]?.items[0]?.cost).toEqual({
      amountMinor: 7185,
      currency: 'GBP',
    });
    expect(result.traceParent).toBe('00-x-y-00');
  });

  it('accepts AlreadyExists as the order first created with that key', async () => {
    const { fetchImpl } = scriptedFetch([json(200, { outcome: 'AlreadyExists', order })]);
    const result = await client(fetchImpl).orders.create({
      ...createRequest,
      idempotencyKey: 'po-1',
    });
    expect(result.outcome).toBe('AlreadyExists');
    expect(result.order?.id).toBe(order.id);
  });

  it('accepts OnHold with only the order id (a paused account)', async () => {
    const { fetchImpl } = scriptedFetch([json(200, { outcome: 'OnHold', id: 'ord_9' })]);
    const result = await client(fetchImpl).orders.create(createRequest);
    expect(result).toMatchObject({ outcome: 'OnHold', order: null, orderId: 'ord_9' });
  });

  it('encodes list filters as repeated keys', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(200, {
        outcome: 'Ok',
        hasMore: true,
        nextUrl: 'https://x/v4.0/Orders?Top=2&Skip=2',
        orders: [order],
      }),
    ]);
    const list = await client(fetchImpl).orders.list({
      top: 2,
      status: 'inProgress',
      createdFrom: new Date('2026-11-01T00:00:00Z'),
      orderIds: ['ord_1', 'ord_2'],
      merchantReferences: ['po-1'],
    });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.searchParams.get('top')).toBe('2');
    expect(url.searchParams.get('status')).toBe('inProgress');
    expect(url.searchParams.get('createdFrom')).toBe('2026-11-01T00:00:00.000Z');
    expect(url.searchParams.getAll('orderIds')).toEqual(['ord_1', 'ord_2']);
    expect(url.searchParams.getAll('merchantReferences')).toEqual(['po-1']);
    expect(list.hasMore).toBe(true);
    expect(list.nextUrl).toBe('https://x/v4.0/Orders?Top=2&Skip=2');
    expect(list.orders[0]?.id).toBe(order.id);
  });

  it.each([
    ['cancel', 'FailedToCancel'],
    ['cancel', 'ActionNotAvailable'],
    ['updateShippingMethod', 'failedToUpdate'],
    ['updateShippingMethod', 'PartiallyUpdated'],
    ['updateMetadata', 'ActionNotAvailable'],
  ] as const)('treats %s answering HTTP 200 %s as a failure', async (action, outcome) => {
    const { fetchImpl, calls } = scriptedFetch([
      json(200, { outcome, order, traceParent: '00-s-t-00' }),
    ]);
    const orders = client(fetchImpl).orders;
    const call =
      action === 'cancel'
        ? orders.cancel(order.id)
        : action === 'updateShippingMethod'
          ? orders.updateShippingMethod(order.id, 'Express')
          : orders.updateMetadata(order.id, { a: 1 });
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProdigiError);
    const failure = error as ProdigiError;
    expect(failure.httpStatus).toBe(200);
    expect(failure.is(outcome)).toBe(true);
    expect(failure.retryable).toBe(false);
    expect(failure.traceParent).toBe('00-s-t-00');
    expect((failure.body as { order: { id: string } }).order.id).toBe(order.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain(`/orders/${order.id}/actions/${action}`);
  });

  it('sends no body on cancel and the bare recipient on updateRecipient', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(200, { outcome: 'Cancelled', order }),
      json(200, {
        outcome: 'Updated',
        shipmentUpdateResults: [{ shipmentId: 'shp_1', successful: true }],
        order,
      }),
      json(200, {
        outcome: 'Updated',
        shippingUpdateResults: [{ shipmentId: 'shp_1', successful: true }],
        order,
      }),
    ]);
    const orders = client(fetchImpl).orders;
    await orders.cancel(order.id);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    const recipient = await orders.updateRecipient(order.id, createRequest.recipient);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual(createRequest.recipient);
    expect(recipient.shipmentUpdateResults).toEqual([{ shipmentId: 'shp_1', successful: true }]);
    // The shipping answer names the list differently (catalogue-and-prints.md#order-actions).
    const shipping = await orders.updateShippingMethod(order.id, 'Express');
    expect(shipping.shipmentUpdateResults).toEqual([{ shipmentId: 'shp_1', successful: true }]);
  });

  it('treats an unexpected outcome on HTTP 200 as a failure', async () => {
    const { fetchImpl } = scriptedFetch([json(200, { outcome: 'Mystery', order })]);
    await expect(client(fetchImpl).orders.get(order.id)).rejects.toMatchObject({
      outcome: 'Mystery',
      httpStatus: 200,
    });
  });

  it('turns an amount it cannot keep exactly into InvalidResponse', async () => {
    const broken = {
      ...order,
      charges: [{ ...order.charges[0], totalCost: { amount: '1.234', currency: 'GBP' } }],
    };
    const { fetchImpl } = scriptedFetch([json(200, { outcome: 'Ok', order: broken })]);
    await expect(client(fetchImpl).orders.get(order.id)).rejects.toMatchObject({
      outcome: 'InvalidResponse',
    });
  });
});

describe('retries', () => {
  it('retries a GET answered 503, then succeeds', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(503, { statusText: 'Service Unavailable', statusCode: 503, data: {} }),
      json(502, undefined),
      json(200, { outcome: 'Ok', order }),
    ]);
    const got = await client(fetchImpl).orders.get(order.id);
    expect(got.id).toBe(order.id);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('gives up after the configured retries with the last error', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(500, { outcome: 'InternalServerError' }),
      json(500, { outcome: 'InternalServerError' }),
    ]);
    await expect(
      client(fetchImpl, { retries: 1 }).products.get('GLOBAL-CAN-10X10'),
    ).rejects.toMatchObject({
      outcome: 'InternalServerError',
      httpStatus: 500,
      retryable: true,
    });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(404, { outcome: 'EntityNotFound' })]);
    await expect(client(fetchImpl).orders.get('ord_404')).rejects.toMatchObject({
      outcome: 'EntityNotFound',
    });
    expect(calls).toHaveLength(1);
  });

  it('does NOT retry POST /orders without an idempotencyKey', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(503, { statusText: 'Service Unavailable', statusCode: 503, data: {} }),
      json(200, { outcome: 'Created', order }),
    ]);
    await expect(client(fetchImpl).orders.create(createRequest)).rejects.toMatchObject({
      httpStatus: 503,
    });
    expect(calls).toHaveLength(1);
  });

  it('retries POST /orders carrying an idempotencyKey, with the same key', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(500, { outcome: 'InternalServerError' }),
      json(200, { outcome: 'AlreadyExists', order }),
    ]);
    const result = await client(fetchImpl).orders.create({
      ...createRequest,
      idempotencyKey: 'po-1',
    });
    expect(result.outcome).toBe('AlreadyExists');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toMatchObject({ idempotencyKey: 'po-1' });
  });

  it('does not retry actions', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(500, { outcome: 'InternalServerError' })]);
    await expect(client(fetchImpl).orders.cancel(order.id)).rejects.toMatchObject({
      httpStatus: 500,
    });
    expect(calls).toHaveLength(1);
  });

  it('waits as long as Retry-After says (within the cap)', async () => {
    const { fetchImpl, calls } = scriptedFetch([
      json(
        429,
        { statusText: 'Too Many Requests', statusCode: 429, data: {} },
        { 'Retry-After': '0.2' },
      ),
      json(200, { outcome: 'Ok', order }),
    ]);
    const started = Date.now();
    await client(fetchImpl).orders.get(order.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(calls).toHaveLength(2);
  });
});

describe('timeouts and network errors', () => {
  const never = () => new Promise<Response>(() => undefined);

  it('times out every call as Timeout, and retries a GET after one', async () => {
    const { fetchImpl, calls } = scriptedFetch([never, json(200, { outcome: 'Ok', order })]);
    const got = await client(fetchImpl, { timeoutMs: 50 }).orders.get(order.id);
    expect(got.id).toBe(order.id);
    expect(calls).toHaveLength(2);
  });

  it('reports Timeout with no HTTP status when every attempt hangs', async () => {
    const { fetchImpl, calls } = scriptedFetch([never, never]);
    const error = await client(fetchImpl, { timeoutMs: 30, retries: 1 })
      .orders.get(order.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProdigiError);
    expect(error).toMatchObject({ outcome: 'Timeout', httpStatus: null, retryable: true });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a timed-out cancel (it may have happened)', async () => {
    const { fetchImpl, calls } = scriptedFetch([never]);
    await expect(
      client(fetchImpl, { timeoutMs: 30 }).orders.cancel(order.id),
    ).rejects.toMatchObject({
      outcome: 'Timeout',
    });
    expect(calls).toHaveLength(1);
  });

  it('reports NetworkError, and never carries the API key', async () => {
    const { fetchImpl } = scriptedFetch([
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new TypeError('fetch failed')),
    ]);
    const error = (await client(fetchImpl)
      .orders.get(order.id)
      .catch((e: unknown) => e)) as ProdigiError;
    expect(error.outcome).toBe('NetworkError');
    expect(error.operation).toBe(`GET /orders/${order.id}`);
    const everything = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)} ${String(error.cause)}`;
    expect(everything).not.toContain(apiKey);
  });

  it('keeps the API key out of validation errors too', async () => {
    const { fetchImpl } = scriptedFetch([
      json(400, {
        outcome: 'ValidationFailed',
        failures: { items: [{ code: 'Required', providedValue: null }] },
      }),
    ]);
    const error = (await client(fetchImpl)
      .quotes.create({ destinationCountryCode: 'ES', items: [] })
      .catch((e: unknown) => e)) as ProdigiError;
    expect(error.codesAt('items')).toEqual(['Required']);
    expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(apiKey);
  });
});
