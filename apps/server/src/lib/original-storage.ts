import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Private originals: never under /media. Later issues hand Prodigi a signed, expiring URL
 * to them; an S3-compatible bucket can implement the same calls.
 */
export interface OriginalStorage {
  /** Moves a finished upload (a temporary file) into the store. */
  adopt(key: string, tempFile: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export function createLocalOriginalStorage(root: string): OriginalStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad key ${key}`);
    return full;
  };
  return {
    async adopt(key, tempFile) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(tempFile, target);
      } catch {
        // another file system: copy, then drop the temporary file
        await copyFile(tempFile, target);
        await rm(tempFile, { force: true });
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
