import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Public media (served under /media with immutable caching, so keys carry a content hash).
 * Local disk now; an S3-compatible bucket can implement the same three calls.
 */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  /** Removes every file under a folder-like prefix (a photo's derivatives). */
  removePrefix(prefix: string): Promise<void>;
  /** The public URL of a key (local /media path, or the bucket's public URL). */
  urlFor(key: string): string;
  /** The key of a public URL this storage made, or null for anything else. */
  keyFromUrl(url: string): string | null;
}

export function createLocalMediaStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad media key ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, body);
      return `/media/${key}`;
    },
    urlFor: (key) => `/media/${key}`,
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    keyFromUrl(url) {
      return url.startsWith('/media/') ? url.slice('/media/'.length) : null;
    },
  };
}
