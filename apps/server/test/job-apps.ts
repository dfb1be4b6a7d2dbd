import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#src/app';
import { loadConfig, type AppConfig } from '#src/config';
import type { DatabaseHandle } from '#src/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';
import { waitUntil } from './wait';

export interface JobAppsContext {
  database: DatabaseHandle;
  /** A further app on the same database (a second process, or the one after a crash). */
  startApp(options?: {
    workers?: boolean;
    ownDatabaseHandle?: boolean;
    /** Config to change for this app (e.g. a shorter retry delay, the public URL). */
    config?: Partial<AppConfig>;
  }): Promise<FastifyInstance>;
  /** The data folder the apps share (as processes on one machine would). */
  dataDir: string;
}

/**
 * Several apps on one test database, as several server processes (or one restarted) would
 * be. Apps started here are closed after the file.
 */
export function setupJobApps(): JobAppsContext {
  const ctx = {} as JobAppsContext;
  const apps = new Set<FastifyInstance>();
  const extraHandles: DatabaseHandle[] = [];
  let dataDir = '';
  let config: AppConfig;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-jobs-'));
    const database = await createTestDatabase();
    testDb = database;
    config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
      }),
      database: database.config,
    };
    ctx.database = await database.open();
    ctx.dataDir = dataDir;
    ctx.startApp = async ({
      workers = true,
      ownDatabaseHandle = false,
      config: extra = {},
    } = {}) => {
      // On PostgreSQL, a second process has its own pool; PGlite has one connection in all.
      let handle = ctx.database;
      if (ownDatabaseHandle && config.database.kind === 'postgres') {
        handle = await database.open();
        extraHandles.push(handle);
      }
      const app = await buildApp(
        { ...config, ...extra, jobs: { ...config.jobs, ...extra.jobs, runWorkers: workers } },
        { database: handle },
      );
      apps.add(app);
      return app;
    };
  });
  afterAll(async () => {
    // Closing an app a test closed already does nothing.
    for (const app of apps) await app.close();
    for (const handle of extraHandles) await handle.close();
    await ctx.database.close();
    await testDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`. */
export const waitFor = (check: () => boolean, what: string, timeoutMs = 15_000) =>
  waitUntil(check, what, timeoutMs);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
