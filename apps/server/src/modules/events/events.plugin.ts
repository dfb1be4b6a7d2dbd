import fp from 'fastify-plugin';
import { paths, type PublicEvent } from '@shop/contracts';
import { attendeesRoutes } from './attendees.routes';
import { createAttendees } from './attendees.service';
import { seedDemoEvent } from './demo-events';
import { eventsRoutes } from './events.routes';
import { createEventsRepository } from './events.repository';
import { createEventsService, EVENTS_CHANGED } from './events.service';
import type { JobTransaction } from '#src/infra/jobs';
import { emailBrand } from '#src/lib/email-layout';
import { scheduleMaintenance } from '#src/lib/repeating';
import { createTicketDocuments, ticketReference } from './documents/ticket-documents';
import { createEventCancellation, type CancellationJob } from './event-cancellation';
import { createHolderLinks } from './holder-links';
import { holderTicketRoutes } from './holder-ticket.routes';
import { createTicketCodes } from './ticket-codes';
import {
  REMINDERS_EVERY_MS,
  TICKET_JOB_RETRIES,
  ticketQueues,
  WAITLIST_EVERY_MS,
} from './ticket-issuing';
import { queueDueReminders, type ReminderJob } from './ticket-reminders';
import { createTicketSales } from './ticket-sales';
import type { NewHolderJob, OldHolderJob } from './ticket-transfers';
import type { IssuedTicket, TicketHolder, TicketHolders, TicketSales } from './tickets.port';
import { createTicketsRepository } from './tickets.repository';
import { createTicketsService } from './tickets.service';
import { offerEmail } from './waitlist-emails';
import { waitlistRoutes } from './waitlist.routes';
import { createWaitlist, type Waitlist } from './waitlist.service';

interface OrderJob {
  orderId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Events as their cards show them, for other domains (the account's purchases). */
    eventCards: { getMany(ids: readonly string[]): Promise<PublicEvent[]> };
    /** Waitlists of sold-out ticket types (docs/rules/events.md#waitlist). */
    waitlist: Waitlist;
    /** Checkout's port on events: ticket types as they sell now (tickets.port.ts). */
    ticketSales: TicketSales;
    /** The tickets' holders as they are now, for views of an order (tickets.port.ts). */
    ticketHolders: TicketHolders;
    /** The paid-order workflow's step for tickets: issue them (a durable job). */
    ticketIssuing: {
      afterPayment(orderId: string, tx: JobTransaction): Promise<void>;
      paymentCommitted(): void;
      /** Queues the reminders due at `now` (the day before an event); how many. */
      remindDue(now?: Date): Promise<number>;
      /** The order was refunded in full: its tickets stop working (a durable job). */
      refunded(orderId: string): Promise<void>;
    };
  }
}

/**
 * Domain: events. The photographer writes events with their ticket types and publishes
 * them; visitors read the published ones and buy tickets through checkout (its port:
 * `ticketSales`); a paid order's tickets are issued and sent by durable jobs
 * (docs/rules/events.md).
 */
export const eventsDomain = fp(
  async (app) => {
    const service = createEventsService({
      db: app.database.db,
      photos: { publicImage: (photoId) => app.photoImages.publicImage(photoId) },
      stock: app.orders.stock,
      onChange: () => app.changes.publish(EVENTS_CHANGED),
    });
    const events = createEventsRepository(app.database.db);
    app.decorate('eventCards', { getMany: (ids: readonly string[]) => service.getMany(ids) });
    app.sitemap.add(async () =>
      (await events.publishedPages()).map(({ id, updatedAt }) => ({
        path: paths.event.build(id),
        lastModified: updatedAt,
      })),
    );
    // Heard in this process, so that rendered pages (which listen to every channel heard)
    // are made again after a change made in any process.
    await app.changes.subscribe(EVENTS_CHANGED, () => {});
    const { jobs, config } = app;
    const retry = {
      retryLimit: TICKET_JOB_RETRIES,
      retryDelay: config.jobs.retryDelaySeconds,
      retryBackoff: true,
    };
    const waitlist = createWaitlist({
      db: app.database.db,
      events,
      stock: app.orders.stock,
      offerHours: config.waitlistOfferHours,
      queueOfferEmail: async (entryId, tx) => {
        await jobs.send(ticketQueues.waitlistOfferEmail, { entryId }, retry, tx);
      },
      // The payments domain's job, registered after this one (payments.plugin.ts).
      orderReplaced: (orderId, tx) => app.replacedOrders.queueCancel(orderId, tx),
    });
    app.decorate('waitlist', waitlist);
    /** Seats of the event may be free: its waitlists move on, by a durable job. */
    const moveWaitlistsOn = async (eventId: string) => {
      await jobs.send(ticketQueues.waitlistOffer, { eventId }, retry);
    };
    app.decorate(
      'ticketSales',
      createTicketSales({
        repository: events,
        stock: app.orders.stock,
        claimOffers: (tx, buyerId, seats, orderId) =>
          waitlist.claimOffers(tx, buyerId, seats, orderId),
        passOnOffers: (tx, types) => waitlist.passOnOffers(tx, types),
      }),
    );
    const codes = createTicketCodes(app.secrets.derive('ticket-codes'));
    const tickets = createTicketsService({
      db: app.database.db,
      orders: app.orders.payments,
      events,
      publicEvents: service,
      documents: createTicketDocuments({
        codes,
        siteName: async () => (await app.businessIdentity.current()).tradingName,
        publicUrl: config.publicUrl,
      }),
      holderLinks: createHolderLinks({
        key: app.secrets.derive('ticket-holder-links'),
        publicUrl: config.publicUrl,
      }),
      brand: async () => emailBrand(await app.businessIdentity.current(), config.publicUrl),
      queueEmails: async (orderId, tx) => {
        await jobs.send(ticketQueues.emails, { orderId }, retry, tx);
      },
      queueTransferEmails: async ({ newHolder, oldHolder }, tx) => {
        await jobs.send(ticketQueues.holderEmail, newHolder, retry, tx);
        if (oldHolder) await jobs.send(ticketQueues.transferredEmail, oldHolder, retry, tx);
      },
      transferCommitted: () => {
        jobs.wake(ticketQueues.holderEmail);
        jobs.wake(ticketQueues.transferredEmail);
      },
    });
    await jobs.work<OrderJob>(ticketQueues.issue, async (job) => {
      if (await tickets.issue(job.data.orderId)) jobs.wake(ticketQueues.emails);
      await waitlist.accept(job.data.orderId);
    });
    await jobs.work<{ eventId: string }>(ticketQueues.waitlistOffer, async (job) => {
      if ((await waitlist.offerSeats(job.data.eventId)) > 0) {
        jobs.wake(ticketQueues.waitlistOfferEmail);
      }
    });
    await jobs.work<{ entryId: string }>(ticketQueues.waitlistOfferEmail, async (job) => {
      const entry = await waitlist.namedById(job.data.entryId);
      const stored = entry ? await events.findById(entry.eventId) : null;
      if (!entry || !stored) return;
      const message = offerEmail({
        entry,
        event: stored.event,
        eventUrl: new URL(paths.event.build(stored.event.id), config.publicUrl).toString(),
        brand: emailBrand(await app.businessIdentity.current(), config.publicUrl),
      });
      if (message) await app.mailer.send(message);
    });
    await scheduleMaintenance(app, {
      name: 'waitlists',
      everyMs: WAITLIST_EVERY_MS,
      run: async () => {
        let offers = 0;
        for (const eventId of await waitlist.eventsWithLines()) {
          offers += await waitlist.offerSeats(eventId);
        }
        if (offers > 0) {
          jobs.wake(ticketQueues.waitlistOfferEmail);
          app.log.info(`${offers} ofertas de la lista de espera en cola`);
        }
      },
    });
    await jobs.work<OrderJob>(ticketQueues.emails, async (job) => {
      for (const message of await tickets.emails(job.data.orderId)) await app.mailer.send(message);
    });
    const cancellation = createEventCancellation({
      db: app.database.db,
      orders: app.orders.payments,
      ledger: app.paymentsLedger,
      queueEmails: async (data, tx) => {
        await jobs.send(ticketQueues.cancelledEmail, data, retry, tx);
      },
    });
    await jobs.work<{ eventId: string }>(ticketQueues.cancelEvent, async (job) => {
      await waitlist.cancelEvent(job.data.eventId);
      for (const orderId of await cancellation.ordersOf(job.data.eventId)) {
        await jobs.send(
          ticketQueues.cancelOrder,
          { eventId: job.data.eventId, orderId },
          {
            ...retry,
            singletonKey: `${job.data.eventId}:${orderId}`,
          },
        );
      }
    });
    await jobs.work<{ eventId: string; orderId: string }>(ticketQueues.cancelOrder, async (job) => {
      await cancellation.cancelOrder(job.data.eventId, job.data.orderId);
      jobs.wake(ticketQueues.cancelledEmail);
    });
    await jobs.work<CancellationJob>(ticketQueues.cancelledEmail, async (job) => {
      for (const message of await tickets.cancellationEmails(job.data)) {
        await app.mailer.send(message);
      }
    });
    const ticketRows = createTicketsRepository(app.database.db);
    app.decorate('ticketHolders', {
      async ofOrders(orderIds: readonly string[]) {
        const holders = new Map<string, TicketHolder[]>();
        for (const { orderItemId, fullName, email } of await ticketRows.holdersOfOrders(orderIds)) {
          holders.set(orderItemId, [...(holders.get(orderItemId) ?? []), { fullName, email }]);
        }
        return holders;
      },
      async issuedOfOrder(orderId: string) {
        const issued = new Map<string, IssuedTicket[]>();
        for (const row of await ticketRows.holdersOfOrders([orderId])) {
          const ticket: IssuedTicket = {
            fullName: row.fullName,
            email: row.email,
            reference: ticketReference(row),
            status: row.status,
          };
          issued.set(row.orderItemId, [...(issued.get(row.orderItemId) ?? []), ticket]);
        }
        return issued;
      },
    });
    await jobs.work<OrderJob>(ticketQueues.orderRefunded, async (job) => {
      await app.database.db.transaction(async (tx) => {
        const cancelled = await createTicketsRepository(tx).cancel(job.data.orderId);
        if (cancelled > 0) {
          await jobs.send(ticketQueues.refundedHolderEmail, job.data, retry, tx);
        }
      });
      jobs.wake(ticketQueues.refundedHolderEmail);
      for (const eventId of await ticketRows.eventsOfOrder(job.data.orderId)) {
        await moveWaitlistsOn(eventId);
      }
    });
    await jobs.work<OrderJob>(ticketQueues.refundedHolderEmail, async (job) => {
      for (const message of await tickets.refundedHolderEmails(job.data.orderId)) {
        await app.mailer.send(message);
      }
    });
    await jobs.work<ReminderJob>(ticketQueues.reminderEmail, async (job) => {
      const message = await tickets.reminderEmail(job.data);
      if (message) await app.mailer.send(message);
    });
    const remindDue = async (now = new Date()) => {
      const queued = await queueDueReminders({
        db: app.database.db,
        now,
        queue: async (job, tx) => {
          await jobs.send(ticketQueues.reminderEmail, job, retry, tx);
        },
      });
      if (queued > 0) jobs.wake(ticketQueues.reminderEmail);
      return queued;
    };
    await scheduleMaintenance(app, {
      name: 'ticket reminders',
      everyMs: REMINDERS_EVERY_MS,
      run: async () => {
        const queued = await remindDue();
        if (queued > 0) app.log.info(`${queued} recordatorios de eventos en cola`);
      },
    });
    await jobs.work<NewHolderJob>(ticketQueues.holderEmail, async (job) => {
      const message = await tickets.holderEmail(job.data);
      if (message) await app.mailer.send(message);
    });
    await jobs.work<OldHolderJob>(ticketQueues.transferredEmail, async (job) => {
      const message = await tickets.transferredEmail(job.data);
      if (message) await app.mailer.send(message);
    });
    for (const queue of Object.values(ticketQueues)) {
      await jobs.onFailed<object>(queue, async (job) => {
        app.log.error({ ...job.data, queue, err: job.error }, 'tickets job failed');
      });
    }
    app.decorate('ticketIssuing', {
      async afterPayment(orderId: string, tx: JobTransaction) {
        await jobs.send(ticketQueues.issue, { orderId }, retry, tx);
      },
      paymentCommitted: () => jobs.wake(ticketQueues.issue),
      remindDue,
      async refunded(orderId: string) {
        await jobs.send(ticketQueues.orderRefunded, { orderId }, retry);
      },
    });
    await app.register(eventsRoutes, {
      prefix: '/api',
      service,
      tickets,
      seatsChanged: moveWaitlistsOn,
      cancel: (id) =>
        service.cancel(id, async (eventId, tx) => {
          await jobs.send(ticketQueues.cancelEvent, { eventId }, retry, tx);
        }),
    });
    await app.register(holderTicketRoutes, { prefix: '/api', tickets });
    await app.register(waitlistRoutes, { prefix: '/api', waitlist, moveOn: moveWaitlistsOn });
    await app.register(attendeesRoutes, {
      prefix: '/api',
      attendees: createAttendees({
        db: app.database.db,
        events,
        codes,
      }),
    });
    if (app.config.seedDemo) {
      // Once the demo photos exist (the cover): an event to see on a fresh `npm start`.
      app.addHook('onListen', async () => {
        app.demoPhotos
          .then((ids) => seedDemoEvent(service, ids))
          .then((added) => {
            if (added) app.log.info('evento de demostración publicado');
          })
          .catch((err: unknown) => app.log.error({ err }, 'demo event failed'));
      });
    }
  },
  {
    name: 'events',
    dependencies: [
      'config',
      'site',
      'secrets',
      'mailer',
      'database',
      'jobs',
      'photos',
      'orders',
      'payment-webhooks',
      'change-notifier',
      'access-control',
      'sitemap',
    ],
    fastify: '5.x',
  },
);
