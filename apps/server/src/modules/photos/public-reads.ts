import { z } from 'zod';
import {
  galleryPageSchema,
  galleryTagsSchema,
  publicPhotoPageSchema,
  publicPhotoSchema,
} from '@shop/contracts';
import { createBodyCache, toCachedBody, type CachedBody } from './body-cache';
import type { GalleryService } from './photos-gallery.service';
import type { PhotosService } from './photos.service';

/** The channel every photo write is announced on (PostgreSQL NOTIFY across processes). */
export const PHOTOS_CHANGED = 'photos_changed';

const publicList = z.array(publicPhotoSchema);

/**
 * The public gallery and photo answers, serialized once per write: the photos change only
 * when the admin edits (order and featured flag included), so a read is a map lookup, with
 * no query and no serialization. The contract's schemas check each body once, when it is made.
 */
export function createPublicReads(photos: PhotosService, gallery: GalleryService) {
  const cache = createBodyCache();
  return {
    async list(limit: number) {
      const cached = await cache.get(`list:${limit}`, async () =>
        toCachedBody(publicList.parse(await photos.listPublic(limit))),
      );
      if (!cached) throw new Error('a list is never null');
      return cached;
    },
    /**
     * A gallery page. Only first pages are kept (one per tag that has photos): later pages
     * are keyset reads on the index, and keeping every cursor anyone sends would let a
     * stranger fill the memory.
     */
    async gallery(query: { cursor?: string; limit: number; tag?: string }) {
      const load = async () => toCachedBody(galleryPageSchema.parse(await gallery.page(query)));
      if (query.cursor) return load();
      const key = `gallery:${query.limit}:${query.tag ?? ''}`;
      let empty: CachedBody | null = null;
      const cached = await cache.get(key, async () => {
        const body = await load();
        // An unknown tag answers an empty page, never stored.
        if (query.tag && body.body.toString().startsWith('{"items":[]')) empty = body;
        return empty ? null : body;
      });
      return cached ?? empty ?? load();
    },
    async tags() {
      const cached = await cache.get('tags', async () =>
        toCachedBody(galleryTagsSchema.parse(await gallery.tags())),
      );
      if (!cached) throw new Error('tags are never null');
      return cached;
    },
    /** The photo with its neighbours in gallery order; null: no such public photo. */
    photo: (id: string) =>
      cache.get(`photo:${id}`, async () => {
        const page = await gallery.photoPage(id);
        return page ? toCachedBody(publicPhotoPageSchema.parse(page)) : null;
      }),
    clear: () => cache.clear(),
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;
