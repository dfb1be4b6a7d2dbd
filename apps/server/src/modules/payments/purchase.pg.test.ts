import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant } from '@shop/contracts';
import { printShop } from '#test/checkout';
import { fulfilmentQueues } from '#src/modules/fulfilment/fulfilment.port';
import { paidOrderEmailQueues } from '#src/workflows/paid-order';
import { readMailbox } from '#test/mailbox';
import { setupJobApps } from '#test/job-apps';
import { waitForJobs } from '#test/job-states';
import { prodigiOrderRequest } from '#test/prodigi-orders';
import {
  eventAbout,
  freePort,
  orderOf,
  payWith,
  prodigiOrdersFor,
  redeliver,
  startPaymentOk,
  waitForPrint,
  waitForStatus,
} from '#test/purchase';
import { waitUntil } from '#test/wait';

// Races and crashes need real connections (PostgreSQL): several deliveries at once, and
// a process stopped between the payment and the submission.
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const ctx = setupJobApps();
// Whether an app works the jobs is startApp's `workers` (on unless said otherwise).
const config = { publicUrl, jobs: { runWorkers: true, retryDelaySeconds: 1 } };

let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;

beforeAll(async () => {
  const setup = await ctx.startApp({ workers: false, config });
  shop = await printShop(setup, ctx.database.db);
  variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
    profitMargin: '10',
  });
  await setup.close();
}, 60_000);

describe('the money path under races and crashes (PostgreSQL)', () => {
  it('makes one Prodigi order and sends one confirmation when the same succeeded event arrives 5 times at once', async () => {
    const app = await ctx.startApp({ config, ownDatabaseHandle: true });
    await app.listen({ port, host: '127.0.0.1' });
    try {
      // Stripe's own delivery is held back: the five copies race each other.
      app.stripeSimulator?.setWebhook(null);
      const started = await startPaymentOk(app, { photoId: shop.photoId, variantId: variant.id });
      await payWith(app, started.paymentIntentId);
      const event = await eventAbout(app, 'payment_intent.succeeded', started.paymentIntentId);
      const answers = await Promise.all(Array.from({ length: 5 }, () => redeliver(app, event.id)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      await waitForPrint(app, started.orderId, 'submitted');
      // Every submission job of the order has ended, a second one too had it been queued.
      await waitForJobs(ctx.database.db, {
        name: fulfilmentQueues.submitToProdigi,
        data: { orderId: started.orderId },
      });
      expect(await prodigiOrdersFor(app, started.orderId)).toHaveLength(1);
      // And one confirmation and one note of the sale: one job each, each sent once.
      for (const name of Object.values(paidOrderEmailQueues)) {
        const jobs = await waitForJobs(ctx.database.db, {
          name,
          data: { orderId: started.orderId },
        });
        expect(jobs.map((job) => job.state)).toEqual(['completed']);
      }
      const { email } = await orderOf(app, started.orderId);
      const sent = (await readMailbox(ctx.dataDir)).filter(
        (m) => m.to.includes(email) && /^Pedido [0-9A-F]{6} confirmado$/.test(m.subject),
      );
      expect(sent).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('submits after a restart when the process stopped between payment and submission', async () => {
    // The first process takes the payment but works no jobs (it "dies" before submitting).
    const first = await ctx.startApp({ workers: false, config, ownDatabaseHandle: true });
    await first.listen({ port, host: '127.0.0.1' });
    const started = await startPaymentOk(first, { photoId: shop.photoId, variantId: variant.id });
    await payWith(first, started.paymentIntentId);
    await waitForStatus(first, started.orderId, 'paid');
    await first.close();
    expect((await orderOf(first, started.orderId)).print?.prodigiOrderId).toBeNull();

    const second = await ctx.startApp({ config, ownDatabaseHandle: true });
    await second.listen({ port, host: '127.0.0.1' });
    try {
      await waitForPrint(second, started.orderId, 'submitted');
      expect(await prodigiOrdersFor(second, started.orderId)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('does not order twice when Prodigi took the order but the answer was lost', async () => {
    const app = await ctx.startApp({ workers: false, config, ownDatabaseHandle: true });
    await app.listen({ port, host: '127.0.0.1' });
    const started = await startPaymentOk(app, { photoId: shop.photoId, variantId: variant.id });
    await payWith(app, started.paymentIntentId);
    await waitForStatus(app, started.orderId, 'paid');
    // What a crash right after Prodigi's answer leaves: Prodigi has the order, we do not know.
    const lost = await app.prodigi.orders.create(
      prodigiOrderRequest(started.orderId, started.orderId, `${publicUrl}/nothing.jpg`),
    );
    await app.close();

    const worker = await ctx.startApp({ config, ownDatabaseHandle: true });
    await worker.listen({ port, host: '127.0.0.1' });
    try {
      await waitForPrint(worker, started.orderId, 'submitted');
      const order = await orderOf(worker, started.orderId);
      expect(order.print?.prodigiOrderId).toBe(lost.order?.id);
      await waitUntil(
        async () => (await prodigiOrdersFor(worker, started.orderId)).length === 1,
        'one order at Prodigi',
      );
    } finally {
      await worker.close();
    }
  });
});
