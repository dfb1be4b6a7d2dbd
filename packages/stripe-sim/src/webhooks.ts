/**
 * Webhook delivery as Stripe does it (docs/rules/checkout-and-payments.md#webhooks): signed,
 * retried with backoff until the endpoint answers 2xx or the attempts run out. Fault knobs make
 * it misbehave the way real delivery may: twice, in reverse order, late.
 */
import { createHmac } from 'node:crypto';
import type { StripeEvent } from './engine';

export interface WebhookEndpoint {
  url: string;
  /** The endpoint's signing secret, `whsec_…`; the HMAC key is the whole string. */
  secret: string;
}

export interface WebhookFaults {
  /** Every event is delivered twice (same id, same body). */
  duplicate?: boolean;
  /** The events of one API call are delivered in reverse order. */
  outOfOrder?: boolean;
  /** Milliseconds to wait before delivering each batch. */
  delayMs?: number;
}

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  url: string;
  attempt: number;
  status: number | null;
  error: string | null;
  delivered: boolean;
}

export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface DelivererOptions {
  /** Delays before each retry; attempts = length + 1. */
  retryDelaysMs?: number[] | undefined;
  timeoutMs?: number | undefined;
  now: () => number;
  /** Told when an event has reached the endpoint (or finally failed). */
  settled: (eventId: string, delivered: boolean) => void;
  /** Told, before waiting, when an event's next attempt is due (wall-clock ms): to persist. */
  scheduled?: (eventId: string, attempts: number, nextAttemptAt: number) => void;
}

/** An event still to deliver, as a previous run left it. */
export interface PendingDelivery {
  event: StripeEvent;
  /** Attempts made so far. */
  attempts: number;
  /** Wall-clock ms when the next attempt is due. */
  nextAttemptAt: number;
}

const minute = 60_000;
const hour = 60 * minute;
/**
 * Stripe's live mode retries a webhook with exponential backoff for up to 3 days: 12 retries
 * here, over about 2.7 days. The first few come fast (the embedded simulator's own server,
 * restarting, is back within seconds).
 */
export const stripeRetryDelaysMs = [
  5_000,
  minute,
  5 * minute,
  30 * minute,
  hour,
  2 * hour,
  4 * hour,
  8 * hour,
  12 * hour,
  12 * hour,
  12 * hour,
  12 * hour,
];
/** `flush` waits for a retry due within this; one further away is left to its time. */
const flushHorizonMs = minute;

const maxAttemptsKept = 1_000;

interface RetryState {
  /** Waiting for an attempt further than `flushHorizonMs` away. */
  parked: boolean;
  done: Promise<void>;
}

export class WebhookDeliverer {
  endpoint: WebhookEndpoint | null = null;
  faults: WebhookFaults = {};
  readonly attempts: DeliveryAttempt[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retries = new Set<RetryState>();
  private aborter = new AbortController();
  private readonly retryDelaysMs: number[];
  private readonly timeoutMs: number;

  constructor(private readonly options: DelivererOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? stripeRetryDelaysMs;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** Queues the events of one API call. First attempts keep the order of the calls. */
  enqueue(events: StripeEvent[]): boolean {
    const endpoint = this.endpoint;
    if (!endpoint || events.length === 0) return false;
    const faults = { ...this.faults };
    const ordered = faults.outOfOrder ? [...events].reverse() : events;
    const copies = faults.duplicate ? ordered.flatMap((event) => [event, event]) : ordered;
    const signal = this.aborter.signal;
    const batch = this.queue.then(async () => {
      if (faults.delayMs) await sleep(faults.delayMs, signal);
      for (const event of copies) {
        if (signal.aborted) return;
        const delivered = await this.attempt(endpoint, event, 1, signal);
        if (delivered) this.options.settled(event.id, true);
        else this.startRetry(endpoint, event, 1, signal);
      }
    });
    this.queue = batch.catch(() => undefined);
    this.track(this.queue);
    return true;
  }

  private track(task: Promise<void>) {
    const tracked = task.catch(() => undefined).finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }

  /** Goes on with the events a previous run left undelivered, each at its time. */
  resume(pending: PendingDelivery[]): void {
    const endpoint = this.endpoint;
    if (!endpoint) return;
    const signal = this.aborter.signal;
    for (const { event, attempts, nextAttemptAt } of pending) {
      this.startRetry(endpoint, event, attempts, signal, nextAttemptAt);
    }
  }

  private startRetry(
    endpoint: WebhookEndpoint,
    event: StripeEvent,
    done: number,
    signal: AbortSignal,
    dueAt?: number,
  ) {
    const state: RetryState = { parked: false, done: Promise.resolve() };
    state.done = this.retry(endpoint, event, done, signal, state, dueAt)
      .catch(() => undefined)
      .finally(() => this.retries.delete(state));
    this.retries.add(state);
  }

  /**
   * Attempts after `done` ones until one is delivered or none is left. While it waits for a
   * retry further than `flushHorizonMs` away, it is parked: `flush` does not wait for it.
   */
  private async retry(
    endpoint: WebhookEndpoint,
    event: StripeEvent,
    done: number,
    signal: AbortSignal,
    state: RetryState,
    dueAt?: number,
  ): Promise<void> {
    let due = dueAt;
    let attempts = done;
    while (attempts <= this.retryDelaysMs.length) {
      const at = due ?? Date.now() + (this.retryDelaysMs[attempts - 1] ?? 0);
      due = undefined;
      this.options.scheduled?.(event.id, attempts, at);
      state.parked = at - Date.now() > flushHorizonMs;
      await sleep(Math.max(0, at - Date.now()), signal);
      state.parked = false;
      if (signal.aborted) return;
      attempts += 1;
      if (await this.attempt(endpoint, event, attempts, signal)) {
        this.options.settled(event.id, true);
        return;
      }
    }
    this.options.settled(event.id, false);
  }

  private async attempt(
    endpoint: WebhookEndpoint,
    event: StripeEvent,
    attempt: number,
    signal: AbortSignal,
  ): Promise<boolean> {
    // Stripe sends the event pretty-printed; what is signed is exactly these bytes.
    const payload = JSON.stringify(event, null, 2);
    const timestamp = Math.floor(this.options.now() / 1000);
    const record: DeliveryAttempt = {
      eventId: event.id,
      type: event.type,
      url: endpoint.url,
      attempt,
      status: null,
      error: null,
      delivered: false,
    };
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signPayload(payload, endpoint.secret, timestamp),
        },
        body: payload,
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
      record.delivered = response.status >= 200 && response.status < 300;
      if (!record.delivered) record.error = `HTTP ${response.status}`;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    this.attempts.push(record);
    if (this.attempts.length > maxAttemptsKept) this.attempts.shift();
    return record.delivered;
  }

  /** Waits until every delivery under way (retries included) has ended. */
  async flush(): Promise<void> {
    for (;;) {
      const busy = [
        ...this.inFlight,
        ...[...this.retries].filter((retry) => !retry.parked).map((retry) => retry.done),
      ];
      if (busy.length === 0) return;
      // A retry may park or wake meanwhile: look again shortly.
      await Promise.race([Promise.all(busy), new Promise((resolve) => setTimeout(resolve, 20))]);
    }
  }

  /** Stops everything under way (close, reset). */
  async stop(): Promise<void> {
    this.aborter.abort();
    await this.flush();
    this.aborter = new AbortController();
    this.queue = Promise.resolve();
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
