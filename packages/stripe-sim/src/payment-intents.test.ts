/** The official SDK against the simulator over HTTP: PaymentIntents, test cards, errors, idempotency. */
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formRequest,
  returnUrl,
  sdkFor,
  startSimulator,
  testPublishableKey,
  type Running,
} from './test-support';

let sim: Running;
let stripe: Stripe;

beforeEach(async () => {
  sim = await startSimulator();
  stripe = sim.stripe;
});

afterEach(async () => {
  await sim.simulator.close();
});

async function caught(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

function newIntent(extra: Partial<Stripe.PaymentIntentCreateParams> = {}) {
  return stripe.paymentIntents.create({
    amount: 2495,
    currency: 'eur',
    automatic_payment_methods: { enabled: true },
    metadata: { order_id: 'ord_1' },
    ...extra,
  });
}

describe('create, retrieve, update', () => {
  it('creates a PaymentIntent with integer amount, lower-case currency, metadata and a client secret', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1999,
      currency: 'EUR',
      automatic_payment_methods: { enabled: true },
      metadata: { order_id: 'ord_42', kind: 'print' },
      description: 'Lámina 30×40',
      receipt_email: 'ana@example.com',
    });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.object).toBe('payment_intent');
    expect(intent.amount).toBe(1999);
    expect(intent.currency).toBe('eur');
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.metadata).toEqual({ order_id: 'ord_42', kind: 'print' });
    expect(intent.automatic_payment_methods).toEqual({ enabled: true });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{25}$`));
    expect(intent.latest_charge).toBeNull();
    expect(intent.lastResponse.requestId).toMatch(/^req_/);

    const again = await stripe.paymentIntents.retrieve(intent.id);
    expect(again.description).toBe('Lámina 30×40');
    expect(again.receipt_email).toBe('ana@example.com');
  });

  it('updates amount and metadata (merged, a key removed by an empty value)', async () => {
    const intent = await newIntent({ metadata: { order_id: 'ord_1', note: 'x' } });
    const updated = await stripe.paymentIntents.update(intent.id, {
      amount: 3000,
      metadata: { note: '', copies: '2' },
    });
    expect(updated.amount).toBe(3000);
    expect(updated.metadata).toEqual({ order_id: 'ord_1', copies: '2' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(3000);
  });

  it('refuses a non-integer amount, a too small amount, payment_method_types and unknown parameters', async () => {
    const fractional = await caught(
      stripe.paymentIntents.create({ amount: 19.99 * 100, currency: 'eur' }),
    );
    expect(fractional.statusCode).toBe(400);
    expect(fractional.type).toBe('StripeInvalidRequestError');
    expect(fractional.code).toBe('parameter_invalid_integer');
    expect(fractional.param).toBe('amount');

    const small = await caught(stripe.paymentIntents.create({ amount: 10, currency: 'eur' }));
    expect(small.code).toBe('amount_too_small');

    const legacy = await caught(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['card'],
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(legacy.code).toBe('payment_method_types_no_longer_supported');

    const unknown = await caught(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        status: 'succeeded',
      } as Stripe.PaymentIntentCreateParams),
    );
    expect(unknown.code).toBe('parameter_unknown');
    expect(unknown.message).toBe('Received unknown parameter: status');
  });

  it('lists newest first with cursor pagination and expands latest_charge', async () => {
    const first = await newIntent();
    const second = await newIntent();
    const third = await newIntent();
    const page = await stripe.paymentIntents.list({ limit: 2 });
    expect(page.data.map((intent) => intent.id)).toEqual([third.id, second.id]);
    expect(page.has_more).toBe(true);
    const next = await stripe.paymentIntents.list({ limit: 2, starting_after: second.id });
    expect(next.data.map((intent) => intent.id)).toEqual([first.id]);
    expect(next.has_more).toBe(false);

    await stripe.paymentIntents.confirm(first.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    const expanded = await stripe.paymentIntents.retrieve(first.id, { expand: ['latest_charge'] });
    const charge = expanded.latest_charge as Stripe.Charge;
    expect(charge.object).toBe('charge');
    expect(charge.amount).toBe(2495);
    expect(charge.payment_intent).toBe(first.id);
  });
});

describe('errors as the SDK parses them', () => {
  it('404 resource_missing for an unknown PaymentIntent', async () => {
    const error = await caught(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.rawType).toBe('invalid_request_error');
    expect(error.message).toBe("No such payment_intent: 'pi_doesnotexist'");
    expect(error.param).toBe('intent');
    expect(error.requestId).toMatch(/^req_/);
  });

  it('401 for a missing, unknown or non-test key', async () => {
    const wrong = await caught(sdkFor(sim.port, 'sk_test_someoneelse').paymentIntents.list());
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.type).toBe('StripeAuthenticationError');
    expect(wrong.message).toMatch(/^Invalid API Key provided: sk_test_/);

    const live = await caught(sdkFor(sim.port, 'sk_live_0123456789abcdef').paymentIntents.list());
    expect(live.statusCode).toBe(401);

    const none = await fetch(`${sim.url}/v1/payment_intents`);
    expect(none.status).toBe(401);
    const body = (await none.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/did not provide an API key/);
  });

  it('401 for a publishable key on a route that needs the secret key', async () => {
    const error = await caught(
      sdkFor(sim.port, testPublishableKey).paymentIntents.create({ amount: 1000, currency: 'eur' }),
    );
    expect(error.statusCode).toBe(401);
  });

  it('400 payment_intent_unexpected_state when cancelling or confirming a succeeded PaymentIntent', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    const cancel = await caught(stripe.paymentIntents.cancel(intent.id));
    expect(cancel.statusCode).toBe(400);
    expect(cancel.code).toBe('payment_intent_unexpected_state');
    expect(cancel.message).toMatch(
      /^You cannot cancel this PaymentIntent because it has a status of succeeded/,
    );
    const confirm = await caught(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    );
    expect(confirm.message).toMatch(/already succeeded/);
    const update = await caught(stripe.paymentIntents.update(intent.id, { amount: 5000 }));
    expect(update.code).toBe('payment_intent_unexpected_state');
  });

  it('400 when confirming with automatic payment methods and no return_url', async () => {
    const intent = await newIntent();
    const error = await caught(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.param).toBe('return_url');
    const noRedirects = await newIntent({
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    });
    const confirmed = await stripe.paymentIntents.confirm(noRedirects.id, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.status).toBe('succeeded');
  });
});

describe('idempotency', () => {
  it('replays the stored answer for the same key, with Idempotent-Replayed', async () => {
    const params = { amount: 1500, currency: 'eur', metadata: { order_id: 'ord_7' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-ord_7' });
    const replay = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-ord_7' });
    expect(replay.id).toBe(first.id);
    expect(replay.client_secret).toBe(first.client_secret);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(replay.lastResponse.idempotencyKey).toBe('order-ord_7');
    expect((await stripe.paymentIntents.list()).data).toHaveLength(1);
  });

  it('without a key of its own the SDK still sends one per call, so two creates make two intents', async () => {
    const a = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' });
    const b = await stripe.paymentIntents.create({ amount: 1500, currency: 'eur' });
    expect(a.id).not.toBe(b.id);
    expect(a.lastResponse.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('the same key with other parameters is a 400 idempotency_error', async () => {
    await stripe.paymentIntents.create(
      { amount: 1500, currency: 'eur' },
      { idempotencyKey: 'k-1' },
    );
    const error = await caught(
      stripe.paymentIntents.create({ amount: 1600, currency: 'eur' }, { idempotencyKey: 'k-1' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.rawType).toBe('idempotency_error');
  });

  it('replays a card decline as the same 402, and keys are per secret key', async () => {
    const intent = await newIntent();
    const confirm = () =>
      stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: 'pm_card_chargeDeclined', return_url: returnUrl() },
        { idempotencyKey: 'confirm-1' },
      );
    const first = await caught(confirm());
    const second = await caught(confirm());
    expect(second.statusCode).toBe(402);
    expect(second.charge).toBe(first.charge);
    expect(second.headers?.['idempotent-replayed']).toBe('true');
    expect((await stripe.charges.list({ payment_intent: intent.id })).data).toHaveLength(1);
  });
});

describe('confirm with Stripe test payment methods', () => {
  it('pm_card_visa succeeds with a charge', async () => {
    const intent = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(2495);
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    const charge = await stripe.charges.retrieve(confirmed.latest_charge as string);
    expect(charge.status).toBe('succeeded');
    expect(charge.paid).toBe(true);
    expect(charge.metadata).toEqual({ order_id: 'ord_1' });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
  });

  it('pm_card_chargeDeclined is a 402 card_error; the intent goes back to requires_payment_method and can still succeed', async () => {
    const intent = await newIntent();
    const error = await caught(
      stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_chargeDeclined',
        return_url: returnUrl(),
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.rawType).toBe('card_error');
    expect(error.code).toBe('card_declined');
    expect(error.decline_code).toBe('generic_decline');
    expect(error.message).toBe('Your card was declined.');
    expect(error.payment_intent?.status).toBe('requires_payment_method');

    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('card_declined');
    expect(after.last_payment_error?.decline_code).toBe('generic_decline');

    const retried = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    expect(retried.status).toBe('succeeded');
    expect(retried.last_payment_error).toBeNull();
  });

  it('insufficient funds carries its own decline code', async () => {
    const intent = await newIntent();
    const error = await caught(
      stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_visa_chargeDeclinedInsufficientFunds',
        return_url: returnUrl(),
      }),
    );
    expect(error.decline_code).toBe('insufficient_funds');
  });

  it('pm_card_authenticationRequired needs 3-D Secure: requires_action with a redirect to the simulator', async () => {
    const intent = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: returnUrl(),
    });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.type).toBe('redirect_to_url');
    const redirect = confirmed.next_action?.redirect_to_url;
    expect(redirect?.return_url).toBe(returnUrl());
    expect(redirect?.url?.startsWith(`${sim.url}/3ds/${intent.id}?`)).toBe(true);
  });

  it('confirm=true on create runs the confirmation at once', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1200,
      currency: 'eur',
      confirm: true,
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    expect(intent.status).toBe('succeeded');
  });
});

describe('the browser confirms with the publishable key and the client secret', () => {
  function browserConfirm(intentId: string, clientSecret: string, number: string) {
    return formRequest(
      `${sim.url}/v1/payment_intents/${intentId}/confirm`,
      'POST',
      {
        key: testPublishableKey,
        client_secret: clientSecret,
        return_url: returnUrl(),
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
      },
      { Origin: 'http://shop.test' },
    );
  }

  it('4242 4242 4242 4242 succeeds; metadata is not shown to the browser; CORS allows the shop', async () => {
    const intent = await newIntent();
    const answer = await browserConfirm(
      intent.id,
      intent.client_secret ?? '',
      '4242 4242 4242 4242',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('succeeded');
    expect(answer.body.metadata).toBeUndefined();
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intent.id)).latest_charge as string,
    );
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
  });

  it('4000 0000 0000 0002 is declined with 402 card_declined / generic_decline', async () => {
    const intent = await newIntent();
    const answer = await browserConfirm(intent.id, intent.client_secret ?? '', '4000000000000002');
    expect(answer.status).toBe(402);
    const error = answer.body.error as Record<string, unknown>;
    expect(error.type).toBe('card_error');
    expect(error.code).toBe('card_declined');
    expect(error.decline_code).toBe('generic_decline');
    expect((error.payment_intent as { status: string }).status).toBe('requires_payment_method');
  });

  it('4000 0025 0000 3155 requires authentication', async () => {
    const intent = await newIntent();
    const answer = await browserConfirm(intent.id, intent.client_secret ?? '', '4000002500003155');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('requires_action');
  });

  it('a number that fails the Luhn check, a real card, and a wrong client secret are refused', async () => {
    const intent = await newIntent();
    const typo = await browserConfirm(intent.id, intent.client_secret ?? '', '4242424242424241');
    expect(typo.status).toBe(402);
    expect((typo.body.error as { code: string }).code).toBe('incorrect_number');
    const real = await browserConfirm(intent.id, intent.client_secret ?? '', '4111111111111111');
    expect((real.body.error as { decline_code: string }).decline_code).toBe('test_mode_live_card');
    const other = await newIntent();
    const stolen = await browserConfirm(intent.id, other.client_secret ?? '', '4242424242424242');
    expect(stolen.status).toBe(400);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('retrieves its PaymentIntent with the client secret only', async () => {
    const intent = await newIntent();
    const withSecret = await formRequest(`${sim.url}/v1/payment_intents/${intent.id}`, 'GET', {
      key: testPublishableKey,
      client_secret: intent.client_secret ?? '',
    });
    expect(withSecret.status).toBe(200);
    expect(withSecret.body.id).toBe(intent.id);
    const without = await formRequest(`${sim.url}/v1/payment_intents/${intent.id}`, 'GET', {
      key: testPublishableKey,
    });
    expect(without.status).toBe(400);
  });

  it('answers the CORS preflight for an allowed origin only', async () => {
    await sim.simulator.close();
    sim = await startSimulator({ corsOrigins: ['http://shop.test'] });
    const preflight = (origin: string) =>
      fetch(`${sim.url}/v1/payment_intents/pi_x/confirm`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight('http://shop.test');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    const other = await preflight('http://evil.test');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('3-D Secure through the simulator page', () => {
  async function challengeFor() {
    const intent = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequired',
      return_url: returnUrl(),
    });
    const pageUrl = confirmed.next_action?.redirect_to_url?.url ?? '';
    const page = await fetch(pageUrl);
    const html = await page.text();
    return { intent, page, html };
  }

  async function press(html: string, action: 'complete' | 'fail') {
    const form = new RegExp(
      `<form method="post" action="([^"]+/${action})">\\s*<input type="hidden" name="client_secret" value="([^"]+)">`,
    ).exec(html);
    expect(form).not.toBeNull();
    return fetch(`${sim.url}${form?.[1] ?? ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: form?.[2] ?? '' }).toString(),
      redirect: 'manual',
    });
  }

  it('serves a Spanish page without script under a strict CSP', async () => {
    const { page, html } = await challengeFor();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain('form-action');
    expect(html).toContain('lang="es"');
    expect(html).toContain('Autorizar el pago');
    expect(html).toContain('Rechazar');
    expect(html).toMatch(/24,95\s€/);
    expect(html).not.toMatch(/<script|style="/);
  });

  it('completing it succeeds the PaymentIntent and redirects to return_url', async () => {
    const { intent, html } = await challengeFor();
    const answer = await press(html, 'complete');
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(returnUrl());
    expect(location.searchParams.get('payment_intent')).toBe(intent.id);
    expect(location.searchParams.get('payment_intent_client_secret')).toBe(intent.client_secret);
    expect(location.searchParams.get('redirect_status')).toBe('succeeded');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('succeeded');
    expect(after.amount_received).toBe(2495);
    // The page is for one challenge only.
    expect(
      (await fetch(`${sim.url}/3ds/${intent.id}?client_secret=${intent.client_secret ?? ''}`))
        .status,
    ).toBe(404);
  });

  it('failing it sends the PaymentIntent back to requires_payment_method', async () => {
    const { intent, html } = await challengeFor();
    const answer = await press(html, 'fail');
    expect(answer.status).toBe(303);
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('redirect_status')).toBe(
      'failed',
    );
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('a wrong client secret gets no page', async () => {
    const { intent } = await challengeFor();
    expect((await fetch(`${sim.url}/3ds/${intent.id}?client_secret=nope`)).status).toBe(404);
  });

  it('the /__sim/ control route completes it too, for tests in another process', async () => {
    const { intent } = await challengeFor();
    const answer = await fetch(`${sim.url}/__sim/payment_intents/${intent.id}/authenticate`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'complete' }),
    });
    expect(answer.status).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });
});

describe('cancel and refunds', () => {
  it('cancels with a reason', async () => {
    const intent = await newIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_reason).toBe('abandoned');
    expect(typeof canceled.canceled_at).toBe('number');
    const confirm = await caught(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }),
    );
    expect(confirm.code).toBe('payment_intent_unexpected_state');
  });

  it('refunds partially then fully; more than what is left and a second full refund are refused', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    const partial = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 495,
      reason: 'requested_by_customer',
    });
    expect(partial.object).toBe('refund');
    expect(partial.status).toBe('succeeded');
    expect(partial.amount).toBe(495);
    expect(partial.payment_intent).toBe(intent.id);
    let charge = await stripe.charges.retrieve(partial.charge as string);
    expect(charge.amount_refunded).toBe(495);
    expect(charge.refunded).toBe(false);

    const tooMuch = await caught(
      stripe.refunds.create({ payment_intent: intent.id, amount: 2001 }),
    );
    expect(tooMuch.code).toBe('amount_too_large');
    expect(tooMuch.message).toBe(
      'Refund amount (€20.01) is greater than unrefunded amount on charge (€20.00)',
    );

    const rest = await stripe.refunds.create({ charge: charge.id });
    expect(rest.amount).toBe(2000);
    charge = await stripe.charges.retrieve(charge.id);
    expect(charge.amount_refunded).toBe(2495);
    expect(charge.refunded).toBe(true);
    expect((await stripe.refunds.retrieve(rest.id)).amount).toBe(2000);
    expect(
      (await stripe.refunds.list({ payment_intent: intent.id })).data.map((r) => r.id),
    ).toEqual([rest.id, partial.id]);

    const again = await caught(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again.code).toBe('charge_already_refunded');
  });

  it('an unpaid PaymentIntent has nothing to refund', async () => {
    const intent = await newIntent();
    const error = await caught(stripe.refunds.create({ payment_intent: intent.id }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('charge_not_refundable');
  });
});

describe('events', () => {
  it('records the events of a payment and a refund, retrievable and listable by type', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    const all = await stripe.events.list({ limit: 100 });
    expect(all.data.map((event) => event.type).reverse()).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
      'charge.refunded',
      'refund.created',
    ]);
    const succeeded = await stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(succeeded.data).toHaveLength(1);
    const event = await stripe.events.retrieve(succeeded.data[0]?.id ?? '');
    expect(event.api_version).toBe(Stripe.API_VERSION);
    if (event.type !== 'payment_intent.succeeded') throw new Error('wrong type');
    expect(event.data.object.id).toBe(intent.id);
    expect(event.data.object.status).toBe('succeeded');
    expect(event.data.object.metadata).toEqual({ order_id: 'ord_1' });
    const refunded = await stripe.events.list({ type: 'charge.refunded' });
    const refundedCharge = refunded.data[0]?.data.object as Stripe.Charge;
    expect(refundedCharge.amount_refunded).toBe(500);
    expect((await stripe.events.list({ type: 'charge.*' })).data).toHaveLength(2);
    const missing = await caught(stripe.events.retrieve('evt_nope'));
    expect(missing.statusCode).toBe(404);
  });

  it('a declined and a canceled payment leave their events', async () => {
    const intent = await newIntent();
    await caught(
      stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_chargeDeclined',
        return_url: returnUrl(),
      }),
    );
    await stripe.paymentIntents.cancel(intent.id);
    const types = (await stripe.events.list()).data.map((event) => event.type).reverse();
    expect(types).toEqual([
      'payment_intent.created',
      'charge.failed',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
    ]);
  });
});

describe('object shapes', () => {
  // Top-level fields of Stripe's example objects (stripe/openapi `openapi/fixtures3.json`),
  // minus what is expandable and not returned by default (`charge.refunds`, since 2022-11-15)
  // and `payment_intent.managed_payments` (a preview field).
  const stripeFields = {
    payment_intent:
      'amount amount_capturable amount_details amount_received application application_fee_amount automatic_payment_methods canceled_at cancellation_reason capture_method client_secret confirmation_method created currency customer customer_account description excluded_payment_method_types id last_payment_error latest_charge livemode metadata next_action object on_behalf_of payment_method payment_method_configuration_details payment_method_options payment_method_types processing receipt_email review setup_future_usage shipping source statement_descriptor statement_descriptor_suffix status transfer_data transfer_group',
    charge:
      'amount amount_captured amount_refunded application application_fee application_fee_amount balance_transaction billing_details calculated_statement_descriptor captured created currency customer description disputed failure_balance_transaction failure_code failure_message fraud_details id livemode metadata object on_behalf_of outcome paid payment_intent payment_method payment_method_details receipt_email receipt_number receipt_url refunded review shipping source source_transfer statement_descriptor statement_descriptor_suffix status transfer_data transfer_group',
    refund:
      'amount balance_transaction charge created currency customer customer_account destination_details id metadata object payment_intent payment_method reason receipt_number source_transfer_reversal status transfer_reversal',
    event: 'api_version created data id livemode object pending_webhooks request type',
  };
  const fields = (text: string) => text.split(' ').sort();

  it('PaymentIntent, Charge, Refund and Event carry the fields of Stripe’s own objects', async () => {
    const intent = await newIntent();
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: returnUrl(),
    });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    const event = (await stripe.events.list({ limit: 1 })).data[0];
    const keys = (object: object) =>
      Object.keys(object)
        .filter((key) => key !== 'lastResponse')
        .sort();
    expect(keys(paid)).toEqual(fields(stripeFields.payment_intent));
    expect(keys(charge)).toEqual(fields(stripeFields.charge));
    expect(keys(refund)).toEqual(fields(stripeFields.refund));
    expect(keys(event ?? {})).toEqual(fields(stripeFields.event));
  });
});
