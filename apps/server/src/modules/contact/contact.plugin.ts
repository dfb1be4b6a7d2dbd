import fp from 'fastify-plugin';
import type { Job } from '#src/infra/jobs';
import type { WithdrawalStatus } from '@shop/contracts';
import { emailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import { scheduleRetention } from '#src/lib/retention';
import {
  contactMessageEmail,
  withdrawalAcknowledgementEmail,
  withdrawalDecisionEmail,
  withdrawalNoticeEmail,
  type EmailSite,
} from './contact-emails';
import { MESSAGES_KEPT_DAYS } from './contact.limits';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService, type ContactOutbox } from './contact.service';

/** The desk's email jobs: each reads its row afresh, so a message deleted first sends nothing. */
export const contactQueues = {
  messageEmail: 'contact.email-message',
  withdrawalAcknowledgement: 'contact.email-withdrawal-acknowledgement',
  withdrawalNotice: 'contact.email-withdrawal-notice',
  withdrawalDecision: 'contact.email-withdrawal-decision',
} as const;

/** Attempts after the first (as the order emails). */
const EMAIL_RETRIES = 5;

interface MessageJob {
  messageId: string;
}
interface WithdrawalJob {
  withdrawalId: string;
}
interface DecisionJob extends WithdrawalJob {
  status: Exclude<WithdrawalStatus, 'received'>;
}

/**
 * Domain: the customer desk. Messages from /contact and withdrawal declarations from
 * /desistimiento are stored with their emails queued in the same transaction (durable jobs:
 * a crash or a mail server down loses none), behind a honeypot and a per-address limit; the
 * admin reads, marks and deletes them, and messages go by themselves after a year (the
 * privacy policy's promise). A withdrawal refunded or rejected is told to the consumer.
 * Whether a withdrawal names a paid order, and when it was sent, comes from the orders port;
 * who receives and signs the emails, from the business identity.
 */
export const contactDomain = fp(
  async (app) => {
    const { config, jobs, mailer } = app;
    const repository = createContactRepository(app.database.db);
    const retry = {
      retryLimit: EMAIL_RETRIES,
      retryDelay: config.jobs.retryDelaySeconds,
      retryBackoff: true,
    };

    const site = async (): Promise<EmailSite> =>
      emailBrand(await app.businessIdentity.current(), config.publicUrl);

    /** An email job: the row read afresh, the message sent (at least once). */
    const emailJob =
      <T, Row>(
        find: (data: T) => Promise<Row | null>,
        make: (row: Row, from: EmailSite) => MailMessage,
      ) =>
      async (job: Job<T>) => {
        const row = await find(job.data);
        if (row) await mailer.send(make(row, await site()));
      };

    await jobs.work<MessageJob>(
      contactQueues.messageEmail,
      emailJob((data) => repository.findMessage(data.messageId), contactMessageEmail),
    );
    await jobs.work<WithdrawalJob>(
      contactQueues.withdrawalAcknowledgement,
      emailJob(
        (data) => repository.findWithdrawal(data.withdrawalId),
        withdrawalAcknowledgementEmail,
      ),
    );
    await jobs.work<WithdrawalJob>(contactQueues.withdrawalNotice, async ({ data }) => {
      const row = await repository.findWithdrawal(data.withdrawalId);
      if (!row) return;
      const shipments = row.matchedOrderId
        ? await app.orders.withdrawals.shipmentsOf(row.matchedOrderId)
        : null;
      await mailer.send(withdrawalNoticeEmail(row, await site(), shipments));
    });
    await jobs.work<DecisionJob>(contactQueues.withdrawalDecision, async ({ data }) => {
      const row = await repository.findUntoldDecision(data.withdrawalId, data.status);
      if (!row) return;
      await mailer.send(withdrawalDecisionEmail({ ...row, status: data.status }, await site()));
      await repository.markDecisionTold(row.id, data.status);
    });
    for (const queue of Object.values(contactQueues)) {
      await jobs.onFailed(queue, async (job) => {
        app.log.error({ queue, jobId: job.id, err: job.error }, 'email not sent');
      });
    }

    const outbox: ContactOutbox = {
      async messageStored(messageId, tx) {
        await jobs.send(contactQueues.messageEmail, { messageId }, retry, tx);
      },
      async withdrawalStored(withdrawalId, tx) {
        await jobs.send(contactQueues.withdrawalAcknowledgement, { withdrawalId }, retry, tx);
        await jobs.send(contactQueues.withdrawalNotice, { withdrawalId }, retry, tx);
      },
      async withdrawalDecided(withdrawalId, status, tx) {
        await jobs.send(contactQueues.withdrawalDecision, { withdrawalId, status }, retry, tx);
      },
      committed() {
        for (const queue of Object.values(contactQueues)) jobs.wake(queue);
      },
    };

    await scheduleRetention(app, {
      what: 'mensajes de contacto',
      keptDays: MESSAGES_KEPT_DAYS,
      remove: (before) => repository.removeMessagesBefore(before),
    });

    const service = createContactService({
      repository,
      limiter: app.rateLimiter,
      orders: app.orders.withdrawals,
      outbox,
    });
    await app.register(contactRoutes, { prefix: '/api', service });
  },
  {
    name: 'contact',
    dependencies: [
      'config',
      'database',
      'jobs',
      'mailer',
      'rate-limiter',
      'access-control',
      'site',
      'orders',
    ],
    fastify: '5.x',
  },
);
