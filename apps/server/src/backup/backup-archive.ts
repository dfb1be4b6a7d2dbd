import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';

/** A backup named as one file (`….tar`) rather than a folder. */
export const isArchivePath = (target: string) => target.endsWith('.tar');

function tar(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(`tar terminó con el código ${code}: ${stderr.trim().slice(0, 300)}`),
          ),
    );
  });
}

/** Runs `write` on a folder beside `file`, then packs it into `file` (a plain tar). */
export async function intoArchive<T>(file: string, write: (folder: string) => Promise<T>) {
  if (await stat(file).catch(() => null)) {
    throw new BackupError(`${file} ya existe: la copia va a un archivo nuevo.`);
  }
  const folder = await mkdtemp(`${path.resolve(file)}.tmp-`);
  try {
    const result = await write(folder);
    await tar(['-cf', file, '-C', folder, '.']);
    return result;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Unpacks `file` beside itself and runs `read` on the folder, which is removed after. */
export async function fromArchive<T>(file: string, read: (folder: string) => Promise<T>) {
  if (!(await stat(file).catch(() => null))?.isFile()) {
    throw new BackupError(`No se encuentra la copia ${file}.`);
  }
  const folder = await mkdtemp(`${path.resolve(file)}.tmp-`);
  try {
    await tar(['-xf', file, '-C', folder]).catch(() => {
      throw new BackupError(`${file} no es un archivo tar legible: la copia está dañada.`);
    });
    return await read(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
