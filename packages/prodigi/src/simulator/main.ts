/**
 * `npm run sim:prodigi`: the simulator as a process of its own. Environment:
 * PRODIGI_SIM_PORT (3090), PRODIGI_SIM_HOST (127.0.0.1), PRODIGI_SIM_API_KEY (sim-key),
 * PRODIGI_SIM_STATE (data/prodigi-sim.json), PRODIGI_SIM_CURRENCY (EUR),
 * PRODIGI_SIM_PUBLIC_URL (the listening URL), PRODIGI_SIM_CALLBACK_URL (none).
 */
import { createProdigiSimulator } from './index';

// eslint-disable-next-line no-restricted-properties -- a standalone tool, not the server's config
const env = process.env;

const port = Number(env.PRODIGI_SIM_PORT ?? 3090);
const host = env.PRODIGI_SIM_HOST ?? '127.0.0.1';
const apiKey = env.PRODIGI_SIM_API_KEY ?? 'sim-key';

if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PRODIGI_SIM_PORT no es un puerto válido: ${env.PRODIGI_SIM_PORT ?? ''}`);
  process.exit(1);
}

const simulator = createProdigiSimulator({
  apiKeys: [apiKey],
  stateFile: env.PRODIGI_SIM_STATE ?? 'data/prodigi-sim.json',
  currency: env.PRODIGI_SIM_CURRENCY ?? 'EUR',
  ...(env.PRODIGI_SIM_PUBLIC_URL ? { publicBaseUrl: env.PRODIGI_SIM_PUBLIC_URL } : {}),
  ...(env.PRODIGI_SIM_CALLBACK_URL ? { defaultCallbackUrl: env.PRODIGI_SIM_CALLBACK_URL } : {}),
});

const { baseUrl } = await simulator.listen(port, host);
console.log(`Simulador de Prodigi en ${baseUrl} (X-API-Key: PRODIGI_SIM_API_KEY)`);

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
