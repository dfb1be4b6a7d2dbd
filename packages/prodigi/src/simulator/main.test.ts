/** `npm run sim:prodigi`'s entry as its own process: environment, listening, state file, exit. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createProdigiClient } from '../client';
import { ProdigiError } from '../errors';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
let folder = '';

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('simulator main', () => {
  it('listens where the environment says, keeps state in its file, and stops on SIGTERM', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'prodigi-main-'));
    const stateFile = path.join(folder, 'nested', 'sim.json');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
      cwd: repoRoot,
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child needs the same PATH
        PATH: process.env.PATH,
        PRODIGI_SIM_PORT: '0',
        PRODIGI_SIM_API_KEY: 'main-test-key',
        PRODIGI_SIM_STATE: stateFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const baseUrl = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /(http:\/\/\S+\/v4\.0)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', () => reject(new Error(`exited early: ${output}`)));
      });
      const client = createProdigiClient({ apiKey: 'main-test-key', baseUrl, retries: 0 });
      expect((await client.products.get('GLOBAL-CAN-10X10')).sku).toBe('GLOBAL-CAN-10X10');
      const stranger = createProdigiClient({ apiKey: 'sim-key', baseUrl, retries: 0 });
      const refused = await stranger.products.get('GLOBAL-CAN-10X10').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ProdigiError);
      expect((refused as ProdigiError).outcome).toBe('NotAuthenticated');
      await client.orders.create({
        shippingMethod: 'Budget',
        recipient: {
          name: 'Ana',
          address: {
            line1: 'Calle 1',
            postalOrZipCode: '28001',
            countryCode: 'ES',
            townOrCity: 'Madrid',
          },
        },
        items: [
          {
            sku: 'GLOBAL-FAP-11X14',
            copies: 1,
            assets: [{ printArea: 'default', url: 'http://127.0.0.1:9/a.jpg' }],
          },
        ],
      });
      expect(existsSync(stateFile)).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
