/**
 * A local Prodigi Print API v4 for development and tests: `createProdigiSimulator(...).listen()`
 * and point the client at the returned `baseUrl`. Tests drive it in-process (`clock.advance`,
 * `advanceOrder`, `setFaults`) or over HTTP under `/__sim/` (never expose those publicly).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { WireOrder } from '../wire-types';
import {
  SimulatorEngine,
  type CallbackDelivery,
  type EngineOptions,
  type SimulatorFaults,
} from './engine';
import { createSimulatorServer } from './http-server';

export type { CallbackDelivery, SimulatorFaults } from './engine';
export { defaultStepDelaysMs, orderSteps } from './engine';
export { seedProducts } from './catalogue';

export interface ProdigiSimulatorOptions extends Omit<EngineOptions, 'clock'> {
  /** Keys accepted in `X-API-Key`; any other gets 401 NotAuthenticated. */
  apiKeys: string[];
  /**
   * 'system' (default): wall-clock time, and orders advance by themselves (checked every
   * `tickMs`). 'manual': time moves only through `clock.advance()`, for tests.
   */
  clock?: 'system' | 'manual' | { mode: 'manual'; start: Date };
  /** Origin written into `nextUrl` and callbacks' `source` (default: the listening URL). */
  publicBaseUrl?: string;
  tickMs?: number;
}

export interface ProdigiSimulator {
  /** `url` is the origin; `baseUrl` (…/v4.0) is what the client takes. */
  listen(port: number, host?: string): Promise<{ url: string; baseUrl: string }>;
  close(): Promise<void>;
  clock: { now(): Date; advance(ms: number): Promise<void> };
  /** Runs the order's next stage now; null for an unknown order. */
  advanceOrder(orderId: string): Promise<WireOrder | null>;
  setFaults(faults: SimulatorFaults): void;
  reset(): void;
  /** Callback deliveries so far (newest last), after waiting for those in flight. */
  callbacks(): Promise<CallbackDelivery[]>;
}

const faultKeys = [
  'latencyMs',
  'errorRate',
  'errorStatus',
  'failNext',
  'timeoutRate',
  'hangNext',
  'callbackLossRate',
] as const satisfies readonly (keyof SimulatorFaults)[];

/** Only the known knobs, and only numbers ≥ 0 (they may come as JSON from /__sim/faults). */
function readFaults(input: unknown): SimulatorFaults {
  const faults: SimulatorFaults = {};
  if (typeof input !== 'object' || input === null) return faults;
  for (const key of faultKeys) {
    const value = (input as Record<string, unknown>)[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) faults[key] = value;
  }
  return faults;
}

export function createProdigiSimulator(options: ProdigiSimulatorOptions): ProdigiSimulator {
  const clockOption = options.clock ?? 'system';
  const clock: EngineOptions['clock'] =
    clockOption === 'system'
      ? { mode: 'system' }
      : clockOption === 'manual'
        ? { mode: 'manual' }
        : clockOption;
  const engine = new SimulatorEngine({ ...options, clock, faults: readFaults(options.faults) });
  const apiKeys = new Set(options.apiKeys);
  let server: Server | null = null;
  let ticker: NodeJS.Timeout | null = null;

  const control = {
    advanceOrder: (orderId: string) => engine.advanceOrder(orderId),
    advanceClock: (ms: number) => engine.advanceClock(ms),
    now: () => new Date(engine.now()),
    setFaults: (faults: SimulatorFaults) => {
      engine.faults = readFaults(faults);
    },
    faults: () => ({ ...engine.faults }),
    reset: () => engine.reset(),
    callbacks: () => [...engine.deliveries],
    flushCallbacks: () => engine.flushCallbacks(),
  };

  return {
    async listen(port, host = '127.0.0.1') {
      const created = createSimulatorServer(engine, apiKeys, control);
      server = created;
      await new Promise<void>((resolve, reject) => {
        created.once('error', reject);
        created.listen(port, host, () => resolve());
      });
      const address = created.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
      const url = `http://${shownHost}:${address.port}`;
      engine.publicBaseUrl = (options.publicBaseUrl ?? url).replace(/\/+$/, '');
      if (clockOption === 'system') {
        ticker = setInterval(() => {
          engine.runDue().catch((error: unknown) => console.error('prodigi simulator:', error));
        }, options.tickMs ?? 1_000);
        ticker.unref();
      }
      return { url, baseUrl: `${url}/v4.0` };
    },
    async close() {
      if (ticker) clearInterval(ticker);
      ticker = null;
      const current = server;
      server = null;
      if (current) {
        const closed = new Promise<void>((resolve) => current.close(() => resolve()));
        // Requests held open by the hang fault would keep close() waiting for ever.
        current.closeAllConnections();
        await closed;
      }
      await engine.close();
    },
    clock: {
      now: () => new Date(engine.now()),
      advance: (ms) => engine.advanceClock(ms),
    },
    advanceOrder: (orderId) => engine.advanceOrder(orderId),
    setFaults: (faults) => control.setFaults(faults),
    reset: () => engine.reset(),
    async callbacks() {
      await engine.flushCallbacks();
      return [...engine.deliveries];
    },
  };
}
