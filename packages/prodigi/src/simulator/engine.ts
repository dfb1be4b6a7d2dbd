/**
 * The simulator's behaviour, independent of HTTP: orders per API key, idempotency, the stage
 * machine (docs/rules/catalogue-and-prints.md#order-lifecycle) on a clock tests can step, real
 * asset downloads, callbacks, and the state file. Every handler answers `{ status, body }` in
 * Prodigi's wire shapes, keys in the order Prodigi sends them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minorToDecimal } from '../money';
import type {
  Cost,
  OrderActions,
  OrderStage,
  ShipmentUpdateResult,
  ShippingMethod,
  WireCallback,
  WireOrder,
  WireQuote,
} from '../wire-types';
import { findSeedProduct, productDetails, shipsToOf } from './catalogue';
import { listedMethods, offersMethod, priceOrder, type Pricing } from './pricing';
import {
  Failures,
  canonicalMethod,
  checkMetadata,
  checkRecipient,
  validateCreateOrder,
  validateQuote,
} from './validation';

export const orderSteps = [
  'downloadAssets',
  'allocate',
  'prepareAssets',
  'startProduction',
  'ship',
  'complete',
] as const;
export type OrderStep = (typeof orderSteps)[number];

/** Virtual time between steps. The defaults follow the sandbox's pace: ~25 minutes. */
export const defaultStepDelaysMs: Record<OrderStep | 'downloadRetry', number> = {
  downloadAssets: 10_000,
  downloadRetry: 60_000,
  allocate: 60_000,
  prepareAssets: 60_000,
  startProduction: 120_000,
  ship: 600_000,
  complete: 600_000,
};

export interface SimulatorFaults {
  /** Added before every API answer (real time). */
  latencyMs?: number;
  /** Share of API requests (0–1) answered with `errorStatus`. */
  errorRate?: number;
  /** Status of injected errors: 500 (outcome body), 502/503/504/429 (base error body). */
  errorStatus?: number;
  /** The next N API requests fail with `errorStatus`, whatever the rate. */
  failNext?: number;
  /** Share of API requests (0–1) never answered (the client must time out). */
  timeoutRate?: number;
  /** The next N API requests are never answered. */
  hangNext?: number;
  /**
   * Share of callbacks (0–1) never sent, as if lost on the way: the shop must follow its
   * orders without them (Prodigi documents no retry policy).
   */
  callbackLossRate?: number;
}

export interface CallbackDelivery {
  eventId: string;
  type: string;
  orderId: string;
  url: string;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
  lastError: string | null;
  /** Dropped by the `callbackLossRate` fault: never sent. */
  lost?: boolean;
}

interface OrderRecord {
  apiKey: string;
  serial: number;
  currency: string;
  order: WireOrder;
  next: { step: OrderStep; dueAt: number } | null;
  downloadAttempts: number;
}

interface SimState {
  version: 1;
  serial: number;
  clock: { mode: 'system' | 'manual'; offsetMs: number; manualNow: number };
  orders: OrderRecord[];
  /** `${apiKey}\n${idempotencyKey}` → order id. */
  idempotency: Record<string, string>;
}

export interface EngineOptions {
  stateFile?: string;
  clock?: { mode: 'system' } | { mode: 'manual'; start?: Date };
  /** Currency the merchant account is billed in (orders' charges; quotes by default). */
  currency?: string;
  /** The dashboard-wide callback URL, used when an order has none. */
  defaultCallbackUrl?: string;
  stepDelaysMs?: Partial<typeof defaultStepDelaysMs>;
  /** Download attempts before an asset is given up (Prodigi: 10). */
  assetDownloadAttempts?: number;
  assetTimeoutMs?: number;
  /** Delays before each further callback attempt; its length + 1 is the number of attempts. */
  callbackRetryDelaysMs?: number[];
  callbackTimeoutMs?: number;
  faults?: SimulatorFaults;
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function traceParent(): string {
  return `00-${hex(16)}-${hex(8)}-00`;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function cost(amountMinor: number, currency: string): Cost {
  return { amount: minorToDecimal(amountMinor, currency), currency };
}

const fakeTracking = {
  number: 'PH000000000GB',
  url: 'https://www.royalmail.com/portal/rm/track?trackNumber=PH000000000GB',
};

const stageFilters: Record<string, OrderStage> = {
  draft: 'Draft',
  awaitingpayment: 'AwaitingPayment',
  inprogress: 'InProgress',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

export class SimulatorEngine {
  private state: SimState;
  private readonly delays: typeof defaultStepDelaysMs;
  private readonly currency: string;
  private readonly downloadAttempts: number;
  private readonly assetTimeoutMs: number;
  private readonly callbackRetryDelaysMs: number[];
  private readonly callbackTimeoutMs: number;
  private stepChain: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly aborter = new AbortController();
  readonly deliveries: CallbackDelivery[] = [];
  faults: SimulatorFaults;
  publicBaseUrl = 'http://127.0.0.1';

  constructor(private readonly options: EngineOptions) {
    this.delays = { ...defaultStepDelaysMs, ...options.stepDelaysMs };
    this.currency = (options.currency ?? 'EUR').toUpperCase();
    this.downloadAttempts = options.assetDownloadAttempts ?? 10;
    this.assetTimeoutMs = options.assetTimeoutMs ?? 10_000;
    this.callbackRetryDelaysMs = options.callbackRetryDelaysMs ?? [1_000, 5_000, 30_000];
    this.callbackTimeoutMs = options.callbackTimeoutMs ?? 5_000;
    this.faults = { ...options.faults };
    this.state = this.load() ?? this.emptyState();
  }

  // ---- state ----

  private emptyState(): SimState {
    const clock = this.options.clock ?? { mode: 'system' };
    return {
      version: 1,
      serial: 0,
      clock: {
        mode: clock.mode,
        offsetMs: 0,
        manualNow: clock.mode === 'manual' ? (clock.start?.getTime() ?? Date.now()) : 0,
      },
      orders: [],
      idempotency: {},
    };
  }

  private load(): SimState | null {
    const file = this.options.stateFile;
    if (!file || !existsSync(file)) return null;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    if (stored.version !== 1) throw new Error(`Unknown simulator state version in ${file}`);
    const state = stored as SimState;
    const mode = this.options.clock?.mode ?? 'system';
    if (state.clock.mode !== mode) {
      // Another clock than the file's: keep its moment as the new clock's starting point.
      const at =
        state.clock.mode === 'manual' ? state.clock.manualNow : Date.now() + state.clock.offsetMs;
      state.clock = { mode, offsetMs: at - Date.now(), manualNow: at };
    }
    return state;
  }

  /** Atomic: a reader (or a crash) sees the old file or the new one, never half of one. */
  private save() {
    const file = this.options.stateFile;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, file);
  }

  reset() {
    const clock = this.state.clock;
    this.state = this.emptyState();
    this.state.clock = clock;
    this.faults = {};
    this.deliveries.length = 0;
    this.save();
  }

  // ---- clock ----

  now(): number {
    const clock = this.state.clock;
    return clock.mode === 'manual' ? clock.manualNow : Date.now() + clock.offsetMs;
  }

  /**
   * While a step runs: the moment it was due. After a long `advance`, steps then happen at
   * their own times (and schedule the next from there), so the whole chain catches up.
   */
  private stepTime: number | null = null;

  private eventTime(): number {
    return this.stepTime ?? this.now();
  }

  private iso(): string {
    return new Date(this.eventTime()).toISOString();
  }

  async advanceClock(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0)
      throw new RangeError('advance takes a positive number of ms');
    if (this.state.clock.mode === 'manual') this.state.clock.manualNow += ms;
    else this.state.clock.offsetMs += ms;
    this.save();
    await this.runDue();
  }

  /** Runs every step whose time has come, in time order, one at a time. */
  runDue(): Promise<void> {
    return this.exclusive(async () => {
      for (;;) {
        const due = this.state.orders
          .filter((record) => record.next && record.next.dueAt <= this.now())
          .sort((a, b) => (a.next?.dueAt ?? 0) - (b.next?.dueAt ?? 0))[0];
        if (!due?.next) return;
        await this.runStep(due, due.next.dueAt);
      }
    });
  }

  /** Runs an order's next step now, whatever its time. */
  advanceOrder(orderId: string): Promise<WireOrder | null> {
    return this.exclusive(async () => {
      const record = this.state.orders.find((r) => r.order.id === orderId);
      if (!record) return null;
      if (record.next) await this.runStep(record, this.now());
      return clone(record.order);
    });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.stepChain.then(work, work);
    this.stepChain = run.catch(() => undefined);
    return run;
  }

  // ---- ids ----

  private nextSerial(): number {
    this.state.serial += 1;
    return this.state.serial;
  }

  private id(prefix: string): string {
    return `${prefix}${this.nextSerial()}`;
  }

  /** 17 digits like the live service's ids since 2025, fixed width so they sort as text. */
  private orderId(serial: number): string {
    return `ord_5870931906${String(serial).padStart(7, '0')}`;
  }

  // ---- products and quotes ----

  getProduct(sku: string): Answer {
    const product = findSeedProduct(sku);
    if (!product)
      return { status: 404, body: { outcome: 'EntityNotFound', traceParent: traceParent() } };
    return {
      status: 200,
      body: { outcome: 'Ok', product: productDetails(product), traceParent: traceParent() },
    };
  }

  createQuote(body: unknown): Answer {
    const { failures, quote } = validateQuote(body);
    if (!quote) return validationFailed(failures);
    const currency = quote.currencyCode ?? this.currency;
    const methods = quote.shippingMethod
      ? [quote.shippingMethod]
      : listedMethods(quote.destinationCountryCode);
    const quotes: WireQuote[] = methods.map((method) => {
      // Quote item ids are new on every call.
      const items = quote.items.map((item) => ({ ...item, id: `qit_${hex(16)}` }));
      const pricing = priceOrder(items, quote.destinationCountryCode, method, currency);
      return {
        shipmentMethod: method,
        costSummary: {
          items: cost(pricing.itemsMinor, currency),
          shipping: cost(pricing.shippingMinor, currency),
          totalCost: cost(pricing.itemsMinor + pricing.shippingMinor, currency),
          totalTax: cost(0, currency),
        },
        shipments: pricing.shipments.map((shipment) => ({
          carrier: shipment.carrier,
          fulfillmentLocation: shipment.fulfillmentLocation,
          cost: cost(shipment.costMinor, currency),
          items: shipment.itemIds,
        })),
        items: items.map((item, index) => ({
          id: item.id,
          sku: item.sku,
          copies: item.copies,
          unitCost: cost(pricing.items[index]?.unitMinor ?? 0, currency),
          attributes: item.attributes,
          assets: item.assets.map((asset) => ({ printArea: asset.printArea })),
        })),
      };
    });
    const us = quote.destinationCountryCode === 'US';
    return {
      status: 200,
      body: {
        outcome: us ? 'CreatedWithIssues' : 'Created',
        ...(us
          ? {
              issues: [
                {
                  errorCode: 'destinationCountryCode.UsSalesTaxWarning',
                  description: 'Prices may be subject to US sales tax',
                },
              ],
            }
          : {}),
        quotes,
        traceParent: traceParent(),
      },
    };
  }

  // ---- orders ----

  private find(apiKey: string, orderId: string): OrderRecord | undefined {
    const wanted = orderId.toLowerCase();
    return this.state.orders.find(
      (r) => r.apiKey === apiKey && r.order.id.toLowerCase() === wanted,
    );
  }

  private schedule(record: OrderRecord, step: OrderStep | null, delayMs = 0) {
    record.next = step ? { step, dueAt: this.eventTime() + delayMs } : null;
  }

  private touch(record: OrderRecord) {
    record.order.lastUpdated = this.iso();
  }

  createOrder(apiKey: string, body: unknown): Answer {
    const { failures, order: valid } = validateCreateOrder(body);
    if (!valid) return validationFailed(failures);
    if (valid.idempotencyKey) {
      const existingId = this.state.idempotency[`${apiKey}\n${valid.idempotencyKey}`];
      const existing = existingId ? this.find(apiKey, existingId) : undefined;
      if (existing) {
        return {
          status: 200,
          body: {
            outcome: 'AlreadyExists',
            order: clone(existing.order),
            traceParent: traceParent(),
          },
        };
      }
    }
    const now = this.iso();
    const serial = this.nextSerial();
    const order: WireOrder = {
      id: this.orderId(serial),
      created: now,
      lastUpdated: now,
      callbackUrl: valid.callbackUrl,
      merchantReference: valid.merchantReference,
      shippingMethod: valid.shippingMethod,
      idempotencyKey: valid.idempotencyKey,
      status: {
        stage: 'InProgress',
        issues: [],
        details: {
          downloadAssets: 'NotStarted',
          printReadyAssetsPrepared: 'NotStarted',
          allocateProductionLocation: 'NotStarted',
          inProduction: 'NotStarted',
          shipping: 'NotStarted',
        },
      },
      charges: [],
      shipments: [],
      recipient: {
        name: valid.recipient.name,
        email: valid.recipient.email ?? null,
        phoneNumber: valid.recipient.phoneNumber ?? null,
        address: {
          line1: valid.recipient.address.line1,
          line2: valid.recipient.address.line2 ?? null,
          postalOrZipCode: valid.recipient.address.postalOrZipCode,
          countryCode: valid.recipient.address.countryCode,
          townOrCity: valid.recipient.address.townOrCity,
          stateOrCounty: valid.recipient.address.stateOrCounty ?? null,
        },
      },
      items: valid.items.map((item) => ({
        id: this.id('ori_'),
        status: 'NotYetDownloaded',
        merchantReference: item.merchantReference,
        sku: item.sku,
        copies: item.copies,
        sizing: item.sizing,
        thumbnailUrl: null,
        attributes: item.attributes,
        assets: item.assets.map((asset) => ({
          id: this.id('ast_'),
          printArea: asset.printArea,
          md5Hash: asset.md5Hash,
          url: asset.url,
          thumbnailUrl: null,
          ...(asset.pageCount === undefined ? {} : { pageCount: asset.pageCount }),
          status: 'InProgress',
        })),
        recipientCost: item.recipientCost,
      })),
      packingSlip: valid.packingSlipUrl
        ? { url: valid.packingSlipUrl, status: 'NotYetDownloaded' }
        : null,
      metadata: valid.metadata,
    };
    const record: OrderRecord = {
      apiKey,
      serial,
      currency: this.currency,
      order,
      next: null,
      downloadAttempts: 0,
    };
    this.schedule(record, 'downloadAssets', this.delays.downloadAssets);
    this.state.orders.push(record);
    if (valid.idempotencyKey)
      this.state.idempotency[`${apiKey}\n${valid.idempotencyKey}`] = order.id;
    this.save();
    return {
      status: 200,
      body: { outcome: 'Created', order: clone(order), traceParent: traceParent() },
    };
  }

  getOrder(apiKey: string, orderId: string): Answer {
    const record = this.find(apiKey, orderId);
    if (!record) return notFound();
    return {
      status: 200,
      body: { outcome: 'Ok', order: clone(record.order), traceParent: traceParent() },
    };
  }

  listOrders(apiKey: string, query: URLSearchParams): Answer {
    // Query keys are case-insensitive (`top` and `Top` both work).
    const params = new Map<string, string[]>();
    for (const [key, value] of query) {
      const list = params.get(key.toLowerCase()) ?? [];
      list.push(value);
      params.set(key.toLowerCase(), list);
    }
    const one = (key: string) => params.get(key)?.[0];
    const many = (key: string) =>
      (params.get(key) ?? [])
        .flatMap((value) => value.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
    const failures = new Failures();
    const top = one('top') === undefined ? 10 : Number(one('top'));
    const skip = one('skip') === undefined ? 0 : Number(one('skip'));
    if (!Number.isInteger(top) || top < 1 || top > 100)
      failures.add('top', 'InvalidValue', one('top'));
    if (!Number.isInteger(skip) || skip < 0) failures.add('skip', 'InvalidValue', one('skip'));
    const status = one('status');
    const stage = status === undefined ? undefined : stageFilters[status.toLowerCase()];
    if (status !== undefined && !stage) failures.add('status', 'InvalidValue', status);
    const bound = (key: string) => {
      const text = one(key.toLowerCase());
      if (text === undefined) return null;
      const time = Date.parse(text);
      if (Number.isNaN(time)) failures.add(key, 'InvalidValue', text);
      return time;
    };
    const from = bound('createdFrom');
    const to = bound('createdTo');
    if (failures.any) return validationFailed(failures);
    const ids = new Set(many('orderids').map((id) => id.toLowerCase()));
    const refs = new Set(many('merchantreferences'));
    const matching = this.state.orders
      .filter((r) => r.apiKey === apiKey)
      .filter((r) => !stage || r.order.status.stage === stage)
      .filter((r) => from === null || Date.parse(r.order.created) >= from)
      .filter((r) => to === null || Date.parse(r.order.created) <= to)
      .filter((r) => ids.size === 0 || ids.has(r.order.id.toLowerCase()))
      .filter(
        (r) =>
          refs.size === 0 ||
          (r.order.merchantReference !== null && refs.has(r.order.merchantReference)),
      )
      .sort((a, b) => b.serial - a.serial);
    const page = matching.slice(skip, skip + top);
    const hasMore = skip + top < matching.length;
    let nextUrl: string | null = null;
    if (hasMore) {
      const next = new URLSearchParams({ Top: String(top), Skip: String(skip + top) });
      for (const [key, values] of query) {
        if (!['top', 'skip'].includes(key.toLowerCase())) next.append(key, values);
      }
      nextUrl = `${this.publicBaseUrl}/v4.0/Orders?${next.toString()}`;
    }
    return {
      status: 200,
      body: {
        outcome: 'Ok',
        hasMore,
        nextUrl,
        orders: page.map((r) => clone(r.order)),
        traceParent: traceParent(),
      },
    };
  }

  private availability(order: WireOrder): OrderActions {
    const open =
      order.status.stage === 'InProgress' && order.status.details.inProduction === 'NotStarted';
    const flag = (yes: boolean) => ({ isAvailable: yes ? ('Yes' as const) : ('No' as const) });
    return {
      cancel: flag(open),
      changeRecipientDetails: flag(open),
      changeShippingMethod: flag(open),
      changeMetaData: flag(true),
    };
  }

  getActions(apiKey: string, orderId: string): Answer {
    const record = this.find(apiKey, orderId);
    if (!record) return notFound();
    return {
      status: 200,
      body: { outcome: 'Ok', ...this.availability(record.order), traceParent: traceParent() },
    };
  }

  cancel(apiKey: string, orderId: string): Answer {
    const record = this.find(apiKey, orderId);
    if (!record) return notFound();
    const order = record.order;
    if (this.availability(order).cancel.isAvailable === 'No') {
      // Production started: Prodigi tries and fails; a finished or cancelled order has no action.
      const outcome = order.status.stage === 'InProgress' ? 'FailedToCancel' : 'ActionNotAvailable';
      return { status: 200, body: { outcome, order: clone(order), traceParent: traceParent() } };
    }
    order.status.stage = 'Cancelled';
    for (const shipment of order.shipments) shipment.status = 'Cancelled';
    // As the recorded cancel: one charge of nothing, the whole order refunded.
    order.charges = [
      {
        id: this.id('chg_'),
        prodigiInvoiceNumber: null,
        totalCost: cost(0, record.currency),
        totalTax: cost(0, record.currency),
        items: [],
      },
    ];
    this.schedule(record, null);
    this.touch(record);
    this.save();
    this.emit(record, 'com.prodigi.order.status.stage.changed#Cancelled');
    return {
      status: 200,
      body: { outcome: 'Cancelled', order: clone(order), traceParent: traceParent() },
    };
  }

  updateShippingMethod(apiKey: string, orderId: string, body: unknown): Answer {
    const record = this.find(apiKey, orderId);
    if (!record) return notFound();
    const raw = isRecord(body) ? body.shippingMethod : undefined;
    const failures = new Failures();
    const method = canonicalMethod(raw);
    if (raw === undefined || raw === null || raw === '')
      failures.add('shippingMethod', 'Required', null);
    else if (!method) failures.add('shippingMethod', 'InvalidValue', raw);
    if (failures.any || !method) return validationFailed(failures);
    const order = record.order;
    if (this.availability(order).changeShippingMethod.isAvailable === 'No') {
      return shipmentAnswer('ActionNotAvailable', 'shippingUpdateResults', [], order);
    }
    if (!offersMethod(order.recipient.address.countryCode, method)) {
      const results = order.shipments.map((shipment) => ({
        shipmentId: shipment.id,
        successful: false,
        errorCode: 'order.shipments.notAvailable' as const,
        description: `${method} is not available to ${order.recipient.address.countryCode}`,
      }));
      return shipmentAnswer('FailedToUpdate', 'shippingUpdateResults', results, order);
    }
    order.shippingMethod = method;
    if (order.shipments.length > 0) {
      const pricing = this.pricing(record);
      order.shipments.forEach((shipment, index) => {
        const planned = pricing.shipments[index];
        if (planned) shipment.carrier = planned.carrier;
      });
      order.charges = this.charges(record, pricing);
    }
    this.touch(record);
    this.save();
    const results = order.shipments.map((shipment) => ({
      shipmentId: shipment.id,
      successful: true,
    }));
    return shipmentAnswer('Updated', 'shippingUpdateResults', results, order);
  }

  updateRecipient(apiKey: string, orderId: string, body: unknown): Answer {
    const record = this.find(apiKey, orderId);
    if (!record) return notFound();
    const failures = new Failures();
    // The bare Recipient object, so paths have no `recipient.` prefix.
    const recipient = checkRecipient(failures, body, '');
    if (failures.any || !recipient) return validationFailed(failures);
    const order = record.order;
    if (this.availability(order).changeRecipientDetails.isAvailable === 'No') {
      return shipmentAnswer('ActionNotAvailable', 'shipmentUpdateResults', [], order);
    }
    const before = order.recipient.address.countryCode;
    const after = recipient.address.countryCode;
    const shipsThere = order.items.every((item) => {
      const product = findSeedProduct(item.sku);
      return product !== undefined && shipsToOf(product).includes(after);
    });
    if (
      after !== before &&
      (order.shipments.length > 0 || !shipsThere || !offersMethod(after, order.shippingMethod))
    ) {
      failures.add('address.countryCode', 'ChangeOfDestinationCountryNotPossible', after, {
        comparisonValue: before,
      });
      return validationFailed(failures);
    }
    order.recipient = {
      name: recipient.name,
      email: recipient.email ?? null,
      phoneNumber: recipient.phoneNumber ?? null,
      address: {
        line1: recipient.address.line1,
        line2: recipient.address.line2 ?? null,
        postalOrZipCode: recipient.address.postalOrZipCode,
        countryCode: recipient.address.countryCode,
        townOrCity: recipient.address.townOrCity,
        stateOrCounty: recipient.address.stateOrCounty ?? null,
      },
    };
    this.touch(record);
    this.save();
    const results = order.shipments.map((shipment) => ({
      shipmentId: shipment.id,
      successful: true,
    }));
    return shipmentAnswer('Updated', 'shipmentUpdateResults', results, order);
  }

  updateMetadata(apiKey: string, orderId: string, body: unknown): Answer {
    const record = this.find(apiKey, orderId);
    if (!record) return notFound();
    const failures = new Failures();
    const raw = isRecord(body) ? body.metadata : undefined;
    if (raw === undefined) failures.add('metadata', 'Required', null);
    const metadata = checkMetadata(failures, raw);
    if (failures.any) return validationFailed(failures);
    // Replaces the whole object, at any stage.
    record.order.metadata = metadata;
    this.touch(record);
    this.save();
    return {
      status: 200,
      body: { outcome: 'Updated', order: clone(record.order), traceParent: traceParent() },
    };
  }

  // ---- the stage machine ----

  private pricing(record: OrderRecord): Pricing {
    const items = record.order.items.flatMap((item) => {
      const product = findSeedProduct(item.sku);
      return product ? [{ id: item.id, product, copies: item.copies }] : [];
    });
    const method: ShippingMethod = record.order.shippingMethod;
    return priceOrder(items, record.order.recipient.address.countryCode, method, record.currency);
  }

  private charges(record: OrderRecord, pricing: Pricing): WireOrder['charges'] {
    const currency = record.currency;
    return [
      {
        id: this.id('chg_'),
        prodigiInvoiceNumber: null,
        totalCost: cost(pricing.itemsMinor + pricing.shippingMinor, currency),
        totalTax: cost(0, currency),
        items: [
          ...pricing.items.map((item) => ({
            id: this.id('chi_'),
            itemId: item.id,
            shipmentId: null,
            cost: cost(item.totalMinor, currency),
            chargeType: 'Item' as const,
          })),
          ...record.order.shipments.map((shipment, index) => ({
            id: this.id('chi_'),
            itemId: null,
            shipmentId: shipment.id,
            cost: cost(pricing.shipments[index]?.costMinor ?? 0, currency),
            chargeType: 'Shipping' as const,
          })),
        ],
      },
    ];
  }

  private async runStep(record: OrderRecord, at: number): Promise<void> {
    this.stepTime = at;
    try {
      await this.runStepAt(record);
    } finally {
      this.stepTime = null;
    }
  }

  private async runStepAt(record: OrderRecord): Promise<void> {
    const step = record.next?.step;
    const order = record.order;
    if (!step || order.status.stage !== 'InProgress') {
      record.next = null;
      return;
    }
    const details = order.status.details;
    switch (step) {
      case 'downloadAssets': {
        await this.downloadAssets(record);
        return;
      }
      case 'allocate': {
        const pricing = this.pricing(record);
        order.shipments = pricing.shipments.map((planned) => ({
          id: this.id('shp_'),
          status: 'Processing',
          dispatchDate: null,
          carrier: planned.carrier,
          fulfillmentLocation: planned.fulfillmentLocation,
          tracking: null,
          items: planned.itemIds.map((itemId) => ({ itemId })),
        }));
        order.charges = this.charges(record, pricing);
        details.allocateProductionLocation = 'Complete';
        this.schedule(record, 'prepareAssets', this.delays.prepareAssets);
        break;
      }
      case 'prepareAssets':
        details.printReadyAssetsPrepared = 'Complete';
        if (order.packingSlip) order.packingSlip.status = 'Success';
        this.schedule(record, 'startProduction', this.delays.startProduction);
        break;
      case 'startProduction':
        details.inProduction = 'InProgress';
        this.schedule(record, 'ship', this.delays.ship);
        break;
      case 'ship':
        details.inProduction = 'Complete';
        details.shipping = 'InProgress';
        for (const shipment of order.shipments) {
          shipment.status = 'Shipped';
          shipment.dispatchDate = this.iso();
          shipment.tracking = { ...fakeTracking };
        }
        this.schedule(record, 'complete', this.delays.complete);
        this.touch(record);
        this.save();
        this.emit(record, 'com.prodigi.order.shipments.shipment#Complete');
        return;
      case 'complete':
        details.shipping = 'Complete';
        order.status.stage = 'Complete';
        this.schedule(record, null);
        this.touch(record);
        this.save();
        this.emit(record, 'com.prodigi.order.status.stage.changed#Complete');
        return;
    }
    this.touch(record);
    this.save();
  }

  /** Each asset URL really fetched (GET, with a timeout), retried as Prodigi does. */
  private async downloadAssets(record: OrderRecord): Promise<void> {
    const order = record.order;
    order.status.details.downloadAssets = 'InProgress';
    record.downloadAttempts += 1;
    const pending = order.items.flatMap((item) =>
      item.assets.filter((asset) => asset.status !== 'Complete').map((asset) => ({ item, asset })),
    );
    // Requests answered while the downloads run must see the present, not this step's time.
    const at = this.stepTime;
    this.stepTime = null;
    const results = await Promise.all(pending.map(({ asset }) => this.fetchAsset(asset.url)));
    this.stepTime = at;
    // Cancelled (or reset) while the downloads ran: nothing more to do.
    if (order.status.stage !== 'InProgress' || !this.state.orders.includes(record)) return;
    const outcomes = pending.map((entry, index) => ({ ...entry, error: results[index] ?? null }));
    const failed = outcomes.filter((entry) => entry.error !== null);
    for (const { asset, error } of outcomes) if (error === null) asset.status = 'Complete';
    for (const item of order.items) {
      if (item.assets.every((asset) => asset.status === 'Complete')) item.status = 'Ok';
    }
    if (failed.length === 0) {
      order.status.details.downloadAssets = 'Complete';
      this.schedule(record, 'allocate', this.delays.allocate);
      this.touch(record);
      this.save();
      this.emit(record, 'com.prodigi.order.status.stage.changed#InProgress');
      return;
    }
    for (const { item, asset, error } of failed) {
      order.status.issues.push({
        objectId: item.id,
        errorCode: 'order.items.assets.NotDownloaded',
        description: `Asset ${asset.id} could not be downloaded from ${asset.url} (${error ?? 'unknown'}); attempt ${record.downloadAttempts} of ${this.downloadAttempts}`,
        authorisationDetails: null,
      });
    }
    if (record.downloadAttempts >= this.downloadAttempts) {
      for (const { item, asset } of failed) {
        asset.status = 'Error';
        item.status = 'Invalid';
      }
      for (const item of new Set(failed.map(({ item }) => item))) {
        order.status.issues.push({
          objectId: item.id,
          errorCode: 'order.items.assets.FailedToDownloaded',
          description: `The assets of item ${item.id} failed to download after ${this.downloadAttempts} attempts`,
          authorisationDetails: null,
        });
      }
      // The order stays InProgress and never advances.
      order.status.details.downloadAssets = 'Error';
      this.schedule(record, null);
    } else {
      this.schedule(record, 'downloadAssets', this.delays.downloadRetry);
    }
    this.touch(record);
    this.save();
  }

  /** null when downloaded; otherwise why not. */
  private async fetchAsset(url: string): Promise<string | null> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.any([AbortSignal.timeout(this.assetTimeoutMs), this.aborter.signal]),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return `HTTP ${response.status}`;
      }
      // Read it all, as a lab would, without keeping it.
      let bytes = 0;
      if (response.body) {
        for await (const chunk of response.body as AsyncIterable<Uint8Array>)
          bytes += chunk.byteLength;
      }
      return bytes === 0 ? 'empty file' : null;
    } catch (error) {
      return error instanceof Error ? error.name : 'network error';
    }
  }

  // ---- callbacks ----

  private emit(record: OrderRecord, type: string) {
    const url = record.order.callbackUrl ?? this.options.defaultCallbackUrl;
    if (!url) return;
    const event: WireCallback = {
      specversion: '1.0',
      type,
      source: `${this.publicBaseUrl}/v4.0/Orders/`,
      id: this.id('evt_'),
      time: this.iso(),
      datacontenttype: 'application/json',
      subject: record.order.id,
      data: { order: clone(record.order), traceParent: traceParent() },
    };
    const delivery: CallbackDelivery = {
      eventId: event.id,
      type,
      orderId: record.order.id,
      url,
      attempts: 0,
      delivered: false,
      lastStatus: null,
      lastError: null,
    };
    this.deliveries.push(delivery);
    if (this.deliveries.length > 200) this.deliveries.shift();
    const lossRate = this.faults.callbackLossRate ?? 0;
    if (lossRate > 0 && Math.random() < lossRate) {
      delivery.lost = true;
      delivery.lastError = 'lost (callbackLossRate fault)';
      return;
    }
    const task = this.deliver(event, delivery).finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  private async deliver(event: WireCallback, delivery: CallbackDelivery): Promise<void> {
    const body = JSON.stringify(event);
    for (let attempt = 0; attempt <= this.callbackRetryDelaysMs.length; attempt++) {
      if (this.aborter.signal.aborted) return;
      if (attempt > 0) {
        await sleep(this.callbackRetryDelaysMs[attempt - 1] ?? 0, this.aborter.signal);
        if (this.closing()) return;
      }
      delivery.attempts += 1;
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body,
          signal: AbortSignal.any([
            AbortSignal.timeout(this.callbackTimeoutMs),
            this.aborter.signal,
          ]),
        });
        await response.body?.cancel();
        delivery.lastStatus = response.status;
        if (response.ok) {
          delivery.delivered = true;
          return;
        }
        delivery.lastError = `HTTP ${response.status}`;
      } catch (error) {
        delivery.lastError = error instanceof Error ? error.message : String(error);
      }
    }
  }

  private closing(): boolean {
    return this.aborter.signal.aborted;
  }

  /** Waits until every callback in flight has been delivered or given up. */
  async flushCallbacks(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    this.aborter.abort();
    await this.stepChain;
    await Promise.allSettled([...this.inFlight]);
    this.save();
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validationFailed(failures: Failures): Answer {
  return {
    status: 400,
    body: { outcome: 'ValidationFailed', failures: failures.map, traceParent: traceParent() },
  };
}

function notFound(): Answer {
  return { status: 404, body: { outcome: 'EntityNotFound', traceParent: traceParent() } };
}

function shipmentAnswer(
  outcome: string,
  field: 'shippingUpdateResults' | 'shipmentUpdateResults',
  results: ShipmentUpdateResult[],
  order: WireOrder,
): Answer {
  return {
    status: 200,
    body: { outcome, [field]: results, order: clone(order), traceParent: traceParent() },
  };
}
