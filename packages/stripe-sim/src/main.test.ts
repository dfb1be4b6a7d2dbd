/** `npm run sim:stripe`'s entry as its own process: environment, listening, state file, webhooks, exit. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sdkFor, startWebhookReceiver, type WebhookReceiver } from './test-support';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
let folder = '';
let receiver: WebhookReceiver | null = null;

afterEach(async () => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  await receiver?.close();
});

describe('simulator main', () => {
  it('listens where the environment says, keeps state in its file, delivers webhooks, stops on SIGTERM', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'stripe-main-'));
    receiver = await startWebhookReceiver('whsec_main_test');
    const stateFile = path.join(folder, 'nested', 'stripe-sim.json');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
      cwd: repoRoot,
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child needs the same PATH
        PATH: process.env.PATH,
        STRIPE_SIM_PORT: '0',
        STRIPE_SIM_STATE: stateFile,
        STRIPE_SIM_SECRET_KEY: 'sk_test_main_key',
        STRIPE_SIM_WEBHOOK_URL: receiver.url,
        STRIPE_SIM_WEBHOOK_SECRET: 'whsec_main_test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
          if (match?.[1]) resolve(Number(match[1]));
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', () => reject(new Error(`exited early: ${output}`)));
      });
      const stripe = sdkFor(port, 'sk_test_main_key');
      const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
      expect(intent.status).toBe('requires_payment_method');
      const refused = await sdkFor(port, 'sk_test_other')
        .paymentIntents.list()
        .catch((e: unknown) => e);
      expect((refused as { statusCode?: number }).statusCode).toBe(401);
      expect(existsSync(stateFile)).toBe(true);
      const deadline = Date.now() + 5_000;
      while (receiver.events.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(receiver.events.map((event) => event.type)).toEqual(['payment_intent.created']);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
