import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '#src/lib/media-storage';
import { ownerIdUnder, STALE_AFTER_MS } from '#src/lib/file-sweep';
import type { OriginalStorage } from '#src/lib/original-storage';
import type { PhotosRepository } from './photos.repository';

/** The photo id of a key `photos/<id>/…`, or null for a key that is not a photo's. */
const photoIdOf = ownerIdUnder('photos');

export interface SweepDeps {
  media: MediaStorage;
  originals: OriginalStorage;
  repository: PhotosRepository;
  /** Where uploads are streamed (`DATA_DIR/tmp`). */
  tmpDir: string;
}

/**
 * Removes what a crash (kill -9, power loss) leaves behind, once it is stale: temporary
 * uploads, staged derivatives, and public derivatives or originals of photos with no row.
 * Files of a photo whose row exists are never touched.
 */
export async function sweepPhotoFiles(deps: SweepDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  let removed = 0;

  for (const name of await readdir(deps.tmpDir).catch(() => [] as string[])) {
    if (!name.endsWith('.upload')) continue;
    const file = path.join(deps.tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) {
      await rm(file, { force: true });
      removed++;
    }
  }

  for (const key of await deps.media.listOlderThan('staged', 'photos/', before)) {
    await deps.media.removeStaged(key);
    removed++;
  }

  const media = await deps.media.listOlderThan('public', 'photos/', before);
  const originals = await deps.originals.listOlderThan('photos/', before);
  const ids = [...new Set([...media, ...originals].map(photoIdOf))].filter((id) => id !== null);
  const kept = await deps.repository.existingIds(ids);
  const orphan = (key: string) => {
    const id = photoIdOf(key);
    return id !== null && !kept.has(id);
  };
  for (const key of media.filter(orphan)) {
    await deps.media.remove(key);
    removed++;
  }
  for (const key of originals.filter(orphan)) {
    await deps.originals.remove(key);
    removed++;
  }
  return removed;
}
