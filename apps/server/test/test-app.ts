import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#src/app';
import { loadConfig, type AppConfig } from '#src/config';
import type { DatabaseHandle } from '#src/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  dataDir: string;
}

/**
 * Builds the real app once for a test file, on the file's own database and data folder,
 * and tears everything down after the file. Returns a context filled in by beforeAll.
 */
export function setupTestApp(
  env: Record<string, string> = {},
  options: {
    serveWeb?: boolean;
    /** Runs on the fresh data folder before the app boots (to leave what a crash leaves). */
    beforeBoot?: (dataDir: string) => Promise<void>;
    /** Where the app's log lines go (tests that read them). */
    logStream?: Writable;
    /** Settings that are not environment variables (e.g. a shorter job retry delay). */
    config?: (config: AppConfig) => AppConfig;
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    ctx.dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
    await options.beforeBoot?.(ctx.dataDir);
    testDb = await createTestDatabase();
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: ctx.dataDir,
        JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
        ...env,
      },
      { serveWeb: options.serveWeb },
    );
    ctx.config = { ...(options.config?.(config) ?? config), database: testDb.config };
    ctx.database = await testDb.open();
    ctx.app = await buildApp(ctx.config, { database: ctx.database, logStream: options.logStream });
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.database.close();
    await testDb?.drop();
    await rm(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}
