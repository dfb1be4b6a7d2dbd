// Time from Stripe's `payment_intent.succeeded` reaching the webhook to the order submitted
// at Prodigi (our row has Prodigi's order id), over N paid orders one after another, with
// both simulators in process at zero latency: the real app on PGlite (BENCH_DATABASE_URL
// for PostgreSQL), its job workers on. Baseline in the same run: Prodigi's order creation
// alone, called directly with the same client (what no queue can avoid).
// Run: npx tsx bench/webhook-to-submission.ts [orders]
import { createServer } from 'node:net';
import sharp from 'sharp';
import type Stripe from 'stripe';
import type { ProdigiClient } from '@shop/prodigi';
import type { PaymentsSettings } from '../apps/server/src/infra/payments';
import type { Orders } from '../apps/server/src/modules/orders/orders.port';
import { prodigiOrderRequest } from '../apps/server/test/prodigi-orders';
import { benchApp } from './bench-app';

const total = Number(process.argv[2] ?? 100);

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const bench = await benchApp({
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  JOBS_WORKERS: 'true',
});
const { token } = bench;
/** The app's decorations this bench uses (declared by modules it does not import). */
const app = bench.app as typeof bench.app & {
  stripe: Stripe;
  payments: PaymentsSettings;
  stripeSimulator: { setWebhook(endpoint: null): void } | null;
  orders: Orders;
  prodigi: ProdigiClient;
};
await app.listen({ port, host: '127.0.0.1' });
const auth = { authorization: `Bearer ${token}` };

async function json<T>(res: { statusCode: number; body: string }, expected: number): Promise<T> {
  if (res.statusCode !== expected) throw new Error(`${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as T;
}

// A photo, a product and a variant whose print file is an uploaded asset (no render).
const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#789' } })
  .jpeg()
  .toBuffer();
const boundary = '----bench-webhook';
const part = (name: string, file: Buffer | string, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n`,
    ),
    typeof file === 'string' ? Buffer.from(file) : file,
    Buffer.from('\r\n'),
  ]);
const form = (...parts: Buffer[]) => ({
  payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const photo = await json<{ _id: string }>(
  await app.inject({
    method: 'POST',
    url: '/api/photos',
    ...form(part('title', 'Bench'), part('image', image, 'f.jpg')),
  }),
  201,
);
const product = await json<{ _id: string }>(
  await app.inject({
    method: 'POST',
    url: '/api/prodigi/catalog',
    headers: auth,
    payload: { sku: 'GLOBAL-FAP-16X24', name: 'Fine art 16×24' },
  }),
  201,
);
const variant = await json<{ id: string }>(
  await app.inject({
    method: 'POST',
    url: `/api/prodigi/admin/photos/${photo._id}/variants`,
    headers: auth,
    payload: { catalogProductId: product._id, profitMargin: '10' },
  }),
  201,
);
await json(
  await app.inject({
    method: 'POST',
    url: `/api/prodigi/admin/photos/${photo._id}/variants/${variant.id}/asset`,
    ...form(part('asset', image, 'asset.jpg')),
  }),
  200,
);

// Stripe's own deliveries are held: each event is posted by the bench, so the clock starts
// exactly when the webhook is reached.
app.stripeSimulator?.setWebhook(null);
const recipient = {
  name: 'Bench',
  email: 'bench@example.com',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  postalCode: '28013',
  countryCode: 'ES',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const measured: number[] = [];
for (let i = 0; i < total; i++) {
  const started = await json<{ orderId: string; paymentIntentId: string }>(
    await app.inject({
      method: 'POST',
      url: '/api/payments/order/payment-intent',
      remoteAddress: `10.9.${Math.floor(i / 250)}.${i % 250}`,
      payload: { photoId: photo._id, variantId: variant.id, copies: 1, recipient },
    }),
    200,
  );
  await app.stripe.paymentIntents.confirm(started.paymentIntentId, {
    payment_method: 'pm_card_visa',
    return_url: 'http://localhost/',
  });
  const events = await app.stripe.events.list({ type: 'payment_intent.succeeded', limit: 5 });
  const event = events.data.find(
    (e: Stripe.Event) => (e.data.object as { id: string }).id === started.paymentIntentId,
  );
  if (!event) throw new Error('no event');
  const payload = JSON.stringify(event);
  const signature = app.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: app.payments.webhookSecret,
  });
  const t0 = performance.now();
  const answer = await fetch(`http://127.0.0.1:${port}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  if (answer.status !== 200) throw new Error(`webhook ${answer.status}`);
  for (;;) {
    const order = await app.orders.prints.findById(started.orderId);
    if (order?.print?.prodigiOrderId) break;
    if (order?.print?.status === 'failed') throw new Error(order.print.problem ?? 'failed');
    await sleep(2);
  }
  measured.push(performance.now() - t0);
}

// Baseline: the same client creating the same kind of order at the simulator directly.
const baseline: number[] = [];
for (let i = 0; i < total; i++) {
  const t0 = performance.now();
  await app.prodigi.orders.create(
    prodigiOrderRequest(`bench-${i}`, `bench-baseline-${i}`, `http://127.0.0.1:${port}/x.jpg`),
  );
  baseline.push(performance.now() - t0);
}
await app.close();

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`webhook → submitted at Prodigi, ${total} orders one after another (${db}):`);
console.log(
  `  p50 ${ms(pct(measured, 50))}  p99 ${ms(pct(measured, 99))}  max ${ms(Math.max(...measured))}`,
);
console.log(`baseline, Prodigi's order creation alone (same client, same run):`);
console.log(`  p50 ${ms(pct(baseline, 50))}  p99 ${ms(pct(baseline, 99))}`);
console.log(
  `ratio p50 ${(pct(measured, 50) / pct(baseline, 50)).toFixed(1)}×, p99 ${(pct(measured, 99) / pct(baseline, 99)).toFixed(1)}×`,
);
