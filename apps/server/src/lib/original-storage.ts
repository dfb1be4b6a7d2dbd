import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { listOlderThan, removeAndPrune, resolveUnder } from './local-files';

/**
 * Private originals: never under /media. Later issues hand Prodigi a signed, expiring URL
 * to them; an S3-compatible bucket can implement the same calls.
 */
export interface OriginalStorage {
  /** Moves a finished upload (a temporary file) into the store. */
  adopt(key: string, tempFile: string): Promise<void>;
  /** Copies a stored file to a local file (to process it, e.g. render a print file). */
  copyTo(key: string, targetFile: string): Promise<void>;
  /** Removes the file, and the folders it leaves empty. */
  remove(key: string): Promise<void>;
  /** Keys under a prefix last written before a date (for sweeps). */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
}

export function createLocalOriginalStorage(root: string): OriginalStorage {
  return {
    async adopt(key, tempFile) {
      const target = resolveUnder(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(tempFile, target);
      } catch {
        // another file system: copy, then drop the temporary file
        await copyFile(tempFile, target);
        await rm(tempFile, { force: true });
      }
    },
    copyTo: (key, targetFile) => copyFile(resolveUnder(root, key), targetFile),
    remove: (key) => removeAndPrune(root, resolveUnder(root, key)),
    listOlderThan: (prefix, before) => listOlderThan(root, prefix, before),
  };
}
