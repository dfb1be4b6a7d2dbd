import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  moneyMessages,
  photoMessages as msg,
  type AdminPhoto,
  type PublicPhoto,
} from '@shop/contracts';
import { photos } from '#src/db/schema/index';
import { PHOTOS_CHANGED } from '#src/modules/photos/public-reads';
import { bearer, signUp, signUpAdmin } from '#test/accounts';
import { multipart, type Part } from '#test/multipart';
import { HEIC_FIXTURE } from '#test/photos';
import { setupTestApp } from '#test/test-app';

// Small limits so the limit tests need only small files.
const ctx = setupTestApp({
  PHOTO_MAX_BYTES: String(3_000_000),
  PHOTO_MAX_PIXELS: String(5_000_000),
});
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

async function photoJpeg(width: number, height: number, withGps = true) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4d63"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#ffd27a"/></svg>`;
  return sharp(Buffer.from(svg))
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS R5' },
      IFD2: { DateTimeOriginal: '2025:06:01 18:30:00', LensModel: 'RF24-70mm F2.8 L IS USM' },
      ...(withGps
        ? {
            IFD3: {
              GPSLatitudeRef: 'N',
              GPSLatitude: '40/1 25/1 0/1',
              GPSLongitudeRef: 'W',
              GPSLongitude: '3/1 42/1 0/1',
            },
          }
        : {}),
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function upload(
  fields: Record<string, string>,
  image: Buffer | null,
  token = admin,
  filename = 'foto.jpg',
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (image) parts.push({ name: 'image', filename, contentType: 'image/jpeg', data: image });
  const form = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

const mediaPath = (url: string) => path.join(ctx.dataDir, 'media', url.replace(/^\/media\//, ''));
const tmpFiles = async () => readdir(path.join(ctx.dataDir, 'tmp')).catch(() => [] as string[]);

describe('POST /api/photos', () => {
  it('stores the original privately and publishes AVIF, WebP and JPEG derivatives without metadata', async () => {
    const res = await upload(
      {
        title: ' Atardecer en Cádiz ',
        price: '45,50',
        tags: 'mar, atardecer ,mar',
        location: 'Cádiz',
        description: 'Luz de junio.',
      },
      await photoJpeg(2400, 1600),
    );
    expect(res.statusCode).toBe(201);
    const photo = res.json<AdminPhoto>();
    expect(photo).toMatchObject({
      title: 'Atardecer en Cádiz',
      price: 45.5,
      tags: ['mar', 'atardecer'],
      description: 'Luz de junio.',
      // EXIF filled what the admin left empty
      metadata: { camera: 'Canon EOS R5', location: 'Cádiz', shotAt: '2025-06-01' },
      lens: 'RF24-70mm F2.8 L IS USM',
      width: 2400,
      height: 1600,
      hidden: false,
    });
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(photo.images[format].map((i) => i.width)).toEqual([480, 720, 960, 1440, 2048]);
    }
    expect(photo.imagePath).toBe(photo.images.jpeg[3]?.url);
    expect(Buffer.from(photo.placeholder, 'base64').length).toBeGreaterThan(10);

    const avif = await sharp(mediaPath(photo.images.avif[0]?.url ?? '')).metadata();
    expect(avif).toMatchObject({ format: 'heif', width: 480 });
    for (const image of [photo.images.jpeg[3], photo.images.webp[1]]) {
      const meta = await sharp(mediaPath(image?.url ?? '')).metadata();
      expect(meta.exif).toBeUndefined(); // no GPS, no camera data in public files
    }
    const served = await ctx.app.inject({ method: 'GET', url: photo.imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo._id));
    expect(row?.originalKey).toMatch(/original\.jpg$/);
    expect(existsSync(path.join(ctx.dataDir, 'originals', row?.originalKey ?? ''))).toBe(true);
    const viaMedia = await ctx.app.inject({
      method: 'GET',
      url: `/media/${row?.originalKey ?? ''}`,
    });
    expect(viaMedia.statusCode).toBe(404);
    expect(await tmpFiles()).toEqual([]);
  });

  it('keeps what the admin typed over the EXIF', async () => {
    const res = await upload(
      { title: 'Retrato', camera: 'Leica Q2', lens: 'Summilux 28 mm', shotAt: '2024-12-24' },
      await photoJpeg(800, 1000, false),
    );
    expect(res.json<AdminPhoto>().metadata).toMatchObject({
      camera: 'Leica Q2',
      lens: 'Summilux 28 mm',
      shotAt: '2024-12-24',
    });
    expect(res.json<AdminPhoto>().lens).toBe('Summilux 28 mm');
  });

  it('makes a derivative at the width of an original narrower than the largest size', async () => {
    const photo = (
      await upload({ title: 'Mediana' }, await photoJpeg(800, 600))
    ).json<AdminPhoto>();
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(photo.images[format].map((i) => i.width)).toEqual([480, 720, 800]);
    }
    // Shown at its own pixels, not the 480 px one enlarged.
    expect(photo.imagePath).toBe(photo.images.jpeg[2]?.url);
    const meta = await sharp(mediaPath(photo.imagePath)).metadata();
    expect(meta).toMatchObject({ width: 800, height: 600 });
  });

  it('accepts an iPhone HEIC by its content, with its EXIF, without rotating it twice', async () => {
    const heic = await readFile(HEIC_FIXTURE);
    const res = await upload({ title: 'Desde el móvil' }, heic, admin, 'IMG_0001.jpg');
    expect(res.statusCode).toBe(201);
    const photo = res.json<AdminPhoto>();
    expect(photo).toMatchObject({
      width: 320,
      height: 240,
      metadata: { camera: 'Apple iPhone 13 mini', shotAt: '2024-07-15' },
      lens: 'iPhone 13 mini back dual wide camera 5.1mm f/1.6',
    });
    expect(photo.images.jpeg.map((i) => i.width)).toEqual([320]);
    const { data, info } = await sharp(mediaPath(photo.imagePath))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 240]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3),
    ];
    // The orange quarter stays top-left; the blue background bottom-left.
    const near = (got: number[], want: number[]) =>
      got.every((value, i) => Math.abs(value - (want[i] ?? 0)) < 24);
    expect(near(pixel(40, 30), [0xf2, 0xa6, 0x5a])).toBe(true);
    expect(near(pixel(40, 210), [0x1d, 0x4d, 0x63])).toBe(true);

    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo._id));
    expect(row).toMatchObject({ originalFormat: 'heic' });
    expect(row?.originalKey).toMatch(/original\.heic$/);
  });

  it('never makes a derivative wider than the original', async () => {
    const res = await upload({ title: 'Pequeña' }, await photoJpeg(300, 200));
    const photo = res.json<AdminPhoto>();
    expect(photo.images.jpeg.map((i) => i.width)).toEqual([300]);
    expect(photo.imagePath).toBe(photo.images.jpeg[0]?.url);
  });

  it.each([
    ['no title', { price: '10' }, msg.titleRequired],
    ['a negative price', { title: 'X', price: '-3' }, moneyMessages.negative],
    ['an ambiguous price', { title: 'X', price: '1.234,56' }, moneyMessages.thousands],
    ['a bad date', { title: 'X', shotAt: '01/06/2025' }, msg.badShotAt],
    [
      'raw GPS as the location',
      { title: 'X', location: '40.417, -3.700' },
      msg.locationIsCoordinates,
    ],
  ])('refuses %s with 400 before storing anything', async (_, fields, message) => {
    const res = await upload(fields, await photoJpeg(400, 300));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_data', message });
  });

  it('needs an image', async () => {
    const res = await upload({ title: 'Sin imagen' }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg.imageRequired });
  });

  it('decides the type by content: a text file named .jpg is 415', async () => {
    const res = await upload({ title: 'Falsa' }, Buffer.from('esto no es una foto'.repeat(50)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'unsupported_media_type', message: msg.notAnImage });
  });

  it('refuses a broken (truncated) JPEG with 422', async () => {
    const full = await photoJpeg(1200, 800);
    const res = await upload({ title: 'Rota' }, full.subarray(0, Math.floor(full.length / 2)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'unprocessable', message: msg.brokenImage });
    expect(await tmpFiles()).toEqual([]);
  });

  it('refuses too many pixels with 422 (decompression bombs)', async () => {
    const res = await upload({ title: 'Enorme' }, await photoJpeg(3000, 2000));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: msg.tooManyPixels });
  });

  it('refuses a file over the size limit with 413, leaving no temporary file', async () => {
    const res = await upload({ title: 'Pesada' }, Buffer.alloc(3_500_000, 7));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'too_large', message: msg.tooLarge });
    expect(await tmpFiles()).toEqual([]);
  });

  it('is for admins only', async () => {
    const user = await signUp(ctx.app);
    const forbidden = await upload({ title: 'X' }, await photoJpeg(400, 300), user.accessToken);
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/photos' });
    expect(anonymous.statusCode).toBe(401);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/photos',
      headers: bearer(user.accessToken),
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('public reads', () => {
  it('list the newest photos with exactly the public fields, and answer 304 to a matching ETag', async () => {
    await upload({ title: 'Primera' }, await photoJpeg(600, 400));
    await upload({ title: 'Segunda' }, await photoJpeg(600, 400));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/photos/public?limit=2' });
    expect(res.statusCode).toBe(200);
    const list = res.json<PublicPhoto[]>();
    expect(list.map((p) => p.title)).toEqual(['Segunda', 'Primera']);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'description',
        'height',
        'imagePath',
        'images',
        'metadata',
        'placeholder',
        'price',
        'tags',
        'title',
        'width',
      ].sort(),
    );
    expect(res.body).not.toContain('original');
    // The lens is shown on the photo page (issue 9); the rest of the EXIF is not public.
    expect(list[0]?.metadata).toEqual({
      camera: 'Canon EOS R5',
      lens: 'RF24-70mm F2.8 L IS USM',
      location: null,
      shotAt: '2025-06-01',
    });

    const tag = res.headers.etag;
    expect(tag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/photos/public?limit=2',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('show one photo, and 404 in Spanish for a missing, malformed or hidden one', async () => {
    const photo = (
      await upload({ title: 'Visible' }, await photoJpeg(600, 400))
    ).json<AdminPhoto>();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/photos/public/${photo._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: photo._id, title: 'Visible' });

    for (const id of ['6f1c1c9e-8d1f-4e6b-9f0a-0c7d5e8b1a2c', 'no-es-un-id']) {
      const missing = await ctx.app.inject({ method: 'GET', url: `/api/photos/public/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'not_found', message: msg.notFound });
    }

    await ctx.database.db.update(photos).set({ hidden: true }).where(eq(photos.id, photo._id));
    // No route hides a photo yet: announce this direct write as the service's writes do.
    await ctx.app.changes.publish(PHOTOS_CHANGED);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/photos/public/${photo._id}` })).statusCode,
    ).toBe(404);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/photos/public?limit=60' })).json<
      PublicPhoto[]
    >();
    expect(list.some((p) => p._id === photo._id)).toBe(false);
    const adminList = (
      await ctx.app.inject({ method: 'GET', url: '/api/photos', headers: bearer(admin) })
    ).json<AdminPhoto[]>();
    expect(adminList.find((p) => p._id === photo._id)?.hidden).toBe(true);
  });
});

describe('location', () => {
  it('is never filled from the GPS: empty unless the admin writes a place', async () => {
    const res = await upload({ title: 'Con GPS' }, await photoJpeg(600, 400, true));
    expect(res.statusCode).toBe(201);
    const photo = res.json<AdminPhoto>();
    expect(photo.metadata.location).toBeNull();
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo._id));
    expect(row?.location).toBeNull();

    const named = await upload(
      { title: 'Con lugar', location: 'Madrid' },
      await photoJpeg(600, 400),
    );
    expect(named.json<AdminPhoto>().metadata.location).toBe('Madrid');
  });

  it('hides an older raw-coordinates location from visitors, and shows it to the admin', async () => {
    const photo = (
      await upload({ title: 'Antigua' }, await photoJpeg(600, 400))
    ).json<AdminPhoto>();
    // Written before the rule, by the form's old 'Rellenar ubicación desde el GPS'.
    await ctx.database.db
      .update(photos)
      .set({ location: '43.467, 11.885' })
      .where(eq(photos.id, photo._id));
    await ctx.app.changes.publish(PHOTOS_CHANGED);

    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/photos/public/${photo._id}` });
    expect(visitor.json<PublicPhoto>().metadata.location).toBeNull();
    expect(visitor.body).not.toContain('43.467');
    const adminList = (
      await ctx.app.inject({ method: 'GET', url: '/api/photos', headers: bearer(admin) })
    ).json<AdminPhoto[]>();
    expect(adminList.find((p) => p._id === photo._id)?.metadata.location).toBe('43.467, 11.885');

    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
      payload: { location: '43.467, 11.885' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({
      error: 'invalid_data',
      details: [{ path: 'location', message: msg.locationIsCoordinates }],
    });
  });
});

describe('edit and delete', () => {
  it('update the descriptive fields', async () => {
    const photo = (
      await upload({ title: 'Antes', price: '10' }, await photoJpeg(600, 400))
    ).json<AdminPhoto>();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
      payload: { title: 'Después', price: null, tags: ['noche'], camera: '', shotAt: '2023-01-02' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Después',
      price: null,
      tags: ['noche'],
      metadata: { camera: null, shotAt: '2023-01-02' },
    });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
      payload: { price: 1.234 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('delete the photo and every file of it', async () => {
    const photo = (await upload({ title: 'Borrar' }, await photoJpeg(600, 400))).json<AdminPhoto>();
    const [row] = await ctx.database.db.select().from(photos).where(eq(photos.id, photo._id));
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(mediaPath(photo.imagePath))).toBe(false);
    expect(existsSync(path.join(ctx.dataDir, 'originals', row?.originalKey ?? ''))).toBe(false);
    // No empty folders left behind either.
    expect(existsSync(path.join(ctx.dataDir, 'originals', 'photos', photo._id))).toBe(false);
    expect(existsSync(path.join(ctx.dataDir, 'media', 'photos', photo._id))).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/photos/public/${photo._id}` })).statusCode,
    ).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('one set of rules for upload and edit', () => {
  const tags = Array.from({ length: 10_000 }, (_, i) => `etiqueta${i}`);
  const cases: [string, Record<string, string>, Record<string, unknown>][] = [
    [
      'a 70,000-character description',
      { description: 'd'.repeat(70_000) },
      { description: 'd'.repeat(70_000) },
    ],
    ['10,000 tags', { tags: tags.join(',') }, { tags }],
    ['a 60,000-character camera', { camera: 'c'.repeat(60_000) }, { camera: 'c'.repeat(60_000) }],
  ];
  const photoCount = async () => (await ctx.database.db.select().from(photos)).length;
  const mediaEntries = async () =>
    readdir(path.join(ctx.dataDir, 'media', 'photos')).catch(() => [] as string[]);

  it.each(cases)(
    'refuses %s with 400 invalid_data on POST and PUT, storing nothing',
    async (_, formFields, jsonFields) => {
      const existing = (
        await upload({ title: 'Referencia' }, await photoJpeg(400, 300))
      ).json<AdminPhoto>();
      const [countBefore, mediaBefore] = [await photoCount(), await mediaEntries()];
      const rowOf = async () =>
        (await ctx.database.db.select().from(photos).where(eq(photos.id, existing._id)))[0];
      const rowBefore = await rowOf();

      const posted = await upload({ title: 'Nueva', ...formFields }, await photoJpeg(400, 300));
      expect(posted.statusCode).toBe(400);
      expect(posted.json()).toMatchObject({ error: 'invalid_data' });
      expect(await photoCount()).toBe(countBefore);
      expect(await mediaEntries()).toEqual(mediaBefore);
      expect(await tmpFiles()).toEqual([]);

      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/photos/${existing._id}`,
        headers: bearer(admin),
        payload: jsonFields,
      });
      expect(put.statusCode).toBe(400);
      expect(put.json()).toMatchObject({ error: 'invalid_data' });
      expect(await rowOf()).toEqual(rowBefore);
    },
  );
});
