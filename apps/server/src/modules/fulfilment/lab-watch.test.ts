import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant } from '@shop/contracts';
import { reconciliationRuns } from '#src/db/schema/index';
import { printShop } from '#test/checkout';
import {
  freePort,
  payWith,
  printOf,
  recipient,
  startPaymentOk,
  waitForPrint,
} from '#test/purchase';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';
import { fulfilmentQueues } from './fulfilment.port';

// The watch reads every second; the reconciliation never runs on its own: what moves the
// order here is the watch alone.
const port = await freePort();
const ctx = setupTestApp({
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  JOBS_WORKERS: 'true',
  LAB_WATCH_SECONDS: '1',
  RECONCILIATION_EVERY_MINUTES: '0',
});
let shop: Awaited<ReturnType<typeof printShop>>;
let variant: AdminVariant;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await printShop(ctx.app, ctx.database.db);
  variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
    displayName: 'Lámina grande',
    profitMargin: '10,00',
  });
}, 60_000);

afterEach(async () => {
  ctx.app.prodigiSimulator?.setFaults({});
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

const sim = () => {
  const simulator = ctx.app.prodigiSimulator;
  if (!simulator) throw new Error('the embedded Prodigi simulator is not running');
  return simulator;
};

/** A print paid by card and sent to the lab. */
async function submitted() {
  const started = await startPaymentOk(ctx.app, {
    photoId: shop.photoId,
    variantId: variant.id,
    recipient,
  });
  await payWith(ctx.app, started.paymentIntentId);
  await waitForPrint(ctx.app, started.orderId, 'submitted');
  return {
    orderId: started.orderId,
    prodigiOrderId: (await printOf(ctx.app, started.orderId)).prodigiOrderId ?? '',
  };
}

/** Runs the lab's next `steps` stages (download, lab, print-ready, production, ship, done). */
async function advance(prodigiOrderId: string, steps: number) {
  for (let step = 0; step < steps; step++) await sim().advanceOrder(prodigiOrderId);
}

const watchPending = (orderId: string) =>
  ctx.app.jobs.isPending(fulfilmentQueues.watchLab, { orderId });

describe('the lab watch', () => {
  it("moves an order to 'in_production', which no callback tells, within seconds", async () => {
    const { orderId, prodigiOrderId } = await submitted();
    await advance(prodigiOrderId, 4);
    // What Prodigi sent: the download's callback only; production started in silence.
    const types = (await sim().callbacks()).filter((d) => d.orderId === prodigiOrderId);
    expect(types.map((d) => d.type)).toEqual(['com.prodigi.order.status.stage.changed#InProgress']);
    await waitForPrint(ctx.app, orderId, 'in_production');
    expect(await ctx.database.db.select().from(reconciliationRuns)).toHaveLength(0);
  });

  it('follows an order whose callbacks are all lost to the end, then stops watching', async () => {
    sim().setFaults({ callbackLossRate: 1 });
    const { orderId, prodigiOrderId } = await submitted();
    await advance(prodigiOrderId, 4);
    await waitForPrint(ctx.app, orderId, 'in_production');
    await advance(prodigiOrderId, 1);
    await waitForPrint(ctx.app, orderId, 'shipped');
    expect((await printOf(ctx.app, orderId)).shipments[0]?.tracking?.number).toBe('PH000000000GB');
    await advance(prodigiOrderId, 1);
    await waitForPrint(ctx.app, orderId, 'complete');
    const deliveries = (await sim().callbacks()).filter((d) => d.orderId === prodigiOrderId);
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.lost && !d.delivered)).toBe(true);
    await waitUntil(async () => !(await watchPending(orderId)), 'the watch to end');
    expect(await ctx.database.db.select().from(reconciliationRuns)).toHaveLength(0);
  });
});
