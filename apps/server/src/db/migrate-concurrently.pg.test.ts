import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/test-database';
import { openDatabase } from './client';

// Several server processes starting at once against one PostgreSQL server: the advisory
// lock must let exactly one apply each migration. Needs real connections: PostgreSQL only.
describe('migrating from several processes at once', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('applies every migration exactly once', async () => {
    const testDb = await createTestDatabase({ migrated: false });
    cleanup.push(testDb.drop);
    const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase(testDb.config)));
    cleanup.push(async () => {
      await Promise.all(handles.map((h) => h.close()));
    });

    await Promise.all(handles.map((h) => h.migrate()));

    if (testDb.config.kind !== 'postgres') throw new Error('PostgreSQL only');
    const client = new pg.Client({ connectionString: testDb.config.url });
    await client.connect();
    const applied = await client.query<{ hash: string; n: number }>(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    await client.end();
    expect(applied.rows.length).toBeGreaterThan(0);
    expect(applied.rows.every((r) => r.n === 1)).toBe(true);
  });
});
