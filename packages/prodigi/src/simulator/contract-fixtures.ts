/** Shared pieces of the simulator contract tests. Test support only. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createProdigiClient, type ProdigiClient } from '../client';
import type { CreateOrderRequest } from '../types';
import {
  createProdigiSimulator,
  type ProdigiSimulator,
  type ProdigiSimulatorOptions,
} from './index';
import { testApiKey } from './test-servers';

export interface Harness {
  sim: ProdigiSimulator;
  client: ProdigiClient;
  baseUrl: string;
  url: string;
  stateFile: string;
  /** Stops this simulator; the state file stays for a restart. */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}

export const start = new Date('2026-11-22T10:00:00.000Z');

export async function startHarness(
  options: Partial<ProdigiSimulatorOptions> = {},
  stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'prodigi-sim-')), 'state.json'),
): Promise<Harness> {
  const sim = createProdigiSimulator({
    apiKeys: [testApiKey, 'other-merchant-key'],
    stateFile,
    clock: { mode: 'manual', start },
    currency: 'GBP',
    assetDownloadAttempts: 3,
    assetTimeoutMs: 2_000,
    callbackRetryDelaysMs: [20, 20],
    ...options,
  });
  const { url, baseUrl } = await sim.listen(0);
  const client = createProdigiClient({
    apiKey: testApiKey,
    baseUrl,
    timeoutMs: 3_000,
    retryDelayMs: 5,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await sim.close();
  };
  return {
    sim,
    client,
    baseUrl,
    url,
    stateFile,
    stop,
    async dispose() {
      await stop();
      rmSync(path.dirname(stateFile), { recursive: true, force: true });
    },
  };
}

export function orderRequest(
  assetUrl: string,
  overrides: Partial<CreateOrderRequest> = {},
): CreateOrderRequest {
  return {
    shippingMethod: 'Budget',
    recipient: {
      name: 'Lucía Fernández',
      email: 'lucia@example.es',
      address: {
        line1: 'Calle de Alcalá 50',
        postalOrZipCode: '28014',
        countryCode: 'ES',
        townOrCity: 'Madrid',
      },
    },
    items: [
      {
        sku: 'GLOBAL-CAN-10X10',
        copies: 2,
        sizing: 'fillPrintArea',
        attributes: { wrap: 'ImageWrap' },
        assets: [{ printArea: 'default', url: assetUrl }],
      },
    ],
    ...overrides,
  };
}

/** Steps of an order from creation to Complete. */
export const stepsToComplete = 6;
