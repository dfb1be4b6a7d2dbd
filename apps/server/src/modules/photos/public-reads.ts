import { z } from 'zod';
import { publicPhotoSchema } from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { createBodyCache, toCachedBody } from './body-cache';
import type { PhotosService } from './photos.service';

/** The channel every photo write is announced on (PostgreSQL NOTIFY across processes). */
export const PHOTOS_CHANGED = 'photos_changed';

const publicList = z.array(publicPhotoSchema);

/**
 * The public gallery and photo answers, serialized once per write: the photos change only
 * when the admin edits, so a read is a map lookup, with no query and no serialization. The
 * contract's schemas check each body once, when it is made.
 */
export function createPublicReads(photos: PhotosService) {
  const cache = createBodyCache();
  return {
    async list(limit: number) {
      const cached = await cache.get(`list:${limit}`, async () =>
        toCachedBody(publicList.parse(await photos.listPublic(limit))),
      );
      if (!cached) throw new Error('a list is never null');
      return cached;
    },
    /** null: no such public photo. */
    photo: (id: string) =>
      cache.get(`photo:${id}`, async () => {
        try {
          return toCachedBody(publicPhotoSchema.parse(await photos.getPublic(id)));
        } catch (err) {
          if (err instanceof AppError && err.code === 'not_found') return null;
          throw err;
        }
      }),
    clear: () => cache.clear(),
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
