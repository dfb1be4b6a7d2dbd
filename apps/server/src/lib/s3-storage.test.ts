import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPhoto } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { multipart } from '#test/multipart';
import { startBucket, type TestBucket } from '#test/s3-bucket';
import { setupTestApp } from '#test/test-app';

// A local S3-compatible server (s3rver) stands in for the bucket: the AWS SDK code path
// is the production one.
let bucket: TestBucket;
beforeAll(async () => {
  bucket = await startBucket();
});
afterAll(() => bucket.close());

// The env is read in setupTestApp's beforeAll, after the bucket above has started.
const ctx = setupTestApp({
  S3_BUCKET: 'shop',
  get S3_ENDPOINT() {
    return bucket.endpoint;
  },
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PUBLIC_URL: 'https://cdn.example.com/media',
});

const keys = async (prefix: string) =>
  (
    (await bucket.client.send(new ListObjectsV2Command({ Bucket: 'shop', Prefix: prefix })))
      .Contents ?? []
  ).map((o) => o.Key ?? '');

describe('photos on an S3-compatible bucket', () => {
  it('puts derivatives under media/ (public URLs, immutable) and the original under originals/; delete removes both', async () => {
    const { accessToken } = await signUpAdmin(ctx.app, ctx.database.db);
    const image = await sharp({
      create: { width: 1000, height: 700, channels: 3, background: '#456' },
    })
      .jpeg()
      .toBuffer();
    const form = multipart([
      { name: 'title', value: 'En el cubo' },
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: image },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...bearer(accessToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const photo = res.json<AdminPhoto>();
    expect(photo.imagePath).toMatch(
      /^https:\/\/cdn\.example\.com\/media\/photos\/[\w-]+\/1000-[0-9a-f]{12}\.jpg$/,
    );

    const stored = await keys(`media/photos/${photo._id}/`);
    expect(stored).toHaveLength(12); // 480, 720, 960 and the original's own 1000 px, three formats
    expect(await keys('pending/')).toEqual([]); // staged, then published with the row
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: 'shop', Key: stored.find((k) => k.endsWith('.avif')) ?? '' }),
    );
    expect(head.ContentType).toBe('image/avif');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await keys(`originals/photos/${photo._id}/`)).toEqual([
      `originals/photos/${photo._id}/original.jpg`,
    ]);

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com");

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo._id}`,
      headers: bearer(accessToken),
    });
    expect(del.statusCode).toBe(204);
    expect(await keys(`media/photos/${photo._id}/`)).toEqual([]);
    expect(await keys(`originals/photos/${photo._id}/`)).toEqual([]);
  });
});

describe('originals on an S3-compatible bucket', () => {
  it('stores a streamed original unchanged and copies it back to a local file (to render print files from it)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-s3-copy-'));
    try {
      const bytes = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#336699' },
      })
        .jpeg()
        .toBuffer();
      // Stored as an upload is (a streamed body), then read back byte for byte.
      const upload = path.join(dir, 'upload.jpg');
      await writeFile(upload, bytes);
      await ctx.app.storage.originals.adopt('copy-test/original.jpg', upload);
      const target = path.join(dir, 'copy.jpg');
      await ctx.app.storage.originals.copyTo('copy-test/original.jpg', target);
      expect(Buffer.compare(await readFile(target), bytes)).toBe(0);
      await ctx.app.storage.originals.remove('copy-test/original.jpg');
      expect(await keys('originals/copy-test/')).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
