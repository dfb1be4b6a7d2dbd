import { count, desc, eq, sql } from 'drizzle-orm';
import type { BillingData, ProfileOption } from '@shop/contracts';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

/** The only SQL on the users table. */
export function createUsersRepository(db: Database) {
  const one = (rows: UserRow[]) => rows[0] ?? null;
  return {
    findById: async (id: string) => one(await db.select().from(users).where(eq(users.id, id))),
    findByEmail: async (email: string) =>
      one(await db.select().from(users).where(eq(users.email, email))),
    findByGoogleSub: async (sub: string) =>
      one(await db.select().from(users).where(eq(users.googleSub, sub))),
    count: async () => (await db.select({ n: count() }).from(users))[0]?.n ?? 0,
    insert: async (values: typeof users.$inferInsert) => {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    update: async (id: string, values: Partial<typeof users.$inferInsert>) =>
      one(
        await db
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(),
      ),
    setPassword: async (id: string, passwordHash: string, options: { bumpVersion: boolean }) =>
      one(
        await db
          .update(users)
          .set({
            passwordHash,
            updatedAt: new Date(),
            ...(options.bumpVersion ? { authVersion: sql`${users.authVersion} + 1` } : {}),
          })
          .where(eq(users.id, id))
          .returning(),
      ),
    updateProfile: async (
      id: string,
      values: { name: string; options: ProfileOption[]; profilePicture: string | null },
    ) =>
      one(
        await db
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(),
      ),
    updateBilling: async (id: string, billingData: BillingData) =>
      one(
        await db
          .update(users)
          .set({ billingData, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(),
      ),
    list: async (limit: number, offset: number) =>
      db.select().from(users).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
