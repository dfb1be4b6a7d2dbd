import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '#src/config';
import { migrationsDir } from '#src/paths';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly kind: DatabaseConfig['kind'];
  readonly db: Database;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs its own (an advisory lock held
   * by a connection of its own on PostgreSQL; PGlite has one process): for what processes
   * starting together must do one at a time, such as installing a schema.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded database only: all of it as one file, to load elsewhere (`pgliteDump`). */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Any constant will do; it only has to be the same for every process of this app.
const STARTUP_LOCK_KEY = 727073;

export interface OpenDatabaseOptions {
  /** Errors of idle pooled connections (server restart, terminated backend). */
  onConnectionError?: (err: Error) => void;
  /**
   * A new embedded database starts as this copy of another (PGlite's `dumpDataDir`): the
   * tests' migrated database, copied in 0.4 s where a new one takes 3 s of initdb, or a
   * backup being restored. Refused by PGlite where a database already exists.
   */
  pgliteDump?: Blob;
  /** Where the migrations are read (tests of a failing migration); default: the app's own. */
  migrationsFolder?: string;
}

/**
 * A migration failed: all the pending ones run in one transaction, so none of them is
 * applied and the database is as it was. Says which statement failed and why.
 */
export class MigrationError extends Error {
  constructor(cause: unknown) {
    const failure = cause instanceof Error ? cause : new Error(String(cause));
    const reason = failure.cause instanceof Error ? failure.cause.message : failure.message;
    const statement = (failure as { query?: string }).query;
    super(
      `No se pudo actualizar la base de datos: ${reason}` +
        (statement ? `\nen la sentencia: ${statement.trim().slice(0, 300)}` : '') +
        '\nNinguna migración pendiente se ha aplicado: la base de datos sigue como estaba.',
      { cause },
    );
    this.name = 'MigrationError';
  }
}

async function migrating(run: () => Promise<void>) {
  try {
    await run();
  } catch (err) {
    throw new MigrationError(err);
  }
}

export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, options)
    : openPglite(config.dataDir, options);
}

/**
 * PostgreSQL's defaults size the WebAssembly heap for a server: 128 MB of shared buffers
 * alone. A one-photographer shop's database fits in a fraction of that, and the heap never
 * shrinks once grown, so the embedded database keeps 16 MB (bench/server-memory.ts).
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * V8 compiles PostgreSQL's WebAssembly twice, a quick baseline and an optimised tier for hot
 * functions, and keeps both: about 40 MB more at rest. The baseline alone answers the shop's
 * small queries as fast and its aggregates up to twice as slow (decision 029).
 */
const baselineWasmOnly = () => setFlagsFromString('--liftoff-only');

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const dump = options.pgliteDump;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // One process per data folder: a second one (a CLI beside the server) is refused here.
  const lock = inMemory ? null : await acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    if (!inMemory) await closeToOthers(dataDir);
    baselineWasmOnly();
    client = await PGlite.create(dataDir, {
      postgresqlconf: PGLITE_SETTINGS,
      ...(dump ? { loadDataDir: dump } : {}),
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    // PGlite has a single connection: no other process can migrate at the same time.
    migrate: () =>
      migrating(() =>
        migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsDir }),
      ),
    exclusively: (work) => work(),
    dump: (compression = 'none') => client.dumpDataDir(compression),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * PGlite's file layer creates every file 0666 whatever the umask: the folder (0700) is what
 * keeps other users out, and the files are tightened to 0600 each time the database opens.
 */
async function closeToOthers(dataDir: string) {
  await chmod(dataDir, 0o700);
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600),
    ),
  );
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection dropped by the server would crash the process;
  // the pool replaces the connection on the next query.
  pool.on('error', (err) => options.onConnectionError?.(err));
  const db = drizzleNodePg(pool, { schema });
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
        .catch(() => undefined);
      client.release();
    }
  }
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    // Several server processes may start together: an advisory lock lets one migrate while
    // the others wait, then find nothing left to do.
    migrate: () =>
      exclusively(() =>
        migrating(() =>
          migrateNodePg(db, { migrationsFolder: options.migrationsFolder ?? migrationsDir }),
        ),
      ),
    exclusively,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
