import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationMessages as msg, type ReconciliationReport } from '@shop/contracts';
import { reconciliationFindings } from '#src/db/schema/index';
import { AppError } from '#src/lib/errors';
import { fulfilmentQueues, SUBMIT_RETRIES } from '#src/modules/fulfilment/fulfilment.port';
import { waitForJobs } from '#test/job-states';
import { prodigiOrderRequest } from '#test/prodigi-orders';
import { freePort, printOf, prodigiOrdersFor, waitForPrint } from '#test/purchase';
import { findingsAbout, reconciliationShop } from '#test/reconciliation';
import { setupTestApp } from '#test/test-app';
import { waitUntil } from '#test/wait';

// The schedule as configured by default: a round at start, then hourly.
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const ctx = setupTestApp({ PUBLIC_URL: publicUrl, JOBS_WORKERS: 'true' });
let shop: Awaited<ReturnType<typeof reconciliationShop>>;

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  shop = await reconciliationShop(ctx.app, ctx.database.db);
}, 60_000);

afterEach(async () => {
  await ctx.app.stripeSimulator?.deliveries();
  await ctx.app.prodigiSimulator?.callbacks();
});

describe('reconciliation on PostgreSQL', () => {
  it('runs on its schedule from the start', async () => {
    let latest: ReconciliationReport | null = null;
    await waitUntil(async () => {
      latest = await ctx.app.reconciliation.latest();
      return latest !== null;
    }, 'the first scheduled reconciliation');
    expect(latest).toMatchObject({ trigger: 'schedule', error: null });
  });

  it('two runs at once beside the submission job make one Prodigi order, and flag a duplicate once', async () => {
    const lost = await shop.buyWithLostSubmission();
    const doubled = await shop.buy();
    await waitForPrint(ctx.app, doubled.orderId, 'submitted');
    await ctx.app.prodigi.orders.create(
      prodigiOrderRequest(doubled.orderId, `otro-${doubled.orderId}`, `${publicUrl}/api/health`),
    );

    const [admin, scheduled] = await Promise.allSettled([
      ctx.app.reconciliation.run('admin'),
      ctx.app.reconciliation.run('schedule'),
      // The normal job, sent again as the payment would (the submission is idempotent).
      ctx.app.jobs
        .send(
          fulfilmentQueues.submitToProdigi,
          { orderId: lost.orderId },
          { retryLimit: SUBMIT_RETRIES },
        )
        .then(() => ctx.app.jobs.wake(fulfilmentQueues.submitToProdigi)),
    ]);
    // One run went through; the other was refused while it ran.
    const outcomes = [admin, scheduled];
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(AppError);
    expect((refused?.reason as AppError).message).toBe(msg.running);

    await waitForPrint(ctx.app, lost.orderId, 'submitted');
    await waitForJobs(ctx.database.db, {
      name: fulfilmentQueues.submitToProdigi,
      data: { orderId: lost.orderId },
    });
    const [made, ...more] = await prodigiOrdersFor(ctx.app, lost.orderId);
    expect(more).toEqual([]);
    expect((await printOf(ctx.app, lost.orderId)).prodigiOrderId).toBe(made?.id);

    const flagged = await ctx.database.db
      .select()
      .from(reconciliationFindings)
      .where(
        and(
          eq(reconciliationFindings.orderId, doubled.orderId),
          eq(reconciliationFindings.kind, 'duplicate'),
        ),
      );
    expect(flagged.map((f) => f.repaired)).toEqual([false]);
    expect(await prodigiOrdersFor(ctx.app, doubled.orderId)).toHaveLength(2);

    // Afterwards: nothing more to send, the duplicate still reported, still one order each.
    const after = await ctx.app.reconciliation.run('admin');
    expect(findingsAbout(after, lost.orderId)).toEqual([]);
    expect(findingsAbout(after, doubled.orderId)).toEqual(['duplicate:open']);
    expect(await prodigiOrdersFor(ctx.app, lost.orderId)).toHaveLength(1);
    expect(await prodigiOrdersFor(ctx.app, doubled.orderId)).toHaveLength(2);
  });
});
