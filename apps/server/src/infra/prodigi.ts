import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { ProdigiEnvironmentName } from '@shop/contracts';
import type { AppConfig } from '#src/config';
import { keptInDataDir } from './secrets';
import { createProdigiClient, type ProdigiClient } from '@shop/prodigi';
import { createProdigiSimulator, type ProdigiSimulator } from '@shop/prodigi/simulator';

declare module 'fastify' {
  interface FastifyInstance {
    /** Infrastructure: Prodigi's Print API v4 (the real one, or the embedded simulator). */
    prodigi: ProdigiClient;
    /** The simulator this process runs on the embedded default (no PRODIGI_API_KEY); else null. */
    prodigiSimulator: ProdigiSimulator | null;
  }
}

/** Which Prodigi the configuration talks to; 'live' prints, ships and bills for real. */
export const prodigiEnvironmentOf = (prodigi: AppConfig['prodigi']): ProdigiEnvironmentName =>
  prodigi.mode === 'embedded' ? 'simulator' : prodigi.environment;

/**
 * The Prodigi client every domain uses. Without PRODIGI_API_KEY the server starts the
 * Prodigi simulator in its own process (on a free local port, its state in DATA_DIR), so a
 * fresh `npm start` has a print lab to talk to; nothing it receives is printed. In tests its
 * clock stands still until a test moves it.
 */
export const prodigiPlugin = fp(
  async (app) => {
    const { prodigi } = app.config;
    if (prodigi.mode === 'remote') {
      app.decorate(
        'prodigi',
        createProdigiClient({ apiKey: prodigi.apiKey, baseUrl: prodigi.baseUrl }),
      );
      app.decorate('prodigiSimulator', null);
      return;
    }
    // Kept in DATA_DIR: the simulator's orders and idempotency keys belong to its key, so a
    // restarted server must speak as the same account (an order submitted just before a
    // crash is then found again by its idempotency key, not made twice).
    const apiKey = await keptInDataDir(app.config.dataDir, 'prodigi-sim-key', randomUUID, (kept) =>
      /^[0-9a-f-]{36}$/.test(kept),
    );
    const simulator = createProdigiSimulator({
      apiKeys: [apiKey],
      stateFile: path.join(app.config.dataDir, 'prodigi-sim.json'),
      clock: app.config.env === 'test' ? 'manual' : 'system',
    });
    const { baseUrl } = await simulator.listen(0);
    app.addHook('onClose', () => simulator.close());
    if (app.config.env !== 'test') {
      app.log.warn(
        `Prodigi: simulador local en ${baseUrl} (sin PRODIGI_API_KEY); los pedidos no se imprimen`,
      );
    }
    app.decorate('prodigi', createProdigiClient({ apiKey, baseUrl }));
    app.decorate('prodigiSimulator', simulator);
  },
  { name: 'prodigi', dependencies: ['config'], fastify: '5.x' },
);
