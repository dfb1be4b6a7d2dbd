import {
  partnerMessages as msg,
  type AdminPartnerApplication,
  type AdminPartnerApplicationList,
  type PartnerApplication,
  type PartnerApplicationInput,
  type PartnerApplicationStatus,
  type PartnerDecision,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { PartnerApplicationRow } from '#src/db/schema/index';
import type { Jobs } from '#src/infra/jobs';
import type { RateLimiter } from '#src/infra/rate-limiter';
import { AppError, notFound } from '#src/lib/errors';
import { UNIQUE_VIOLATION, sqlStateOf } from '#src/lib/sql-state';
import type { UserAccounts } from '#src/modules/users/user-accounts.port';
import { partnerLimits } from './partners.limits';
import { createPartnersRepository } from './partners.repository';

export const partnerQueues = {
  newApplicationEmail: 'partners.new-application-email',
  decisionEmail: 'partners.decision-email',
} as const;

export interface PartnerEmailJob {
  applicationId: string;
}

const EMAIL_JOB = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
const ADMIN_LIST_LIMIT = 200;

export const toPartnerApplication = (row: PartnerApplicationRow): PartnerApplication => ({
  id: row.id,
  name: row.name,
  business: row.business,
  website: row.website,
  motivation: row.motivation,
  status: row.status,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * The partner programme: applications and the admin's decision. Approval is the only path
 * to the `partner` role; it changes the role in the same transaction as the decision, and
 * the email to the applicant is queued there too.
 */
export function createPartnersService(deps: {
  db: Database;
  accounts: UserAccounts;
  jobs: Jobs;
  rateLimiter: RateLimiter;
}) {
  const { db, accounts, jobs } = deps;
  const repository = createPartnersRepository(db);

  const adminView = (
    row: PartnerApplicationRow,
    account: { email: string; mailConfirmed: boolean } | undefined,
  ): AdminPartnerApplication => ({
    ...toPartnerApplication(row),
    userId: row.userId,
    email: account?.email ?? '',
    mailConfirmed: account?.mailConfirmed ?? false,
  });

  return {
    repository,

    async mine(userId: string) {
      const row = await repository.latestOf(userId);
      return { application: row ? toPartnerApplication(row) : null };
    },

    async apply(userId: string, input: PartnerApplicationInput): Promise<PartnerApplication> {
      const account = await accounts.findById(userId);
      if (!account) throw new AppError('unauthenticated');
      if (account.role !== 'user') throw new AppError('already_partner', msg.alreadyPartner);
      if (!account.mailConfirmed) throw new AppError('email_unconfirmed', msg.emailUnconfirmed);
      await deps.rateLimiter.enforce(
        [[partnerLimits.applicationsPerAccount, userId]],
        partnerLimits.message,
      );
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await createPartnersRepository(tx).insert({ userId, ...input });
          await jobs.send(
            partnerQueues.newApplicationEmail,
            { applicationId: inserted.id } satisfies PartnerEmailJob,
            EMAIL_JOB,
            tx,
          );
          return inserted;
        });
        jobs.wake(partnerQueues.newApplicationEmail);
        return toPartnerApplication(row);
      } catch (err) {
        // The partial unique index: one pending application per account, whatever races.
        if (sqlStateOf(err) === UNIQUE_VIOLATION)
          throw new AppError('partner_application_pending', msg.pending);
        throw err;
      }
    },

    async list(status: PartnerApplicationStatus | undefined): Promise<AdminPartnerApplicationList> {
      const [rows, pending] = await Promise.all([
        repository.list(status, ADMIN_LIST_LIMIT),
        repository.countPending(),
      ]);
      const owners = new Map(
        (await accounts.findByIds([...new Set(rows.map((r) => r.userId))])).map((a) => [a.id, a]),
      );
      return { items: rows.map((row) => adminView(row, owners.get(row.userId))), pending };
    },

    async decide(
      id: string,
      adminId: string,
      decision: PartnerDecision,
    ): Promise<AdminPartnerApplication> {
      const result = await db.transaction(async (tx) => {
        const decided = await createPartnersRepository(tx).decide(id, {
          status: decision.decision === 'approve' ? 'approved' : 'rejected',
          note: decision.note,
          decidedBy: adminId,
        });
        if (!decided) return null;
        const txAccounts = accounts.within(tx);
        let account = await txAccounts.findById(decided.userId);
        // An admin keeps being admin: the partner role never lowers one.
        if (account && decision.decision === 'approve' && account.role === 'user')
          account = await txAccounts.update(account.id, { role: 'partner' });
        await jobs.send(
          partnerQueues.decisionEmail,
          { applicationId: decided.id } satisfies PartnerEmailJob,
          EMAIL_JOB,
          tx,
        );
        return { decided, account };
      });
      if (!result) {
        const existing = await repository.findById(id);
        if (!existing) throw notFound(msg.notFound);
        throw new AppError('conflict', msg.alreadyDecided);
      }
      jobs.wake(partnerQueues.decisionEmail);
      return adminView(result.decided, result.account ?? undefined);
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
