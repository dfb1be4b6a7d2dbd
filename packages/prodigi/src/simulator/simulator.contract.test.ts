/**
 * Contract tests, part 1: the client against the simulator over real HTTP (catalogue, quotes,
 * validation, orders, listing, actions), and the simulator's raw answers against Prodigi's
 * recorded shapes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProdigiClient } from '../client';
import { ProdigiError } from '../errors';
import { orderRequest, startHarness, type Harness } from './contract-fixtures';
import { seedProducts } from './catalogue';
import * as shapes from './recorded-shapes';
import { rawRequest, startAssetServer, testApiKey, type AssetServer } from './test-servers';

let assets: AssetServer;
let h: Harness;
let photoUrl: string;

beforeAll(async () => {
  assets = await startAssetServer();
  photoUrl = `${assets.url}/photos/sunset.jpg`;
});
afterAll(async () => {
  await assets.close();
});
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.dispose();
});

async function failureOf(promise: Promise<unknown>): Promise<ProdigiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProdigiError);
  return error as ProdigiError;
}

describe('authentication and routing', () => {
  it('answers a wrong key with 401 NotAuthenticated', async () => {
    const stranger = createProdigiClient({
      apiKey: 'live-key-on-sandbox',
      baseUrl: h.baseUrl,
      retries: 0,
    });
    const error = await failureOf(stranger.products.get('GLOBAL-CAN-10X10'));
    expect(error.outcome).toBe('NotAuthenticated');
    expect(error.httpStatus).toBe(401);
    const raw = await rawRequest(h.baseUrl, 'GET', '/orders', undefined, 'nope');
    expect(raw.status).toBe(401);
    shapes.outcomeOnlyError.parse(raw.body);
  });

  it('routes ignoring case, and names unknown routes and methods', async () => {
    const product = await rawRequest(h.url, 'GET', '/V4.0/Products/global-can-10x10');
    expect(product.status).toBe(200);
    const unknown = await rawRequest(h.baseUrl, 'GET', '/nothing-here');
    expect(unknown).toMatchObject({ status: 404, body: { outcome: 'EndpointDoesNotExist' } });
    const wrongMethod = await rawRequest(h.baseUrl, 'POST', '/products/GLOBAL-CAN-10X10', {});
    expect(wrongMethod).toMatchObject({ status: 405, body: { outcome: 'MethodNotAllowed' } });
  });

  it('refuses a body that is not JSON with 415 InvalidContentType', async () => {
    const response = await fetch(`${h.baseUrl}/quotes`, {
      method: 'POST',
      headers: { 'X-API-Key': testApiKey, 'Content-Type': 'text/plain' },
      body: '{"destinationCountryCode":"GB"}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ outcome: 'InvalidContentType' });
  });
});

describe('products', () => {
  it('serves at least 8 real SKUs of the seed catalogue in the recorded shape', async () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(8);
    for (const seed of seedProducts) {
      const raw = await rawRequest(h.baseUrl, 'GET', `/products/${seed.sku}`);
      expect(raw.status).toBe(200);
      shapes.productResponse.parse(raw.body);
    }
  });

  it('gives print-area pixel sizes per variant and the choosable attributes', async () => {
    const canvas = await h.client.products.get('global-can-10x10');
    expect(canvas.sku).toBe('GLOBAL-CAN-10X10');
    expect(canvas.attributes.wrap).toEqual(['Black', 'ImageWrap', 'MirrorWrap', 'White']);
    expect(canvas.attributes.substrateWeight).toEqual(['400gsm']);
    expect(canvas.variants).toHaveLength(4);
    const size = (wrap: string) =>
      canvas.variants.find((v) => v.attributes.wrap === wrap)?.printAreaSizes.default;
    expect(size('Black')).toEqual({ horizontalResolution: 1522, verticalResolution: 1522 });
    expect(size('ImageWrap')).toEqual({ horizontalResolution: 2137, verticalResolution: 2137 });
    expect(canvas.variants[0]?.shipsTo).toEqual(expect.arrayContaining(['GB', 'ES', 'US', 'CH']));

    const fineArt = await h.client.products.get('GLOBAL-FAP-16X24');
    expect(fineArt.variants[0]?.printAreaSizes.default).toEqual({
      horizontalResolution: 4800,
      verticalResolution: 7200,
    });
    const framedCanvas = await h.client.products.get('GLOBAL-FRA-CAN-30X40');
    expect(framedCanvas.variants).toHaveLength(24);
    expect(framedCanvas.variants[0]?.shipsTo).not.toContain('CH');
  });

  it('answers an unknown SKU with 404 EntityNotFound (orders and quotes say SkuNotFound)', async () => {
    const error = await failureOf(h.client.products.get('GLOBAL-CAN-36X48'));
    expect(error.outcome).toBe('EntityNotFound');
    expect(error.httpStatus).toBe(404);
    const quote = await failureOf(
      h.client.quotes.create({
        destinationCountryCode: 'GB',
        items: [{ sku: 'GLOBAL-CAN-36X48', copies: 1, assets: [{ printArea: 'default' }] }],
      }),
    );
    expect(quote.outcome).toBe('ValidationFailed');
    expect(quote.codesAt('items[0].sku')).toEqual(['SkuNotFound']);
  });
});

describe('quotes', () => {
  const canvas = {
    sku: 'GLOBAL-CAN-10X10',
    copies: 5,
    attributes: { wrap: 'Black' },
    assets: [{ printArea: 'default' }],
  };
  const print = { sku: 'GLOBAL-FAP-11X14', copies: 3, assets: [{ printArea: 'default' }] };
  const framed = {
    sku: 'GLOBAL-CFPM-16X20',
    copies: 1,
    attributes: { color: 'black' },
    assets: [{ printArea: 'Default' }],
  };

  it.each([
    ['GB', ['Budget', 'Standard', 'Express', 'Overnight'], 'Created'],
    ['ES', ['Budget', 'Standard', 'Express'], 'Created'],
    ['US', ['Budget', 'Standard', 'Express', 'Overnight'], 'CreatedWithIssues'],
    ['CH', ['Budget', 'Standard'], 'Created'],
  ])('quotes %s with the methods offered there', async (country, methods, outcome) => {
    const body = { destinationCountryCode: country, currencyCode: 'GBP', items: [canvas, print] };
    const raw = await rawRequest(h.baseUrl, 'POST', '/quotes', body);
    expect(raw.status).toBe(200);
    const parsed = shapes.quoteResponse.parse(raw.body);
    expect(parsed.quotes.map((q) => q.shipmentMethod)).toEqual(methods);
    expect(parsed.outcome).toBe(outcome);

    const result = await h.client.quotes.create(body);
    expect(result.outcome).toBe(outcome);
    if (country === 'US') {
      expect(result.issues.map((i) => i.errorCode)).toEqual([
        'destinationCountryCode.UsSalesTaxWarning',
      ]);
    }
    for (const quote of result.quotes) {
      const itemsTotal = quote.items.reduce((sum, i) => sum + i.unitCost.amountMinor * i.copies, 0);
      expect(quote.costSummary.items.amountMinor).toBe(itemsTotal);
      const shippingTotal = quote.shipments.reduce((sum, s) => sum + s.cost.amountMinor, 0);
      expect(quote.costSummary.shipping.amountMinor).toBe(shippingTotal);
      expect(quote.costSummary.totalCost?.amountMinor).toBe(itemsTotal + shippingTotal);
      // Every quote item is in exactly one shipment.
      const shipped = quote.shipments.flatMap((s) => s.items).sort();
      expect(shipped).toEqual(quote.items.map((i) => i.id).sort());
    }
  });

  it('prices deterministically, with the reference price points', async () => {
    const request = {
      destinationCountryCode: 'GB',
      shippingMethod: 'Budget' as const,
      currencyCode: 'GBP',
      items: [canvas],
    };
    const first = await h.client.quotes.create(request);
    const second = await h.client.quotes.create(request);
    const quote = first.quotes[0];
    expect(first.quotes).toHaveLength(1);
    expect(quote?.shipmentMethod).toBe('Budget');
    expect(quote?.items[0]?.unitCost).toEqual({ amountMinor: 1437, currency: 'GBP' });
    expect(quote?.costSummary.items).toEqual({ amountMinor: 7185, currency: 'GBP' });
    expect(second.quotes[0]?.costSummary).toEqual(quote?.costSummary);
    // Quote item ids are new on every call.
    expect(second.quotes[0]?.items[0]?.id).not.toBe(quote?.items[0]?.id);
    expect(quote?.shipments[0]?.fulfillmentLocation).toEqual({ countryCode: 'GB', labCode: 'uk6' });
  });

  it('splits framed products to a second lab in GB: several shipments, shipping = their sum', async () => {
    const result = await h.client.quotes.create({
      destinationCountryCode: 'GB',
      shippingMethod: 'Standard',
      currencyCode: 'EUR',
      items: [print, framed],
    });
    const quote = result.quotes[0];
    expect(quote?.shipments.map((s) => s.fulfillmentLocation.labCode).sort()).toEqual([
      'prodigi_gb2',
      'uk6',
    ]);
    expect(quote?.costSummary.shipping.amountMinor).toBe(
      (quote?.shipments[0]?.cost.amountMinor ?? 0) + (quote?.shipments[1]?.cost.amountMinor ?? 0),
    );
    expect(quote?.costSummary.items.currency).toBe('EUR');
    // Echoes: canonical SKU, attributes as sent, print area lower-cased.
    expect(quote?.items[1]).toMatchObject({
      sku: 'GLOBAL-CFPM-16X20',
      attributes: { color: 'black' },
      assets: [{ printArea: 'default' }],
    });
  });

  it('refuses a method the destination does not have', async () => {
    const error = await failureOf(
      h.client.quotes.create({
        destinationCountryCode: 'CH',
        shippingMethod: 'Express',
        items: [print],
      }),
    );
    expect(error.codesAt('shippingMethod')).toEqual(['ShippingMethodNotAvailable']);
  });

  it('answers MissingRequiredAttributes with validValues, matching values ignoring case', async () => {
    const raw = await rawRequest(h.baseUrl, 'POST', '/quotes', {
      destinationCountryCode: 'ES',
      items: [
        {
          sku: 'GLOBAL-FRA-CAN-30X40',
          copies: 1,
          attributes: { color: 'BLACK' },
          assets: [{ printArea: 'default' }],
        },
        {
          sku: 'GLOBAL-CFPM-16X20',
          copies: 1,
          attributes: { color: 'antique-gold' },
          assets: [{ printArea: 'default' }],
        },
        {
          sku: 'GLOBAL-CAN-10X10',
          copies: 1,
          attributes: { wrap: 'purple' },
          assets: [{ printArea: 'default' }],
        },
      ],
    });
    expect(raw.status).toBe(400);
    const body = shapes.validationFailed.parse(raw.body);
    expect(Object.keys(body.failures).sort()).toEqual([
      'items[0].attributes',
      'items[2].attributes.wrap',
    ]);
    expect(body.failures['items[0].attributes']?.[0]).toMatchObject({
      code: 'MissingRequiredAttributes',
      providedValue: { color: 'BLACK' },
      missingItems: {
        attributes: [{ name: 'wrap', validValues: ['Black', 'ImageWrap', 'MirrorWrap', 'White'] }],
      },
    });
    expect(body.failures['items[2].attributes.wrap']?.[0]?.code).toBe('InvalidAttributeValue');
  });
});

describe('orders: validation', () => {
  it('keys failures by JSON path with the real codes', async () => {
    const raw = await rawRequest(h.baseUrl, 'POST', '/orders', {
      shippingMethod: 'Budget',
      recipient: {
        name: '',
        email: '  ',
        address: { line1: 'x', countryCode: 'US', postalOrZipCode: 'ABCDE' },
      },
      items: [],
    });
    expect(raw.status).toBe(400);
    const body = shapes.validationFailed.parse(raw.body);
    expect(body.failures).toMatchObject({
      'recipient.name': [{ code: 'Required' }],
      'recipient.email': [{ code: 'MustNotBeEmptyOrWhitespace', providedValue: '  ' }],
      'recipient.address.townOrCity': [{ code: 'Required', providedValue: null }],
      'recipient.address.postalOrZipCode': [{ code: 'MustBeAValidUSZipCodeFormat' }],
      items: [{ code: 'MustNotBeEmptyArray', providedValue: [] }],
    });
  });

  it('reports item failures through the client as one ProdigiError', async () => {
    const request = orderRequest(photoUrl);
    const error = await failureOf(
      h.client.orders.create({
        ...request,
        shippingMethod: 'Overnight',
        items: [
          { sku: 'GLOBAL-NOPE-1', copies: 1, assets: [{ printArea: 'default', url: photoUrl }] },
          { sku: 'GLOBAL-CAN-10X10', copies: 1, assets: [] },
        ],
      }),
    );
    expect(error.outcome).toBe('ValidationFailed');
    expect(error.httpStatus).toBe(400);
    expect(error.traceParent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(error.codesAt('items[0].sku')).toEqual(['SkuNotFound']);
    expect(error.codesAt('items[1].assets')).toEqual(['MustNotBeEmptyArray']);
    expect(error.codesAt('items[1].attributes')).toEqual(['MissingRequiredAttributes']);
    // No Overnight to Spain.
    expect(error.codesAt('shippingMethod')).toEqual(['ShippingMethodNotAvailable']);
  });
});

describe('orders', () => {
  it('creates an order in the recorded shape, as it is right after creation', async () => {
    const raw = await rawRequest(h.baseUrl, 'POST', '/orders', {
      ...orderRequest(photoUrl),
      shippingMethod: 'standard',
      merchantReference: 'pedido-1',
      metadata: { shop: 'es' },
    });
    expect(raw.status).toBe(200);
    const body = shapes.orderResponse.parse(raw.body);
    expect(body.outcome).toBe('Created');
    const order = body.order;
    expect(order.shippingMethod).toBe('Standard');
    expect(order.status.stage).toBe('InProgress');
    expect(Object.values(order.status.details)).toEqual(Array(5).fill('NotStarted'));
    expect(order.charges).toEqual([]);
    expect(order.shipments).toEqual([]);
    expect(order.items[0]?.status).toBe('NotYetDownloaded');
    expect(order.items[0]?.assets[0]?.status).toBe('InProgress');
    expect(order.recipient.phoneNumber).toBeNull();
    expect(order.recipient.address.line2).toBeNull();
    expect(order.created).toBe('2026-11-22T10:00:00.000Z');

    const got = await rawRequest(h.baseUrl, 'GET', `/orders/${order.id}`);
    expect(shapes.orderResponse.parse(got.body).order).toEqual(order);
  });

  it('returns the first order for a reused idempotencyKey (AlreadyExists), and makes no second', async () => {
    const request = {
      ...orderRequest(photoUrl),
      idempotencyKey: 'pedido-42',
      merchantReference: 'pedido-42',
    };
    const first = await h.client.orders.create(request);
    expect(first.outcome).toBe('Created');
    const again = await h.client.orders.create({ ...request, merchantReference: 'otra' });
    expect(again.outcome).toBe('AlreadyExists');
    expect(again.order).toEqual(first.order);
    const list = await h.client.orders.list({ top: 100 });
    expect(list.orders).toHaveLength(1);
    // Keys belong to one merchant account.
    const other = createProdigiClient({ apiKey: 'other-merchant-key', baseUrl: h.baseUrl });
    expect((await other.orders.create(request)).outcome).toBe('Created');
    await expect(other.orders.get(first.orderId ?? '')).rejects.toMatchObject({
      outcome: 'EntityNotFound',
    });
  });

  it('lists newest first with paging (hasMore, nextUrl) and filters', async () => {
    // Orders that wait a week before their download, so an hour between them changes no stage.
    await h.dispose();
    h = await startHarness({ stepDelaysMs: { downloadAssets: 7 * 24 * 60 * 60 * 1000 } });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const created = await h.client.orders.create({
        ...orderRequest(photoUrl),
        merchantReference: `ref-${n}`,
      });
      ids.push(created.orderId ?? '');
      await h.sim.clock.advance(60 * 60 * 1000); // one order an hour
    }
    const rawPage = await rawRequest(h.baseUrl, 'GET', '/orders?top=2');
    const page = shapes.orderListResponse.parse(rawPage.body);
    // Key order on the wire, as recorded.
    expect(Object.keys(rawPage.body as object)).toEqual([
      'outcome',
      'hasMore',
      'nextUrl',
      'orders',
      'traceParent',
    ]);
    expect(page.orders.map((o) => o.id)).toEqual([ids[4], ids[3]]);
    expect(page.hasMore).toBe(true);
    expect(page.nextUrl).toBe(`${h.url}/v4.0/Orders?Top=2&Skip=2`);

    const next = await fetch(page.nextUrl ?? '', { headers: { 'X-API-Key': testApiKey } });
    const second = shapes.orderListResponse.parse(await next.json());
    expect(second.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);

    const last = await h.client.orders.list({ top: 2, skip: 4 });
    expect(last.orders.map((o) => o.id)).toEqual([ids[0]]);
    expect(last.hasMore).toBe(false);
    expect(last.nextUrl).toBeNull();

    const byRef = await h.client.orders.list({ merchantReferences: ['ref-2', 'ref-4'] });
    expect(byRef.orders.map((o) => o.merchantReference)).toEqual(['ref-4', 'ref-2']);
    const byId = await h.client.orders.list({ orderIds: [ids[0] ?? '', ids[3] ?? ''] });
    expect(byId.orders.map((o) => o.id)).toEqual([ids[3], ids[0]]);
    const window = await h.client.orders.list({
      createdFrom: new Date('2026-11-22T11:00:00Z'),
      createdTo: '2026-11-22T13:00:00Z',
    });
    expect(window.orders.map((o) => o.id)).toEqual([ids[3], ids[2], ids[1]]);

    await h.client.orders.cancel(ids[1] ?? '');
    const cancelled = await h.client.orders.list({ status: 'cancelled' });
    expect(cancelled.orders.map((o) => o.id)).toEqual([ids[1]]);
    const inProgress = await h.client.orders.list({ status: 'inProgress', top: 100 });
    expect(inProgress.orders).toHaveLength(4);

    const badTop = await failureOf(h.client.orders.list({ top: 101 }));
    expect(badTop.codesAt('top')).toEqual(['InvalidValue']);
  });
});

describe('order actions', () => {
  it('are available by stage, and cancel fails softly once production started', async () => {
    const { orderId } = await h.client.orders.create(orderRequest(photoUrl));
    const id = orderId ?? '';
    const rawActions = await rawRequest(h.baseUrl, 'GET', `/orders/${id}/actions`);
    expect(shapes.actionsResponse.parse(rawActions.body)).toMatchObject({
      cancel: { isAvailable: 'Yes' },
      changeRecipientDetails: { isAvailable: 'Yes' },
      changeShippingMethod: { isAvailable: 'Yes' },
      changeMetaData: { isAvailable: 'Yes' },
    });

    // download, allocate, prepare, start production
    for (let step = 0; step < 4; step++) await h.sim.advanceOrder(id);
    const inProduction = await h.client.orders.get(id);
    expect(inProduction.status.details.inProduction).toBe('InProgress');
    expect(await h.client.orders.actions(id)).toEqual({
      cancel: { isAvailable: 'No' },
      changeRecipientDetails: { isAvailable: 'No' },
      changeShippingMethod: { isAvailable: 'No' },
      changeMetaData: { isAvailable: 'Yes' },
    });

    const rawCancel = await rawRequest(h.baseUrl, 'POST', `/orders/${id}/actions/cancel`);
    expect(rawCancel.status).toBe(200);
    expect(shapes.orderResponse.parse(rawCancel.body).outcome).toBe('FailedToCancel');
    const cancel = await failureOf(h.client.orders.cancel(id));
    expect(cancel.outcome).toBe('FailedToCancel');
    expect(cancel.httpStatus).toBe(200);
    const shipping = await failureOf(h.client.orders.updateShippingMethod(id, 'Express'));
    expect(shipping.outcome).toBe('ActionNotAvailable');

    // Metadata can change at any stage, even after completion; it replaces the whole object.
    await h.sim.advanceOrder(id);
    await h.sim.advanceOrder(id);
    expect((await h.client.orders.get(id)).status.stage).toBe('Complete');
    expect((await h.client.orders.actions(id)).changeMetaData.isAvailable).toBe('Yes');
    const updated = await h.client.orders.updateMetadata(id, { invoice: 'F-2026-0001' });
    expect(updated.outcome).toBe('Updated');
    expect(updated.order.metadata).toEqual({ invoice: 'F-2026-0001' });
    expect((await failureOf(h.client.orders.cancel(id))).outcome).toBe('ActionNotAvailable');
  });

  it('cancels before production: stage Cancelled, shipments Cancelled, a zero charge', async () => {
    const { orderId } = await h.client.orders.create(orderRequest(photoUrl));
    const id = orderId ?? '';
    await h.sim.advanceOrder(id); // download
    await h.sim.advanceOrder(id); // lab allocation: shipments and charges appear
    const allocated = await h.client.orders.get(id);
    expect(allocated.shipments).toHaveLength(1);
    expect(allocated.charges[0]?.totalCost.amountMinor).toBeGreaterThan(0);
    const result = await h.client.orders.cancel(id);
    expect(result.outcome).toBe('Cancelled');
    expect(result.order.status.stage).toBe('Cancelled');
    expect(result.order.shipments.map((s) => s.status)).toEqual(['Cancelled']);
    expect(result.order.charges).toEqual([
      expect.objectContaining({ totalCost: { amountMinor: 0, currency: 'GBP' }, items: [] }),
    ]);
    // A cancelled order never advances.
    await h.sim.clock.advance(24 * 60 * 60 * 1000);
    expect((await h.client.orders.get(id)).status.stage).toBe('Cancelled');
  });

  it('updates the shipping method where the destination has it, and fails softly where not', async () => {
    const { orderId } = await h.client.orders.create(orderRequest(photoUrl));
    const id = orderId ?? '';
    await h.sim.advanceOrder(id);
    await h.sim.advanceOrder(id);
    const raw = await rawRequest(h.baseUrl, 'POST', `/orders/${id}/actions/updateShippingMethod`, {
      shippingMethod: 'Express',
    });
    const body = shapes.shippingUpdateResponse.parse(raw.body);
    expect(body.outcome).toBe('Updated');
    expect(body.order.shippingMethod).toBe('Express');
    expect(body.order.shipments[0]?.carrier).toEqual({
      name: 'DHL Express',
      service: 'DHL Express Worldwide',
    });
    expect(body.shippingUpdateResults).toEqual([
      { shipmentId: body.order.shipments[0]?.id, successful: true },
    ]);

    const overnight = await failureOf(h.client.orders.updateShippingMethod(id, 'Overnight'));
    expect(overnight.outcome).toBe('FailedToUpdate');
    expect(overnight.httpStatus).toBe(200);
  });

  it('updates the recipient (bare object) but not the country of a booked shipment', async () => {
    const { orderId } = await h.client.orders.create(orderRequest(photoUrl));
    const id = orderId ?? '';
    const recipient = {
      name: 'Lucía F.',
      phoneNumber: '+34600000000',
      address: {
        line1: 'Gran Vía 1',
        postalOrZipCode: '28013',
        countryCode: 'ES',
        townOrCity: 'Madrid',
      },
    };
    const raw = await rawRequest(
      h.baseUrl,
      'POST',
      `/orders/${id}/actions/updateRecipient`,
      recipient,
    );
    const body = shapes.recipientUpdateResponse.parse(raw.body);
    expect(body.outcome).toBe('Updated');
    expect(body.order.recipient).toMatchObject({
      name: 'Lucía F.',
      email: null,
      phoneNumber: '+34600000000',
    });

    await h.sim.advanceOrder(id);
    await h.sim.advanceOrder(id);
    const error = await failureOf(
      h.client.orders.updateRecipient(id, {
        ...recipient,
        address: { ...recipient.address, countryCode: 'FR' },
      }),
    );
    expect(error.httpStatus).toBe(400);
    expect(error.failures['address.countryCode']?.[0]).toMatchObject({
      code: 'ChangeOfDestinationCountryNotPossible',
      providedValue: 'FR',
      comparisonValue: 'ES',
    });
    const missing = await failureOf(
      h.client.orders.updateRecipient(id, { ...recipient, name: '' }),
    );
    expect(missing.codesAt('name')).toEqual(['Required']);
  });

  it('answers an unknown order with 404 EntityNotFound', async () => {
    const raw = await rawRequest(h.baseUrl, 'GET', '/orders/ord_0');
    expect(raw.status).toBe(404);
    shapes.outcomeOnlyError.parse(raw.body);
    expect((await failureOf(h.client.orders.actions('ord_0'))).outcome).toBe('EntityNotFound');
  });
});
