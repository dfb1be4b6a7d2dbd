import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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
  /** Copies a stored file to another key of the store (an order's own print file). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Reads a stored file as a stream (serving a print file to the lab); null when missing. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
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
    async copy(fromKey, toKey) {
      const target = resolveUnder(root, toKey);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(resolveUnder(root, fromKey), target);
    },
    async read(key) {
      const file = resolveUnder(root, key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    remove: (key) => removeAndPrune(root, resolveUnder(root, key)),
    listOlderThan: (prefix, before) => listOlderThan(root, prefix, before),
  };
}
