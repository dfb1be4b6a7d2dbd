import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listOlderThan, removeAndPrune, resolveUnder } from './local-files';

/**
 * Public media (served under /media with immutable caching, so keys carry a content hash).
 * New files are first staged (never served), then published under the same key in the step
 * that saves the row referring to them, so a crash leaves only staged files, which a sweep
 * removes. Local disk now; an S3-compatible bucket implements the same calls.
 */
export interface MediaStorage {
  /** Writes a public file at once (avatars: one file, saved with its row). */
  put(key: string, body: Buffer): Promise<string>;
  /** Writes a file to the staging area: never served until published. */
  stage(key: string, body: Buffer): Promise<void>;
  /** Moves staged files to their public keys. */
  publish(keys: readonly string[]): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every public file under a folder-like prefix (a photo's derivatives). */
  removePrefix(prefix: string): Promise<void>;
  /** Removes every staged file under a folder-like prefix (or one staged key). */
  removeStaged(prefix: string): Promise<void>;
  /** Keys under a prefix, public or staged, last written before a date (for sweeps). */
  listOlderThan(area: 'public' | 'staged', prefix: string, before: Date): Promise<string[]>;
  /** The public URL of a key (local /media path, or the bucket's public URL). */
  urlFor(key: string): string;
  /** The key of a public URL this storage made, or null for anything else. */
  keyFromUrl(url: string): string | null;
}

/** `root` is served under /media; `stagingRoot` must be outside it (never served). */
export function createLocalMediaStorage(root: string, stagingRoot: string): MediaStorage {
  const write = async (full: string, body: Buffer) => {
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body);
  };
  return {
    async put(key, body) {
      await write(resolveUnder(root, key), body);
      return `/media/${key}`;
    },
    stage: (key, body) => write(resolveUnder(stagingRoot, key), body),
    async publish(keys) {
      for (const key of keys) {
        const target = resolveUnder(root, key);
        await mkdir(path.dirname(target), { recursive: true });
        const staged = resolveUnder(stagingRoot, key);
        await rename(staged, target);
        await removeAndPrune(stagingRoot, staged); // the staging folders it leaves empty
      }
    },
    urlFor: (key) => `/media/${key}`,
    remove: (key) => removeAndPrune(root, resolveUnder(root, key)),
    removePrefix: (prefix) => removeAndPrune(root, resolveUnder(root, prefix)),
    removeStaged: (prefix) => removeAndPrune(stagingRoot, resolveUnder(stagingRoot, prefix)),
    listOlderThan: (area, prefix, before) =>
      listOlderThan(area === 'public' ? root : stagingRoot, prefix, before),
    keyFromUrl(url) {
      return url.startsWith('/media/') ? url.slice('/media/'.length) : null;
    },
  };
}
