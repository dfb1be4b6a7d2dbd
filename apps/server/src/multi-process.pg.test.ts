// Two server processes on one PostgreSQL database and one S3-compatible bucket, behind no
// proxy, with the providers' simulators shared as Stripe and Prodigi would be: one shop.
// Each process has its own DATA_DIR, so nothing one needs may be on the other's disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent, OrderCheckoutResponse } from '@shop/contracts';
import { createProdigiSimulator } from '@shop/prodigi/simulator';
import { createStripeSimulator, defaultPublishableKey, defaultSecretKey } from '@shop/stripe-sim';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { sqlRows } from '#src/db/sql-rows';
import { serverRoot } from '#src/paths';
import { bearer, confirmedCustomer, signUpAdmin } from '#test/accounts';
import { printShop } from '#test/checkout';
import { adminEvent } from '#test/events';
import { httpApp } from '#test/http-app';
import { freePort, startPaymentOk } from '#test/purchase';
import { startBucket, type TestBucket } from '#test/s3-bucket';
import { createTestDatabase } from '#test/test-database';
import { waitUntil } from '#test/wait';

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
}, 60_000);

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const PRODIGI_KEY = 'clave-prodigi-de-prueba';
const JWT_SECRET = randomBytes(32).toString('hex');

interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  log: () => string;
}

async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-process-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    env: {
      // eslint-disable-next-line no-restricted-properties -- the child needs the PATH to run
      PATH: process.env.PATH,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  cleanup.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  return { url: `http://127.0.0.1:${port}`, dataDir, child, log: () => output };
}

let a: ServerProcess;
let b: ServerProcess;
let database: DatabaseHandle;
let stripe: Stripe;
let prodigi: ReturnType<typeof createProdigiSimulator>;
let prodigiUrl: string;
let stripeSim: ReturnType<typeof createStripeSimulator>;
let bucket: TestBucket;
let admin: string;
const figures: Record<string, number> = {};

beforeAll(async () => {
  bucket = await startBucket();
  cleanup.push(() => bucket.close());

  const [portA, portB] = [await freePort(), await freePort()];
  stripeSim = createStripeSimulator({
    secretKeys: [defaultSecretKey],
    publishableKey: defaultPublishableKey,
    // Stripe's webhook reaches the second process; the buyer pays on the first.
    webhook: { url: `http://127.0.0.1:${portB}/api/payments/webhook`, secret: WEBHOOK_SECRET },
  });
  const stripeAt = await stripeSim.listen(0);
  cleanup.push(() => stripeSim.close());
  stripe = new Stripe(defaultSecretKey, {
    host: stripeAt.host,
    port: stripeAt.port,
    protocol: 'http',
  });
  prodigi = createProdigiSimulator({ apiKeys: [PRODIGI_KEY] });
  const prodigiAt = await prodigi.listen(0);
  prodigiUrl = prodigiAt.baseUrl;
  cleanup.push(() => prodigi.close());

  const testDb = await createTestDatabase({ migrated: false });
  cleanup.push(() => testDb.drop());
  if (testDb.config.kind !== 'postgres') throw new Error('PostgreSQL only');
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JOBS_WORKERS: 'true',
    DATABASE_URL: testDb.config.url,
    // One shop at one address (a load balancer's, in production).
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    JWT_SECRET,
    ...bucket.env(),
    STRIPE_SECRET_KEY: defaultSecretKey,
    STRIPE_PUBLISHABLE_KEY: defaultPublishableKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeAt.url,
    PRODIGI_API_KEY: PRODIGI_KEY,
    PRODIGI_BASE_URL: prodigiAt.baseUrl,
  };
  // Both start at once on an empty database: the migrations run once, under their lock.
  const started = Date.now();
  [a, b] = await Promise.all([startServer(env, portA), startServer(env, portB)]);
  for (const server of [a, b]) {
    await waitUntil(
      async () => (await fetch(`${server.url}/api/health`).catch(() => null))?.status === 200,
      `${server.url} to answer (log: ${server.log().slice(-2000)})`,
      90_000,
    );
  }
  figures.bothUpMs = Date.now() - started;
  database = await openDatabase(testDb.config);
  cleanup.push(() => database.close());
  admin = (await signUpAdmin(httpApp(a.url), database.db)).accessToken;
}, 150_000);

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(database.db, query);

describe('two server processes, one database, one bucket', () => {
  it('start together on an empty database (both answer) and apply each migration once', async () => {
    const applied = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
    );
    expect(applied).toEqual([]);
  });

  it('sell a print paid on the first while the webhook reaches the second: paid, invoiced and sent to the lab once', async () => {
    const shop = await printShop(httpApp(a.url), database.db);
    const variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }));
    const started = await startPaymentOk(httpApp(a.url), {
      photoId: shop.photoId,
      variantId: variant.id,
    });
    const paidAt = Date.now();
    await stripe.paymentIntents.confirm(started.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost/photo/return',
    });
    await waitUntil(async () => {
      const [order] = await rows<{ status: string }>(
        sql`select status from orders where id = ${started.orderId}`,
      );
      return order?.status === 'paid';
    }, 'the order paid');
    figures.paymentToPaidMs = Date.now() - paidAt;
    await waitUntil(async () => {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from print_fulfilments where order_id = ${started.orderId} and prodigi_order_id is not null`,
      );
      return row?.n === 1;
    }, 'the print submitted to Prodigi');
    figures.paymentToLabMs = Date.now() - paidAt;
    const { orders } = await prodigiOrdersOf(started.orderId);
    expect(orders).toHaveLength(1);
    await waitUntil(async () => (await invoicesOf(started.orderId)) === 1, 'the invoice');
    // Every job of the order ran once, whichever process took it.
    const jobs = await rows<{ name: string; n: number }>(sql`select name, count(*)::int as n
      from pgboss.job where data::text like ${`%${started.orderId}%`} group by name`);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job, job.name).toMatchObject({ n: 1 });
    // Stripe's events went to the second process, which took them at the first attempt.
    const deliveries = (await stripeSim.deliveries()).filter((d) => d.url.startsWith(b.url));
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.delivered && d.attempt === 1)).toBe(true);
  });

  it('sell the last seats from both at once without selling one twice', async () => {
    const event: AdminEvent = await adminEvent(httpApp(a.url), admin, {
      capacity: 3,
      ticketTypes: [
        {
          name: 'Registro',
          description: '',
          priceCents: 0,
          vatRate: 21,
          quota: 3,
          maxPerOrder: 1,
          salesStartAt: null,
          salesEndAt: null,
        },
      ],
    });
    const buyer = await confirmedCustomer(httpApp(b.url), database.db);
    const order = (server: ServerProcess, n: number) =>
      fetch(`${server.url}/api/checkout/orders`, {
        method: 'POST',
        headers: { ...bearer(buyer.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [
            {
              kind: 'ticket',
              ticketTypeId: event.ticketTypes[0]?.id,
              holders: [{ fullName: `Asistente ${n}`, email: `asistente${n}@example.com` }],
            },
          ],
        }),
      });
    const answers = await Promise.all([a, b, a, b, a, b].map((server, n) => order(server, n)));
    const paid = [];
    for (const answer of answers) {
      const body = (await answer.json()) as OrderCheckoutResponse & { error?: string };
      if (answer.status < 300) paid.push(body);
      else expect(answer.status, JSON.stringify(body)).toBe(409);
    }
    expect(paid).toHaveLength(3);
    await waitUntil(async () => {
      const [issued] = await rows<{ n: number }>(
        sql`select count(*)::int as n from tickets where event_id = ${event._id}`,
      );
      return issued?.n === 3;
    }, 'three tickets issued');
    const [issued] = await rows<{ n: number }>(
      sql`select count(*)::int as n from tickets where event_id = ${event._id}`,
    );
    expect(issued?.n).toBe(3);
  });

  it("show the admin's change on the other process within a second", async () => {
    const shop = await printShop(httpApp(a.url), database.db);
    const read = async () => {
      const res = await fetch(`${b.url}/api/photos/public/${shop.photoId}`);
      return ((await res.json()) as { title: string }).title;
    };
    expect(await read()).toBe('Atardecer en Cabo de Gata');
    const edited = await fetch(`${a.url}/api/photos/${shop.photoId}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Atardecer en Los Escullos' }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const at = Date.now();
    await waitUntil(
      async () => (await read()) === 'Atardecer en Los Escullos',
      'the new title',
      1_000,
    );
    figures.changeSeenMs = Date.now() - at;
  });

  it('keep uploads, derivatives and print files only in the bucket', async () => {
    for (const server of [a, b]) {
      const entries = await readdir(server.dataDir, { recursive: true, withFileTypes: true });
      const kept = entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(server.dataDir, path.join(e.parentPath, e.name)))
        .filter((e) => /^(media|originals|pending|orders|print-files)\//.test(e));
      expect(kept, server.dataDir).toEqual([]);
    }
    const inBucket = await readdir(path.join(bucket.dir, 'shop'), { recursive: true });
    expect(inBucket.some((e) => e.startsWith('originals'))).toBe(true);
    expect(inBucket.some((e) => e.startsWith('media'))).toBe(true);
    console.log('two processes:', JSON.stringify(figures));
  });
});

async function prodigiOrdersOf(orderId: string) {
  const res = await fetch(`${prodigiUrl}/orders?merchantReferences=${orderId}&top=100`, {
    headers: { 'X-API-Key': PRODIGI_KEY },
  });
  return (await res.json()) as { orders: unknown[] };
}

async function invoicesOf(orderId: string) {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from invoices where order_id = ${orderId}`,
  );
  return row?.n ?? 0;
}
