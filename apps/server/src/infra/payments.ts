import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import {
  createStripeSimulator,
  defaultPublishableKey,
  defaultSecretKey,
  type StripeSimulator,
} from '@shop/stripe-sim';
import { checkoutApi } from '@shop/contracts';
import type { PaymentProvider } from './payment-provider';
import { keptInDataDir } from './secrets';
import { createStripeProvider } from './stripe-provider';

/** What the payments domain needs besides the SDK (never the secret key). */
export interface PaymentsSettings {
  /** Given to the browser (GET /api/payments/config). */
  publishableKey: string;
  /** Verifies `Stripe-Signature` on the webhook route. */
  webhookSecret: string;
  /** Where Stripe (or the simulator) posts events. */
  webhookUrl: string;
  /** Set when the embedded simulator runs: the browser's card form talks to this API. */
  simulator: { apiBase: string } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Infrastructure: the official Stripe SDK (Stripe itself, or the embedded simulator). Domains
     * use `paymentProvider`; tests and the simulator's helpers use the SDK.
     */
    stripe: Stripe;
    /** The payment provider port (payment-provider.ts) on Stripe. */
    paymentProvider: PaymentProvider;
    payments: PaymentsSettings;
    /** The simulator this process runs on the embedded default (no STRIPE_SECRET_KEY); else null. */
    stripeSimulator: StripeSimulator | null;
  }
}

/**
 * The embedded simulator's webhook signing secret: generated once and kept in DATA_DIR, so
 * the events it still has to deliver after a restart verify with the same secret.
 */
export function resolveSimulatorWebhookSecret(dataDir: string): Promise<string> {
  return keptInDataDir(
    dataDir,
    'stripe-webhook-secret',
    () => `whsec_${randomBytes(24).toString('hex')}`,
    (kept) => kept.startsWith('whsec_') && kept.length >= 38,
  );
}

/**
 * The Stripe SDK every domain uses, and the payments settings. Without STRIPE_SECRET_KEY the
 * server starts the Stripe simulator in its own process (a free local port, its state in
 * DATA_DIR/stripe-sim.json, its webhooks signed and sent to PUBLIC_URL/api/payments/webhook),
 * and points the unchanged SDK at it with host, port and protocol: a fresh `npm start` takes
 * test cards and charges nothing.
 */
export const paymentsPlugin = fp(
  async (app) => {
    const { stripe, publicUrl, dataDir, env } = app.config;
    const webhookUrl = `${publicUrl}/api${checkoutApi.paymentsWebhook}`;
    if (stripe.mode === 'remote') {
      // STRIPE_API_URL: a simulator shared by several processes (test keys only).
      const api = stripe.apiUrl ? new URL(stripe.apiUrl) : null;
      const sdk = new Stripe(stripe.secretKey, {
        maxNetworkRetries: 2,
        ...(api
          ? {
              host: api.hostname,
              port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
              protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
            }
          : {}),
      });
      app.decorate('stripe', sdk);
      app.decorate('paymentProvider', createStripeProvider(sdk, stripe.webhookSecret));
      app.decorate('payments', {
        publishableKey: stripe.publishableKey,
        webhookSecret: stripe.webhookSecret,
        webhookUrl,
        simulator: api ? { apiBase: api.origin } : null,
      });
      app.decorate('stripeSimulator', null);
      return;
    }
    const webhookSecret = await resolveSimulatorWebhookSecret(dataDir);
    const simulator = createStripeSimulator({
      secretKeys: [defaultSecretKey],
      publishableKey: defaultPublishableKey,
      webhook: { url: webhookUrl, secret: webhookSecret },
      stateFile: path.join(dataDir, 'stripe-sim.json'),
    });
    const { url, host, port } = await simulator.listen(0);
    app.addHook('onClose', () => simulator.close());
    if (env !== 'test') {
      app.log.warn(
        `Stripe: simulador local en ${url} (sin STRIPE_SECRET_KEY); solo tarjetas de prueba, no se cobra nada`,
      );
    }
    const sdk = new Stripe(defaultSecretKey, {
      host,
      port,
      protocol: 'http',
      // The simulator never fails on purpose: a failure is a bug to see, not to retry.
      maxNetworkRetries: 0,
    });
    app.decorate('stripe', sdk);
    app.decorate('paymentProvider', createStripeProvider(sdk, webhookSecret));
    app.decorate('payments', {
      publishableKey: defaultPublishableKey,
      webhookSecret,
      webhookUrl,
      simulator: { apiBase: url },
    });
    app.decorate('stripeSimulator', simulator);
  },
  { name: 'payments', dependencies: ['config'], fastify: '5.x' },
);
