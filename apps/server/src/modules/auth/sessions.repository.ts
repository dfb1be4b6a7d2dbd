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
     * update lets exactly one of two concurrent refreshes win; the loser sees a rotated
     * token, which is a replay.
     */
    async rotate(tokenHash: string, nextTokenHash: string) {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
          .returning({ familyId: refreshTokens.familyId });
        if (!used) {
          const [known] = await tx
            .select({ familyId: refreshTokens.familyId, userId: sessionFamilies.userId })
            .from(refreshTokens)
            .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
            .where(eq(refreshTokens.tokenHash, tokenHash));
          return known
            ? ({ outcome: 'replayed', familyId: known.familyId, userId: known.userId } as const)
            : ({ outcome: 'unknown' } as const);
        }
        const [family] = await tx
          .select()
          .from(sessionFamilies)
          .where(eq(sessionFamilies.id, used.familyId));
        if (!family || family.revokedAt || family.expiresAt <= new Date()) {
          return { outcome: 'ended' } as const;
        }
        await tx.insert(refreshTokens).values({ familyId: family.id, tokenHash: nextTokenHash });
        return { outcome: 'rotated', family } as const;
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
