import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteImage } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { multipart } from '#test/multipart';
import { jpegOf } from '#test/photos';
import { writeStaleFiles } from '#test/stale-files';
import { setupTestApp } from '#test/test-app';
import { sweepSiteImageFiles } from './site-images-sweep';
import { createSiteRepository } from './site.repository';

const crashFiles = [
  'pending/site/crashed1/480-0123456789ab.webp',
  'media/site/crashed2/960-0123456789ab.webp',
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

describe('site images files sweep', () => {
  it('boot removes what a crash left under site/ that no image row points at', () => {
    for (const key of crashFiles) expect(exists(key), key).toBe(false);
  });

  it("keeps a stored image's files however old, and removes a stale stray beside them", async () => {
    const form = multipart([
      { name: 'image', filename: 'retrato.jpg', contentType: 'image/jpeg', data: await jpegOf() },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/site-content/images',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<SiteImage>().images.webp.length).toBeGreaterThan(0);
    const repository = createSiteRepository(ctx.database.db);
    const storedKeys = [...(await repository.imageKeys())];
    expect(storedKeys.length).toBeGreaterThan(0);
    const stray = `${path.dirname(storedKeys[0] ?? '')}/stray-0123456789ab.webp`;
    await writeFile(path.join(ctx.dataDir, 'media', stray), Buffer.alloc(64, 2));

    // An hour from now every file is stale: only the stray goes.
    const removed = await sweepSiteImageFiles(
      { media: ctx.app.storage.media, keptKeys: () => repository.imageKeys() },
      new Date(Date.now() + 60 * 60_000),
    );
    expect(removed).toBe(1);
    expect(exists(`media/${stray}`)).toBe(false);
    for (const key of storedKeys) expect(exists(`media/${key}`), key).toBe(true);
  });
});
