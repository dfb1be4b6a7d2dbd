import fp from 'fastify-plugin';
import type { Job } from '#src/infra/jobs';
import { emailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import { scheduleRetention } from '#src/lib/retention';
import type { PartnerApplicationRow } from '#src/db/schema/index';
import { decisionEmail, newApplicationEmail, type EmailSender } from './partners.emails';
import { REJECTED_KEPT_DAYS } from './partners.limits';
import { partnersRoutes } from './partners.routes';
import { createPartnersService, partnerQueues, type PartnerEmailJob } from './partners.service';

/**
 * Domain: the partner programme. A signed-in customer applies from /hazte-partner; the admin
 * approves (the account gets the `partner` role, the only way to get it) or rejects, and the
 * applicant is emailed. Emails are durable jobs queued with each change. A rejected
 * application goes a year after the decision (the privacy policy's promise).
 */
export const partnersDomain = fp(
  async (app) => {
    const { config, jobs, mailer, userAccounts } = app;
    const service = createPartnersService({
      db: app.database.db,
      accounts: userAccounts,
      jobs,
      rateLimiter: app.rateLimiter,
    });
    const sender = async (): Promise<EmailSender> =>
      emailBrand(await app.businessIdentity.current(), config.publicUrl);
    /** An email job: the application and its account read afresh, the message sent. */
    const emailJob =
      (make: (row: PartnerApplicationRow, to: string, from: EmailSender) => MailMessage) =>
      async (job: Job<PartnerEmailJob>) => {
        const row = await service.repository.findById(job.data.applicationId);
        const account = row ? await userAccounts.findById(row.userId) : null;
        if (row && account) await mailer.send(make(row, account.email, await sender()));
      };
    await jobs.work(partnerQueues.newApplicationEmail, emailJob(newApplicationEmail));
    await jobs.work(partnerQueues.decisionEmail, emailJob(decisionEmail));
    for (const queue of Object.values(partnerQueues)) {
      await jobs.onFailed<PartnerEmailJob>(queue, async (job) => {
        app.log.error(
          { applicationId: job.data.applicationId, queue, err: job.error },
          'email not sent',
        );
      });
    }
    await scheduleRetention(app, {
      what: 'solicitudes de partner rechazadas',
      keptDays: REJECTED_KEPT_DAYS,
      remove: (before) => service.repository.removeRejectedBefore(before),
    });
    await app.register(partnersRoutes, { prefix: '/api', service });
  },
  {
    name: 'partners',
    dependencies: [
      'config',
      'database',
      'site',
      'jobs',
      'mailer',
      'rate-limiter',
      'users',
      'access-control',
    ],
    fastify: '5.x',
  },
);
