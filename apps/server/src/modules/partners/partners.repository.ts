import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { PartnerApplicationStatus } from '@shop/contracts';
import type { Database } from '#src/db/client';
import { partnerApplications, type PartnerApplicationRow } from '#src/db/schema/index';

export interface NewPartnerApplication {
  userId: string;
  name: string;
  business: string;
  website: string;
  motivation: string;
}

export interface PartnerDecisionRecord {
  status: Exclude<PartnerApplicationStatus, 'pending'>;
  note: string;
  decidedBy: string;
}

/** The only SQL on partner_applications. */
export function createPartnersRepository(db: Database) {
  return {
    insert: async (values: NewPartnerApplication) => {
      const [row] = await db.insert(partnerApplications).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Removes the applications rejected before `before`; returns how many. */
    removeRejectedBefore: async (before: Date): Promise<number> =>
      (
        await db
          .delete(partnerApplications)
          .where(
            and(
              eq(partnerApplications.status, 'rejected'),
              lt(partnerApplications.decidedAt, before),
            ),
          )
          .returning({ id: partnerApplications.id })
      ).length,
    findById: async (id: string): Promise<PartnerApplicationRow | null> =>
      (await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)))[0] ??
      null,
    latestOf: async (userId: string): Promise<PartnerApplicationRow | null> =>
      (
        await db
          .select()
          .from(partnerApplications)
          .where(eq(partnerApplications.userId, userId))
          .orderBy(desc(partnerApplications.createdAt))
          .limit(1)
      )[0] ?? null,
    /** Newest first, at most `limit`. */
    list: (status: PartnerApplicationStatus | undefined, limit: number) =>
      db
        .select()
        .from(partnerApplications)
        .where(status ? eq(partnerApplications.status, status) : undefined)
        .orderBy(desc(partnerApplications.createdAt))
        .limit(limit),
    countPending: async () =>
      (
        await db
          .select({ n: count() })
          .from(partnerApplications)
          .where(eq(partnerApplications.status, 'pending'))
      )[0]?.n ?? 0,
    /** Decides a pending application; null when it is not pending (any more) or missing. */
    decide: async (id: string, decision: PartnerDecisionRecord) =>
      (
        await db
          .update(partnerApplications)
          .set({
            status: decision.status,
            decisionNote: decision.note,
            decidedBy: decision.decidedBy,
            decidedAt: new Date(),
          })
          .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'pending')))
          .returning()
      )[0] ?? null,
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
