import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseConfig } from '#src/config';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '#src/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

export interface TestDatabase {
  config: DatabaseConfig;
  /** A connection to it, as the app opens one (several, on PostgreSQL). */
  open: (options?: Pick<OpenDatabaseOptions, 'migrationsFolder'>) => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}

/**
 * One database per test file, so files run in parallel without seeing each other's rows.
 * PGlite in memory by default; with TEST_DB=postgres (the `server-pg` Vitest project), a
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards. Both
 * start as a copy of the database the global set-up migrated (global-setup.ts);
 * `{ migrated: false }` gives an empty one instead, for the tests of migrating itself.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const config: DatabaseConfig = { kind: 'pglite', dataDir: 'memory://' };
    const dump = migrated ? new Blob([await readFile(inject('pgliteDump'))]) : undefined;
    return {
      config,
      open: (options) => openDatabase(config, { ...options, pgliteDump: dump }),
      drop: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` template "${inject('postgresTemplate')}"` : '';
  await adminQuery(adminUrl, `create database "${name}"${template}`);
  const config: DatabaseConfig = { kind: 'postgres', url: databaseUrl(adminUrl, name) };
  return {
    config,
    open: (options) => openDatabase(config, options),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

export const isPostgresRun = () => process.env.TEST_DB === 'postgres';
