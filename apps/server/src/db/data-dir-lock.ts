import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Another live process holds the embedded database's folder. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `La base de datos embebida en ${dir} está abierta por otro proceso (pid ${pid}). ` +
        'PGlite admite un solo proceso: detén ese proceso, o usa DATABASE_URL con un servidor PostgreSQL.',
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

const LOCK_FILE = 'owner.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one PostgreSQL backend in one process: a second process opening the same files
 * loses writes and can corrupt indexes. The owner writes its pid into a lock file created
 * exclusively; a lock left by a process that no longer runs (kill -9) is taken over.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return {
        release: async () => {
          await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DataDirBusyError(dir, pid);
    }
    if (pid === process.pid) throw new DataDirBusyError(dir, pid);
    // Stale (its owner died, or it was left half-written): remove it and try again.
    await rm(file, { force: true });
  }
  throw new Error(`No se pudo bloquear ${dir}`);
}
