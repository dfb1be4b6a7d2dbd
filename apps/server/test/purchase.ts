import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import type { OrderStatus, PaymentIntentResponse, PrintStatus } from '@shop/contracts';
import type { Order, PrintFulfilment } from '#src/modules/orders/orders.port';
import { randomIp } from './accounts';
import { waitUntil } from './wait';

/**
 * Ports handed to tests come from below the system's ephemeral range (32768–60999 on
 * Linux), where nothing that listens on port 0 (simulators, s3rver, the database's
 * clients) is ever given one, and from a block of its own for each Vitest worker, so two
 * files running at once never receive the same port between its check and its use.
 */
const PORTS_FROM = 20_000;
const PORTS_PER_WORKER = 1_000;
const worker = Number(process.env.VITEST_POOL_ID ?? 0) % 12;
let nextPort = Math.floor(Math.random() * PORTS_PER_WORKER);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on the loopback (for an app that must be reached from outside). */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = PORTS_FROM + worker * PORTS_PER_WORKER + (nextPort++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port in this worker’s block');
}

export const recipient = {
  name: 'Lucía Pérez',
  email: 'Lucia@Example.com',
  phoneNumber: '+34 600 111 222',
  addressLine1: 'Calle Mayor 1',
  addressLine2: '3º B',
  city: 'Madrid',
  stateOrCounty: 'Madrid',
  postalCode: '28013',
  countryCode: 'es',
};

/** POST /api/payments/order/payment-intent as the buy form sends it. */
export function startPayment(app: FastifyInstance, body: Record<string, unknown>, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/order/payment-intent',
    remoteAddress: randomIp(),
    headers,
    payload: { copies: 1, colorCode: '', recipient, productAttributes: {}, ...body },
  });
}

export async function startPaymentOk(app: FastifyInstance, body: Record<string, unknown>) {
  const res = await startPayment(app, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentIntentResponse>();
}

/** Confirms the PaymentIntent with a test card, as the browser's card form does. */
export function payWith(
  app: FastifyInstance,
  paymentIntentId: string,
  paymentMethod = 'pm_card_visa',
): Promise<Stripe.PaymentIntent> {
  return app.stripe.paymentIntents.confirm(paymentIntentId, {
    payment_method: paymentMethod,
    return_url: 'http://localhost/photo/return',
  });
}

export async function orderOf(app: FastifyInstance, orderId: string): Promise<Order> {
  const order = await app.orders.payments.findById(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

/** The order's print part (every order bought through checkout so far has one). */
export async function printOf(app: FastifyInstance, orderId: string): Promise<PrintFulfilment> {
  const { print } = await orderOf(app, orderId);
  if (!print) throw new Error(`order ${orderId} has no prints`);
  return print;
}

/** Waits until the order's prints reach `status` (the submission job, Prodigi's callbacks). */
export function waitForPrint(app: FastifyInstance, orderId: string, status: PrintStatus) {
  return waitUntil(
    async () => (await orderOf(app, orderId)).print?.status === status,
    `the prints of order ${orderId} to be ${status}`,
  );
}

/** Waits until the order reaches `status` (jobs and webhooks run in the background). */
export function waitForStatus(app: FastifyInstance, orderId: string, status: OrderStatus) {
  return waitUntil(
    async () => (await orderOf(app, orderId)).status === status,
    `order ${orderId} to be ${status}`,
  );
}

/** The Prodigi orders the (simulated) lab holds for our order. */
export async function prodigiOrdersFor(app: FastifyInstance, orderId: string) {
  const { orders } = await app.prodigi.orders.list({ merchantReferences: [orderId], top: 100 });
  return orders;
}

/** Delivers an event Stripe sent, again, signed as Stripe signs it. */
export async function redeliver(app: FastifyInstance, eventId: string, signWith?: string) {
  const event = await app.stripe.events.retrieve(eventId);
  const payload = JSON.stringify(event);
  const header = app.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: signWith ?? app.payments.webhookSecret,
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

/** The id of Stripe's event of `type` about the PaymentIntent. */
export async function eventAbout(
  app: FastifyInstance,
  type: string,
  paymentIntentId: string,
): Promise<Stripe.Event> {
  const events = await app.stripe.events.list({ type, limit: 100 });
  const event = events.data.find(
    (e) =>
      (e.data.object as { id?: string; payment_intent?: string }).id === paymentIntentId ||
      (e.data.object as { payment_intent?: string }).payment_intent === paymentIntentId,
  );
  if (!event) throw new Error(`no ${type} event for ${paymentIntentId}`);
  return event;
}
