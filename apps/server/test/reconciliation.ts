import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ReconciliationReport } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { fulfilmentQueues } from '#src/modules/fulfilment/fulfilment.port';
import { bearer } from './accounts';
import { printShop } from './checkout';
import { payWith, startPaymentOk, waitForStatus } from './purchase';
import { waitForJobs } from './job-states';

/** POST /api/admin/reconciliation/runs as `token`: the report, once the run is over. */
export async function runReconciliation(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/reconciliation/runs',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ReconciliationReport>();
}

/** The report's findings about one order, as `kind:repaired` (open or repaired). */
export const findingsAbout = (report: ReconciliationReport, orderId: string) =>
  report.findings
    .filter((f) => f.orderId === orderId)
    .map((f) => `${f.kind}:${f.repaired ? 'repaired' : 'open'}`)
    .sort();

/** A shop with a print for sale, and ways to buy it that leave what the tests need. */
export async function reconciliationShop(app: FastifyInstance, db: Database) {
  const shop = await printShop(app, db);
  const variant = await shop.addVariant(await shop.addProduct({ sku: 'GLOBAL-FAP-16X24' }), {
    profitMargin: '10,00',
  });
  const start = () => startPaymentOk(app, { photoId: shop.photoId, variantId: variant.id });

  /** Paid by card; its submission to Prodigi is queued and runs (with the workers on). */
  async function buy() {
    const started = await start();
    await payWith(app, started.paymentIntentId);
    await waitForStatus(app, started.orderId, 'paid');
    return started;
  }

  /**
   * Paid, with its prints pending and no submission job anywhere: Prodigi failed the first
   * attempt, and the job waiting for its retry was lost.
   */
  async function buyWithLostSubmission() {
    const started = await start();
    const simulator = app.prodigiSimulator;
    if (!simulator) throw new Error('the Prodigi simulator is not running');
    simulator.setFaults({ errorRate: 1, errorStatus: 500 });
    try {
      await payWith(app, started.paymentIntentId);
      await waitForStatus(app, started.orderId, 'paid');
      await waitForJobs(db, {
        name: fulfilmentQueues.submitToProdigi,
        data: { orderId: started.orderId },
        state: 'retry',
      });
    } finally {
      simulator.setFaults({});
    }
    await db.execute(
      sql`delete from pgboss.job where name = ${fulfilmentQueues.submitToProdigi} and data @> ${JSON.stringify({ orderId: started.orderId })}::jsonb`,
    );
    return started;
  }

  return { admin: shop.admin, start, buy, buyWithLostSubmission };
}
