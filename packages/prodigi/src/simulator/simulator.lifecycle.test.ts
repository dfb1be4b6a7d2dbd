/**
 * Contract tests, part 2: an order's life in the simulator. Real asset downloads from a local
 * server, stages on the stepped clock, CloudEvents callbacks to a local receiver, state that
 * survives a restart, fault knobs, and the /__sim/ control routes.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProdigiClient } from '../client';
import { parseProdigiCallback } from '../callbacks';
import { ProdigiError } from '../errors';
import { orderRequest, startHarness, stepsToComplete, type Harness } from './contract-fixtures';
import * as shapes from './recorded-shapes';
import {
  rawRequest,
  startAssetServer,
  startCallbackReceiver,
  testApiKey,
  type AssetServer,
  type CallbackReceiver,
} from './test-servers';

let assets: AssetServer;
let receiver: CallbackReceiver;
let h: Harness;

beforeAll(async () => {
  assets = await startAssetServer();
  receiver = await startCallbackReceiver();
});
afterAll(async () => {
  await assets.close();
  await receiver.close();
});
beforeEach(async () => {
  assets.requests.length = 0;
  receiver.received.length = 0;
  receiver.refuseNext = 0;
  h = await startHarness();
});
afterEach(async () => {
  await h.dispose();
});

describe('asset download', () => {
  it('really fetches each asset when processing starts, then advances', async () => {
    const request = orderRequest(`${assets.url}/photos/sunset.jpg`);
    request.items.push({
      sku: 'GLOBAL-FAP-11X14',
      copies: 1,
      assets: [{ printArea: 'default', url: `${assets.url}/photos/harbour.jpg` }],
    });
    const { orderId } = await h.client.orders.create(request);
    const id = orderId ?? '';
    expect(assets.requests).toEqual([]);
    // Not yet due: nothing happens.
    await h.sim.clock.advance(5_000);
    expect(assets.requests).toEqual([]);
    await h.sim.clock.advance(5_000);
    expect(assets.requests.sort()).toEqual(['/photos/harbour.jpg', '/photos/sunset.jpg']);
    const order = await h.client.orders.get(id);
    expect(order.status.details.downloadAssets).toBe('Complete');
    expect(order.items.map((item) => item.status)).toEqual(['Ok', 'Ok']);
    expect(order.items.flatMap((item) => item.assets.map((asset) => asset.status))).toEqual([
      'Complete',
      'Complete',
    ]);
    expect(order.status.issues).toEqual([]);
  });

  it('fails as Prodigi does when a URL cannot be fetched: issues, Invalid, Error, and stops', async () => {
    const request = orderRequest(`${assets.url}/missing/photo.jpg`);
    request.items.push({
      sku: 'GLOBAL-FAP-11X14',
      copies: 1,
      assets: [{ printArea: 'default', url: `${assets.url}/photos/fine.jpg` }],
    });
    const { orderId } = await h.client.orders.create(request);
    const id = orderId ?? '';
    // The harness gives up after 3 attempts (Prodigi: 10), each a step.
    await h.sim.advanceOrder(id);
    let order = await h.client.orders.get(id);
    expect(order.status.details.downloadAssets).toBe('InProgress');
    expect(order.status.issues.map((i) => i.errorCode)).toEqual([
      'order.items.assets.NotDownloaded',
    ]);
    expect(order.items.map((item) => item.status)).toEqual(['NotYetDownloaded', 'Ok']);
    await h.sim.advanceOrder(id);
    await h.sim.advanceOrder(id);
    order = await h.client.orders.get(id);
    const failingItem = order.items[0];
    expect(order.status.stage).toBe('InProgress');
    expect(order.status.details.downloadAssets).toBe('Error');
    expect(order.status.details.allocateProductionLocation).toBe('NotStarted');
    expect(failingItem?.status).toBe('Invalid');
    expect(failingItem?.assets[0]?.status).toBe('Error');
    expect(order.items[1]?.status).toBe('Ok');
    expect(order.status.issues.map((i) => i.errorCode)).toEqual([
      'order.items.assets.NotDownloaded',
      'order.items.assets.NotDownloaded',
      'order.items.assets.NotDownloaded',
      'order.items.assets.FailedToDownloaded',
    ]);
    expect(order.status.issues.every((i) => i.objectId === failingItem?.id)).toBe(true);
    // Three tries of the missing file, one of the good one.
    expect(assets.requests.filter((p) => p === '/missing/photo.jpg')).toHaveLength(3);
    expect(assets.requests.filter((p) => p === '/photos/fine.jpg')).toHaveLength(1);
    // It never progresses, and can still be cancelled (as the recorded cancel: docs/rules/catalogue-and-prints.md#order-actions).
    await h.sim.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect((await h.client.orders.get(id)).status.details.downloadAssets).toBe('Error');
    expect((await h.client.orders.actions(id)).cancel.isAvailable).toBe('Yes');
    const raw = await rawRequest(h.baseUrl, 'GET', `/orders/${id}`);
    shapes.orderResponse.parse(raw.body);
  });

  it('treats an unreachable host as a failed download', async () => {
    const { orderId } = await h.client.orders.create(orderRequest('http://127.0.0.1:9/photo.jpg'));
    const id = orderId ?? '';
    for (let attempt = 0; attempt < 3; attempt++) await h.sim.advanceOrder(id);
    const order = await h.client.orders.get(id);
    expect(order.status.details.downloadAssets).toBe('Error');
    expect(order.items[0]?.status).toBe('Invalid');
  });
});

describe('stages and callbacks', () => {
  it('advances on the clock to Complete, posting CloudEvents callbacks to callbackUrl', async () => {
    const { orderId } = await h.client.orders.create({
      ...orderRequest(`${assets.url}/photos/sunset.jpg`),
      callbackUrl: receiver.url,
    });
    const id = orderId ?? '';
    // The sandbox's pace: complete within the hour, in one long step of the clock.
    await h.sim.clock.advance(60 * 60 * 1000);
    const order = await h.client.orders.get(id);
    expect(order.status.stage).toBe('Complete');
    expect(Object.values(order.status.details)).toEqual(Array(5).fill('Complete'));
    expect(order.shipments[0]).toMatchObject({
      status: 'Shipped',
      tracking: { number: 'PH000000000GB' },
      carrier: { name: 'B2C', service: 'B2C Standard' },
      fulfillmentLocation: { countryCode: 'NL', labCode: 'nl1' },
    });
    // Steps happen at their own times, not all at the end of the advance.
    expect(order.shipments[0]?.dispatchDate).toBe('2026-11-22T10:14:10.000Z');
    expect(order.lastUpdated).toBe('2026-11-22T10:24:10.000Z');
    const charge = order.charges[0];
    const chargeItems = charge?.items ?? [];
    expect(charge?.totalCost.amountMinor).toBe(
      chargeItems.reduce((sum, i) => sum + i.cost.amountMinor, 0),
    );
    expect(chargeItems.find((i) => i.itemId !== null)?.cost).toEqual({
      amountMinor: 2874,
      currency: 'GBP',
    });

    const deliveries = await h.sim.callbacks();
    expect(deliveries.every((d) => d.delivered)).toBe(true);
    const types = receiver.received.map((r) => (r.body as { type: string }).type);
    expect(types).toEqual([
      'com.prodigi.order.status.stage.changed#InProgress',
      'com.prodigi.order.shipments.shipment#Complete',
      'com.prodigi.order.status.stage.changed#Complete',
    ]);
    for (const { body, contentType } of receiver.received) {
      expect(contentType).toMatch(/^application\/json/);
      const event = shapes.callback.parse(body);
      expect(event.subject).toBe(id);
      expect(event.source).toBe(`${h.url}/v4.0/Orders/`);
      expect(event.data.order.id).toBe(id);
    }
    const last = parseProdigiCallback(receiver.received[2]?.body);
    expect(last.data.order.status.stage).toBe('Complete');
    expect(last.time).toBe('2026-11-22T10:24:10.000Z');
    expect(new Set(receiver.received.map((r) => (r.body as { id: string }).id)).size).toBe(3);
  });

  it('steps an order one stage at a time through the lifecycle of docs/rules/catalogue-and-prints.md#order-lifecycle', async () => {
    const { orderId } = await h.client.orders.create(
      orderRequest(`${assets.url}/photos/sunset.jpg`),
    );
    const id = orderId ?? '';
    const seen: string[] = [];
    for (let step = 0; step < stepsToComplete; step++) {
      const order = await h.sim.advanceOrder(id);
      const d = order?.status.details;
      seen.push(
        [
          d?.downloadAssets,
          d?.allocateProductionLocation,
          d?.printReadyAssetsPrepared,
          d?.inProduction,
          d?.shipping,
          order?.status.stage,
        ].join(' '),
      );
    }
    expect(seen).toEqual([
      'Complete NotStarted NotStarted NotStarted NotStarted InProgress',
      'Complete Complete NotStarted NotStarted NotStarted InProgress',
      'Complete Complete Complete NotStarted NotStarted InProgress',
      'Complete Complete Complete InProgress NotStarted InProgress',
      'Complete Complete Complete Complete InProgress InProgress',
      'Complete Complete Complete Complete Complete Complete',
    ]);
    // Nothing after Complete.
    expect((await h.sim.advanceOrder(id))?.status.stage).toBe('Complete');
    expect(await h.sim.advanceOrder('ord_0')).toBeNull();
  });

  it('retries a refused callback, and sends one on cancel', async () => {
    receiver.refuseNext = 2;
    const { orderId } = await h.client.orders.create({
      ...orderRequest(`${assets.url}/photos/sunset.jpg`),
      callbackUrl: receiver.url,
    });
    await h.client.orders.cancel(orderId ?? '');
    const [delivery] = await h.sim.callbacks();
    expect(delivery).toMatchObject({
      delivered: true,
      attempts: 3,
      type: 'com.prodigi.order.status.stage.changed#Cancelled',
    });
    expect(receiver.received).toHaveLength(1);
  });

  it('sends no callback when production starts, as Prodigi documents: only GET shows it', async () => {
    const { orderId } = await h.client.orders.create({
      ...orderRequest(`${assets.url}/photos/sunset.jpg`),
      callbackUrl: receiver.url,
    });
    const id = orderId ?? '';
    for (let step = 0; step < 4; step++) await h.sim.advanceOrder(id);
    expect((await h.client.orders.get(id)).status.details.inProduction).toBe('InProgress');
    await h.sim.callbacks();
    expect(receiver.received.map((r) => (r.body as { type: string }).type)).toEqual([
      'com.prodigi.order.status.stage.changed#InProgress',
    ]);
  });

  it('loses every callback at callbackLossRate 1: none sent, each marked lost', async () => {
    h.sim.setFaults({ callbackLossRate: 1 });
    const { orderId } = await h.client.orders.create({
      ...orderRequest(`${assets.url}/photos/sunset.jpg`),
      callbackUrl: receiver.url,
    });
    await h.sim.clock.advance(60 * 60 * 1000);
    expect((await h.client.orders.get(orderId ?? '')).status.stage).toBe('Complete');
    const deliveries = await h.sim.callbacks();
    expect(deliveries).toHaveLength(3);
    expect(deliveries.every((d) => d.lost === true && d.attempts === 0 && !d.delivered)).toBe(true);
    expect(receiver.received).toHaveLength(0);
  });

  it('gives up on an unreachable callback URL without failing the order', async () => {
    const { orderId } = await h.client.orders.create({
      ...orderRequest(`${assets.url}/photos/sunset.jpg`),
      callbackUrl: 'http://127.0.0.1:9/nobody-home',
    });
    const order = await h.sim.advanceOrder(orderId ?? '');
    expect(order?.status.details.downloadAssets).toBe('Complete');
    const [delivery] = await h.sim.callbacks();
    expect(delivery).toMatchObject({ delivered: false, attempts: 3 });
  });
});

describe('system clock', () => {
  it('advances orders by itself on wall-clock time', async () => {
    await h.dispose();
    const zero = {
      downloadAssets: 0,
      downloadRetry: 0,
      allocate: 0,
      prepareAssets: 0,
      startProduction: 0,
      ship: 0,
      complete: 0,
    };
    h = await startHarness({ clock: 'system', tickMs: 10, stepDelaysMs: zero });
    const { orderId } = await h.client.orders.create(
      orderRequest(`${assets.url}/photos/sunset.jpg`),
    );
    const deadline = Date.now() + 5_000;
    let stage = '';
    while (Date.now() < deadline && stage !== 'Complete') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      stage = (await h.client.orders.get(orderId ?? '')).status.stage;
    }
    expect(stage).toBe('Complete');
    expect(assets.requests).toEqual(['/photos/sunset.jpg']);
  });
});

describe('persistence', () => {
  it('keeps orders, keys and the clock across a restart on the same state file', async () => {
    const request = {
      ...orderRequest(`${assets.url}/photos/sunset.jpg`),
      idempotencyKey: 'pedido-7',
    };
    const first = await h.client.orders.create(request);
    await h.sim.advanceOrder(first.orderId ?? '');
    await h.sim.clock.advance(90_000);
    const before = await h.client.orders.get(first.orderId ?? '');
    await h.stop();
    // Written atomically as JSON.
    expect(JSON.parse(readFileSync(h.stateFile, 'utf8'))).toMatchObject({ version: 1 });

    const restarted = await startHarness({}, h.stateFile);
    try {
      expect(restarted.sim.clock.now().toISOString()).toBe('2026-11-22T10:01:30.000Z');
      expect(await restarted.client.orders.get(first.orderId ?? '')).toEqual(before);
      const again = await restarted.client.orders.create(request);
      expect(again.outcome).toBe('AlreadyExists');
      expect(again.orderId).toBe(first.orderId);
      const other = await restarted.client.orders.create(
        orderRequest(`${assets.url}/photos/x.jpg`),
      );
      expect((other.orderId ?? '') > (first.orderId ?? '')).toBe(true);
      // And it goes on from where it was.
      await restarted.sim.clock.advance(60 * 60 * 1000);
      expect((await restarted.client.orders.get(first.orderId ?? '')).status.stage).toBe(
        'Complete',
      );
    } finally {
      await restarted.dispose();
    }
  });
});

describe('fault knobs', () => {
  it('answers 5xx on demand; the client retries a GET through them', async () => {
    const { orderId } = await h.client.orders.create(
      orderRequest(`${assets.url}/photos/sunset.jpg`),
    );
    h.sim.setFaults({ failNext: 2, errorStatus: 503 });
    const raw = await rawRequest(h.baseUrl, 'GET', `/orders/${orderId ?? ''}`);
    expect(raw.status).toBe(503);
    shapes.baseError.parse(raw.body);
    const order = await h.client.orders.get(orderId ?? '');
    expect(order.id).toBe(orderId);
  });

  it('does not retry an order without idempotencyKey through a 500; with one it does', async () => {
    h.sim.setFaults({ failNext: 1, errorStatus: 500 });
    const error = await h.client.orders
      .create(orderRequest(`${assets.url}/photos/a.jpg`))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProdigiError);
    expect(error).toMatchObject({ outcome: 'InternalServerError', httpStatus: 500 });
    expect((await h.client.orders.list()).orders).toHaveLength(0);

    h.sim.setFaults({ failNext: 1, errorStatus: 500 });
    const created = await h.client.orders.create({
      ...orderRequest(`${assets.url}/photos/a.jpg`),
      idempotencyKey: 'k-1',
    });
    expect(created.outcome).toBe('Created');
    expect((await h.client.orders.list()).orders).toHaveLength(1);
  });

  it('holds requests open so the client times out, then retries a GET', async () => {
    const impatient = createProdigiClient({
      apiKey: testApiKey,
      baseUrl: h.baseUrl,
      timeoutMs: 150,
      retryDelayMs: 5,
    });
    h.sim.setFaults({ hangNext: 1 });
    const product = await impatient.products.get('GLOBAL-FAP-12X16');
    expect(product.sku).toBe('GLOBAL-FAP-12X16');
    h.sim.setFaults({ hangNext: 3 });
    const error = await impatient.products.get('GLOBAL-FAP-12X16').catch((e: unknown) => e);
    expect(error).toMatchObject({ outcome: 'Timeout', httpStatus: null });
  });

  it('adds latency, and answers every request with errors at errorRate 1', async () => {
    h.sim.setFaults({ latencyMs: 120 });
    const started = Date.now();
    await h.client.products.get('GLOBAL-FAP-12X16');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    h.sim.setFaults({ errorRate: 1, errorStatus: 502 });
    const error = await createProdigiClient({ apiKey: testApiKey, baseUrl: h.baseUrl, retries: 0 })
      .products.get('GLOBAL-FAP-12X16')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ outcome: 'BadGateway', httpStatus: 502, retryable: true });
  });
});

describe('/__sim/ control routes', () => {
  async function control(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${h.url}/__sim${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('advance an order or the clock, set faults and reset, for tests in another process', async () => {
    const { orderId } = await h.client.orders.create(
      orderRequest(`${assets.url}/photos/sunset.jpg`),
    );
    const advanced = await control('POST', `/orders/${orderId ?? ''}/advance`);
    expect(advanced.status).toBe(200);
    expect(shapes.order.parse(advanced.body.order).status.details.downloadAssets).toBe('Complete');

    expect((await control('POST', '/clock/advance', { ms: 60_000 })).body.now).toBe(
      '2026-11-22T10:01:00.000Z',
    );
    expect((await control('GET', '/clock')).body.now).toBe('2026-11-22T10:01:00.000Z');
    expect(
      (await h.client.orders.get(orderId ?? '')).status.details.allocateProductionLocation,
    ).toBe('Complete');

    const faults = await control('POST', '/faults', {
      failNext: 1,
      errorStatus: 500,
      bogus: 3,
      latencyMs: 'x',
    });
    expect(faults.body.faults).toEqual({ failNext: 1, errorStatus: 500 });
    expect((await rawRequest(h.baseUrl, 'GET', '/products/GLOBAL-FAP-12X16')).status).toBe(500);
    expect((await rawRequest(h.baseUrl, 'GET', '/products/GLOBAL-FAP-12X16')).status).toBe(200);

    expect((await control('POST', '/reset')).status).toBe(200);
    expect((await h.client.orders.list()).orders).toEqual([]);
    expect((await control('POST', '/orders/ord_0/advance')).status).toBe(404);
  });
});
