import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig, type DatabaseConfig } from '#src/config';
import { createTestDatabase, isPostgresRun } from './test-database';

/** What a backup test made, removed after its file (last made, first removed). */
export function backupFixtures() {
  const cleanup: (() => Promise<unknown>)[] = [];
  async function tempDir(label: string) {
    const dir = await mkdtemp(path.join(tmpdir(), `shop-${label}-`));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  /** A database for a shop: inside its DATA_DIR when embedded, else a new empty one. */
  async function databaseFor(dataDir: string): Promise<DatabaseConfig> {
    if (!isPostgresRun()) return { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    const database = await createTestDatabase({ migrated: false });
    cleanup.push(() => database.drop());
    return database.config;
  }

  /**
   * A shop's settings on `dataDir`. No JWT_SECRET: the shop's secret is the file it keeps in
   * DATA_DIR, and comes back with it. One address (PUBLIC_URL) for the shop and its copy.
   */
  function configFor(
    dataDir: string,
    database: DatabaseConfig,
    port: number,
    env: Record<string, string> = {},
  ): AppConfig {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JOBS_WORKERS: 'true',
      ...env,
    });
    return { ...config, database };
  }

  return {
    cleanup,
    tempDir,
    databaseFor,
    configFor,
    cleanUp: async () => {
      for (const fn of cleanup.reverse()) await fn();
    },
  };
}
