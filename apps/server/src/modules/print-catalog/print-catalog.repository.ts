import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '#src/db/client';
import {
  catalogProducts,
  photoVariants,
  type CatalogProductRow,
  type PhotoVariantRow,
} from '#src/db/schema/index';

export type CatalogProductWithUse = CatalogProductRow & { variantCount: number };
export interface VariantWithProduct {
  variant: PhotoVariantRow;
  product: CatalogProductRow;
}

/** The only SQL on catalog_products and photo_variants. */
export function createPrintCatalogRepository(db: Database) {
  // Correlated count on photo_variants_product_idx: how many variants use each product.
  // Written out: drizzle leaves columns unqualified here, and both tables have an id.
  const variantCount =
    sql<number>`(select count(*)::int from photo_variants v where v.catalog_product_id = catalog_products.id)`.mapWith(
      Number,
    );

  async function productsWithUse(where?: SQL): Promise<CatalogProductWithUse[]> {
    const rows = await db
      .select({ product: catalogProducts, variantCount })
      .from(catalogProducts)
      .where(where)
      .orderBy(asc(catalogProducts.sku));
    return rows.map((row) => ({ ...row.product, variantCount: row.variantCount }));
  }

  return {
    listProducts: (): Promise<CatalogProductWithUse[]> => productsWithUse(),
    async findProduct(id: string): Promise<CatalogProductWithUse | null> {
      return (await productsWithUse(eq(catalogProducts.id, id)))[0] ?? null;
    },
    /** Null when the SKU is taken. */
    async insertProduct(values: typeof catalogProducts.$inferInsert) {
      const [row] = await db
        .insert(catalogProducts)
        .values(values)
        .onConflictDoNothing({ target: catalogProducts.sku })
        .returning();
      return row ?? null;
    },
    /** Null when there is no such product; throws a unique violation when the SKU is taken. */
    async updateProduct(id: string, values: PgUpdateSetSource<typeof catalogProducts>) {
      const [row] = await db
        .update(catalogProducts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(catalogProducts.id, id))
        .returning();
      return row ?? null;
    },
    /**
     * Deletes the product unless a variant uses it: 'deleted', 'missing' or 'in_use'. The
     * foreign key (restrict) refuses a variant added meanwhile; the caller maps that too.
     */
    async deleteProduct(id: string): Promise<'deleted' | 'missing' | 'in_use'> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .select({ n: count() })
          .from(photoVariants)
          .where(eq(photoVariants.catalogProductId, id));
        if ((used?.n ?? 0) > 0) return 'in_use';
        const deleted = await tx
          .delete(catalogProducts)
          .where(eq(catalogProducts.id, id))
          .returning({ id: catalogProducts.id });
        return deleted.length > 0 ? 'deleted' : 'missing';
      });
    },

    async listVariants(photoId: string, options: { activeOnly?: boolean } = {}) {
      return db
        .select({ variant: photoVariants, product: catalogProducts })
        .from(photoVariants)
        .innerJoin(catalogProducts, eq(catalogProducts.id, photoVariants.catalogProductId))
        .where(
          options.activeOnly
            ? and(eq(photoVariants.photoId, photoId), eq(photoVariants.isActive, true))
            : eq(photoVariants.photoId, photoId),
        )
        .orderBy(asc(photoVariants.createdAt), asc(photoVariants.id));
    },
    async findVariant(photoId: string, variantId: string): Promise<VariantWithProduct | null> {
      const [row] = await db
        .select({ variant: photoVariants, product: catalogProducts })
        .from(photoVariants)
        .innerJoin(catalogProducts, eq(catalogProducts.id, photoVariants.catalogProductId))
        .where(and(eq(photoVariants.id, variantId), eq(photoVariants.photoId, photoId)));
      return row ?? null;
    },
    async insertVariant(values: typeof photoVariants.$inferInsert) {
      const [row] = await db.insert(photoVariants).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /**
     * Updates the variant and runs `publish` in the same transaction: its new public files
     * are published before the row points at them, and a failed publish rolls it back.
     */
    async updateVariantThen(
      photoId: string,
      variantId: string,
      values: PgUpdateSetSource<typeof photoVariants>,
      publish: () => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(photoVariants)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(photoVariants.id, variantId), eq(photoVariants.photoId, photoId)))
          .returning();
        if (!row) return null;
        await publish();
        return row;
      });
    },
    /** Which of these ids have a row (the print files sweep keeps their files). */
    async existingVariantIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: photoVariants.id })
        .from(photoVariants)
        .where(inArray(photoVariants.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async deleteVariant(photoId: string, variantId: string) {
      const [row] = await db
        .delete(photoVariants)
        .where(and(eq(photoVariants.id, variantId), eq(photoVariants.photoId, photoId)))
        .returning();
      return row ?? null;
    },
  };
}

export type PrintCatalogRepository = ReturnType<typeof createPrintCatalogRepository>;
