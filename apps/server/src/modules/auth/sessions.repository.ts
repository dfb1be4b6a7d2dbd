import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { refreshTokens, sessionFamilies } from '#src/db/schema/index';

/** The only SQL on session families and refresh tokens. */
export function createSessionsRepository(db: Database) {
  return {
    async createFamily(userId: string, persistent: boolean, expiresAt: Date, tokenHash: string) {
      return db.transaction(async (tx) => {
        const [family] = await tx
          .insert(sessionFamilies)
          .values({ userId, persistent, expiresAt })
          .returning();
        if (!family) throw new Error('family not created');
        await tx.insert(refreshTokens).values({ familyId: family.id, tokenHash });
        return family;
      });
    },

    /**
     * Marks the token used and issues its successor in one transaction. The conditional
     * update lets exactly one of several concurrent refreshes rotate; the others see a
     * rotated token. One rotated less than `graceSeconds` ago whose successor
     * (`nextTokenHash`, the same for every caller: lib/tokens.ts#successorToken) is still
     * unused is a refresh that raced it ('concurrent'); any other rotated token is a replay.
     */
    async rotate(tokenHash: string, nextTokenHash: string, graceSeconds: number) {
      return db.transaction(async (tx) => {
        const liveFamily = async (familyId: string) => {
          const [family] = await tx
            .select()
            .from(sessionFamilies)
            .where(eq(sessionFamilies.id, familyId));
          return family && !family.revokedAt && family.expiresAt > new Date() ? family : null;
        };
        const [used] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
          .returning({ familyId: refreshTokens.familyId });
        if (used) {
          const family = await liveFamily(used.familyId);
          if (!family) return { outcome: 'ended' } as const;
          await tx.insert(refreshTokens).values({ familyId: family.id, tokenHash: nextTokenHash });
          return { outcome: 'rotated', family } as const;
        }
        const [known] = await tx
          .select({
            familyId: refreshTokens.familyId,
            userId: sessionFamilies.userId,
            justRotated: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${graceSeconds})`,
          })
          .from(refreshTokens)
          .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
          .where(eq(refreshTokens.tokenHash, tokenHash));
        if (!known) return { outcome: 'unknown' } as const;
        if (known.justRotated) {
          const [successor] = await tx
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.tokenHash, nextTokenHash),
                eq(refreshTokens.familyId, known.familyId),
                isNull(refreshTokens.rotatedAt),
              ),
            );
          if (successor) {
            const family = await liveFamily(known.familyId);
            return family
              ? ({ outcome: 'concurrent', family } as const)
              : ({ outcome: 'ended' } as const);
          }
        }
        return { outcome: 'replayed', familyId: known.familyId, userId: known.userId } as const;
      });
    },

    async familyOfToken(tokenHash: string) {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row?.familyId ?? null;
    },

    async revokeFamily(familyId: string) {
      await db
        .update(sessionFamilies)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
    },

    async revokeAllForUser(userId: string, exceptFamilyId?: string) {
      await db
        .update(sessionFamilies)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessionFamilies.userId, userId),
            isNull(sessionFamilies.revokedAt),
            exceptFamilyId ? ne(sessionFamilies.id, exceptFamilyId) : undefined,
          ),
        );
    },

    /** True when the family exists, belongs to the user, is not revoked and not expired. */
    async isFamilyActive(familyId: string, userId: string) {
      const [row] = await db
        .select({ id: sessionFamilies.id })
        .from(sessionFamilies)
        .where(
          and(
            eq(sessionFamilies.id, familyId),
            eq(sessionFamilies.userId, userId),
            isNull(sessionFamilies.revokedAt),
            sql`${sessionFamilies.expiresAt} > now()`,
          ),
        );
      return Boolean(row);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
