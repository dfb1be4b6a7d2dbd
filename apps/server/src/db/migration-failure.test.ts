import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '#src/paths';
import { createTestDatabase } from '#test/test-database';
import { MigrationError } from './client';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

/** The app's migrations and two more: one that works, then one that fails. */
async function migrationsWithAFailingOne() {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  cleanup.push(() => rm(folder, { recursive: true, force: true }));
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations');
  const added = [
    { tag: '9998_probe_table', text: 'create table "migration_probe" ("id" integer primary key);' },
    { tag: '9999_broken', text: 'alter table "no_such_table" add column "x" integer;' },
  ];
  for (const [i, migration] of added.entries()) {
    await writeFile(path.join(folder, `${migration.tag}.sql`), migration.text);
    journal.entries.push({
      ...last,
      idx: last.idx + 1 + i,
      when: last.when + 1 + i,
      tag: migration.tag,
    });
  }
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('a migration that fails', () => {
  it('leaves the database as it was and says which statement failed, in Spanish', async () => {
    const testDb = await createTestDatabase();
    cleanup.push(testDb.drop);
    const database = await testDb.open({ migrationsFolder: await migrationsWithAFailingOne() });
    cleanup.push(() => database.close());
    const applied = async () => {
      const result: unknown = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      return (result as { rows: { n: number }[] }).rows[0]?.n;
    };
    const before = await applied();

    const failure = await database.migrate().then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    const message = (failure as MigrationError).message;
    expect(message).toMatch(/^No se pudo actualizar la base de datos: .*no_such_table/);
    expect(message).toContain('alter table "no_such_table"');
    expect(message).toContain('la base de datos sigue como estaba');

    expect(await applied()).toBe(before);
    const probe: unknown = await database.db.execute(
      sql`select to_regclass('public.migration_probe')::text as name`,
    );
    expect((probe as { rows: { name: string | null }[] }).rows[0]?.name).toBeNull();
    // The shop's own tables are untouched and in use.
    await expect(database.db.execute(sql`select count(*) from orders`)).resolves.toBeDefined();
  });
});
