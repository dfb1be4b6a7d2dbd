import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { oneTimeTokens } from '#src/db/schema/index';

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/** The only SQL on confirmation and reset tokens. */
export function createOneTimeTokensRepository(db: Database) {
  const valid = (tokenHash: string, purpose: Purpose) =>
    and(
      eq(oneTimeTokens.tokenHash, tokenHash),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      sql`${oneTimeTokens.expiresAt} > now()`,
    );
  return {
    /** Without using it: the reset page validates the token before showing the form. */
    async peek(tokenHash: string, purpose: Purpose) {
      const [row] = await db.select().from(oneTimeTokens).where(valid(tokenHash, purpose));
      return row ?? null;
    },
    /** A token already used (or replaced by a newer one): whose it was. */
    async findUsed(tokenHash: string, purpose: Purpose) {
      const [row] = await db
        .select()
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            isNotNull(oneTimeTokens.usedAt),
          ),
        );
      return row ?? null;
    },
    /** Marks it used; only one caller can ever get the row back. */
    async consume(tokenHash: string, purpose: Purpose) {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(valid(tokenHash, purpose))
        .returning();
      return row ?? null;
    },
    /**
     * Issues a new token and makes the user's older unused ones of the same purpose useless,
     * as one step: requests arriving together (a flood, a double click) are serialized per
     * user and purpose, so exactly one link works afterwards.
     */
    async replace(userId: string, purpose: Purpose, tokenHash: string, ttlSeconds: number) {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`one-time-token:${purpose}:${userId}`}))`,
        );
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(oneTimeTokens.userId, userId),
              eq(oneTimeTokens.purpose, purpose),
              isNull(oneTimeTokens.usedAt),
            ),
          );
        await tx.insert(oneTimeTokens).values({
          userId,
          purpose,
          tokenHash,
          expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        });
      });
    },
  };
}
