import { createHmac, randomUUID } from 'node:crypto';
import {
  launchListConsentText,
  launchListMessages as msg,
  paths,
  type AdminLaunchList,
  type LaunchListResult,
  type LaunchListSignup,
  type LaunchListStatus,
} from '@shop/contracts';
import type { LaunchListSignupRow } from '#src/db/schema/index';
import type { JobTransaction } from '#src/infra/jobs';
import type { RateLimiter } from '#src/infra/rate-limiter';
import { AppError, notFound } from '#src/lib/errors';
import type { Mailer } from '#src/lib/mail';
import { retentionCutoff } from '#src/lib/retention';
import { generateToken, hashToken } from '#src/lib/tokens';
import { toCsv } from '#src/lib/csv';
import { confirmationEmail, type LaunchListSender } from './launch-list.emails';
import {
  CONFIRM_TTL_SECONDS,
  limits,
  RESEND_AFTER_SECONDS,
  UNCONFIRMED_KEPT_DAYS,
} from './launch-list.limits';
import type { LaunchListRepository } from './launch-list.repository';

export interface LaunchListServiceDeps {
  repository: LaunchListRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** The key of the unsubscribe tokens (a key of its own, derived from the server secret). */
  unsubscribeKey: Buffer;
  /** Queues the confirmation email of a sign-up, in the sign-up's transaction. */
  queueConfirmation: (signupId: string, tx: JobTransaction) => Promise<void>;
  /** After the transaction that queued it committed: this process's worker looks now. */
  confirmationQueued: () => void;
  /** Who sends the emails: the business identity as it is now. */
  sender: () => Promise<LaunchListSender>;
}

function toSignup(row: LaunchListSignupRow): LaunchListSignup {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    consentText: row.consentText,
    consentedAt: row.consentedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The launch list's rules: a double opt-in sign-up that never tells who is listed, the
 * confirmation and unsubscribe links (stored only as hashes), and the admin's list, export
 * and erasure.
 */
export function createLaunchListService(deps: LaunchListServiceDeps) {
  const { repository, rateLimiter } = deps;

  /** The same token in every email of a sign-up: an HMAC of its id, never stored. */
  const unsubscribeToken = (signupId: string) =>
    createHmac('sha256', deps.unsubscribeKey).update(signupId).digest('base64url');

  const tokenUse = (ip: string) =>
    rateLimiter.enforce([[limits.tokenUsePerIp, ip]], msg.tooManyLinks);

  async function withdraw(token: string): Promise<LaunchListResult> {
    const hash = hashToken(token);
    const row =
      (await repository.unsubscribe(hash)) ?? (await repository.findByUnsubscribeToken(hash));
    if (!row) throw new AppError('link_invalid', msg.unsubscribeLinkInvalid);
    return { status: 'unsubscribed', message: msg.unsubscribed };
  }

  return {
    unsubscribeToken,

    /**
     * Anyone may ask; the answer is the same whether the address is new, pending, confirmed
     * or unsubscribed, and when the hidden field is filled (a bot): only the inbox's owner
     * learns anything, from the email. The consent stored is the text the form shows.
     */
    async signUp(body: { email: string; website?: string }, ip: string): Promise<string> {
      await rateLimiter.enforce([[limits.signupPerIp, ip]], msg.tooManySignups);
      if (body.website?.trim()) return msg.signupAccepted;
      await repository.removeUnconfirmedBefore(retentionCutoff(UNCONFIRMED_KEPT_DAYS));
      const id = randomUUID();
      const queued = await repository.requestConfirmation(
        {
          id,
          email: body.email,
          consentText: launchListConsentText,
          unsubscribeTokenHash: hashToken(unsubscribeToken(id)),
        },
        RESEND_AFTER_SECONDS,
        deps.queueConfirmation,
      );
      if (queued) deps.confirmationQueued();
      return msg.signupAccepted;
    },

    /**
     * The confirmation email's job: a new token made here, so the job's data never holds
     * one. Run twice (a retry after a send that did go out), it sends a second email whose
     * link replaces the first: the newest link always works.
     */
    async sendConfirmation(signupId: string): Promise<void> {
      const token = generateToken();
      const row = await repository.issueConfirmToken(
        signupId,
        hashToken(token),
        new Date(Date.now() + CONFIRM_TTL_SECONDS * 1000),
      );
      if (!row) return;
      const from = await deps.sender();
      const link = (path: string, value: string) =>
        `${from.publicUrl}${path}?token=${encodeURIComponent(value)}`;
      await deps.mailer.send(
        confirmationEmail(
          row.email,
          {
            confirmUrl: link(paths.comingSoonConfirm.build(), token),
            unsubscribeUrl: link(paths.comingSoonUnsubscribe.build(), unsubscribeToken(row.id)),
          },
          from,
        ),
      );
    },

    /**
     * Opens the confirmation link: confirmed, or already confirmed (the same link again is
     * fine). A link that matches nothing, or a sign-up that withdrew, is 400 link_invalid; a
     * pending one past its time is 410 link_expired.
     */
    async confirm(token: string, ip: string): Promise<LaunchListResult> {
      await tokenUse(ip);
      const hash = hashToken(token);
      const confirmed = await repository.confirm(hash);
      const row = confirmed ?? (await repository.findByConfirmToken(hash));
      if (row?.status === 'confirmed') return { status: 'confirmed', message: msg.confirmed };
      if (row?.status === 'pending') throw new AppError('link_expired', msg.linkExpired);
      throw new AppError('link_invalid', msg.linkInvalid);
    },

    /** Withdraws consent; the same link again answers the same. */
    async unsubscribe(token: string, ip: string): Promise<LaunchListResult> {
      await tokenUse(ip);
      return withdraw(token);
    },

    /**
     * The one-click unsubscribe (RFC 8058), posted by mail providers' servers: many people's
     * clicks come from a few of their addresses, so no per-address limit may refuse one (the
     * token, an HMAC, cannot be guessed anyway).
     */
    unsubscribeOneClick: (token: string) => withdraw(token),

    async list(query: {
      status?: LaunchListStatus;
      limit: number;
      offset: number;
    }): Promise<AdminLaunchList> {
      const [{ items, total }, counts] = await Promise.all([
        repository.list(query),
        repository.countByStatus(),
      ]);
      return { items: items.map(toSignup), total, counts };
    },

    /** The confirmed addresses, with when and to what each consented. */
    async exportCsv(): Promise<string> {
      const rows = await repository.listConfirmed();
      return toCsv(
        ['email', 'consented_at', 'confirmed_at', 'consent_text'],
        rows.map((row) => [
          row.email,
          row.consentedAt.toISOString(),
          row.confirmedAt?.toISOString() ?? '',
          row.consentText,
        ]),
      );
    },

    /** Erasure (GDPR art. 17): the row goes, with its tokens. */
    async remove(id: string): Promise<void> {
      if (!(await repository.remove(id))) throw notFound(msg.notFound);
    },
  };
}

export type LaunchListService = ReturnType<typeof createLaunchListService>;
