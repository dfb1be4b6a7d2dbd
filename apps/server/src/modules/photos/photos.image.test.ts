import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoMessages as msg, type AdminPhoto } from '@shop/contracts';
import { photos } from '#src/db/schema/index';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { multipart } from '#test/multipart';
import { HEIC_FIXTURE, jpegOf, uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp({ PHOTO_MAX_BYTES: String(3_000_000) });
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

/** A multipart request with one `image` part to `url`. */
function sendImage(
  method: 'POST' | 'PUT',
  url: string,
  data: Buffer,
  token: string | null = admin,
) {
  const form = multipart([
    { name: 'image', filename: 'nueva.jpg', contentType: 'image/jpeg', data },
  ]);
  return ctx.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
}

const mediaFiles = (id: string) =>
  readdir(path.join(ctx.dataDir, 'media', 'photos', id)).catch(() => [] as string[]);
const tmpFiles = () => readdir(path.join(ctx.dataDir, 'tmp')).catch(() => [] as string[]);

describe('PUT /api/photos/{id}/image', () => {
  it('makes new derivatives, keeps id, texts and price, and removes the old files', async () => {
    const before = (
      await uploadPhoto(
        ctx.app,
        admin,
        { title: 'Faro', price: '39,90', tags: 'faro' },
        await jpegOf(600, 400),
      )
    ).json<AdminPhoto>();
    const [oldRow] = await ctx.database.db.select().from(photos).where(eq(photos.id, before._id));
    const oldFiles = await mediaFiles(before._id);
    // The public read is cached in the process: the replacement must clear it.
    const publicUrl = `/api/photos/public/${before._id}`;
    expect((await ctx.app.inject({ method: 'GET', url: publicUrl })).json()).toMatchObject({
      width: 600,
    });

    const res = await sendImage(
      'PUT',
      `/api/photos/${before._id}/image`,
      await jpegOf(1000, 1500, '#aa3311'),
    );
    expect(res.statusCode).toBe(200);
    const after = res.json<AdminPhoto>();
    expect(after).toMatchObject({
      _id: before._id,
      title: 'Faro',
      price: 39.9,
      tags: ['faro'],
      width: 1000,
      height: 1500,
    });
    expect(after.images.jpeg.map((i) => i.width)).toEqual([480, 720, 960, 1000]);
    const oldUrls = new Set(before.images.jpeg.map((i) => i.url));
    expect(after.images.jpeg.some((i) => oldUrls.has(i.url))).toBe(false);
    expect(after.placeholder).not.toBe(before.placeholder);
    const fresh = (await ctx.app.inject({ method: 'GET', url: publicUrl })).json<AdminPhoto>();
    expect(fresh).toMatchObject({ width: 1000, height: 1500, imagePath: after.imagePath });

    // Only the new files are left; the new original replaced the old one.
    const files = await mediaFiles(before._id);
    expect(files.some((f) => oldFiles.includes(f))).toBe(false);
    expect(files).toHaveLength(after.images.jpeg.length * 3);
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, before._id));
    expect(row?.originalKey).not.toBe(oldRow?.originalKey);
    expect(existsSync(path.join(ctx.dataDir, 'originals', row?.originalKey ?? ''))).toBe(true);
    expect(existsSync(path.join(ctx.dataDir, 'originals', oldRow?.originalKey ?? ''))).toBe(false);
    const served = await ctx.app.inject({ method: 'GET', url: after.imagePath });
    expect(served.statusCode).toBe(200);
    expect(await tmpFiles()).toEqual([]);
  });

  it('refuses a file that is not an image and keeps the photo as it was', async () => {
    const before = (await uploadPhoto(ctx.app, admin)).json<AdminPhoto>();
    const res = await sendImage(
      'PUT',
      `/api/photos/${before._id}/image`,
      Buffer.from('%PDF-1.4 hola'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'unsupported_media_type', message: msg.notAnImage });
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/photos', headers: bearer(admin) })
    ).json<AdminPhoto[]>();
    expect(list.find((p) => p._id === before._id)?.images).toEqual(before.images);
    expect(await mediaFiles(before._id)).toHaveLength(before.images.jpeg.length * 3);
  });

  it('answers 400 without an image, and 404 for an unknown photo', async () => {
    const before = (await uploadPhoto(ctx.app, admin)).json<AdminPhoto>();
    const form = multipart([{ name: 'title', value: 'X' }]);
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/photos/${before._id}/image`,
      headers: { ...bearer(admin), ...form.headers },
      payload: form.payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: msg.imageRequired });
    const unknown = await sendImage(
      'PUT',
      '/api/photos/0b6f3c1e-4a0e-4c52-9a7e-2f1d8a1b0c99/image',
      await jpegOf(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: msg.notFound });
  });

  it('is for admins only', async () => {
    const before = (await uploadPhoto(ctx.app, admin)).json<AdminPhoto>();
    const user = await signUp(ctx.app);
    const url = `/api/photos/${before._id}/image`;
    expect((await sendImage('PUT', url, await jpegOf(), null)).statusCode).toBe(401);
    expect((await sendImage('PUT', url, await jpegOf(), user.accessToken)).statusCode).toBe(403);
  });
});

describe('POST /api/photos/preview', () => {
  it('answers a small upright JPEG of a HEIC and stores nothing', async () => {
    const before = await readdir(path.join(ctx.dataDir, 'media', 'photos')).catch(() => []);
    const res = await sendImage('POST', '/api/photos/preview', await readFile(HEIC_FIXTURE));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(await readdir(path.join(ctx.dataDir, 'media', 'photos')).catch(() => [])).toEqual(
      before,
    );
    expect(await tmpFiles()).toEqual([]);
  });

  it('shrinks a large image to 480 px on its longer side', async () => {
    const tiff = await sharp({
      create: { width: 1200, height: 1600, channels: 3, background: '#225588' },
    })
      .tiff()
      .toBuffer();
    const res = await sendImage('POST', '/api/photos/preview', tiff);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 360, height: 480 });
  });

  it('refuses what is not an image, and is for admins only', async () => {
    const bad = await sendImage('POST', '/api/photos/preview', Buffer.from('no soy una imagen'));
    expect(bad.statusCode).toBe(415);
    const user = await signUp(ctx.app);
    const jpeg = await jpegOf();
    expect((await sendImage('POST', '/api/photos/preview', jpeg, null)).statusCode).toBe(401);
    expect(
      (await sendImage('POST', '/api/photos/preview', jpeg, user.accessToken)).statusCode,
    ).toBe(403);
  });
});
