import fp from 'fastify-plugin';
import type { JobTransaction } from '#src/infra/jobs';
import { createInvoiceRegister } from './invoice-register';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicing, type Invoicing } from './invoices.service';

export const invoiceQueues = {
  /** A paid order's invoice. */
  issue: 'invoices.issue',
  /** An order's refunds changed: a rectifying invoice for each one that went through. */
  rectify: 'invoices.rectify',
} as const;

/** Attempts after the first, with the jobs' backoff. */
const INVOICE_JOB_RETRIES = 8;

declare module 'fastify' {
  interface FastifyInstance {
    /** Invoices of paid orders and refunds (docs/rules/invoices.md). */
    invoicing: Invoicing & {
      /** The paid-order workflow's step: the invoice, by a durable job in `tx`. */
      afterPayment(orderId: string, tx: JobTransaction): Promise<void>;
      paymentCommitted(): void;
      /** A refund went through: its rectifying invoice, by a durable job. */
      refunded(orderId: string): Promise<void>;
    };
  }
}

/**
 * Domain: invoices. Every paid order gets one, issued once by a durable job; every refund a
 * rectifying one; each writes its VERI*FACTU record on one chain (docs/rules/invoices.md).
 */
export const invoicesDomain = fp(
  async (app) => {
    const invoicing = createInvoicing({
      db: app.database.db,
      orders: app.orders.payments,
      billingData: (userId) => app.userAccounts.billingData(userId),
      identity: () => app.businessIdentity.current(),
      refundsOf: async (orderId) => (await app.paymentsLedger.money(orderId)).refunds,
    });
    const { jobs } = app;
    const retry = {
      retryLimit: INVOICE_JOB_RETRIES,
      retryDelay: app.config.jobs.retryDelaySeconds,
      retryBackoff: true,
    };
    await jobs.work<{ orderId: string }>(invoiceQueues.issue, async (job) => {
      await invoicing.issueFor(job.data.orderId);
    });
    await jobs.work<{ orderId: string }>(invoiceQueues.rectify, async (job) => {
      await invoicing.rectify(job.data.orderId);
    });
    for (const queue of Object.values(invoiceQueues)) {
      await jobs.onFailed<object>(queue, async (job) => {
        app.log.error({ ...job.data, queue, err: job.error }, 'invoice job failed');
      });
    }
    await app.register(invoicesRoutes, {
      prefix: '/api',
      invoicing,
      register: createInvoiceRegister({ db: app.database.db, pdf: (i) => invoicing.pdf(i) }),
    });
    app.decorate('invoicing', {
      ...invoicing,
      async afterPayment(orderId: string, tx: JobTransaction) {
        await jobs.send(invoiceQueues.issue, { orderId }, retry, tx);
      },
      paymentCommitted: () => jobs.wake(invoiceQueues.issue),
      async refunded(orderId: string) {
        await jobs.send(invoiceQueues.rectify, { orderId }, retry);
      },
    });
  },
  {
    name: 'invoices',
    dependencies: [
      'config',
      'database',
      'jobs',
      'site',
      'users',
      'orders',
      'payment-webhooks',
      'access-control',
    ],
    fastify: '5.x',
  },
);
