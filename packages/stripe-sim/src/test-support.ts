/**
 * Test support: the official SDK pointed at a simulator, a local endpoint that receives webhooks
 * and verifies them with the SDK, and a form-encoded request as a browser would send it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeSimulator, type StripeSimulator, type StripeSimulatorOptions } from './index';

export const testSecretKey = 'sk_test_contract_0123456789';
export const testPublishableKey = 'pk_test_contract_0123456789';
export const webhookSecret = 'whsec_contract_test_secret';

export function sdkFor(port: number, key: string = testSecretKey): Stripe {
  return new Stripe(key, {
    apiVersion: '2026-10-28.endive',
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

export interface Running {
  simulator: StripeSimulator;
  url: string;
  port: number;
  stripe: Stripe;
}

export async function startSimulator(options: StripeSimulatorOptions = {}): Promise<Running> {
  const simulator = createStripeSimulator({
    secretKeys: [testSecretKey],
    publishableKey: testPublishableKey,
    webhookRetryDelaysMs: [50, 100, 150],
    ...options,
  });
  const { url, port } = await simulator.listen(0);
  return { simulator, url, port, stripe: sdkFor(port) };
}

export interface WebhookReceiver {
  url: string;
  /** Events whose signature the SDK accepted, in arrival order. */
  events: Stripe.Event[];
  /** Deliveries whose signature was refused. */
  refused: number;
  /** The next N deliveries are answered 500. */
  failNext: number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  secret: string = webhookSecret,
): Promise<WebhookReceiver> {
  const verifier = new Stripe('sk_test_unused', { telemetry: false });
  const receiver: WebhookReceiver = {
    url: '',
    events: [],
    refused: 0,
    failNext: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (receiver.failNext > 0) {
        receiver.failNext -= 1;
        response.writeHead(500).end();
        return;
      }
      try {
        const event = verifier.webhooks.constructEvent(
          Buffer.concat(chunks),
          request.headers['stripe-signature'] ?? '',
          secret,
        );
        receiver.events.push(event);
        response.writeHead(200).end();
      } catch {
        receiver.refused += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

/** A form-encoded request, as the shop's card form sends it from the browser. */
export async function formRequest(
  url: string,
  method: 'GET' | 'POST',
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const encoded = new URLSearchParams(params).toString();
  const response = await fetch(method === 'GET' ? `${url}?${encoded}` : url, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    ...(method === 'POST' ? { body: encoded } : {}),
    redirect: 'manual',
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

export function returnUrl() {
  return 'http://shop.test/pago/resultado';
}
