/**
 * The simulator's behaviour, independent of HTTP: PaymentIntents and their status machine
 * (docs/rules/checkout-and-payments.md#payment-intent-statuses), charges, refunds, events,
 * idempotent replay, and the state file. Handlers take parsed form parameters and answer
 * `{ status, body }` or throw `SimulatorError`, which the HTTP layer turns into Stripe's error
 * object.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passesLuhn, testCardNumbers, testPaymentMethods, type TestCard } from './cards';
import {
  SimulatorError,
  authenticationError,
  cardErrorDocUrl,
  invalidRequest,
  resourceMissing,
  unexpectedState,
} from './errors';
import type { FormObject, FormValue } from './form';
import type { PendingDelivery } from './webhooks';

/** The API version of stripe@23.1.0 (`Stripe.API_VERSION`); events are rendered with it. */
export const apiVersion = '2026-10-28.endive';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface LastPaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  charge?: string;
  payment_method?: { id: string; object: 'payment_method'; type: 'card' };
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: 'always' | 'never' } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  description: string | null;
  excluded_payment_method_types: null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string | null };
  } | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: { card: { request_three_d_secure: 'automatic' } };
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: null;
  shipping: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  source: null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: null;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  application: null;
  application_fee: null;
  application_fee_amount: null;
  balance_transaction: null;
  billing_details: {
    address: Record<'city' | 'country' | 'line1' | 'line2' | 'postal_code' | 'state', null>;
    email: null;
    name: null;
    phone: null;
    tax_id: null;
  };
  calculated_statement_descriptor: string;
  captured: boolean;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  disputed: false;
  failure_balance_transaction: null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  fraud_details: Record<string, never>;
  on_behalf_of: null;
  outcome: {
    advice_code: null;
    network_advice_code: null;
    network_decline_code: string | null;
    network_status: string;
    reason: string | null;
    risk_level: 'normal';
    seller_message: string;
    type: string;
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' };
  };
  receipt_email: string | null;
  receipt_number: null;
  receipt_url: null;
  refunded: boolean;
  review: null;
  shipping: null;
  source: null;
  source_transfer: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: 'succeeded' | 'failed';
  transfer_data: null;
  transfer_group: null;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  destination_details: { card: { type: 'refund' }; type: 'card' };
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: PaymentIntent | Charge | Refund };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

interface PaymentMethodRecord {
  id: string;
  card: TestCard;
  expMonth: number;
  expYear: number;
}

interface IdempotencyRecord {
  key: string;
  request: string;
  status: number;
  body: unknown;
  savedAt: number;
}

interface SimState {
  version: 1;
  paymentIntents: PaymentIntent[];
  /** return_url given at confirmation, per PaymentIntent (not a field of the object). */
  returnUrls: Record<string, string>;
  paymentMethods: PaymentMethodRecord[];
  charges: Charge[];
  refunds: Refund[];
  events: StripeEvent[];
  idempotency: IdempotencyRecord[];
  /**
   * Webhook deliveries still under way, by event id: attempts made and when the next is due
   * (wall-clock ms). Absent from files older than it.
   */
  deliveries?: Record<string, { attempts: number; nextAttemptAt: number }>;
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RequestContext {
  /** 'publishable' only reaches the routes a browser may call with a client secret. */
  keyKind: 'secret' | 'publishable';
  requestId: string;
  idempotencyKey: string | null;
}

export interface EngineOptions {
  stateFile?: string | undefined;
  clock?: (() => Date) | undefined;
  /** Where `next_action.redirect_to_url.url` points (the simulator's public origin). */
  publicBaseUrl?: string | undefined;
}

/** Idempotency keys are forgotten after 24 h, as Stripe prunes them. */
const idempotencyTtlMs = 24 * 60 * 60 * 1000;
const maxEventsKept = 2_000;
/** Stripe retries an undelivered event for up to 3 days. */
const stripeRetryWindowSeconds = 3 * 24 * 60 * 60;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += alphabet.charAt(byte % alphabet.length);
  return `${prefix}${id}`;
}

// ---- parameter readers ----

function asString(params: FormObject, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidRequest(`Invalid string: ${name}`, 'parameter_invalid_string', name);
  return value;
}

function asInteger(params: FormObject, name: string): number | undefined {
  const value = asString(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidRequest(`Invalid integer: ${value}`, 'parameter_invalid_integer', name);
  }
  return Number(value);
}

function asRecord(params: FormObject, name: string): Record<string, FormValue> | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest(`Invalid object`, 'parameter_invalid_empty', name);
  }
  return value;
}

function asBoolean(value: FormValue | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(
    `Invalid boolean: ${JSON.stringify(value)}`,
    'parameter_invalid_boolean',
    name,
  );
}

function checkKnown(params: FormObject, allowed: readonly string[]) {
  for (const name of Object.keys(params)) {
    if (name === 'payment_method_types') {
      throw invalidRequest(
        'The payment_method_types parameter is no longer supported on this API version. Use automatic_payment_methods or allowed_payment_method_types instead.',
        'payment_method_types_no_longer_supported',
        'payment_method_types',
      );
    }
    if (!allowed.includes(name)) {
      throw invalidRequest(`Received unknown parameter: ${name}`, 'parameter_unknown', name);
    }
  }
}

/** `metadata[k]=v` merges; `metadata[k]=` removes k; `metadata=` clears all (Stripe's rules). */
function applyMetadata(
  current: Record<string, string>,
  params: FormObject,
): Record<string, string> {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest('Invalid hash', 'parameter_invalid_empty', 'metadata');
  }
  const next = new Map(Object.entries(current));
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string')
      throw invalidRequest('Invalid metadata value', undefined, `metadata[${key}]`);
    if (key.length > 40)
      throw invalidRequest(
        'Metadata keys can be at most 40 characters.',
        undefined,
        `metadata[${key}]`,
      );
    if (entry.length > 500)
      throw invalidRequest(
        'Metadata values can be at most 500 characters.',
        undefined,
        `metadata[${key}]`,
      );
    if (entry === '') next.delete(key);
    else next.set(key, entry);
  }
  if (next.size > 50)
    throw invalidRequest('Metadata can have at most 50 keys.', undefined, 'metadata');
  return Object.fromEntries(next);
}

function expandList(params: FormObject): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((entry): entry is string => typeof entry === 'string');
}

const createParams = [
  'amount',
  'currency',
  'automatic_payment_methods',
  'metadata',
  'description',
  'receipt_email',
  'confirm',
  'payment_method',
  'return_url',
  'expand',
  'capture_method',
  'off_session',
] as const;
const updateParams = [
  'amount',
  'currency',
  'metadata',
  'description',
  'receipt_email',
  'payment_method',
  'expand',
] as const;
const confirmParams = [
  'payment_method',
  'payment_method_data',
  'return_url',
  'expand',
  'client_secret',
  'key',
  'off_session',
  'receipt_email',
] as const;

const cancelable: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const confirmable: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

export class SimulatorEngine {
  private state: SimState;
  /** Called with the events one API call produced, in the order they happened. */
  onEvents: (events: StripeEvent[]) => void = () => undefined;
  publicBaseUrl: string;

  constructor(private readonly options: EngineOptions) {
    this.state = this.load() ?? SimulatorEngine.emptyState();
    this.publicBaseUrl = options.publicBaseUrl ?? 'http://127.0.0.1:3091';
  }

  private static emptyState(): SimState {
    return {
      version: 1,
      paymentIntents: [],
      returnUrls: {},
      paymentMethods: [],
      charges: [],
      refunds: [],
      events: [],
      idempotency: [],
      deliveries: {},
    };
  }

  private load(): SimState | null {
    const file = this.options.stateFile;
    if (!file || !existsSync(file)) return null;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    if (stored.version !== 1) throw new Error(`Unknown simulator state version in ${file}`);
    return stored as SimState;
  }

  /** Atomic: a reader (or a crash) sees the old file or the new one, never half of one. */
  save() {
    const file = this.options.stateFile;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, file);
  }

  reset() {
    this.state = SimulatorEngine.emptyState();
    this.save();
  }

  now(): number {
    return Math.floor((this.options.clock?.() ?? new Date()).getTime() / 1000);
  }

  // ---- idempotency ----

  findIdempotent(scope: string): IdempotencyRecord | undefined {
    const cutoff = Date.now() - idempotencyTtlMs;
    this.state.idempotency = this.state.idempotency.filter((record) => record.savedAt >= cutoff);
    return this.state.idempotency.find((record) => record.key === scope);
  }

  saveIdempotent(scope: string, request: string, answer: Answer) {
    this.state.idempotency.push({
      key: scope,
      request,
      status: answer.status,
      body: answer.body,
      savedAt: Date.now(),
    });
    this.save();
  }

  // ---- events ----

  private pending: StripeEvent[] = [];

  private emit(type: string, object: PaymentIntent | Charge | Refund, context: RequestContext) {
    const event: StripeEvent = {
      id: randomId('evt_'),
      object: 'event',
      api_version: apiVersion,
      created: this.now(),
      // A snapshot: later changes to the object do not show in an event already sent.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 0,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    };
    this.state.events.push(event);
    if (this.state.events.length > maxEventsKept) this.state.events.shift();
    this.pending.push(event);
  }

  /** Whether events are to be delivered (an endpoint is set): they are then saved pending. */
  delivers: () => boolean = () => false;

  /**
   * Ends an API call: saves, then hands its events to the webhook deliverer. The change and
   * its events, pending with their first attempt due now, are one write: a crash right after
   * leaves them to deliver, never marked as delivered.
   */
  commit() {
    const events = this.pending;
    this.pending = [];
    if (events.length > 0 && this.delivers()) {
      const deliveries = (this.state.deliveries ??= {});
      for (const event of events) {
        event.pending_webhooks = 1;
        deliveries[event.id] = { attempts: 0, nextAttemptAt: Date.now() };
      }
    }
    this.save();
    if (events.length > 0) this.onEvents(events);
  }

  /**
   * Events not yet delivered to the endpoint, to go on with after a restart: those under way
   * at their next attempt, and any other left pending in the last 3 days (Stripe's window)
   * once more, now.
   */
  undeliveredEvents(): PendingDelivery[] {
    const deliveries = this.state.deliveries ?? {};
    const since = this.now() - stripeRetryWindowSeconds;
    return this.state.events.flatMap((event) => {
      if (event.pending_webhooks === 0) return [];
      const under = deliveries[event.id];
      if (under) return [{ event, ...under }];
      return event.created >= since ? [{ event, attempts: 0, nextAttemptAt: Date.now() }] : [];
    });
  }

  /** Keeps when an event's next attempt is due (the deliverer tells before each wait). */
  scheduleDelivery(eventId: string, attempts: number, nextAttemptAt: number) {
    (this.state.deliveries ??= {})[eventId] = { attempts, nextAttemptAt };
    this.save();
  }

  allEvents(): StripeEvent[] {
    return this.state.events;
  }

  // ---- lookups ----

  private intent(id: string): PaymentIntent {
    const found = this.state.paymentIntents.find((intent) => intent.id === id);
    if (!found) throw resourceMissing('payment_intent', id, 'intent');
    return found;
  }

  private charge(id: string): Charge {
    const found = this.state.charges.find((charge) => charge.id === id);
    if (!found) throw resourceMissing('charge', id, 'charge');
    return found;
  }

  /** A browser with a publishable key may only reach a PaymentIntent with its client secret. */
  private checkClientSecret(intent: PaymentIntent, params: FormObject, context: RequestContext) {
    if (context.keyKind === 'secret') return;
    const secret = params.client_secret;
    if (typeof secret !== 'string' || secret === '') {
      throw invalidRequest(
        'A client_secret is required with a publishable API key.',
        undefined,
        'client_secret',
      );
    }
    if (secret !== intent.client_secret) {
      throw invalidRequest(
        'The client_secret provided does not match any associated PaymentIntent on this account.',
        'resource_missing',
        'client_secret',
      );
    }
  }

  /** What the caller may see: publishable keys get no metadata (Stripe redacts it). */
  private shown(intent: PaymentIntent, context: RequestContext, expand: string[]): unknown {
    const copy: Record<string, unknown> = { ...intent };
    if (expand.includes('latest_charge') && intent.latest_charge) {
      copy.latest_charge = this.charge(intent.latest_charge);
    }
    if (context.keyKind === 'publishable') {
      delete copy.metadata;
      delete copy.receipt_email;
    }
    return copy;
  }

  // ---- PaymentIntents ----

  createPaymentIntent(params: FormObject, context: RequestContext): Answer {
    checkKnown(params, createParams);
    const amount = asInteger(params, 'amount');
    if (amount === undefined)
      throw invalidRequest('Missing required param: amount.', 'parameter_missing', 'amount');
    checkAmount(amount);
    const currencyText = asString(params, 'currency');
    if (currencyText === undefined) {
      throw invalidRequest('Missing required param: currency.', 'parameter_missing', 'currency');
    }
    const currency = checkCurrency(currencyText);
    const automatic = asRecord(params, 'automatic_payment_methods');
    const enabled = asBoolean(automatic?.enabled, 'automatic_payment_methods[enabled]') ?? true;
    const allowRedirects = automatic?.allow_redirects;
    if (allowRedirects !== undefined && allowRedirects !== 'always' && allowRedirects !== 'never') {
      throw invalidRequest(
        'Invalid allow_redirects',
        'parameter_invalid_string',
        'automatic_payment_methods[allow_redirects]',
      );
    }
    const captureMethod = asString(params, 'capture_method');
    if (captureMethod !== undefined && captureMethod !== 'automatic') {
      throw invalidRequest(
        'The simulator only supports capture_method=automatic.',
        'parameter_invalid_string',
        'capture_method',
      );
    }
    const confirm = asBoolean(params.confirm, 'confirm') ?? false;
    const returnUrl = asString(params, 'return_url');
    if (returnUrl !== undefined && !confirm) {
      throw invalidRequest(
        'return_url can only be passed when confirm=true.',
        undefined,
        'return_url',
      );
    }
    const id = randomId('pi_');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: enabled
        ? { enabled: true, ...(allowRedirects ? { allow_redirects: allowRedirects } : {}) }
        : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId('', 25)}`,
      confirmation_method: 'automatic',
      created: this.now(),
      currency,
      customer: null,
      customer_account: null,
      description: asString(params, 'description') ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: applyMetadata({}, params),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: emptyToNull(asString(params, 'receipt_email')),
      review: null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      source: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    const paymentMethod = asString(params, 'payment_method');
    if (paymentMethod !== undefined) {
      this.findPaymentMethod(paymentMethod);
      intent.payment_method = paymentMethod;
      intent.status = 'requires_confirmation';
    }
    this.state.paymentIntents.push(intent);
    this.emit('payment_intent.created', intent, context);
    if (confirm) {
      const confirmation: FormObject = {};
      if (paymentMethod !== undefined) confirmation.payment_method = paymentMethod;
      if (returnUrl !== undefined) confirmation.return_url = returnUrl;
      if (params.off_session !== undefined) confirmation.off_session = params.off_session;
      return this.confirmPaymentIntent(
        id,
        { ...confirmation, expand: params.expand ?? [] },
        context,
      );
    }
    return { status: 200, body: this.shown(intent, context, expandList(params)) };
  }

  retrievePaymentIntent(id: string, params: FormObject, context: RequestContext): Answer {
    const intent = this.intent(id);
    this.checkClientSecret(intent, params, context);
    return { status: 200, body: this.shown(intent, context, expandList(params)) };
  }

  listPaymentIntents(params: FormObject, context: RequestContext): Answer {
    const expand = expandList(params).map((entry) => entry.replace(/^data\./, ''));
    return this.list(
      '/v1/payment_intents',
      [...this.state.paymentIntents].reverse(),
      params,
      (intent) => this.shown(intent, context, expand),
    );
  }

  updatePaymentIntent(id: string, params: FormObject, context: RequestContext): Answer {
    checkKnown(params, updateParams);
    const intent = this.intent(id);
    if (!confirmable.includes(intent.status)) {
      throw unexpectedState(
        `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${confirmable.join(', ')}.`,
      );
    }
    const amount = asInteger(params, 'amount');
    if (amount !== undefined) {
      checkAmount(amount);
      intent.amount = amount;
    }
    const currency = asString(params, 'currency');
    if (currency !== undefined) intent.currency = checkCurrency(currency);
    const description = asString(params, 'description');
    if (description !== undefined) intent.description = description || null;
    const receiptEmail = asString(params, 'receipt_email');
    if (receiptEmail !== undefined) intent.receipt_email = receiptEmail || null;
    intent.metadata = applyMetadata(intent.metadata, params);
    const paymentMethod = asString(params, 'payment_method');
    if (paymentMethod !== undefined) {
      this.findPaymentMethod(paymentMethod);
      intent.payment_method = paymentMethod;
      // A new payment method always needs a new confirmation.
      intent.status = 'requires_confirmation';
      intent.next_action = null;
    }
    intent.last_payment_error = null;
    return { status: 200, body: this.shown(intent, context, expandList(params)) };
  }

  cancelPaymentIntent(id: string, params: FormObject, context: RequestContext): Answer {
    checkKnown(params, ['cancellation_reason', 'expand']);
    const intent = this.intent(id);
    if (!cancelable.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancelable.join(', ')}.`,
      );
    }
    const reason = asString(params, 'cancellation_reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason !== undefined && !reasons.includes(reason)) {
      throw invalidRequest(
        `Invalid cancellation_reason: must be one of ${reasons.join(', ')}`,
        'parameter_invalid_string',
        'cancellation_reason',
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = this.now();
    intent.cancellation_reason = reason ?? null;
    intent.next_action = null;
    this.emit('payment_intent.canceled', intent, context);
    return { status: 200, body: this.shown(intent, context, expandList(params)) };
  }

  private findPaymentMethod(id: string): PaymentMethodRecord {
    const known = testPaymentMethods[id];
    if (known) return { id, card: known, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 };
    const created = this.state.paymentMethods.find((method) => method.id === id);
    if (!created) throw resourceMissing('payment_method', id, 'payment_method');
    return created;
  }

  /** `payment_method_data[type]=card` + `[card][number|exp_month|exp_year|cvc]`, as a card form sends. */
  private paymentMethodFromData(data: FormValue): PaymentMethodRecord {
    const record = typeof data === 'object' && !Array.isArray(data) ? data : {};
    if (record.type !== 'card') {
      throw invalidRequest(
        'payment_method_data[type] must be card.',
        'parameter_invalid_string',
        'payment_method_data[type]',
      );
    }
    const card = typeof record.card === 'object' && !Array.isArray(record.card) ? record.card : {};
    const field = (name: string) => (typeof card[name] === 'string' ? card[name] : '');
    const number = field('number').replace(/[\s-]/g, '');
    const cardError = (code: string, message: string, param: string) =>
      new SimulatorError(402, {
        type: 'card_error',
        code,
        message,
        param,
        doc_url: cardErrorDocUrl(code),
      });
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
      throw cardError(
        'incorrect_number',
        'Your card number is incorrect.',
        'payment_method_data[card][number]',
      );
    }
    const expMonth = Number(field('exp_month'));
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
      throw cardError(
        'invalid_expiry_month',
        "Your card's expiration month is invalid.",
        'payment_method_data[card][exp_month]',
      );
    }
    let expYear = Number(field('exp_year'));
    if (expYear < 100) expYear += 2000;
    const today = new Date((this.options.clock?.() ?? new Date()).getTime());
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    if (
      !Number.isInteger(expYear) ||
      expYear * 12 + expMonth - 1 < thisMonth ||
      expYear > today.getUTCFullYear() + 50
    ) {
      throw cardError(
        'invalid_expiry_year',
        "Your card's expiration year is invalid.",
        'payment_method_data[card][exp_year]',
      );
    }
    if (!/^\d{3,4}$/.test(field('cvc'))) {
      throw cardError(
        'invalid_cvc',
        "Your card's security code is invalid.",
        'payment_method_data[card][cvc]',
      );
    }
    const known = testCardNumbers[number];
    const method: PaymentMethodRecord = {
      id: randomId('pm_'),
      card: known ?? {
        brand: 'visa',
        last4: number.slice(-4),
        // Test mode refuses real card numbers, as Stripe does.
        outcome: {
          kind: 'decline',
          code: 'card_declined',
          declineCode: 'test_mode_live_card',
          message:
            'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
        },
      },
      expMonth,
      expYear,
    };
    this.state.paymentMethods.push(method);
    return method;
  }

  confirmPaymentIntent(id: string, params: FormObject, context: RequestContext): Answer {
    checkKnown(params, confirmParams);
    const intent = this.intent(id);
    this.checkClientSecret(intent, params, context);
    if (intent.status === 'succeeded') {
      throw unexpectedState(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      );
    }
    if (!confirmable.includes(intent.status)) {
      throw unexpectedState(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${confirmable.join(', ')}.`,
      );
    }
    const paymentMethodId = asString(params, 'payment_method');
    const data = params.payment_method_data;
    if (paymentMethodId !== undefined && data !== undefined) {
      throw invalidRequest(
        'You cannot pass both payment_method and payment_method_data.',
        undefined,
        'payment_method_data',
      );
    }
    const returnUrl = asString(params, 'return_url');
    if (returnUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(returnUrl)) {
      throw invalidRequest('Not a valid URL', 'url_invalid', 'return_url');
    }
    const offSession = asBoolean(params.off_session, 'off_session') ?? false;
    const redirectsAllowed = intent.automatic_payment_methods?.allow_redirects !== 'never';
    if (
      returnUrl === undefined &&
      intent.automatic_payment_methods?.enabled &&
      redirectsAllowed &&
      !offSession
    ) {
      throw invalidRequest(
        'A return_url must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.',
        undefined,
        'return_url',
      );
    }
    let method: PaymentMethodRecord;
    if (data !== undefined) {
      method = this.paymentMethodFromData(data);
    } else {
      const chosen = paymentMethodId ?? intent.payment_method;
      if (!chosen) {
        throw invalidRequest(
          'You cannot confirm this PaymentIntent because it’s missing a payment method. To confirm the PaymentIntent, pass a payment_method.',
          'payment_intent_unexpected_state',
          'payment_method',
        );
      }
      method = this.findPaymentMethod(chosen);
    }
    const receiptEmail = asString(params, 'receipt_email');
    if (receiptEmail !== undefined) intent.receipt_email = receiptEmail || null;
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    intent.next_action = null;
    if (returnUrl !== undefined) this.state.returnUrls[intent.id] = returnUrl;
    const expand = expandList(params);

    const outcome = method.card.outcome;
    if (outcome.kind === 'authenticate' && !offSession) {
      intent.status = 'requires_action';
      const url = new URL(`${this.publicBaseUrl}/3ds/${intent.id}`);
      url.searchParams.set('client_secret', intent.client_secret);
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: url.toString(), return_url: returnUrl ?? null },
      };
      this.emit('payment_intent.requires_action', intent, context);
      return { status: 200, body: this.shown(intent, context, expand) };
    }
    if (outcome.kind === 'decline' || outcome.kind === 'authenticate') {
      // Off-session payments cannot authenticate: Stripe declines them.
      const decline =
        outcome.kind === 'decline'
          ? outcome
          : {
              code: 'authentication_required',
              declineCode: 'authentication_required',
              message: 'Your card was declined. This transaction requires authentication.',
            };
      const charge = this.createCharge(intent, method, 'failed', context, decline);
      intent.status = 'requires_payment_method';
      intent.latest_charge = charge.id;
      intent.last_payment_error = {
        type: 'card_error',
        code: decline.code,
        ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
        message: decline.message,
        doc_url: cardErrorDocUrl(decline.code),
        charge: charge.id,
        payment_method: { id: method.id, object: 'payment_method', type: 'card' },
      };
      this.emit('payment_intent.payment_failed', intent, context);
      throw new SimulatorError(402, {
        type: 'card_error',
        code: decline.code,
        ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
        message: decline.message,
        doc_url: cardErrorDocUrl(decline.code),
        charge: charge.id,
        payment_intent: this.shown(intent, context, expand),
        payment_method: { id: method.id, object: 'payment_method', type: 'card' },
      });
    }
    this.succeed(intent, method, context);
    return { status: 200, body: this.shown(intent, context, expand) };
  }

  private succeed(intent: PaymentIntent, method: PaymentMethodRecord, context: RequestContext) {
    const charge = this.createCharge(intent, method, 'succeeded', context, null);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.next_action = null;
    this.emit('payment_intent.succeeded', intent, context);
  }

  private createCharge(
    intent: PaymentIntent,
    method: PaymentMethodRecord,
    status: 'succeeded' | 'failed',
    context: RequestContext,
    decline: { code: string; declineCode: string | null; message: string } | null,
  ): Charge {
    const charge: Charge = {
      id: randomId('ch_'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: status === 'succeeded' ? intent.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: null,
      billing_details: {
        address: {
          city: null,
          country: null,
          line1: null,
          line2: null,
          postal_code: null,
          state: null,
        },
        email: null,
        name: null,
        phone: null,
        tax_id: null,
      },
      calculated_statement_descriptor: 'SIMULADOR',
      captured: status === 'succeeded',
      created: this.now(),
      currency: intent.currency,
      customer: null,
      description: intent.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: { ...intent.metadata },
      on_behalf_of: null,
      outcome:
        status === 'succeeded'
          ? {
              advice_code: null,
              network_advice_code: null,
              network_decline_code: null,
              network_status: 'approved_by_network',
              reason: null,
              risk_level: 'normal',
              seller_message: 'Payment complete.',
              type: 'authorized',
            }
          : {
              advice_code: null,
              network_advice_code: null,
              network_decline_code: null,
              network_status: 'declined_by_network',
              reason: decline?.declineCode ?? null,
              risk_level: 'normal',
              seller_message: 'The bank did not return any further details with this decline.',
              type: 'issuer_declined',
            },
      paid: status === 'succeeded',
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: method.card.brand,
          last4: method.card.last4,
          exp_month: method.expMonth,
          exp_year: method.expYear,
          funding: 'credit',
        },
      },
      receipt_email: intent.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status,
      transfer_data: null,
      transfer_group: null,
    };
    this.state.charges.push(charge);
    this.emit(status === 'succeeded' ? 'charge.succeeded' : 'charge.failed', charge, context);
    return charge;
  }

  // ---- 3-D Secure ----

  /** The intent waiting for authentication, checked against its client secret (the page's link). */
  challenge(
    id: string,
    clientSecret: string | null,
  ): { intent: PaymentIntent; returnUrl: string | null } | null {
    const intent = this.state.paymentIntents.find((candidate) => candidate.id === id);
    if (!intent || (clientSecret !== null && intent.client_secret !== clientSecret)) return null;
    return { intent, returnUrl: this.state.returnUrls[id] ?? null };
  }

  /** The customer completes or fails the challenge; the PaymentIntent moves on. */
  authenticate(id: string, outcome: 'complete' | 'fail', context: RequestContext): PaymentIntent {
    const intent = this.intent(id);
    if (intent.status !== 'requires_action') {
      throw unexpectedState(
        `This PaymentIntent is not awaiting authentication: its status is ${intent.status}.`,
      );
    }
    const method = this.findPaymentMethod(intent.payment_method ?? '');
    if (outcome === 'complete') {
      this.succeed(intent, method, context);
    } else {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
        doc_url: cardErrorDocUrl('payment_intent_authentication_failure'),
        payment_method: { id: method.id, object: 'payment_method', type: 'card' },
      };
      this.emit('payment_intent.payment_failed', intent, context);
    }
    return intent;
  }

  // ---- charges and refunds ----

  retrieveCharge(id: string): Answer {
    return { status: 200, body: this.charge(id) };
  }

  listCharges(params: FormObject): Answer {
    const intentId = asString(params, 'payment_intent');
    const charges = [...this.state.charges]
      .reverse()
      .filter((charge) => !intentId || charge.payment_intent === intentId);
    return this.list('/v1/charges', charges, params, (charge) => charge);
  }

  createRefund(params: FormObject, context: RequestContext): Answer {
    checkKnown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    const intentId = asString(params, 'payment_intent');
    const chargeId = asString(params, 'charge');
    let charge: Charge;
    if (chargeId !== undefined) {
      charge = this.charge(chargeId);
      if (intentId !== undefined && charge.payment_intent !== intentId) {
        throw invalidRequest(
          'The charge does not belong to that PaymentIntent.',
          undefined,
          'charge',
        );
      }
    } else if (intentId !== undefined) {
      const intent = this.intent(intentId);
      if (intent.status !== 'succeeded' || !intent.latest_charge) {
        throw invalidRequest(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'charge_not_refundable',
          'payment_intent',
        );
      }
      charge = this.charge(intent.latest_charge);
    } else {
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'parameter_missing',
        'charge',
      );
    }
    if (charge.status !== 'succeeded') {
      throw invalidRequest(
        `Charge ${charge.id} has not succeeded and cannot be refunded.`,
        'charge_not_refundable',
        'charge',
      );
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) {
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
        'charge',
      );
    }
    const amount = asInteger(params, 'amount') ?? remaining;
    if (amount <= 0)
      throw invalidRequest(
        'Refund amount must be positive.',
        'parameter_invalid_integer',
        'amount',
      );
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, charge.currency)})`,
        'amount_too_large',
        'amount',
      );
    }
    const reason = asString(params, 'reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'];
    if (reason !== undefined && !reasons.includes(reason)) {
      throw invalidRequest(
        `Invalid reason: must be one of ${reasons.join(', ')}`,
        'parameter_invalid_string',
        'reason',
      );
    }
    const refund: Refund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: this.now(),
      currency: charge.currency,
      customer: null,
      customer_account: null,
      destination_details: { card: { type: 'refund' }, type: 'card' },
      metadata: applyMetadata({}, params),
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.state.refunds.push(refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('charge.refunded', charge, context);
    this.emit('refund.created', refund, context);
    return { status: 200, body: refund };
  }

  retrieveRefund(id: string): Answer {
    const refund = this.state.refunds.find((candidate) => candidate.id === id);
    if (!refund) throw resourceMissing('refund', id, 'id');
    return { status: 200, body: refund };
  }

  listRefunds(params: FormObject): Answer {
    const intentId = asString(params, 'payment_intent');
    const chargeId = asString(params, 'charge');
    const refunds = [...this.state.refunds]
      .reverse()
      .filter(
        (refund) =>
          (!intentId || refund.payment_intent === intentId) &&
          (!chargeId || refund.charge === chargeId),
      );
    return this.list('/v1/refunds', refunds, params, (refund) => refund);
  }

  // ---- events ----

  retrieveEvent(id: string): Answer {
    const event = this.state.events.find((candidate) => candidate.id === id);
    if (!event) throw resourceMissing('event', id, 'id');
    return { status: 200, body: event };
  }

  listEvents(params: FormObject): Answer {
    const type = asString(params, 'type');
    const typesValue = params.types;
    const types = Array.isArray(typesValue)
      ? typesValue.filter((entry) => typeof entry === 'string')
      : null;
    const deliverySuccess = asBoolean(params.delivery_success, 'delivery_success');
    const matchesType = (eventType: string, pattern: string) =>
      pattern.endsWith('.*') ? eventType.startsWith(pattern.slice(0, -1)) : eventType === pattern;
    const events = [...this.state.events]
      .reverse()
      .filter(
        (event) =>
          (!type || matchesType(event.type, type)) &&
          (!types || types.some((pattern) => matchesType(event.type, pattern))) &&
          (deliverySuccess === undefined || (event.pending_webhooks === 0) === deliverySuccess),
      );
    return this.list('/v1/events', events, params, (event) => event);
  }

  /** Delivered (0), or given up still pending (1): no attempt is due any more. */
  markDelivered(eventId: string, pending: number) {
    const event = this.state.events.find((candidate) => candidate.id === eventId);
    if (this.state.deliveries) {
      this.state.deliveries = Object.fromEntries(
        Object.entries(this.state.deliveries).filter(([id]) => id !== eventId),
      );
    }
    if (event) event.pending_webhooks = pending;
    this.save();
  }

  /** Stripe's cursor pagination over a newest-first list. */
  private list<T extends { id: string }>(
    url: string,
    items: T[],
    params: FormObject,
    show: (item: T) => unknown,
  ): Answer {
    const limit = asInteger(params, 'limit') ?? 10;
    if (limit < 1 || limit > 100)
      throw invalidRequest(
        'Limit must be between 1 and 100.',
        'parameter_invalid_integer',
        'limit',
      );
    const after = asString(params, 'starting_after');
    const before = asString(params, 'ending_before');
    let start = 0;
    let end = items.length;
    if (after) {
      const index = items.findIndex((item) => item.id === after);
      if (index < 0) throw resourceMissing('object', after, 'starting_after');
      start = index + 1;
    }
    if (before) {
      const index = items.findIndex((item) => item.id === before);
      if (index < 0) throw resourceMissing('object', before, 'ending_before');
      end = index;
      start = Math.max(start, end - limit);
    }
    const page = items.slice(start, Math.min(end, start + limit));
    const hasMore = before ? start > 0 : start + limit < end;
    return { status: 200, body: { object: 'list', data: page.map(show), has_more: hasMore, url } };
  }

  /** Only the routes open to publishable keys: retrieving and confirming with a client secret. */
  static requireSecret(context: RequestContext) {
    if (context.keyKind !== 'secret') {
      throw authenticationError(
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
      );
    }
  }
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

function checkAmount(amount: number) {
  if (amount < 50) {
    throw invalidRequest('Amount must be at least €0.50 eur', 'amount_too_small', 'amount');
  }
  if (amount > 99_999_999) {
    throw invalidRequest(
      'Amount must be no more than €999,999.99 eur',
      'amount_too_large',
      'amount',
    );
  }
}

function checkCurrency(value: string): string {
  const currency = value.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${value}.`, 'parameter_invalid_string', 'currency');
  }
  return currency;
}

function formatMoney(amount: number, currency: string) {
  const symbol = currency === 'eur' ? '€' : currency === 'usd' ? '$' : `${currency.toUpperCase()} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}
