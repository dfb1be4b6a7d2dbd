import { readdir, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Resolves a storage key under a root folder, refusing anything that escapes it. */
export function resolveUnder(root: string, key: string): string {
  const full = path.resolve(root, key);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key ${key}`);
  return full;
}

/** Removes a file, then every parent folder it leaves empty, up to (not including) root. */
export async function removeAndPrune(root: string, full: string): Promise<void> {
  await rm(full, { recursive: true, force: true });
  const top = path.resolve(root);
  for (let dir = path.dirname(full); dir.startsWith(top + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (or already gone): its parents are not empty either
    }
  }
}

/** Keys (relative to root, with /) of the files under a prefix last written before a date. */
export async function listOlderThan(root: string, prefix: string, before: Date) {
  const base = resolveUnder(root, prefix);
  const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full).catch(() => null);
    if (info && info.mtime < before) keys.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return keys;
}
