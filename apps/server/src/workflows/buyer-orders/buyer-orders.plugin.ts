import fp from 'fastify-plugin';
import type { Job } from '#src/infra/jobs';
import { emailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import type { Order } from '#src/modules/orders/orders.port';
import {
  addressChangedEmail,
  orderCancelledEmail,
  type BuyerEmailSite,
} from './buyer-order-emails';
import { createBuyerOrders, type BuyerEmail } from './buyer-orders';
import { photoIdsOf } from './buyer-order-view';
import { buyerOrdersRoutes } from './buyer-orders.routes';

/** The durable jobs of the buyer's confirmations (pg-boss queue names). */
export const buyerOrderQueues: Record<BuyerEmail, string> = {
  'address-changed': 'buyer-orders.email-address-changed',
  cancelled: 'buyer-orders.email-cancelled',
};

/** Attempts after the first, with a backoff from the configured delay (as fulfilment's emails). */
const EMAIL_RETRIES = 5;

/**
 * Workflow: the buyer's order page. Orders through the orders port (its signed links too),
 * the buyer's actions through the admin's audited ones (provider-orders, one at a time per
 * order), refunds read from the payments ledger, and a confirmation email of each change.
 */
export const buyerOrdersWorkflow = fp(
  async (app) => {
    const { jobs, mailer, orders } = app;
    const refundedCents = async (orderId: string) => {
      const money = await app.paymentsLedger.money(orderId);
      return money.refundedCents + money.pendingRefundCents;
    };
    const site = async (order: Order): Promise<BuyerEmailSite> => ({
      ...emailBrand(await app.businessIdentity.current(), app.config.publicUrl),
      orderUrl: orders.links.url(order.id),
      photos: await app.photoImages.thumbnailsOf(photoIdsOf([order])),
    });
    const emails: Record<BuyerEmail, (order: Order) => Promise<MailMessage>> = {
      'address-changed': async (order) => addressChangedEmail(order, await site(order)),
      cancelled: async (order) =>
        orderCancelledEmail(order, await refundedCents(order.id), await site(order)),
    };
    for (const [email, queue] of Object.entries(buyerOrderQueues) as [BuyerEmail, string][]) {
      await jobs.work(queue, async (job: Job<{ orderId: string }>) => {
        const order = await orders.buyers.findById(job.data.orderId);
        if (order) await mailer.send(await emails[email](order));
      });
      await jobs.onFailed<{ orderId: string }>(queue, async (job) => {
        app.log.error({ orderId: job.data.orderId, queue, err: job.error }, 'email not sent');
      });
    }

    const buyerOrders = createBuyerOrders({
      orders: orders.buyers,
      links: orders.links,
      providerOrders: app.providerOrders,
      refundedCents,
      issuedTickets: (orderId) => app.ticketHolders.issuedOfOrder(orderId),
      photoTitles: (photoIds) => app.photoImages.titlesOf(photoIds),
      photoThumbnails: (photoIds) => app.photoImages.thumbnailsOf(photoIds),
      history: {
        money: (orderIds) => app.paymentsLedger.summaries(orderIds),
        invoices: (orderIds) => app.invoicing.ofOrders(orderIds),
        events: (ids) => app.eventCards.getMany(ids),
        holders: (orderIds) => app.ticketHolders.ofOrders(orderIds),
      },
      async queueEmail(email, orderId) {
        const queue = buyerOrderQueues[email];
        await jobs.send(
          queue,
          { orderId },
          {
            retryLimit: EMAIL_RETRIES,
            retryDelay: app.config.jobs.retryDelaySeconds,
            retryBackoff: true,
          },
        );
        jobs.wake(queue);
      },
      log: app.log,
    });
    await app.register(buyerOrdersRoutes, { prefix: '/api', buyerOrders });

    // Guest purchases join the account once its email is proven (docs/rules/accounts.md#guest-purchases).
    app.userAccounts.onEmailConfirmed(async (account) => {
      try {
        const joined = await orders.buyers.claimGuestOrders(account.id, account.email);
        if (joined > 0) app.log.info({ userId: account.id, joined }, 'guest orders joined');
      } catch (err) {
        app.log.error({ err, userId: account.id }, 'guest orders not joined');
      }
    });
  },
  {
    name: 'buyer-orders',
    dependencies: [
      'config',
      'jobs',
      'mailer',
      'site',
      'photos',
      'orders',
      'payment-webhooks',
      'provider-orders',
      'access-control',
      'rate-limiter',
      'users',
      'invoices',
      'events',
    ],
    fastify: '5.x',
  },
);
