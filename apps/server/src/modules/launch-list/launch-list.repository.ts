import { and, asc, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { LaunchListStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { launchListSignups as signups, type LaunchListSignupRow } from '#src/db/schema/index';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ConfirmationRequest {
  /** The id a new row gets (an existing row keeps its own). */
  id: string;
  email: string;
  consentText: string;
  unsubscribeTokenHash: string;
}

/** The only SQL on launch_list_signups. */
export function createLaunchListRepository(db: Database) {
  return {
    /**
     * Records a sign-up and, in the same transaction, runs `queue` (the confirmation email's
     * job) when an email is due: always for a new address; for a pending one only when the
     * last email was asked for at least `resendAfterSeconds` ago; for an unsubscribed one at
     * once (new consent, confirmed again by email). A confirmed address is left as it is. One
     * statement decides, so sign-ups arriving together queue one email. Returns whether one
     * was queued.
     */
    async requestConfirmation(
      request: ConfirmationRequest,
      resendAfterSeconds: number,
      queue: (signupId: string, tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .insert(signups)
          .values({
            id: request.id,
            email: request.email,
            status: 'pending',
            consentText: request.consentText,
            consentedAt: now,
            confirmationRequestedAt: now,
            unsubscribeTokenHash: request.unsubscribeTokenHash,
          })
          .onConflictDoUpdate({
            target: signups.email,
            set: {
              status: 'pending',
              consentText: request.consentText,
              consentedAt: now,
              confirmationRequestedAt: now,
            },
            setWhere: sql`${signups.status} = 'unsubscribed' or (${signups.status} = 'pending' and ${signups.confirmationRequestedAt} <= now() - make_interval(secs => ${resendAfterSeconds}))`,
          })
          .returning({ id: signups.id });
        if (!row) return false;
        await queue(row.id, tx);
        return true;
      });
    },

    /**
     * Gives a pending sign-up a new confirmation token (the previous link stops working).
     * Null when it is no longer pending (confirmed meanwhile, unsubscribed, erased).
     */
    async issueConfirmToken(id: string, tokenHash: string, expiresAt: Date) {
      const [row] = await db
        .update(signups)
        .set({ confirmTokenHash: tokenHash, confirmTokenExpiresAt: expiresAt })
        .where(and(eq(signups.id, id), eq(signups.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Confirms the pending sign-up whose live token this is; null when none. */
    async confirm(tokenHash: string) {
      const [row] = await db
        .update(signups)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(
          and(
            eq(signups.confirmTokenHash, tokenHash),
            eq(signups.status, 'pending'),
            gt(signups.confirmTokenExpiresAt, new Date()),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findByConfirmToken(tokenHash: string) {
      const [row] = await db.select().from(signups).where(eq(signups.confirmTokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Withdraws consent: unsubscribed, the confirmation link dead. Null when the sign-up
     * was unsubscribed already (or does not exist).
     */
    async unsubscribe(tokenHash: string) {
      const [row] = await db
        .update(signups)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: new Date(),
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        })
        .where(and(eq(signups.unsubscribeTokenHash, tokenHash), ne(signups.status, 'unsubscribed')))
        .returning();
      return row ?? null;
    },

    async findByUnsubscribeToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(signups)
        .where(eq(signups.unsubscribeTokenHash, tokenHash));
      return row ?? null;
    },

    /**
     * Requests never confirmed, asked for before `before`: no consent was given. Returns how
     * many went.
     */
    async removeUnconfirmedBefore(before: Date): Promise<number> {
      const removed = await db
        .delete(signups)
        .where(and(eq(signups.status, 'pending'), lt(signups.confirmationRequestedAt, before)))
        .returning({ id: signups.id });
      return removed.length;
    },

    async list(options: { status?: LaunchListStatus; limit: number; offset: number }) {
      const where = options.status ? eq(signups.status, options.status) : undefined;
      const items = await db
        .select()
        .from(signups)
        .where(where)
        .orderBy(desc(signups.createdAt), asc(signups.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ n: count() }).from(signups).where(where);
      return { items, total: total?.n ?? 0 };
    },

    async countByStatus(): Promise<Record<LaunchListStatus, number>> {
      const rows = await db
        .select({ status: signups.status, n: count() })
        .from(signups)
        .groupBy(signups.status);
      const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const row of rows) counts[row.status] = row.n;
      return counts;
    },

    /** Every confirmed sign-up, oldest confirmation first (the CSV export). */
    async listConfirmed(): Promise<LaunchListSignupRow[]> {
      return db
        .select()
        .from(signups)
        .where(eq(signups.status, 'confirmed'))
        .orderBy(asc(signups.confirmedAt), asc(signups.id));
    },

    /** Erases a sign-up; false when there was none. */
    async remove(id: string): Promise<boolean> {
      const removed = await db
        .delete(signups)
        .where(eq(signups.id, id))
        .returning({ id: signups.id });
      return removed.length === 1;
    },
  };
}

export type LaunchListRepository = ReturnType<typeof createLaunchListRepository>;
