import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  photoMessages as msg,
  type AdminPhoto,
  type AdminVariant,
  type CatalogProduct,
  type ImageWork,
  type PublicPhoto,
} from '@shop/contracts';
import { clearDecodedHeics } from '#src/modules/photos/decoded-heic-cache';
import { PHOTOS_CHANGED } from '#src/modules/photos/public-reads';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { multipart } from '#test/multipart';
import { HEIC_FIXTURE, uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

/** 600 × 400: a red top-left quarter on blue. */
async function markedJpeg() {
  const red = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

const near = (got: number[], want: number[]) =>
  got.every((value, i) => Math.abs(value - (want[i] ?? 0)) < 40);

const mediaPath = (url: string) => path.join(ctx.dataDir, 'media', url.replace(/^\/media\//, ''));

/** The colour at (x, y) as a fraction of the image's size. */
async function colourAt(file: string, fx: number, fy: number) {
  const image = sharp(file);
  const { width, height } = await image.metadata();
  const { data, info } = await image
    .extract({ left: Math.floor(width * fx), top: Math.floor(height * fy), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, info.channels)];
}

function turn(id: string, direction: string, query = '', token = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/photos/${id}/turn${query}`,
    headers: bearer(token),
    payload: { direction },
  });
}

describe('POST /api/photos/{id}/turn', () => {
  it('turns right: size swapped, every rendition made again turned, caches cleared', async () => {
    const photo = (
      await uploadPhoto(ctx.app, admin, { title: 'De lado' }, await markedJpeg())
    ).json<AdminPhoto>();
    const publicUrl = `/api/photos/public/${photo._id}`;
    expect((await ctx.app.inject({ method: 'GET', url: publicUrl })).json()).toMatchObject({
      width: 600,
      height: 400,
    });
    let notified = 0;
    await ctx.app.changes.subscribe(PHOTOS_CHANGED, () => {
      notified += 1;
    });

    const res = await turn(photo._id, 'right');
    expect(res.statusCode).toBe(200);
    const turned = res.json<AdminPhoto>();
    expect(turned).toMatchObject({ _id: photo._id, title: 'De lado', width: 400, height: 600 });
    expect(turned.images.jpeg.map((i) => [i.width])).toEqual([[400]]);
    expect(turned.placeholder).not.toBe(photo.placeholder);
    const oldUrls = new Set(photo.images.jpeg.map((i) => i.url));
    expect(turned.images.jpeg.some((i) => oldUrls.has(i.url))).toBe(false);
    for (const old of oldUrls) expect(existsSync(mediaPath(old))).toBe(false);
    // Clockwise: the red top-left quarter is now top-right.
    const file = mediaPath(turned.imagePath);
    expect(await sharp(file).metadata()).toMatchObject({ width: 400, height: 600 });
    expect(near(await colourAt(file, 0.75, 0.25), [255, 0, 0])).toBe(true);
    expect(near(await colourAt(file, 0.25, 0.25), [0, 0, 255])).toBe(true);
    // Announced, and the public read answers the turned photo at once.
    expect(notified).toBeGreaterThan(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: publicUrl })).json<PublicPhoto>(),
    ).toMatchObject({ width: 400, height: 600, imagePath: turned.imagePath });

    // Two turns left: a quarter to the left of the original (red bottom-left).
    expect((await turn(photo._id, 'left')).json<AdminPhoto>()).toMatchObject({ width: 600 });
    const left = (await turn(photo._id, 'left')).json<AdminPhoto>();
    expect(left).toMatchObject({ width: 400, height: 600 });
    expect(near(await colourAt(mediaPath(left.imagePath), 0.25, 0.75), [255, 0, 0])).toBe(true);
  });

  it("turns a HEIC from its original, after libheif's own orientation", async () => {
    const form = multipart([
      { name: 'title', value: 'iPhone' },
      {
        name: 'image',
        filename: 'IMG_0001.HEIC',
        contentType: 'image/heic',
        data: await readFile(HEIC_FIXTURE),
      },
    ]);
    const photo = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { ...bearer(admin), ...form.headers },
        payload: form.payload,
      })
    ).json<AdminPhoto>();
    expect(photo).toMatchObject({ width: 320, height: 240 });
    const turned = (await turn(photo._id, 'right')).json<AdminPhoto>();
    expect(turned).toMatchObject({ width: 240, height: 320 });
    // The fixture's orange quarter (top-left, #f2a65a) goes top-right.
    const file = mediaPath(turned.imagePath);
    expect(near(await colourAt(file, 0.8, 0.2), [0xf2, 0xa6, 0x5a])).toBe(true);
    expect(near(await colourAt(file, 0.2, 0.2), [0x1d, 0x4d, 0x63])).toBe(true);
  });

  it('reports its stages under ?work= while it runs, then done', async () => {
    const photo = (
      await uploadPhoto(ctx.app, admin, { title: 'Etapas' }, await markedJpeg())
    ).json<AdminPhoto>();
    const work = '5d7c2a52-3a8e-4f37-9d2c-3f0f6e2b9a11';
    const read = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/photos/work/${work}`,
          headers: bearer(admin),
        })
      ).json<ImageWork>();
    expect(await read()).toEqual({ stage: 'waiting', percent: 0 });
    const state = { finished: false };
    const request = turn(photo._id, 'right', `?work=${work}`).then((res) => {
      state.finished = true;
      return res;
    });
    // Asked again as soon as each answer arrives, until the turn answers.
    const seen: ImageWork[] = [];
    while (!state.finished) {
      seen.push(await read());
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await request).statusCode).toBe(200);
    expect(seen.map((w) => w.stage)).toContain('resizing');
    const percents = seen.map((w) => w.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await read()).toEqual({ stage: 'done', percent: 100 });
  });

  it('refuses a bad direction, an unknown photo and a visitor, with stable codes', async () => {
    const photo = (await uploadPhoto(ctx.app, admin)).json<AdminPhoto>();
    expect((await turn(photo._id, 'up')).statusCode).toBe(400);
    const missing = await turn('00000000-0000-4000-8000-000000000000', 'left');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found', message: msg.notFound });
    const visitor = (await signUp(ctx.app)).accessToken;
    expect((await turn(photo._id, 'left', '', visitor)).statusCode).toBe(403);
  });
});

describe("a turned photo's print files", () => {
  it('are rendered again from the original: same part of the picture, sides swapped', async () => {
    const product = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/prodigi/catalog',
        headers: bearer(admin),
        payload: {
          sku: 'GLOBAL-FAP-8X12',
          name: 'Lámina 8×12',
          printAreaPixels: { width: 400, height: 600 },
        },
      })
    ).json<CatalogProduct>();
    const photo = (
      await uploadPhoto(ctx.app, admin, { title: 'Lámina' }, await markedJpeg())
    ).json<AdminPhoto>();
    const variantsUrl = `/api/prodigi/admin/photos/${photo._id}/variants`;
    const variant = (
      await ctx.app.inject({
        method: 'POST',
        url: variantsUrl,
        headers: bearer(admin),
        payload: { catalogProductId: product._id },
      })
    ).json<AdminVariant>();
    // The red quarter, 300 × 200, as a 300 × 200 print file.
    const form = multipart(
      Object.entries({
        cropX: '0',
        cropY: '0',
        cropWidth: '300',
        cropHeight: '200',
        rotation: '0',
        outputWidth: '300',
        outputHeight: '200',
      }).map(([name, value]) => ({ name, value })),
    );
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `${variantsUrl}/${variant.id}/asset`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode).toBe(200);
    const before = saved.json<AdminVariant>().assetDetails;

    expect((await turn(photo._id, 'right')).statusCode).toBe(200);
    const [after] = (
      await ctx.app.inject({ method: 'GET', url: variantsUrl, headers: bearer(admin) })
    ).json<AdminVariant[]>();
    expect(after?.original).toEqual({ width: 400, height: 600 });
    expect(after?.assetDetails).toMatchObject({
      width: 200,
      height: 300,
      source: 'original',
      // The red quarter, now at the top right of the turned photo.
      crop: { x: 200, y: 0, width: 200, height: 300, rotation: 0 },
    });
    expect(after?.assetDetails?.assetId).not.toBe(before?.assetId);
    const printFile = path.join(
      ctx.dataDir,
      'originals',
      'print',
      variant.id,
      'assets',
      `${after?.assetDetails?.assetId}.jpg`,
    );
    expect(await sharp(printFile).metadata()).toMatchObject({ width: 200, height: 300 });
    expect(near(await colourAt(printFile, 0.5, 0.5), [255, 0, 0])).toBe(true);
    const oldPrintFile = path.join(path.dirname(printFile), `${before?.assetId}.jpg`);
    expect(existsSync(oldPrintFile)).toBe(false);
  });
});

describe('image work of an upload', () => {
  const readWork = async (id: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/photos/work/${id}`, headers: bearer(admin) })
    ).json<ImageWork>();

  /** Sends the HEIC fixture to `url` under `work`, reading the stages until it answers. */
  async function sendFollowing(url: string, work: string) {
    const form = multipart([
      { name: 'title', value: 'iPhone' },
      {
        name: 'image',
        filename: 'IMG_0002.HEIC',
        contentType: 'image/heic',
        data: await readFile(HEIC_FIXTURE),
      },
    ]);
    const state: { answer: { statusCode: number } | null } = { answer: null };
    const request = ctx.app
      .inject({
        method: 'POST',
        url: `${url}?work=${work}`,
        headers: { ...bearer(admin), ...form.headers },
        payload: form.payload,
      })
      .then((res) => (state.answer = res));
    const seen: ImageWork[] = [];
    while (!state.answer) {
      seen.push(await readWork(work));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { status: (await request).statusCode, seen };
  }

  it('decodes a HEIC once: reported when cold, not after its preview', async () => {
    clearDecodedHeics();
    const cold = await sendFollowing('/api/photos', '0b0e8e44-6f57-4d0c-9a39-2c7cf5d2f001');
    expect(cold.status).toBe(201);
    const stages = cold.seen.map((w) => w.stage);
    expect(stages).toContain('decoding');
    expect(stages).toContain('resizing');
    const percents = cold.seen.map((w) => w.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await readWork('0b0e8e44-6f57-4d0c-9a39-2c7cf5d2f001')).toEqual({
      stage: 'done',
      percent: 100,
    });

    // The admin form's preview of the same file leaves its pixels for the upload.
    clearDecodedHeics();
    const form = multipart([
      {
        name: 'image',
        filename: 'a.heic',
        contentType: 'image/heic',
        data: await readFile(HEIC_FIXTURE),
      },
    ]);
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos/preview',
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(preview.statusCode).toBe(200);
    const warm = await sendFollowing('/api/photos', '0b0e8e44-6f57-4d0c-9a39-2c7cf5d2f002');
    expect(warm.status).toBe(201);
    expect(warm.seen.map((w) => w.stage)).not.toContain('decoding');
    expect(warm.seen.map((w) => w.stage)).toContain('resizing');
  });
});
