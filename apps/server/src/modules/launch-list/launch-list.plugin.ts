import fp from 'fastify-plugin';
import type { Job } from '#src/infra/jobs';
import { emailBrand } from '#src/lib/email-layout';
import { scheduleRetention } from '#src/lib/retention';
import { UNCONFIRMED_KEPT_DAYS } from './launch-list.limits';
import { createLaunchListRepository } from './launch-list.repository';
import { launchListOneClickRoutes, launchListRoutes } from './launch-list.routes';
import { createLaunchListService } from './launch-list.service';

/** The durable job that sends a sign-up's confirmation email. */
export const CONFIRMATION_QUEUE = 'launch-list.confirmation-email';
const EMAIL_RETRIES = 5;

/**
 * Domain: the /coming-soon launch list. Visitors leave an email with explicit consent,
 * confirmed by a link sent in a durable email job (double opt-in); every email carries an
 * unsubscribe link; the admin lists, exports (CSV) and erases sign-ups. Requests never
 * confirmed go after 30 days (the privacy policy's promise). Reaches the business identity
 * through the site's port only.
 */
export const launchListDomain = fp(
  async (app) => {
    const { config, jobs } = app;
    const retry = {
      retryLimit: EMAIL_RETRIES,
      retryDelay: config.jobs.retryDelaySeconds,
      retryBackoff: true,
    };
    const repository = createLaunchListRepository(app.database.db);
    // Also on each sign-up; daily as well, so a quiet list keeps the promise too.
    await scheduleRetention(app, {
      what: 'solicitudes sin confirmar de la lista de aviso',
      keptDays: UNCONFIRMED_KEPT_DAYS,
      remove: (before) => repository.removeUnconfirmedBefore(before),
    });
    const service = createLaunchListService({
      repository,
      rateLimiter: app.rateLimiter,
      mailer: app.mailer,
      unsubscribeKey: app.secrets.derive('launch-list-unsubscribe'),
      queueConfirmation: async (signupId, tx) => {
        await jobs.send(CONFIRMATION_QUEUE, { signupId }, retry, tx);
      },
      confirmationQueued: () => jobs.wake(CONFIRMATION_QUEUE),
      sender: async () => emailBrand(await app.businessIdentity.current(), config.publicUrl),
    });

    await jobs.work(
      CONFIRMATION_QUEUE,
      async (job: Job<{ signupId: string }>) => service.sendConfirmation(job.data.signupId),
      // A few at a time: a burst of sign-ups is not a queue of one-second polls.
      { batchSize: 10 },
    );
    await jobs.onFailed<{ signupId: string }>(CONFIRMATION_QUEUE, async (job) => {
      app.log.error(
        { signupId: job.data.signupId, err: job.error },
        'launch list confirmation email not sent',
      );
    });

    await app.register(launchListRoutes, { prefix: '/api', service });
    await app.register(launchListOneClickRoutes, { service });
  },
  {
    name: 'launch-list',
    dependencies: [
      'config',
      'database',
      'site',
      'secrets',
      'jobs',
      'mailer',
      'rate-limiter',
      'access-control',
    ],
    fastify: '5.x',
  },
);
