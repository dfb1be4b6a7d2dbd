import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const HOUR_AGO = () => new Date(Date.now() - 60 * 60_000);

/**
 * Files as a crash leaves them: written under `dataDir` an hour ago, past every sweep's
 * staleness, with no row pointing at them. For `beforeBoot`, so the boot sweep meets them.
 */
export async function writeStaleFiles(dataDir: string, keys: readonly string[]) {
  const then = HOUR_AGO();
  for (const key of keys) {
    const file = path.join(dataDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.alloc(512, 1));
    await utimes(file, then, then);
  }
}
