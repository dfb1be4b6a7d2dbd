import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '#src/config';

/**
 * One database per test file, so files run in parallel without seeing each other's rows.
 * PGlite in memory by default; with TEST_DB=postgres (the `server-pg` Vitest project), a
 * fresh database on the PostgreSQL server named by TEST_DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(): Promise<{
  config: DatabaseConfig;
  drop: () => Promise<void>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    return { config: { kind: 'pglite', dataDir: 'memory://' }, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const isPostgresRun = () => process.env.TEST_DB === 'postgres';
