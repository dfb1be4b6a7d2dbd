import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPhoto, PublicPhoto } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';

const ctx = setupTestApp();
let admin = '';
let photo: AdminPhoto;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  const res = await uploadPhoto(ctx.app, admin, { title: 'Antes' });
  photo = res.json<AdminPhoto>();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const edit = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/photos/${id}`, headers: bearer(admin), payload });

describe('public reads are cached until the next write', () => {
  it('an edit shows on the next read of the list and of the photo', async () => {
    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/photos/public?limit=9')).json<PublicPhoto[]>()[0]?.title).toBe(
        'Antes',
      );
      expect((await get(`/api/photos/public/${photo._id}`)).json<PublicPhoto>().title).toBe(
        'Antes',
      );
    }
    const before = await get('/api/photos/public?limit=9');
    expect((await edit(photo._id, { title: 'Después' })).statusCode).toBe(200);

    const after = await get('/api/photos/public?limit=9');
    expect(after.json<PublicPhoto[]>()[0]?.title).toBe('Después');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(`/api/photos/public/${photo._id}`)).json<PublicPhoto>().title).toBe(
      'Después',
    );
    // The old ETag no longer matches: a browser gets the new body, not a 304.
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: '/api/photos/public?limit=9',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('compresses once per write: Brotli or gzip by Accept-Encoding, each with its own ETag', async () => {
    // Over the 1 KB under which answers are sent as they are.
    await edit(photo._id, { description: 'Luz de junio. '.repeat(100) });
    const plain = await get('/api/photos/public?limit=9');
    expect(plain.body.length).toBeGreaterThan(1024);
    const seen = new Set([plain.headers.etag]);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/photos/public?limit=9',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
      seen.add(res.headers.etag);
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/api/photos/public?limit=9',
        headers: { 'accept-encoding': accept, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(seen.size).toBe(3);
  });

  it('lets a CDN keep public reads briefly, and browsers always revalidate', async () => {
    for (const url of ['/api/photos/public?limit=3', '/api/photos/public']) {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
      );
      expect(res.headers.etag).toMatch(/^"[\w+/=]+"$/);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });
  it('a deleted photo leaves the cached list and photo at once', async () => {
    await get('/api/photos/public?limit=9');
    await get(`/api/photos/public/${photo._id}`);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/photos/public?limit=9')).json()).toEqual([]);
    expect((await get(`/api/photos/public/${photo._id}`)).statusCode).toBe(404);
  });
});
