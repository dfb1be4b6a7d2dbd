import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { DataDirBusyError } from '#src/db/data-dir-lock';
import { sendControlCommand } from '#src/cli/control-socket';
import { BackupError } from './backup-error';
import { copyDataFiles, restoreDataFiles } from './data-files';
import {
  databaseIsEmpty,
  dumpEmbeddedDatabase,
  dumpPostgres,
  loadEmbeddedDatabase,
  restorePostgres,
} from './database-copy';
import {
  fingerprint,
  insideBackup,
  MANIFEST,
  manifestHeader,
  verifyBackup,
  type BucketObject,
  type Manifest,
} from './manifest';

export interface BucketLister {
  name: string;
  list(): Promise<{ key: string; size: number }[]>;
  download(key: string, targetFile: string): Promise<void>;
  upload(key: string, sourceFile: string): Promise<void>;
}

/** Copies every object of the bucket under `bucket/` of the backup, each with its SHA-256. */
async function copyBucket(bucket: BucketLister, folder: string) {
  const objects = [];
  for (const object of await bucket.list()) {
    const entryPath = `bucket/${object.key}`;
    const file = insideBackup(folder, entryPath);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await bucket.download(object.key, file);
    const { size, sha256 } = await fingerprint(file);
    objects.push({ key: object.key, size, path: entryPath, sha256 });
  }
  return objects;
}

const EMBEDDED_DUMP = 'database.tar.gz';
const POSTGRES_DUMP = 'database.pgdump';

/** A folder with nothing in it, or none yet (a filesystem's own lost+found does not count). */
async function isEmptyFolder(folder: string) {
  const entries = await readdir(folder).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((entry) => entry !== 'lost+found').length === 0;
}

/**
 * The embedded database (in `databaseDir`) dumped: by the server that owns it, through the
 * control socket in `dataDir`, or opened here when the shop is stopped.
 */
async function dumpEmbedded(databaseDir: string, dataDir: string, file: string) {
  // Opening a folder without a database would create an empty one, and copy that.
  if (!(await stat(path.join(databaseDir, 'PG_VERSION')).catch(() => null))) {
    throw new BackupError(
      `No hay base de datos en ${databaseDir}: ¿es DATA_DIR la carpeta de la tienda?`,
    );
  }
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: databaseDir });
  } catch (err) {
    if (!(err instanceof DataDirBusyError)) throw err;
    // However long the database takes to write: no timeout.
    await sendControlCommand(
      dataDir,
      { command: 'backup:database', args: { file } },
      { timeoutMs: 0 },
    );
    return;
  }
  try {
    await dumpEmbeddedDatabase(database, file);
  } finally {
    await database.close();
  }
}

/**
 * A consistent copy of the shop into an empty folder, while it runs: the database first
 * (so every file it names was there before the files are copied), then DATA_DIR's files,
 * the bucket's object list, and last the manifest with each file's size and SHA-256. A
 * folder without a manifest is a backup that did not finish.
 */
export async function takeBackup(
  config: AppConfig,
  folder: string,
  options: { bucket?: BucketLister | null; copyBucket?: boolean } = {},
): Promise<Manifest> {
  if (!(await isEmptyFolder(folder))) {
    throw new BackupError(`${folder} no está vacía: la copia va a una carpeta nueva o vacía.`);
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const source = config.database;
  const dumpName = source.kind === 'pglite' ? EMBEDDED_DUMP : POSTGRES_DUMP;
  const dumpFile = path.join(path.resolve(folder), dumpName);
  if (source.kind === 'pglite') await dumpEmbedded(source.dataDir, config.dataDir, dumpFile);
  else await dumpPostgres(source.url, dumpFile);
  const database = { kind: source.kind, path: dumpName, ...(await fingerprint(dumpFile)) };
  const { files, vanished } = await copyDataFiles(config.dataDir, folder);
  const copied = Boolean(options.copyBucket);
  const bucket = options.bucket
    ? {
        name: options.bucket.name,
        copied,
        objects: copied ? await copyBucket(options.bucket, folder) : await options.bucket.list(),
      }
    : null;
  const manifest: Manifest = {
    ...manifestHeader(),
    createdAt: new Date().toISOString(),
    database,
    files,
    vanished,
    bucket,
  };
  await writeFile(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

/**
 * Restores a backup onto an empty DATA_DIR (and, on PostgreSQL, an empty database): the
 * whole backup is checked first, so a damaged one changes nothing; a restore that fails
 * half-way takes back what it wrote.
 */
export async function restoreBackup(
  config: AppConfig,
  folder: string,
  options: { bucket?: BucketLister | null } = {},
): Promise<Manifest> {
  const manifest = await verifyBackup(folder);
  if (manifest.database.kind !== config.database.kind) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'La copia es de la base de datos integrada (PGlite): restáurala sin DATABASE_URL.'
        : 'La copia es de PostgreSQL: restáurala con DATABASE_URL apuntando a una base de datos vacía.',
    );
  }
  const dataDir = config.dataDir;
  if (!(await isEmptyFolder(dataDir))) {
    throw new BackupError(
      `DATA_DIR (${dataDir}) no está vacía: se restaura sobre una carpeta nueva o vacía.`,
    );
  }
  if (config.database.kind === 'postgres' && !(await databaseIsEmpty(config.database))) {
    throw new BackupError(
      'La base de datos de DATABASE_URL no está vacía: se restaura sobre una vacía.',
    );
  }
  const absentFromBucket: BucketObject[] = [];
  if (manifest.bucket && options.bucket) {
    const present = new Map((await options.bucket.list()).map((o) => [o.key, o.size]));
    const missing = manifest.bucket.objects.filter((o) => present.get(o.key) !== o.size);
    // A copied bucket puts back what the bucket lost; a listed one can only say it is gone.
    if (manifest.bucket.copied) absentFromBucket.push(...missing);
    else if (missing.length > 0) {
      throw new BackupError(
        `Faltan ${missing.length} objetos en el bucket ${options.bucket.name} (o no miden lo mismo), por ejemplo ${missing[0]?.key}: no se ha restaurado nada.`,
      );
    }
  }
  const source = path.resolve(folder);
  const dumpFile = path.join(source, manifest.database.path);
  // Staged inside DATA_DIR (one filesystem, so each move is a rename), moved into place,
  // PostgreSQL's dump restored last (one transaction): a failure takes back what was
  // written and leaves DATA_DIR as it was.
  const target = path.resolve(dataDir);
  const createdTarget = !(await stat(target).catch(() => null));
  await mkdir(target, { recursive: true, mode: 0o700 });
  const staging = path.join(target, `.restoring-${process.pid}`);
  const moved: string[] = [];
  try {
    await mkdir(staging, { mode: 0o700 });
    await restoreDataFiles(source, staging, manifest.files);
    if (config.database.kind === 'pglite') {
      await loadEmbeddedDatabase(path.join(staging, 'db'), dumpFile);
    }
    for (const entry of await readdir(staging)) {
      await rename(path.join(staging, entry), path.join(target, entry));
      moved.push(entry);
    }
    if (config.database.kind === 'postgres') await restorePostgres(config.database.url, dumpFile);
    for (const object of absentFromBucket) {
      if (object.path && options.bucket) {
        await options.bucket.upload(object.key, insideBackup(source, object.path));
      }
    }
  } catch (err) {
    for (const entry of moved) await rm(path.join(target, entry), { recursive: true, force: true });
    if (createdTarget) await rm(target, { recursive: true, force: true });
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}
