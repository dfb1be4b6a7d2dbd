import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BillingData, ProfileOption } from '@shop/contracts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client';
import { users, type UserRow } from '#src/db/schema/index';

/** The only SQL on the users table. */
export function createUsersRepository(db: Database) {
  const one = (rows: UserRow[]) => rows[0] ?? null;
  /** Every change stamps updated_at; returns the updated row, or null if there is none. */
  const update = async (id: string, values: PgUpdateSetSource<typeof users>) =>
    one(
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(),
    );
  return {
    findById: async (id: string) => one(await db.select().from(users).where(eq(users.id, id))),
    findByEmail: async (email: string) =>
      one(await db.select().from(users).where(eq(users.email, email))),
    findByGoogleSub: async (sub: string) =>
      one(await db.select().from(users).where(eq(users.googleSub, sub))),
    findByIds: async (ids: readonly string[]) =>
      ids.length === 0
        ? []
        : db
            .select()
            .from(users)
            .where(inArray(users.id, [...ids])),
    count: async () => (await db.select({ n: count() }).from(users))[0]?.n ?? 0,
    insert: async (values: typeof users.$inferInsert) => {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update,
    setPassword: (id: string, passwordHash: string, options: { bumpVersion: boolean }) =>
      update(id, {
        passwordHash,
        ...(options.bumpVersion ? { authVersion: sql`${users.authVersion} + 1` } : {}),
      }),
    /**
     * Updates the profile and, when `profilePicture` is given, swaps the picture under a row
     * lock: `previous` is the picture this very update replaced, whatever ran concurrently.
     */
    updateProfileSwappingPicture: (
      id: string,
      values: { name: string; options: ProfileOption[]; profilePicture?: string | null },
    ) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ picture: users.profilePicture })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!locked) return null;
        const [row] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return row ? { row, previous: locked.picture } : null;
      }),
    updateBilling: (id: string, billingData: BillingData) => update(id, { billingData }),
    list: async (limit: number, offset: number) =>
      db.select().from(users).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
