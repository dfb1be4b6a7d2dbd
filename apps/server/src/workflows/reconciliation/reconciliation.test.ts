import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationMessages as msg, type ReconciliationReport } from '@shop/contracts';
import { fulfilmentQueues } from '#src/modules/fulfilment/fulfilment.port';
import { bearer, signUp } from '#test/accounts';
import { waitForJobs } from '#test/job-states';
import { readMailbox } from '#test/mailbox';
import { prodigiOrderRequest } from '#test/prodigi-orders';
import {
  freePort,
  orderOf,
  payWith,
  printOf,
  prodigiOrdersFor,
  waitForPrint,
  waitForStatus,
} from '#test/purchase';
import { findingsAbout, reconciliationShop, runReconciliation } from '#test/reconciliation';
import { waitForMoney } from '#test/refunds';
import { setupTestApp } from '#test/test-app';

// Listening on a real port: Stripe's webhooks, Prodigi's callbacks and its downloads of the
// print files reach the app over HTTP. The schedule is off: each test runs the button.
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const ctx = setupTestApp({
  PUBLIC_URL: publicUrl,
  JOBS_WORKERS: 'true',
  RECONCILIATION_EVERY_MINUTES: '0',
});
let shop: Awaited<ReturnType<typeof reconciliationShop>>;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await reconciliationShop(ctx.app, ctx.database.db);
}, 60_000);

// Stripe's webhooks and Prodigi's callbacks of each test are answered before the next.
afterEach(async () => {
  ctx.app.stripeSimulator?.setWebhook({
    url: ctx.app.payments.webhookUrl,
    secret: ctx.app.payments.webhookSecret,
  });
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

const run = () => runReconciliation(ctx.app, shop.admin);
const simulator = () => {
  const sim = ctx.app.prodigiSimulator;
  if (!sim) throw new Error('the Prodigi simulator is not running');
  return sim;
};
/** Stripe's notices stop reaching the shop (until the test's end). */
const loseStripeNotices = () => ctx.app.stripeSimulator?.setWebhook(null);

describe('reconciliation', () => {
  it('has no report before its first run, and is for admins only', async () => {
    const latest = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation/runs/latest',
      headers: bearer(shop.admin),
    });
    expect([latest.statusCode, latest.json<{ message: string }>().message]).toEqual([
      404,
      msg.noneYet,
    ]);
    const customer = (await signUp(ctx.app)).accessToken;
    for (const [method, url] of [
      ['POST', '/api/admin/reconciliation/runs'],
      ['GET', '/api/admin/reconciliation/runs/latest'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      const asCustomer = await ctx.app.inject({ method, url, headers: bearer(customer) });
      expect(asCustomer.statusCode, url).toBe(403);
    }
    // Nothing ran.
    expect(await ctx.app.reconciliation.latest()).toBeNull();
  });

  it('sends a paid order whose submission was lost, once; a second run does nothing more', async () => {
    const { orderId } = await shop.buyWithLostSubmission();
    expect(await printOf(ctx.app, orderId)).toMatchObject({
      status: 'pending',
      prodigiOrderId: null,
    });
    expect(await prodigiOrdersFor(ctx.app, orderId)).toEqual([]);

    const report = await run();
    expect(findingsAbout(report, orderId)).toEqual(['not_submitted:repaired']);
    expect(report.findings.find((f) => f.orderId === orderId)).toMatchObject({
      orderNumber: orderId.slice(-6).toUpperCase(),
      detail: { message: msg.resubmitted },
    });
    await waitForPrint(ctx.app, orderId, 'submitted');
    const [made, ...more] = await prodigiOrdersFor(ctx.app, orderId);
    expect(more).toEqual([]);
    expect((await printOf(ctx.app, orderId)).prodigiOrderId).toBe(made?.id);

    const again = await run();
    expect(findingsAbout(again, orderId)).toEqual([]);
    expect(again.counts.orders).toBeGreaterThanOrEqual(1);
    // One submission job, the run's, and still one Prodigi order.
    const jobs = await waitForJobs(ctx.database.db, {
      name: fulfilmentQueues.submitToProdigi,
      data: { orderId },
    });
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
    expect(await prodigiOrdersFor(ctx.app, orderId)).toHaveLength(1);
  });

  it('reports a second Prodigi order for one of ours, and cancels neither', async () => {
    const { orderId } = await shop.buy();
    await waitForPrint(ctx.app, orderId, 'submitted');
    const ours = (await printOf(ctx.app, orderId)).prodigiOrderId ?? '';
    const second = await ctx.app.prodigi.orders.create(
      prodigiOrderRequest(orderId, `otro-${orderId}`, `${publicUrl}/api/health`),
    );
    const ids = [ours, second.order?.id ?? ''].sort();

    const report = await run();
    expect(findingsAbout(report, orderId)).toEqual(['duplicate:open']);
    const finding = report.findings.find((f) => f.orderId === orderId);
    expect([...(finding?.detail.prodigiOrderIds ?? [])].sort()).toEqual(ids);
    expect(finding?.detail.message).toBe(msg.duplicate(finding?.detail.prodigiOrderIds ?? []));
    const atProdigi = await prodigiOrdersFor(ctx.app, orderId);
    expect(atProdigi.map((o) => o.status.stage)).toEqual(['InProgress', 'InProgress']);
    expect((await printOf(ctx.app, orderId)).prodigiOrderId).toBe(ours);

    // What the orders list shows as "needs attention", and the stored report.
    const open = await ctx.app.reconciliation.openFindingsByOrder([orderId, 'no-es-un-id']);
    expect([...open.keys()]).toEqual([orderId]);
    expect(open.get(orderId)?.map((f) => f.kind)).toEqual(['duplicate']);
    const latest = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/reconciliation/runs/latest',
      headers: bearer(shop.admin),
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.json<ReconciliationReport>()).toEqual(report);
    expect(report).toMatchObject({ trigger: 'admin', error: null });
    expect(report.counts.open).toBeGreaterThanOrEqual(1);

    // Reported again by the next run (nothing was repaired), still two orders at Prodigi.
    expect(findingsAbout(await run(), orderId)).toEqual(['duplicate:open']);
    expect(await prodigiOrdersFor(ctx.app, orderId)).toHaveLength(2);
  });

  it("brings stage and tracking in line with Prodigi's order when its callbacks never came", async () => {
    // Prodigi made the order, but its answer was lost, and the order has no callback URL.
    const { orderId } = await shop.buyWithLostSubmission();
    const created = await ctx.app.prodigi.orders.create(
      prodigiOrderRequest(orderId, orderId, `${publicUrl}/api/health`),
    );
    const prodigiOrderId = created.order?.id ?? '';
    for (let step = 0; step < 10; step++) {
      const order = await simulator().advanceOrder(prodigiOrderId);
      if (order?.shipments.some((s) => s.tracking)) break;
    }
    expect(await printOf(ctx.app, orderId)).toMatchObject({
      status: 'pending',
      prodigiOrderId: null,
    });

    const report = await run();
    expect(findingsAbout(report, orderId)).toEqual([
      'stage_drift:repaired',
      'tracking_drift:repaired',
    ]);
    const print = await printOf(ctx.app, orderId);
    expect(print).toMatchObject({ status: 'shipped', prodigiOrderId, stage: 'InProgress' });
    expect(print.shipments.map((s) => s.tracking?.number)).toEqual(['PH000000000GB']);
    expect(
      report.findings.find((f) => f.kind === 'stage_drift' && f.orderId === orderId)?.detail,
    ).toMatchObject({
      status: { from: 'pending', to: 'shipped' },
      stage: { from: null, to: 'InProgress' },
    });

    // The buyer hears of the tracking once, and the next run finds nothing to do.
    expect(findingsAbout(await run(), orderId)).toEqual([]);
    const emails = await waitForJobs(ctx.database.db, {
      name: fulfilmentQueues.shipmentEmail,
      data: { orderId },
    });
    expect(emails.map((job) => job.state)).toEqual(['completed']);
    const order = await orderOf(ctx.app, orderId);
    const mails = (await readMailbox(ctx.dataDir)).filter(
      (m) => m.subject === `Tu pedido ${orderId.slice(-6).toUpperCase()} está en camino`,
    );
    expect(mails.map((m) => m.to.toLowerCase())).toEqual([order.email.toLowerCase()]);
    expect(await prodigiOrdersFor(ctx.app, orderId)).toHaveLength(1);
  });

  it('applies a payment whose notice was lost, and the order goes on to Prodigi', async () => {
    const { orderId, paymentIntentId } = await shop.start();
    loseStripeNotices();
    await payWith(ctx.app, paymentIntentId);
    // Minutes late is still Stripe's to deliver: left alone.
    expect(findingsAbout(await run(), orderId)).toEqual([]);
    expect((await orderOf(ctx.app, orderId)).status).toBe('pending_payment');

    await ctx.database.db.execute(
      sql`update orders set updated_at = now() - interval '20 minutes' where id = ${orderId}`,
    );
    const report = await run();
    expect(findingsAbout(report, orderId)).toEqual(['payment_missed:repaired']);
    expect(report.findings.find((f) => f.orderId === orderId)?.detail).toMatchObject({
      paymentIntentId,
      outcome: 'paid',
    });
    await waitForStatus(ctx.app, orderId, 'paid');
    await waitForPrint(ctx.app, orderId, 'submitted');
    expect(await prodigiOrdersFor(ctx.app, orderId)).toHaveLength(1);
    expect((await ctx.app.paymentsLedger.money(orderId)).state).toBe('paid');
  });

  it("flags a payment that took another amount than the order's", async () => {
    const { orderId, paymentIntentId, amount } = await shop.start();
    await ctx.app.stripe.paymentIntents.update(paymentIntentId, { amount: amount + 100 });
    loseStripeNotices();
    await payWith(ctx.app, paymentIntentId);
    await ctx.database.db.execute(
      sql`update orders set updated_at = now() - interval '20 minutes' where id = ${orderId}`,
    );

    const report = await run();
    expect(findingsAbout(report, orderId)).toEqual([
      'amount_mismatch:open',
      'payment_missed:repaired',
    ]);
    expect(
      report.findings.find((f) => f.orderId === orderId && f.kind === 'amount_mismatch')?.detail,
    ).toMatchObject({ receivedCents: amount + 100, totalCents: amount, paymentIntentId });
    const order = await orderOf(ctx.app, orderId);
    expect(order.status).toBe('flagged');
    expect(order.flaggedReason).toMatch(/cobró/);
    // Flagged: never sent to Prodigi until the admin decides.
    expect(await prodigiOrdersFor(ctx.app, orderId)).toEqual([]);
    expect((await ctx.app.paymentsLedger.money(orderId)).receivedCents).toBe(amount + 100);

    // Still open on the next run (the admin decides), and the payment applied once.
    expect(findingsAbout(await run(), orderId)).toEqual(['amount_mismatch:open']);
    const open = await ctx.app.reconciliation.openFindingsByOrder([orderId]);
    expect(open.get(orderId)?.map((f) => f.kind)).toEqual(['amount_mismatch']);
  });

  it("takes in a refund made in Stripe's dashboard whose notice was lost", async () => {
    const { orderId, paymentIntentId, amount } = await shop.buy();
    loseStripeNotices();
    await ctx.app.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 500 });
    expect((await ctx.app.paymentsLedger.money(orderId)).refundedCents).toBe(0);

    const report = await run();
    expect(findingsAbout(report, orderId)).toEqual(['refund_missing:repaired']);
    expect(report.findings.find((f) => f.orderId === orderId)?.detail.refundedCents).toEqual({
      from: 0,
      to: 500,
    });
    const money = await waitForMoney(ctx.app, orderId, (m) => m.refundedCents === 500, '500');
    expect(money).toMatchObject({ refundableCents: amount - 500, state: 'partially_refunded' });
    expect(money.refunds).toEqual([
      expect.objectContaining({ amountCents: 500, origin: 'provider', status: 'succeeded' }),
    ]);
    expect((await orderOf(ctx.app, orderId)).status).toBe('partially_refunded');
    expect(findingsAbout(await run(), orderId)).toEqual([]);
  });

  it('refuses a second run while one is under way, in Spanish', async () => {
    const first = ctx.app.reconciliation.run('schedule');
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/runs',
      headers: bearer(shop.admin),
    });
    expect([second.statusCode, second.json<{ message: string }>().message]).toEqual([
      409,
      msg.running,
    ]);
    const report = await first;
    expect(report).toMatchObject({ trigger: 'schedule', error: null });
    expect((await ctx.app.reconciliation.latest())?.id).toBe(report.id);
  });
});
