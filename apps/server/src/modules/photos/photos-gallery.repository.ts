import { and, arrayContains, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { photos, type PhotoRow } from '#src/db/schema/index';

/**
 * Where a photo stands in gallery order (featured first, then position ascending with the
 * unplaced last, then newest, then id). `createdAt` is PostgreSQL's own text, microseconds
 * included: a JavaScript Date would round it and a page could repeat or skip a photo.
 */
export interface GalleryKey {
  featured: boolean;
  position: number | null;
  createdAt: string;
  id: string;
}

const createdAtText = sql<string>`${photos.createdAt}::text`;
const galleryOrder = [
  desc(photos.featured),
  sql`${photos.position} asc nulls last`,
  desc(photos.createdAt),
  asc(photos.id),
];
const reverseOrder = [
  asc(photos.featured),
  sql`${photos.position} desc nulls first`,
  asc(photos.createdAt),
  desc(photos.id),
];

/** Rows strictly after `key` in gallery order (or before it, `before`). */
function beyond(key: GalleryKey, before = false): SQL {
  const at = sql`${key.createdAt}::timestamptz`;
  const id = sql`${key.id}::uuid`;
  const tail = before
    ? sql`(${photos.createdAt} > ${at} or (${photos.createdAt} = ${at} and ${photos.id} < ${id}))`
    : sql`(${photos.createdAt} < ${at} or (${photos.createdAt} = ${at} and ${photos.id} > ${id}))`;
  const p = key.position;
  let samePlace: SQL;
  if (before) {
    samePlace =
      p === null
        ? sql`(${photos.position} is not null or (${photos.position} is null and ${tail}))`
        : sql`(${photos.position} < ${p} or (${photos.position} = ${p} and ${tail}))`;
  } else {
    samePlace =
      p === null
        ? sql`(${photos.position} is null and ${tail})`
        : sql`(${photos.position} > ${p} or ${photos.position} is null or (${photos.position} = ${p} and ${tail}))`;
  }
  const otherGroup = before
    ? sql`${photos.featured} > ${key.featured}`
    : sql`${photos.featured} < ${key.featured}`;
  return sql`(${otherGroup} or (${photos.featured} = ${key.featured} and ${samePlace}))`;
}

const visible = eq(photos.hidden, false);

/** The gallery's SQL: keyset pages and neighbours on photos_gallery_order_idx. */
export function createGalleryRepository(db: Database) {
  const neighbour = async (key: GalleryKey, before: boolean) => {
    const [row] = await db
      .select({ _id: photos.id, title: photos.title })
      .from(photos)
      .where(and(visible, beyond(key, before)))
      .orderBy(...(before ? reverseOrder : galleryOrder))
      .limit(1);
    return row ?? null;
  };

  return {
    /** Up to `limit` visible photos after `after`, with each one's key. */
    async page(options: { after: GalleryKey | null; limit: number; tag: string | null }) {
      const rows = await db
        .select({ row: photos, createdAtText })
        .from(photos)
        .where(
          and(
            visible,
            options.after ? beyond(options.after) : undefined,
            options.tag ? arrayContains(photos.tags, [options.tag]) : undefined,
          ),
        )
        .orderBy(...galleryOrder)
        .limit(options.limit);
      return rows.map(({ row, createdAtText: text }) => ({ row, key: keyOf(row, text) }));
    },
    /** A visible photo, its key and its neighbours. */
    async findWithNeighbours(id: string) {
      const [found] = await db
        .select({ row: photos, createdAtText })
        .from(photos)
        .where(and(eq(photos.id, id), visible));
      if (!found) return null;
      const key = keyOf(found.row, found.createdAtText);
      const [previous, next] = await Promise.all([neighbour(key, true), neighbour(key, false)]);
      return { row: found.row, neighbours: { previous, next } };
    },
    /** Tags of visible photos with how many use each, most used first. */
    async tags() {
      const each = db
        .select({ tag: sql<string>`unnest(${photos.tags})`.as('tag') })
        .from(photos)
        .where(visible)
        .as('each_tag');
      return db
        .select({ tag: each.tag, count: count() })
        .from(each)
        .groupBy(each.tag)
        .orderBy(desc(count()), asc(each.tag));
    },
    /** Every photo (hidden ones too), in gallery order: the admin's view of the order. */
    async order() {
      return db
        .select({ _id: photos.id, featured: photos.featured, position: photos.position })
        .from(photos)
        .orderBy(...galleryOrder);
    },
    /**
     * Places the photos at their index in `ids`; every other photo loses its place. Only the
     * rows whose place changes are written (and get a new updated_at, for the ETags).
     */
    async setOrder(ids: string[]) {
      const list = sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
      const place = sql`array_position(${list}, ${photos.id}) - 1`;
      await db
        .update(photos)
        .set({ position: sql`${place}`, updatedAt: new Date() })
        .where(sql`${photos.position} is distinct from ${place}`);
    },
  };
}

function keyOf(row: PhotoRow, createdAt: string): GalleryKey {
  return { featured: row.featured, position: row.position, createdAt, id: row.id };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
