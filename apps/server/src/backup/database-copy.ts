import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { DatabaseConfig } from '#src/config';
import type { DatabaseHandle } from '#src/db/client';
import { openDatabase } from '#src/db/client';
import { BackupError } from './backup-error';

/**
 * The embedded database as one gzipped tarball (PGlite's own format), taken by the process
 * that has it open: between two statements, so the copy is what a crash at that moment
 * would leave, which PostgreSQL recovers from its write-ahead log on the next start.
 */
export async function dumpEmbeddedDatabase(database: DatabaseHandle, file: string) {
  if (!database.dump) throw new BackupError('La base de datos no es la integrada (PGlite).');
  await database.db.execute(sql`checkpoint`);
  const dump = await database.dump('gzip');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return { bytes: dump.size };
}

/** Loads an embedded database's tarball into a folder with no database yet. */
export async function loadEmbeddedDatabase(dataDir: string, file: string) {
  const dump = new Blob([await readFile(file)]);
  const database = await openDatabase({ kind: 'pglite', dataDir }, { pgliteDump: dump });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

/** libpq's settings for a URL: the password goes in the environment, not in `ps`. */
function libpqOf(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: parsed.toString(), env };
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      // The child needs this process's PATH and locale, and the password beside them.
      // eslint-disable-next-line no-restricted-properties
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `No se encuentra ${command}: instala el cliente de PostgreSQL (en Debian, el paquete postgresql-client) de la versión del servidor o posterior.`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(
              `${command} terminó con el código ${code}: ${stderr.trim().slice(0, 500)}`,
            ),
          ),
    );
  });
}

/** pg_dump's custom format: every table, sequence and the migrations' record, no owners. */
export async function dumpPostgres(url: string, file: string) {
  const { dbname, env } = libpqOf(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/** Restores a pg_dump into an empty database, all of it or (one transaction) nothing. */
export async function restorePostgres(url: string, file: string) {
  const { dbname, env } = libpqOf(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** Whether the database holds anything of the shop's yet (a restore goes only where not). */
export async function databaseIsEmpty(config: DatabaseConfig) {
  const database = await openDatabase(config);
  try {
    const result: unknown = await database.db.execute(sql`select count(*)::int as n
      from information_schema.tables
      where table_schema in ('public', 'drizzle', 'pgboss')`);
    return (result as { rows: { n: number }[] }).rows[0]?.n === 0;
  } finally {
    await database.close();
  }
}
