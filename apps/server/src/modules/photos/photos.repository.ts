import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client';
import { photos, type PhotoRow } from '#src/db/schema/index';

/** The only SQL on photos. Public reads use the (hidden, created_at) index. */
export function createPhotosRepository(db: Database) {
  return {
    /**
     * Inserts the row and runs `publish` in the same transaction: the row is committed only
     * once its files are public, and a failed publish rolls the row back.
     */
    async insertThen(values: typeof photos.$inferInsert, publish: () => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(photos).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        await publish();
        return row;
      });
    },
    /**
     * Updates the row and runs `publish` in the same transaction (a replaced image: its new
     * files are public before the row points at them). Null when there is no such row.
     */
    async updateThen(
      id: string,
      values: PgUpdateSetSource<typeof photos>,
      publish: () => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(photos)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(photos.id, id))
          .returning();
        if (!row) return null;
        await publish();
        return row;
      });
    },
    /**
     * The row turned (its rotation, size and derivatives), if nobody turned or replaced it
     * since it was read (`rotation` and `originalKey` still as read); `publish` runs in the
     * transaction. Null when the row is gone or changed meanwhile.
     */
    async turnThen(
      before: Pick<PhotoRow, 'id' | 'rotation' | 'originalKey'>,
      values: PgUpdateSetSource<typeof photos>,
      publish: () => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(photos)
          .set({ ...values, updatedAt: new Date() })
          .where(
            and(
              eq(photos.id, before.id),
              eq(photos.rotation, before.rotation),
              eq(photos.originalKey, before.originalKey),
            ),
          )
          .returning();
        if (!row) return null;
        await publish();
        return row;
      });
    },
    /** Which of these ids have a row (the sweep keeps their files). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: photos.id }).from(photos).where(inArray(photos.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    /** The titles of these photos, hidden ones too (an order names what it bought). */
    async titlesOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: photos.id, title: photos.title })
        .from(photos)
        .where(inArray(photos.id, ids));
      return new Map(rows.map((r) => [r.id, r.title]));
    },
    /** The titles and derivatives of these photos, hidden ones too (an order's email). */
    async picturesOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: photos.id, title: photos.title, derivatives: photos.derivatives })
        .from(photos)
        .where(inArray(photos.id, ids));
    },
    async listPublic(limit: number): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photos)
        .where(eq(photos.hidden, false))
        .orderBy(desc(photos.createdAt))
        .limit(limit);
    },
    /** Every visible photo's id and last change, newest first (the sitemap). */
    async listPublicIds(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: photos.id, updatedAt: photos.updatedAt })
        .from(photos)
        .where(eq(photos.hidden, false))
        .orderBy(desc(photos.createdAt));
    },
    async findPublic(id: string) {
      const [row] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.id, id), eq(photos.hidden, false)));
      return row ?? null;
    },
    async listAll(): Promise<PhotoRow[]> {
      return db.select().from(photos).orderBy(desc(photos.createdAt));
    },
    async findById(id: string) {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row ?? null;
    },
    async update(id: string, values: PgUpdateSetSource<typeof photos>) {
      const [row] = await db
        .update(photos)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(photos.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      await db.delete(photos).where(eq(photos.id, id));
    },
    async count() {
      return (await db.select({ n: count() }).from(photos))[0]?.n ?? 0;
    },
    /** Changes whenever any photo changes: the validator behind the public ETags. */
    async version() {
      const [row] = await db.select({ latest: max(photos.updatedAt), n: count() }).from(photos);
      return `${row?.latest?.toISOString() ?? 'none'}:${row?.n ?? 0}`;
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
