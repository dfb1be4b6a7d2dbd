import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#test/test-app';
import { users } from './schema';

const ctx = setupTestApp();

describe('migrations', () => {
  it('create the users table with its defaults and unique email', async () => {
    const { db } = ctx.database;
    const [row] = await db
      .insert(users)
      .values({ email: 'ana@example.com', name: 'Ana' })
      .returning();
    expect(row).toMatchObject({ role: 'user', mailConfirmed: false, passwordHash: null });
    await expect(
      db.insert(users).values({ email: 'ana@example.com', name: 'Otra' }),
    ).rejects.toThrow();
    const found = await db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(found).toHaveLength(1);
  });

  it('are safe to apply again on start-up', async () => {
    await ctx.database.migrate();
    await ctx.database.migrate();
    const rows = await ctx.database.db.select().from(users);
    expect(rows.length).toBeGreaterThan(0);
  });
});
