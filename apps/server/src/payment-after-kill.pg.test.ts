// A server process killed (kill -9) in the middle of a payment: the buyer's card is confirmed
// at Stripe while the process is dead, so Stripe's webhook finds nobody, and its next attempt
// is far away (minutes to hours on Stripe). The process started again must find the order
// paid by itself, without that webhook and without the reconciliation.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createProdigiSimulator } from '@shop/prodigi/simulator';
import { createStripeSimulator, defaultPublishableKey, defaultSecretKey } from '@shop/stripe-sim';
import { openDatabase } from '#src/db/client';
import { sqlRows } from '#src/db/sql-rows';
import { serverRoot } from '#src/paths';
import { printShop } from '#test/checkout';
import { httpApp } from '#test/http-app';
import { freePort, startPaymentOk } from '#test/purchase';
import { createTestDatabase } from '#test/test-database';
import { waitUntil } from '#test/wait';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
}, 60_000);

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
  log: () => string;
}

function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    // eslint-disable-next-line no-restricted-properties -- the child needs the PATH to run
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanup.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  return { child, exited, log: () => output };
}

describe('a server process killed in the middle of a payment', () => {
  it('finds the order paid when it starts again, though Stripe’s webhook found nobody', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
    // Stripe's next attempt is ten minutes away: longer than this test waits.
    const stripeSim = createStripeSimulator({
      secretKeys: [defaultSecretKey],
      publishableKey: defaultPublishableKey,
      webhook: { url: `${url}/api/payments/webhook`, secret: webhookSecret },
      webhookRetryDelaysMs: [10 * 60_000],
    });
    const stripeAt = await stripeSim.listen(0);
    cleanup.push(() => stripeSim.close());
    const stripe = new Stripe(defaultSecretKey, {
      host: stripeAt.host,
      port: stripeAt.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const prodigi = createProdigiSimulator({ apiKeys: ['clave-prodigi'] });
    const prodigiAt = await prodigi.listen(0);
    cleanup.push(() => prodigi.close());
    const testDb = await createTestDatabase({ migrated: false });
    cleanup.push(() => testDb.drop());
    if (testDb.config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-kill-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS_WORKERS: 'true',
      RECONCILIATION_EVERY_MINUTES: '0',
      DATABASE_URL: testDb.config.url,
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      STRIPE_SECRET_KEY: defaultSecretKey,
      STRIPE_PUBLISHABLE_KEY: defaultPublishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripeAt.url,
      PRODIGI_API_KEY: 'clave-prodigi',
      PRODIGI_BASE_URL: prodigiAt.baseUrl,
    };
    const up = (server: ServerProcess) =>
      waitUntil(
        async () => (await fetch(`${url}/api/health`).catch(() => null))?.status === 200,
        () => `the server to answer (log: ${server.log().slice(-2000)})`,
        90_000,
      );

    const first = startServer(env);
    await up(first);
    const database = await openDatabase(testDb.config);
    cleanup.push(() => database.close());
    const statusOf = async (orderId: string) =>
      (
        await sqlRows<{ status: string }>(
          database.db,
          sql`select status from orders where id = ${orderId}`,
        )
      )[0]?.status;
    const shop = await printShop(httpApp(url), database.db);
    const variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }));
    const started = await startPaymentOk(httpApp(url), {
      photoId: shop.photoId,
      variantId: variant.id,
    });

    first.child.kill('SIGKILL');
    await first.exited;
    const paid = await stripe.paymentIntents.confirm(started.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost/photo/return',
    });
    expect(paid.status).toBe('succeeded');
    // Its webhook found the door shut; the next attempt waits.
    const refused = (await stripeSim.deliveries()).filter(
      (d) => d.type === 'payment_intent.succeeded',
    );
    expect(refused.map((d) => d.delivered)).toEqual([false]);
    expect(await statusOf(started.orderId)).toBe('pending_payment');

    const second = startServer(env);
    await up(second);
    await waitUntil(
      async () => (await statusOf(started.orderId)) === 'paid',
      () => `the order paid (log: ${second.log().slice(-2000)})`,
      30_000,
    );
    // Paid by the start's own check: Stripe has sent nothing more.
    const sent = (await stripeSim.deliveries()).filter(
      (d) => d.type === 'payment_intent.succeeded',
    );
    expect(sent).toHaveLength(1);
  }, 180_000);
});
