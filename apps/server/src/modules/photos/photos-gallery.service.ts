import { z } from 'zod';
import {
  galleryMessages as msg,
  photoMessages,
  type GalleryPage,
  type PublicPhotoPage,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import { invalidData, notFound } from '#src/lib/errors';
import type { MediaStorage } from '#src/lib/media-storage';
import { createGalleryRepository, type GalleryKey } from './photos-gallery.repository';
import { createPhotosRepository } from './photos.repository';
import { toPublicPhoto } from './photos.service';

/** PostgreSQL's text of a timestamptz, as the repository reads it. */
const timestampText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const cursorSchema = z.tuple([
  z.boolean(),
  z.number().int().nullable(),
  z.string().regex(timestampText),
  z.uuid(),
]);

/** The opaque cursor: the last photo's key, as base64url JSON. */
export function encodeCursor(key: GalleryKey): string {
  const tuple = [key.featured, key.position, key.createdAt, key.id];
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

/** The key in a cursor; a 400 in Spanish for anything this server did not make. */
export function decodeCursor(cursor: string): GalleryKey {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidData(msg.badCursor);
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw invalidData(msg.badCursor);
  const [featured, position, createdAt, id] = parsed.data;
  return { featured, position, createdAt, id };
}

/** The whole gallery (pages, tags, neighbours) and the admin's order of it. */
export function createGalleryService(deps: {
  db: Database;
  media: MediaStorage;
  onChange: () => Promise<void>;
}) {
  const gallery = createGalleryRepository(deps.db);
  const photos = createPhotosRepository(deps.db);
  const urlFor = (key: string) => deps.media.urlFor(key);

  return {
    async page(query: { cursor?: string; limit: number; tag?: string }): Promise<GalleryPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      // One more than asked: whether there is a next page, without a count.
      const rows = await gallery.page({ after, limit: query.limit + 1, tag: query.tag ?? null });
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        items: shown.map(({ row }) => toPublicPhoto(row, urlFor)),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last.key) : null,
      };
    },

    /** null: no such visible photo. */
    async photoPage(id: string): Promise<PublicPhotoPage | null> {
      const found = await gallery.findWithNeighbours(id);
      if (!found) return null;
      return { ...toPublicPhoto(found.row, urlFor), neighbours: found.neighbours };
    },

    tags: () => gallery.tags(),
    order: () => gallery.order(),

    async setOrder(ids: string[]) {
      if (new Set(ids).size !== ids.length) throw invalidData(msg.repeatedPhotos);
      const known = await photos.existingIds(ids);
      if (known.size !== ids.length) throw invalidData(msg.unknownPhotos);
      await gallery.setOrder(ids);
      await deps.onChange();
      return gallery.order();
    },

    async setFeatured(id: string, featured: boolean) {
      const row = await photos.update(id, { featured });
      if (!row) throw notFound(photoMessages.notFound);
      await deps.onChange();
      return { _id: row.id, featured: row.featured, position: row.position };
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
