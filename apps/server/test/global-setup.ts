import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#src/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped to a file: each test file loads a copy of it. */
    pgliteDump: string;
    /** A migrated database on the PostgreSQL server: each test file gets a copy of it. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before the test files run, and each file then starts from a copy of
 * it (test-database.ts): a new embedded database costs about 3 s of PostgreSQL's initdb and
 * the migrations 0.7 s more, per file, against 0.4 s to load a copy. Migrating
 * an empty database is still tested: here, on every run, and in migrate-concurrently.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test files, not this set-up: the project says which run this is.
  if (project.name === 'server-pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `shop_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await database.migrate();
    } finally {
      // A template can be copied only while nobody is connected to it.
      await database.close();
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteDump', '');
    return () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  }
  const root = await mkdtemp(path.join(tmpdir(), 'shop-db-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await database.migrate();
    if (!database.dump) throw new Error('PGlite dumps its database');
    const file = path.join(root, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await database.dump()).arrayBuffer()));
    project.provide('pgliteDump', file);
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', '');
  return () => rm(root, { recursive: true, force: true });
}
