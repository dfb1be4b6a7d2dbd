import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPhoto, AdminSiteContent } from '@shop/contracts';
import { bearer, signUpAdmin } from '#test/accounts';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';
import { createPageCache, type PageLoad } from './page-cache';
import { cachedBody } from '#src/lib/cached-body';

// A built web app with a server entry beside it (as in page-render.test.ts). The entry
// counts its renders on globalThis, so a test can tell a page served from memory from one
// rendered for the request; the HTML itself carries nothing per request.
const root = mkdtempSync(path.join(tmpdir(), 'shop-page-cache-'));
const webDist = path.join(root, 'dist');
mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
mkdirSync(webDist);
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="es"><head><title>Estudio</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `export const SSR_STATE_ID = 'ssr-state';
export async function render(url, transport) {
  globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
  if (url.startsWith('/profile')) return null;
  const site = await (await transport('/api/site/config')).json();
  let title = '';
  if (url.startsWith('/photo/')) {
    const res = await transport('/api/photos/public/' + url.slice('/photo/'.length));
    if (res.status !== 200) {
      return { status: 404, html: '<main>No está</main>', state: '{}', meta: {}, siteName: site.siteName };
    }
    title = (await res.json()).title;
  }
  return {
    status: 200,
    html: '<main>' + site.siteName + ' · ' + title + ' · ' + 'Texto. '.repeat(300) + '</main>',
    state: '{}',
    meta: { title: title || 'Inicio' },
    siteName: site.siteName,
  };
}
`,
);

const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;

const ctx = setupTestApp({ WEB_DIST_DIR: webDist, SITE_NAME: 'Estudio Lumen' }, { serveWeb: true });
let admin = '';
let photo: AdminPhoto;
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  photo = (await uploadPhoto(ctx.app, admin, { title: 'Faro' })).json<AdminPhoto>();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** What a browser sees of an answer: status, headers (but the request id) and body. */
const seen = (res: LightMyRequestResponse) => {
  const headers = { ...res.headers };
  expect(headers['x-request-id']).toBeTruthy();
  delete headers['x-request-id'];
  delete headers.date;
  return { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
};

/** Renders counted around `run`. */
async function rendersDuring(run: () => Promise<unknown>) {
  const before = renders();
  await run();
  return renders() - before;
}

describe('anonymous pages from memory', () => {
  it('serves the same bytes and headers as a fresh render, compressed or not', async () => {
    const url = `/photo/${photo._id}`;
    const encodings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of encodings) {
      // A signed-in request is always rendered for itself: the answer without the cache.
      let fresh!: LightMyRequestResponse;
      expect(
        await rendersDuring(async () => (fresh = await get(url, { ...headers, ...bearer(admin) }))),
      ).toBe(1);
      const first = await get(url, headers);
      let cached!: LightMyRequestResponse;
      expect(await rendersDuring(async () => (cached = await get(url, headers)))).toBe(0);
      expect(cached.statusCode).toBe(200);
      expect(cached.body.length).toBeGreaterThan(0);
      expect(seen(cached)).toEqual(seen(fresh));
      expect(seen(first)).toEqual(seen(fresh));
    }
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe((await get(url)).body);
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("counts each anonymous page's lookup as a hit or a miss in the metrics", async () => {
    const lookups = async () => {
      const text = (await ctx.app.metrics.scrape()).body;
      const value = (result: string) =>
        Number(
          new RegExp(
            `^shop_cache_lookups_total\\{cache="pages",result="${result}"\\} (\\d+)$`,
            'm',
          ).exec(text)?.[1] ?? 0,
        );
      return { hit: value('hit'), miss: value('miss') };
    };
    const before = await lookups();
    const url = `/legal/privacy?metrics=${randomBytes(4).toString('hex')}`;
    await get(url);
    await get(url);
    await get(url);
    const after = await lookups();
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(2);
  });

  it('answers a browser revalidating an unchanged page with 304', async () => {
    const first = await get('/legal/terms');
    const again = await get('/legal/terms', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('shows an edited photo title on the next request', async () => {
    const url = `/photo/${photo._id}`;
    await get(url);
    expect((await get(url)).body).toContain('· Faro ·');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/photos/${photo._id}`,
      headers: bearer(admin),
      payload: { title: 'Faro de noche' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get(url)).body).toContain('· Faro de noche ·');
  });

  it("shows edited site content (the shop's name) on the next request of every page", async () => {
    for (const url of ['/', '/legal/privacy']) await get(url);
    const content = (await get('/api/admin/site-content', bearer(admin))).json<AdminSiteContent>();
    const save = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-content/identity',
      headers: bearer(admin),
      payload: {
        version: content.versions.identity,
        value: { ...content.values.identity, tradingName: 'Estudio Ferrer' },
      },
    });
    expect(save.statusCode).toBe(200);
    for (const url of ['/', '/legal/privacy']) {
      expect((await get(url)).body).toContain('<main>Estudio Ferrer ·');
    }
  });

  it('clears on a change notification from another process (any channel)', async () => {
    await get('/contacto');
    expect(await rendersDuring(() => get('/contacto'))).toBe(0);
    // What pg-listener.ts hands the notifier for another process's NOTIFY.
    await ctx.app.changes.publish('print_catalog_changed');
    expect(await rendersDuring(() => get('/contacto'))).toBe(1);
  });

  it('never serves or fills the cache for a request with credentials or cookies', async () => {
    await ctx.app.changes.publish('photos_changed');
    const signedIn = [bearer(admin), { cookie: 'rt=abc' }, { cookie: 'otra=1' }];
    for (const headers of signedIn) {
      expect(await rendersDuring(() => get('/galeria', headers))).toBe(1);
    }
    // Nothing was kept by them: the first anonymous request renders, the next does not.
    expect(await rendersDuring(() => get('/galeria'))).toBe(1);
    expect(await rendersDuring(() => get('/galeria'))).toBe(0);
    // And with the page in memory, they still get their own render.
    for (const headers of signedIn) {
      expect(await rendersDuring(() => get('/galeria', headers))).toBe(1);
    }
  });

  it('keys by path and sorted query; keeps neither 404s nor shells', async () => {
    await get('/galeria?tag=mar&orden=1');
    expect(await rendersDuring(() => get('/galeria?orden=1&tag=mar'))).toBe(0);
    expect(await rendersDuring(() => get('/galeria?tag=sol'))).toBe(1);
    for (let i = 0; i < 2; i++) {
      expect(await rendersDuring(() => get('/photo/no-existe'))).toBe(1);
      expect(await rendersDuring(() => get('/profile'))).toBe(1);
    }
    expect((await get('/photo/no-existe')).statusCode).toBe(404);
  });
});

describe('the page cache', () => {
  const page = (text: string): PageLoad => ({
    page: { status: 200, body: cachedBody(Buffer.from(text)) },
    keep: true,
  });

  it('keeps at most maxBytes, dropping the least recently used page first', async () => {
    // About 4 KB each with their compressed forms (random text hardly compresses).
    const cache = createPageCache({ maxBytes: 10_000, maxAgeMs: 60_000 });
    const big = (c: string) => page(c + randomBytes(1200).toString('base64'));
    await cache.get('/a', async () => big('a'));
    await cache.get('/b', async () => big('b'));
    await cache.get('/a', async () => big('x')); // a hit: /a is now the most recent
    await cache.get('/c', async () => big('c'));
    expect(cache.size()).toMatchObject({ pages: 2 });
    expect(cache.size().bytes).toBeLessThanOrEqual(10_000);
    let loads = 0;
    const counted = (c: string) => async () => (loads++, big(c));
    expect((await cache.get('/a', counted('a'))).body.body.toString()[0]).toBe('a');
    expect(loads).toBe(0);
    await cache.get('/b', counted('b'));
    expect(loads).toBe(1);
  });

  it('does not keep a render that started before a clear', async () => {
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    let finish!: () => void;
    const pending = cache.get(
      '/',
      () => new Promise((resolve) => (finish = () => resolve(page('viejo')))),
    );
    cache.clear();
    finish();
    expect((await pending).body.body.toString()).toBe('viejo');
    expect((await cache.get('/', async () => page('nuevo'))).body.body.toString()).toBe('nuevo');
  });
});
