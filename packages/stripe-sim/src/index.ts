/**
 * A local Stripe API for development and tests: `createStripeSimulator(...).listen(port)`, then
 * the official SDK with `host`, `port` and `protocol: 'http'` pointing at it. Tests drive it
 * in-process (`setFaults`, `authenticate`, `deliveries`) or over HTTP under `/__sim/` (never
 * expose those publicly). See README.md for the browser's confirmation flow.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimulatorEngine, type PaymentIntent } from './engine';
import { createSimulatorServer, type SimulatorControl } from './http-server';
import {
  WebhookDeliverer,
  type DeliveryAttempt,
  type WebhookEndpoint,
  type WebhookFaults,
} from './webhooks';

export type { Charge, PaymentIntent, Refund, StripeEvent } from './engine';
export { apiVersion } from './engine';
export type { DeliveryAttempt, WebhookEndpoint, WebhookFaults } from './webhooks';
export { signPayload, stripeRetryDelaysMs } from './webhooks';
export { testCardNumbers, testPaymentMethods } from './cards';

/** Keys the simulator accepts when none are given (the embedded default of `npm start`). */
export const defaultSecretKey = 'sk_test_simulator_0000000000000000';
export const defaultPublishableKey = 'pk_test_simulator_0000000000000000';

export interface StripeSimulatorOptions {
  /** Keys accepted as `Authorization: Bearer …`; each must start with `sk_test_`. */
  secretKeys?: string[];
  /** The key a browser uses to confirm a PaymentIntent with its client secret. */
  publishableKey?: string;
  webhook?: WebhookEndpoint | null;
  /** JSON file holding every object, event and idempotency key; survives restarts. */
  stateFile?: string;
  faults?: WebhookFaults;
  /** The simulator's notion of now (objects' `created`, signature timestamps). */
  clock?: () => Date;
  /** Origins allowed to call `/v1` from a browser (CORS); default any. */
  corsOrigins?: string[] | '*';
  /** Origin written into 3-D Secure links (default: the listening URL). */
  publicBaseUrl?: string;
  /**
   * Delays before each webhook retry (default `stripeRetryDelaysMs`: Stripe's backoff over
   * about 3 days); attempts = length + 1. Pending deliveries survive restarts in the state file.
   */
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
}

export interface StripeSimulator {
  listen(port: number, host?: string): Promise<{ url: string; host: string; port: number }>;
  close(): Promise<void>;
  setWebhook(endpoint: WebhookEndpoint | null): void;
  setFaults(faults: WebhookFaults): void;
  /** Forgets every object, event, key and delivery; deliveries under way are dropped. */
  reset(): Promise<void>;
  /** Completes or fails the 3-D Secure challenge of a PaymentIntent in `requires_action`. */
  authenticate(paymentIntentId: string, outcome: 'complete' | 'fail'): PaymentIntent;
  /** Webhook delivery attempts so far (oldest first), after waiting for those under way. */
  deliveries(): Promise<DeliveryAttempt[]>;
}

/** Only the known knobs, with the right types (they may come as JSON from /__sim/faults). */
function readFaults(input: unknown): WebhookFaults {
  const faults: WebhookFaults = {};
  if (typeof input !== 'object' || input === null) return faults;
  const record = input as Record<string, unknown>;
  if (typeof record.duplicate === 'boolean') faults.duplicate = record.duplicate;
  if (typeof record.outOfOrder === 'boolean') faults.outOfOrder = record.outOfOrder;
  if (
    typeof record.delayMs === 'number' &&
    Number.isFinite(record.delayMs) &&
    record.delayMs >= 0
  ) {
    faults.delayMs = record.delayMs;
  }
  return faults;
}

function readEndpoint(input: unknown): WebhookEndpoint | null {
  if (typeof input !== 'object' || input === null) return null;
  const { url, secret } = input as Record<string, unknown>;
  if (typeof url !== 'string' || typeof secret !== 'string' || url === '' || secret === '')
    return null;
  new URL(url); // throws on a malformed URL
  return { url, secret };
}

export function createStripeSimulator(options: StripeSimulatorOptions = {}): StripeSimulator {
  const secretKeys = options.secretKeys ?? [defaultSecretKey];
  for (const key of secretKeys) {
    if (!key.startsWith('sk_test_'))
      throw new Error('The simulator takes only test keys (sk_test_…).');
  }
  const engine = new SimulatorEngine({ stateFile: options.stateFile, clock: options.clock });
  const now = () => (options.clock?.() ?? new Date()).getTime();
  const deliverer = new WebhookDeliverer({
    retryDelaysMs: options.webhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
    now,
    settled: (eventId, delivered) => engine.markDelivered(eventId, delivered ? 0 : 1),
    scheduled: (eventId, attempts, nextAttemptAt) =>
      engine.scheduleDelivery(eventId, attempts, nextAttemptAt),
  });
  deliverer.endpoint = options.webhook ?? null;
  deliverer.faults = readFaults(options.faults);
  engine.delivers = () => deliverer.endpoint !== null;
  engine.onEvents = (events) => {
    if (deliverer.endpoint) deliverer.enqueue(events);
  };
  let server: Server | null = null;

  const control: SimulatorControl = {
    reset: async () => {
      await deliverer.stop();
      deliverer.attempts.length = 0;
      deliverer.faults = {};
      engine.reset();
    },
    setFaults: (faults) => {
      deliverer.faults = readFaults(faults);
    },
    faults: () => ({ ...deliverer.faults }),
    setWebhook: (endpoint) => {
      deliverer.endpoint = readEndpoint(endpoint);
    },
    deliveries: async () => {
      await deliverer.flush();
      return [...deliverer.attempts];
    },
    authenticate: (intentId, outcome) => {
      try {
        return engine.authenticate(intentId, outcome, {
          keyKind: 'secret',
          requestId: 'req_simulator',
          idempotencyKey: null,
        });
      } finally {
        engine.commit();
      }
    },
  };

  return {
    async listen(port, host = '127.0.0.1') {
      const created = createSimulatorServer(engine, control, {
        secretKeys: new Set(secretKeys),
        publishableKey: options.publishableKey ?? defaultPublishableKey,
        corsOrigins: options.corsOrigins ?? '*',
      });
      server = created;
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(port, host, () => resolve());
      });
      const address = created.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
      const url = `http://${shownHost}:${address.port}`;
      engine.publicBaseUrl = (options.publicBaseUrl ?? url).replace(/\/+$/, '');
      // Deliveries a previous run left under way go on, each at its time.
      deliverer.resume(engine.undeliveredEvents());
      return { url, host: shownHost.replace(/^\[|\]$/g, ''), port: address.port };
    },
    async close() {
      const current = server;
      server = null;
      await deliverer.stop();
      if (current) {
        const closed = new Promise<void>((resolve) => current.close(() => resolve()));
        current.closeAllConnections();
        await closed;
      }
    },
    setWebhook: (endpoint) => control.setWebhook(endpoint),
    setFaults: (faults) => control.setFaults(faults),
    reset: () => control.reset(),
    authenticate: (intentId, outcome) => control.authenticate(intentId, outcome) as PaymentIntent,
    deliveries: () => control.deliveries() as Promise<DeliveryAttempt[]>,
  };
}
