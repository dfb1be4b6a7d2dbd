import path from 'node:path';
import fp from 'fastify-plugin';
import { checkoutApi } from '@shop/contracts';
import type { Job, JobTransaction } from '#src/infra/jobs';
import { prodigiEnvironmentOf } from '#src/infra/prodigi';
import type { Mailer, MailMessage } from '#src/lib/mail';
import { emailBrand } from '#src/lib/email-layout';
import { printLinesOf, type Order } from '#src/modules/orders/orders.port';
import {
  EMAIL_RETRIES,
  fulfilmentQueues as queues,
  SUBMIT_RETRIES,
  type Fulfilment,
} from './fulfilment.port';
import { fulfilmentRoutes } from './fulfilment.routes';
import { shipmentEmail, type OrderEmailSite } from './order-emails';
import { createLabWatch } from './lab-watch';
import { createPrintFileLinks } from './print-file-links';
import { createCallbackHandler, createProdigiOrderSync } from './prodigi-callbacks';
import {
  createProdigiSubmission,
  PermanentSubmissionError,
  waitsForSubmission,
} from './prodigi-submission';
import { createTestOrders } from './test-orders';

interface OrderJob {
  orderId: string;
}
interface ShipmentJob extends OrderJob {
  shipmentId: string;
}

/**
 * Domain: fulfilment of paid orders. Durable jobs send each paid order to Prodigi once
 * (idempotency key = our order id) with a signed link to its print file (the buyer's and
 * the photographer's emails of a paid order are the paid-order workflow's); Prodigi's callbacks move the order on and email tracking
 * once; the admin's test orders go the same way, never charged. Payments reach it through
 * its port (`afterPayment`, in the payment's transaction).
 */
export const fulfilmentDomain = fp(
  async (app) => {
    const { config, jobs, mailer } = app;
    const orders = app.orders.prints;
    const links = createPrintFileLinks({
      key: app.secrets.derive('print-file-links'),
      publicUrl: config.publicUrl,
    });
    const callbackSecret = app.secrets.derive('prodigi-callback').toString('base64url');
    const submission = createProdigiSubmission({
      orders,
      prodigi: app.prodigi,
      originals: app.storage.originals,
      photoImages: app.photoImages,
      links,
      callbackUrl: `${config.publicUrl}/api${checkoutApi.prodigiCallback}?secret=${callbackSecret}`,
      tmpDir: path.join(config.dataDir, 'tmp'),
    });
    /**
     * Who sends an order's emails (the business identity as it is now: the admin may edit
     * it), the order's page and the photos it shows.
     */
    const site = async (order: Order): Promise<OrderEmailSite> => ({
      ...emailBrand(await app.businessIdentity.current(), config.publicUrl),
      orderUrl: app.orders.links.url(order.id),
      photos: await app.photoImages.thumbnailsOf([
        ...new Set(printLinesOf(order).map((line) => line.snapshot.photoId)),
      ]),
    });
    const retry = { retryDelay: config.jobs.retryDelaySeconds, retryBackoff: true };

    /** An email job: the order read afresh, the message sent (at least once). */
    const emailJob =
      <T extends OrderJob>(
        make: (order: Order, job: T, from: OrderEmailSite) => MailMessage | null,
        to: Mailer,
      ) =>
      async (job: Job<T>) => {
        const order = await orders.findById(job.data.orderId);
        const message = order ? make(order, job.data, await site(order)) : null;
        if (message) await to.send(message);
      };

    const queueShipmentEmail = async (orderId: string, shipmentId: string, tx: JobTransaction) => {
      await jobs.send(
        queues.shipmentEmail,
        { orderId, shipmentId },
        { retryLimit: EMAIL_RETRIES, ...retry },
        tx,
      );
    };
    const syncWithProdigi = createProdigiOrderSync({ orders, queueShipmentEmail });
    const labWatch = createLabWatch({
      everySeconds: config.labWatchSeconds,
      jobs,
      orders,
      prodigi: app.prodigi,
      sync: syncWithProdigi,
      log: app.log,
      now: () => new Date(),
    });
    await labWatch.register();

    await jobs.work<OrderJob>(queues.submitToProdigi, async (job) => {
      try {
        await submission.submit(job.data.orderId);
        await labWatch.start(job.data.orderId);
      } catch (err) {
        // Flagged already, with the reason: another attempt would fail the same way.
        if (err instanceof PermanentSubmissionError) return;
        throw err;
      }
    });
    await jobs.onFailed<OrderJob>(queues.submitToProdigi, async (job) => {
      const reason = `No se pudo enviar a Prodigi tras ${SUBMIT_RETRIES + 1} intentos: ${job.error.message}`;
      await orders.moveTo(job.data.orderId, 'failed', { problem: reason, lastError: reason });
      app.log.error({ orderId: job.data.orderId }, 'print failed: Prodigi submission failed');
    });
    await jobs.work<ShipmentJob>(
      queues.shipmentEmail,
      emailJob((order, data, from) => {
        const shipment = order.print?.shipments.find((s) => s.id === data.shipmentId);
        return shipment ? shipmentEmail(order, shipment, from) : null;
      }, mailer),
    );
    await jobs.onFailed<OrderJob>(queues.shipmentEmail, async (job) => {
      const queue = queues.shipmentEmail;
      app.log.error({ orderId: job.data.orderId, queue, err: job.error }, 'email not sent');
    });

    app.decorate('fulfilment', {
      async afterPayment(orderId, tx) {
        await jobs.send(
          queues.submitToProdigi,
          { orderId },
          { retryLimit: SUBMIT_RETRIES, ...retry },
          tx,
        );
      },
      paymentCommitted() {
        jobs.wake(queues.submitToProdigi);
      },
      async resubmit(orderId) {
        // Idempotent at Prodigi (our order id is the key): never a second order.
        await jobs.send(
          queues.submitToProdigi,
          { orderId },
          { retryLimit: SUBMIT_RETRIES, ...retry },
        );
        jobs.wake(queues.submitToProdigi);
      },
      async resubmitLost(orderId) {
        // The job first, then the order: a job that ended meanwhile has left its mark on it.
        if (await jobs.isPending(queues.submitToProdigi, { orderId })) return 'under_way';
        const order = await orders.findById(orderId);
        if (!order || !waitsForSubmission(order)) return 'not_needed';
        await jobs.send(
          queues.submitToProdigi,
          { orderId },
          { retryLimit: SUBMIT_RETRIES, ...retry },
        );
        jobs.wake(queues.submitToProdigi);
        return 'queued';
      },
      watchLab: (orderId) => labWatch.start(orderId),
      syncWithProdigi,
    } satisfies Fulfilment);

    await app.register(fulfilmentRoutes, {
      prefix: '/api',
      links,
      originals: app.storage.originals,
      callbackSecret,
      handleCallback: createCallbackHandler({ orders, queueShipmentEmail }),
      environment: prodigiEnvironmentOf(app.config.prodigi),
      createTestOrder: createTestOrders({
        environment: prodigiEnvironmentOf(app.config.prodigi),
        variants: app.variantPricing,
        orders: app.orders,
        // A test order is watched at the lab like any other.
        submission: {
          async submit(orderId) {
            const result = await submission.submit(orderId);
            if (result) await labWatch.start(orderId);
            return result;
          },
        },
        defaultRecipient: async () => {
          const identity = await app.businessIdentity.current();
          return { name: identity.tradingName, email: identity.contactEmail };
        },
        log: app.log,
      }),
    });
  },
  {
    name: 'fulfilment',
    dependencies: [
      'config',
      'site',
      'secrets',
      'jobs',
      'mailer',
      'prodigi',
      'storage',
      'access-control',
      'photos',
      'print-catalog',
      'orders',
    ],
    fastify: '5.x',
  },
);
