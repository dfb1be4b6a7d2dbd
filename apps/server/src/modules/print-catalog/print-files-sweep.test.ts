import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariant, CatalogProduct } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { multipart } from '#test/multipart';
import { jpegOf, uploadPhoto } from '#test/photos';
import { writeStaleFiles } from '#test/stale-files';
import { setupTestApp } from '#test/test-app';
import { createPrintCatalogRepository } from './print-catalog.repository';
import { sweepPrintFiles } from './print-files-sweep';

const crashedId = randomUUID();
const crashFiles = [
  `pending/print/${crashedId}/previews/${randomUUID()}/480-0123456789ab.jpg`,
  `media/print/${crashedId}/mockups/${randomUUID()}/480-0123456789ab.jpg`,
  `originals/print/${crashedId}/assets/${randomUUID()}.jpg`,
];

const ctx = setupTestApp(
  {},
  {
    beforeBoot: (dataDir) => writeStaleFiles(dataDir, crashFiles),
  },
);
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});
const exists = (key: string) => existsSync(path.join(ctx.dataDir, key));

describe('print files sweep', () => {
  it('boot removes what a crash left under print/ for variants with no row', () => {
    for (const key of crashFiles) expect(exists(key), key).toBe(false);
  });

  it("removes a deleted photo's variant files once stale, and keeps a live variant's", async () => {
    const product = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/prodigi/catalog',
        headers: bearer(admin),
        payload: { sku: 'SWEEP-1', name: 'Barrido' },
      })
    ).json<CatalogProduct>();
    const withAsset = async () => {
      const photoId = (await uploadPhoto(ctx.app, admin)).json<{ _id: string }>()._id;
      const variant = (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/prodigi/admin/photos/${photoId}/variants`,
          headers: bearer(admin),
          payload: { catalogProductId: product._id },
        })
      ).json<AdminVariant>();
      const form = multipart([
        { name: 'asset', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegOf() },
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/prodigi/admin/photos/${photoId}/variants/${variant.id}/asset`,
        headers: { ...bearer(admin), ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      return { photoId, variant: res.json<AdminVariant>() };
    };
    const gone = await withAsset();
    const live = await withAsset();
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${gone.photoId}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    const printFile = (v: AdminVariant) =>
      `originals/print/${v.id}/assets/${v.assetDetails?.assetId ?? ''}.jpg`;
    expect(exists(printFile(gone.variant))).toBe(true);

    const repository = createPrintCatalogRepository(ctx.app.database.db);
    const deps = {
      media: ctx.app.storage.media,
      originals: ctx.app.storage.originals,
      existingVariantIds: (ids: string[]) => repository.existingVariantIds(ids),
    };
    // Fresh files are kept (an upload in flight in another process looks the same).
    expect(await sweepPrintFiles(deps)).toBe(0);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await sweepPrintFiles(deps, later)).toBeGreaterThan(0);
    expect(exists(printFile(gone.variant))).toBe(false);
    expect(exists(`media/print/${gone.variant.id}`)).toBe(false);
    expect(exists(printFile(live.variant))).toBe(true);
    expect(exists(`media/print/${live.variant.id}`)).toBe(true);
  }, 60_000);
});
