import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { siteContent, siteImages, type StoredDerivative } from '#src/db/schema/index';

export interface StoredSection {
  section: string;
  value: unknown;
  version: number;
  updatedAt: Date;
}

/** The only SQL on site_content and site_images. */
export function createSiteRepository(db: Database) {
  return {
    async listSections(): Promise<StoredSection[]> {
      return db
        .select({
          section: siteContent.section,
          value: siteContent.value,
          version: siteContent.version,
          updatedAt: siteContent.updatedAt,
        })
        .from(siteContent);
    },
    async findSection(section: string): Promise<StoredSection | null> {
      const [row] = await db
        .select({
          section: siteContent.section,
          value: siteContent.value,
          version: siteContent.version,
          updatedAt: siteContent.updatedAt,
        })
        .from(siteContent)
        .where(eq(siteContent.section, section));
      return row ?? null;
    },
    /**
     * Saves a section read at `version` (0: never saved). False when someone saved it in
     * between: the insert meets the existing row, or the update finds another version.
     */
    async saveSection(
      section: string,
      value: unknown,
      version: number,
      userId: string,
    ): Promise<boolean> {
      if (version === 0) {
        const inserted = await db
          .insert(siteContent)
          .values({ section, value, version: 1, updatedBy: userId })
          .onConflictDoNothing()
          .returning({ section: siteContent.section });
        return inserted.length === 1;
      }
      const updated = await db
        .update(siteContent)
        .set({
          value,
          version: sql`${siteContent.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(and(eq(siteContent.section, section), eq(siteContent.version, version)))
        .returning({ section: siteContent.section });
      return updated.length === 1;
    },
    async findImages(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(siteImages)
        .where(inArray(siteImages.id, [...ids]));
    },
    /** Every file key the stored images point at (for the files sweep). */
    async imageKeys(): Promise<Set<string>> {
      const rows = await db.select({ derivatives: siteImages.derivatives }).from(siteImages);
      return new Set(rows.flatMap((row) => row.derivatives.map((d) => d.key)));
    },
    async listImages() {
      return db.select().from(siteImages).orderBy(siteImages.createdAt);
    },
    /** Inserts the image and runs `publish` in the same transaction (files before the row). */
    async insertImageThen(
      image: { width: number; height: number; derivatives: StoredDerivative[] },
      publish: () => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(siteImages).values(image).returning();
        if (!row) throw new Error('insert returned no row');
        await publish();
        return row;
      });
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
