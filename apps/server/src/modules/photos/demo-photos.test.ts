import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { photosServiceOf } from '#test/photos';
import { setupTestApp } from '#test/test-app';
import { seedDemoPhotos } from './demo-photos';

const ctx = setupTestApp();

describe('demo photos', () => {
  // The demo photos go through sharp and its encoders: CPU-bound, slow while other files run.
  it('fill an empty gallery once, through the real pipeline', async () => {
    const tmp = path.join(ctx.dataDir, 'tmp');
    const photos = photosServiceOf(ctx.app);
    expect(await seedDemoPhotos(photos, tmp)).toHaveLength(6);
    expect(await seedDemoPhotos(photos, tmp)).toEqual([]);
    const list = await photos.listPublic(9);
    expect(list).toHaveLength(6);
    // 1600 px demo originals: the standard widths up to 1440, then their own width.
    for (const photo of list) {
      expect(photo.images.avif.map((i) => i.width)).toEqual([480, 720, 960, 1440, 1600]);
    }
  }, 60_000);
});
