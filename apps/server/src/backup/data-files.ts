import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-error';
import type { ManifestEntry } from './manifest';

/**
 * What of DATA_DIR a backup leaves out: the database (dumped on its own), files being
 * written (uploads in progress, staged derivatives), the control socket, temporary files.
 */
const LEFT_OUT = new Set(['db', 'tmp', 'pending', 'control.sock']);
const isTemporary = (name: string) => name.endsWith('.tmp') || name.includes('.tmp-');

async function* filesUnder(root: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
    (err: unknown) => {
      // A folder removed while the backup walks it (a sweep) has nothing left to copy.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    },
  );
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (!relative && LEFT_OUT.has(entry.name)) continue;
    if (isTemporary(entry.name)) continue;
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile()) yield child;
  }
}

/** Copies one file, hashing it on the way, into the backup; null if it vanished meanwhile. */
async function copyHashed(from: string, to: string) {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  try {
    await pipeline(createReadStream(from), tap, createWriteStream(to, { mode: 0o600 }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Copies DATA_DIR's files (but what LEFT_OUT names) under `files/` of the backup. */
export async function copyDataFiles(dataDir: string, backupDir: string) {
  const files: ManifestEntry[] = [];
  const vanished: string[] = [];
  for await (const relative of filesUnder(dataDir)) {
    const entryPath = `files/${relative}`;
    const copied = await copyHashed(path.join(dataDir, relative), path.join(backupDir, entryPath));
    if (copied) files.push({ path: entryPath, ...copied });
    else vanished.push(relative);
  }
  return { files, vanished };
}

/** Puts the backup's files back under DATA_DIR (already checked against the manifest). */
export async function restoreDataFiles(
  backupDir: string,
  dataDir: string,
  entries: ManifestEntry[],
) {
  const root = path.resolve(dataDir);
  for (const entry of entries) {
    const target = path.resolve(root, entry.path.slice('files/'.length));
    if (!entry.path.startsWith('files/') || !target.startsWith(root + path.sep)) {
      throw new BackupError(`La copia nombra un archivo fuera de DATA_DIR: ${entry.path}`);
    }
    const top = entry.path.slice('files/'.length).split('/')[0] ?? '';
    if (LEFT_OUT.has(top)) {
      throw new BackupError(`La copia nombra un archivo que una copia nunca lleva: ${entry.path}`);
    }
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await copyFile(path.join(backupDir, entry.path), target);
  }
}
