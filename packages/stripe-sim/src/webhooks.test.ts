/** Signed webhook delivery, verified by the SDK's own `constructEvent`; retries and fault knobs. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { signPayload, stripeRetryDelaysMs } from './webhooks';
import {
  returnUrl,
  startSimulator,
  startWebhookReceiver,
  testSecretKey,
  webhookSecret,
  type Running,
  type WebhookReceiver,
} from './test-support';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp(
  options: Parameters<typeof startSimulator>[0] = {},
): Promise<{ sim: Running; receiver: WebhookReceiver }> {
  const receiver = await startWebhookReceiver();
  cleanups.push(() => receiver.close());
  const sim = await startSimulator({
    webhook: { url: receiver.url, secret: webhookSecret },
    ...options,
  });
  cleanups.push(() => sim.simulator.close());
  return { sim, receiver };
}

async function pay(stripe: Stripe) {
  const intent = await stripe.paymentIntents.create({
    amount: 2495,
    currency: 'eur',
    metadata: { order_id: 'ord_9' },
  });
  await stripe.paymentIntents.confirm(intent.id, {
    payment_method: 'pm_card_visa',
    return_url: returnUrl(),
  });
  return intent;
}

describe('webhook delivery', () => {
  it('signs every event so the SDK accepts it with the endpoint secret', async () => {
    const { sim, receiver } = await setUp();
    const intent = await pay(sim.stripe);
    await sim.simulator.deliveries();
    expect(receiver.refused).toBe(0);
    expect(receiver.events.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    const succeeded = receiver.events[2];
    if (succeeded?.type !== 'payment_intent.succeeded') throw new Error('wrong event');
    expect(succeeded.data.object.id).toBe(intent.id);
    expect(succeeded.data.object.metadata.order_id).toBe('ord_9');
    // The same event is retrievable from the API, and marked delivered.
    const stored = await sim.stripe.events.retrieve(succeeded.id);
    expect(stored.type).toBe('payment_intent.succeeded');
    expect(stored.pending_webhooks).toBe(0);
  });

  it('delivers the refund events, partial and full, with the charge as it was then', async () => {
    const { sim, receiver } = await setUp();
    const intent = await pay(sim.stripe);
    await sim.stripe.refunds.create({ payment_intent: intent.id, amount: 495 });
    await sim.stripe.refunds.create({ payment_intent: intent.id });
    await sim.simulator.deliveries();
    const refunded = receiver.events.filter((event) => event.type === 'charge.refunded');
    expect(
      refunded.map((event) => {
        const charge = event.data.object;
        return [charge.amount_refunded, charge.refunded];
      }),
    ).toEqual([
      [495, false],
      [2495, true],
    ]);
    const refunds = receiver.events.filter((event) => event.type === 'refund.created');
    expect(refunds.map((event) => event.data.object.amount)).toEqual([495, 2000]);
  });

  it('delivers the failure of a declined payment', async () => {
    const { sim, receiver } = await setUp();
    const intent = await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    await sim.stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined', return_url: returnUrl() })
      .catch(() => undefined);
    await sim.simulator.deliveries();
    const failed = receiver.events.find((event) => event.type === 'payment_intent.payment_failed');
    if (failed?.type !== 'payment_intent.payment_failed')
      throw new Error('no payment_failed event');
    expect(failed.data.object.last_payment_error?.decline_code).toBe('generic_decline');
    expect(failed.data.object.status).toBe('requires_payment_method');
  });

  it('a receiver with another secret refuses them (the signature really depends on the secret)', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const sim = await startSimulator({
      webhook: { url: receiver.url, secret: 'whsec_other' },
      webhookRetryDelaysMs: [],
    });
    cleanups.push(() => sim.simulator.close());
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const attempts = await sim.simulator.deliveries();
    expect(receiver.events).toHaveLength(0);
    expect(receiver.refused).toBe(1);
    expect(attempts[0]?.status).toBe(400);
  });

  it('signs as Stripe does: t=<seconds>,v1=HMAC-SHA256("t.payload")', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signPayload(payload, 'whsec_abc', 1_700_000_000);
    expect(header).toBe(
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_abc',
        timestamp: 1_700_000_000,
      }),
    );
  });

  it('retries with backoff until the endpoint answers 2xx', async () => {
    const { sim, receiver } = await setUp();
    receiver.failNext = 2;
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const attempts = await sim.simulator.deliveries();
    expect(attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(receiver.events).toHaveLength(1);
    const listed = await sim.stripe.events.list({ delivery_success: true });
    expect(listed.data).toHaveLength(1);
  });

  it('gives up after the last attempt and leaves the event pending', async () => {
    const { sim, receiver } = await setUp();
    receiver.failNext = 10;
    const intent = await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const attempts = await sim.simulator.deliveries();
    expect(attempts).toHaveLength(4);
    expect(attempts.every((attempt) => !attempt.delivered)).toBe(true);
    const undelivered = await sim.stripe.events.list({ delivery_success: false });
    expect(undelivered.data.map((event) => (event.data.object as Stripe.PaymentIntent).id)).toEqual(
      [intent.id],
    );
    expect(undelivered.data[0]?.pending_webhooks).toBe(1);
  });

  it('duplicate: every event arrives twice with the same id', async () => {
    const { sim, receiver } = await setUp({ faults: { duplicate: true } });
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    await sim.simulator.deliveries();
    expect(receiver.events).toHaveLength(2);
    expect(receiver.events[0]?.id).toBe(receiver.events[1]?.id);
  });

  it('out of order: the events of one call arrive reversed; set and cleared over /__sim/faults', async () => {
    const { sim, receiver } = await setUp();
    const set = await fetch(`${sim.url}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ outOfOrder: true, bogus: 1 }),
    });
    expect(await set.json()).toEqual({ faults: { outOfOrder: true } });
    const intent = await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    await sim.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    await sim.simulator.deliveries();
    expect(receiver.events.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.succeeded',
      'charge.succeeded',
    ]);
    sim.simulator.setFaults({});
    await sim.stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
    expect(await (await fetch(`${sim.url}/__sim/faults`)).json()).toEqual({
      faults: {},
    });
  });

  it('delay: delivery waits, the API answer does not', async () => {
    const { sim, receiver } = await setUp({ faults: { delayMs: 300 } });
    const started = Date.now();
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    expect(Date.now() - started).toBeLessThan(300);
    expect(receiver.events).toHaveLength(0);
    await sim.simulator.deliveries();
    expect(receiver.events).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('lists delivery attempts over /__sim/deliveries and changes the endpoint over /__sim/webhook', async () => {
    const { sim, receiver } = await setUp();
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const listed = (await (await fetch(`${sim.url}/__sim/deliveries`)).json()) as {
      deliveries: { type: string; delivered: boolean }[];
    };
    expect(listed.deliveries).toEqual([
      expect.objectContaining({ type: 'payment_intent.created', delivered: true }),
    ]);

    const other = await startWebhookReceiver('whsec_second');
    cleanups.push(() => other.close());
    await fetch(`${sim.url}/__sim/webhook`, {
      method: 'POST',
      body: JSON.stringify({ url: other.url, secret: 'whsec_second' }),
    });
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    await sim.simulator.deliveries();
    expect(other.events).toHaveLength(1);
    expect(receiver.events).toHaveLength(1);
  });

  it('the clock dates objects and signatures: an hour-old signature is refused by the SDK', async () => {
    const past = new Date(Date.now() - 60 * 60 * 1000);
    const { sim, receiver } = await setUp({ clock: () => past, webhookRetryDelaysMs: [] });
    const intent = await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    expect(intent.created).toBe(Math.floor(past.getTime() / 1000));
    await sim.simulator.deliveries();
    expect(receiver.events).toHaveLength(0);
    expect(receiver.refused).toBe(1);
  });

  it('without an endpoint nothing is sent and events are not pending', async () => {
    const { sim, receiver } = await setUp();
    sim.simulator.setWebhook(null);
    await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    expect(await sim.simulator.deliveries()).toEqual([]);
    expect(receiver.events).toHaveLength(0);
    expect((await sim.stripe.events.list()).data[0]?.pending_webhooks).toBe(0);
  });

  it('reset forgets objects, events and deliveries', async () => {
    const { sim } = await setUp();
    const intent = await pay(sim.stripe);
    await sim.simulator.deliveries();
    const reset = await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await sim.simulator.deliveries()).toEqual([]);
    expect((await sim.stripe.events.list()).data).toEqual([]);
    const missing = await sim.stripe.paymentIntents.retrieve(intent.id).catch((e: unknown) => e);
    expect((missing as Stripe.errors.StripeError).statusCode).toBe(404);
  });
});

describe('state file', () => {
  it('keeps intents, charges, events and idempotency keys across a restart, and delivers what was pending', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stripe-sim-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const stateFile = path.join(folder, 'nested', 'stripe-sim.json');
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.failNext = 100;

    const first = await startSimulator({
      stateFile,
      webhook: { url: receiver.url, secret: webhookSecret },
      webhookRetryDelaysMs: [],
    });
    const intent = await first.stripe.paymentIntents.create(
      { amount: 1800, currency: 'eur', metadata: { order_id: 'ord_persist' } },
      { idempotencyKey: 'persist-1' },
    );
    await first.stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    await first.simulator.deliveries();
    await first.simulator.close();
    expect(receiver.events).toHaveLength(0);
    const saved = readFileSync(stateFile, 'utf8');
    expect(saved).toContain(intent.id);
    expect(saved).not.toContain(testSecretKey);

    receiver.failNext = 0;
    const second = await startSimulator({
      stateFile,
      webhook: { url: receiver.url, secret: webhookSecret },
    });
    cleanups.push(() => second.simulator.close());
    const again = await second.stripe.paymentIntents.retrieve(intent.id);
    expect(again.status).toBe('succeeded');
    expect(again.metadata).toEqual({ order_id: 'ord_persist' });
    expect((await second.stripe.charges.retrieve(again.latest_charge as string)).amount).toBe(1800);
    const replay = await second.stripe.paymentIntents.create(
      { amount: 1800, currency: 'eur', metadata: { order_id: 'ord_persist' } },
      { idempotencyKey: 'persist-1' },
    );
    expect(replay.id).toBe(intent.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await second.stripe.events.list()).data).toHaveLength(3);
    // The three events the endpoint refused before the restart arrive now.
    await second.simulator.deliveries();
    expect(receiver.events.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('saves an event pending, its first attempt due, in the write that saves the change', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stripe-sim-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const stateFile = path.join(folder, 'stripe-sim.json');
    const { sim } = await setUp({ stateFile, faults: { delayMs: 60_000 } });
    const intent = await sim.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    // Nothing sent yet (the delay fault): what a kill -9 now would leave.
    const saved = readState(stateFile);
    const event = saved.events.find((e) => e.data.object.id === intent.id);
    expect(event?.pending_webhooks).toBe(1);
    expect(saved.deliveries?.[event?.id ?? '']).toMatchObject({ attempts: 0 });
  });

  it('goes on after a restart at the attempt it had reached, when that attempt is due', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stripe-sim-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const stateFile = path.join(folder, 'stripe-sim.json');
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.failNext = 100;
    const tenMinutes = 10 * 60_000;
    const first = await startSimulator({
      stateFile,
      webhook: { url: receiver.url, secret: webhookSecret },
      webhookRetryDelaysMs: [20, tenMinutes, tenMinutes],
    });
    const intent = await first.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    // Two attempts refused; the third is ten minutes away, and not waited for.
    expect((await first.simulator.deliveries()).map((a) => a.attempt)).toEqual([1, 2]);
    await first.simulator.close();
    const saved = readState(stateFile);
    const eventId = saved.events.find((e) => e.data.object.id === intent.id)?.id ?? '';
    const under = saved.deliveries?.[eventId];
    expect(under?.attempts).toBe(2);
    expect(under?.nextAttemptAt).toBeGreaterThan(Date.now() + tenMinutes - 60_000);

    // Ten minutes later (the file's clock moved on), the endpoint is back.
    writeFileSync(
      stateFile,
      JSON.stringify({ ...saved, deliveries: { [eventId]: { attempts: 2, nextAttemptAt: 0 } } }),
    );
    receiver.failNext = 0;
    const second = await startSimulator({
      stateFile,
      webhook: { url: receiver.url, secret: webhookSecret },
      webhookRetryDelaysMs: [20, tenMinutes, tenMinutes],
    });
    cleanups.push(() => second.simulator.close());
    const attempts = await second.simulator.deliveries();
    expect(attempts.map((a) => [a.eventId, a.attempt, a.delivered])).toEqual([[eventId, 3, true]]);
    expect(receiver.events.map((e) => e.id)).toEqual([eventId]);
    expect(readState(stateFile).deliveries?.[eventId]).toBeUndefined();
    expect((await second.stripe.events.list({ delivery_success: false })).data).toHaveLength(0);
  });

  it("retries on Stripe's schedule by default: quickly at first, then for about 3 days", () => {
    const total = stripeRetryDelaysMs.reduce((sum, ms) => sum + ms, 0);
    const day = 24 * 60 * 60_000;
    expect(total).toBeGreaterThan(2.5 * day);
    expect(total).toBeLessThanOrEqual(3 * day);
    expect(stripeRetryDelaysMs[0]).toBeLessThanOrEqual(5_000);
    for (let i = 1; i < stripeRetryDelaysMs.length; i++) {
      expect(stripeRetryDelaysMs[i]).toBeGreaterThanOrEqual(stripeRetryDelaysMs[i - 1] ?? 0);
    }
  });
});

interface SavedState {
  events: { id: string; pending_webhooks: number; data: { object: { id: string } } }[];
  deliveries?: Record<string, { attempts: number; nextAttemptAt: number }>;
}

function readState(file: string): SavedState {
  return JSON.parse(readFileSync(file, 'utf8')) as SavedState;
}
