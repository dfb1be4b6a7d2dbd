/**
 * `npm run sim:stripe`: the simulator as a process of its own. Environment:
 * STRIPE_SIM_PORT (3091), STRIPE_SIM_HOST (127.0.0.1), STRIPE_SIM_STATE (data/stripe-sim.json),
 * STRIPE_SIM_SECRET_KEY / STRIPE_SIM_PUBLISHABLE_KEY (the embedded defaults),
 * STRIPE_SIM_WEBHOOK_URL + STRIPE_SIM_WEBHOOK_SECRET (no delivery without both),
 * STRIPE_SIM_PUBLIC_URL (the listening URL), STRIPE_SIM_CORS_ORIGINS (comma-separated; any).
 */
import { createStripeSimulator, defaultPublishableKey, defaultSecretKey } from './index';

// eslint-disable-next-line no-restricted-properties -- a standalone tool, not the server's config
const env = process.env;

const port = Number(env.STRIPE_SIM_PORT ?? 3091);
const host = env.STRIPE_SIM_HOST ?? '127.0.0.1';
const secretKey = env.STRIPE_SIM_SECRET_KEY ?? defaultSecretKey;
const publishableKey = env.STRIPE_SIM_PUBLISHABLE_KEY ?? defaultPublishableKey;

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`STRIPE_SIM_PORT no es un puerto válido: ${env.STRIPE_SIM_PORT ?? ''}`);
  process.exit(1);
}
if (!secretKey.startsWith('sk_test_')) {
  console.error('STRIPE_SIM_SECRET_KEY debe empezar por sk_test_');
  process.exit(1);
}
const webhookUrl = env.STRIPE_SIM_WEBHOOK_URL;
const webhookSecret = env.STRIPE_SIM_WEBHOOK_SECRET;
if (Boolean(webhookUrl) !== Boolean(webhookSecret)) {
  console.error(
    'STRIPE_SIM_WEBHOOK_URL y STRIPE_SIM_WEBHOOK_SECRET van juntas: falta una de las dos',
  );
  process.exit(1);
}

const simulator = createStripeSimulator({
  secretKeys: [secretKey],
  publishableKey,
  stateFile: env.STRIPE_SIM_STATE ?? 'data/stripe-sim.json',
  ...(webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}),
  ...(env.STRIPE_SIM_PUBLIC_URL ? { publicBaseUrl: env.STRIPE_SIM_PUBLIC_URL } : {}),
  ...(env.STRIPE_SIM_CORS_ORIGINS
    ? { corsOrigins: env.STRIPE_SIM_CORS_ORIGINS.split(',').map((o) => o.trim()) }
    : {}),
});

const { url } = await simulator.listen(port, host);
console.log(`Simulador de Stripe en ${url} (clave secreta: STRIPE_SIM_SECRET_KEY)`);
if (webhookUrl) console.log(`Webhooks firmados a ${webhookUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
