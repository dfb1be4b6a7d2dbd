import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPhoto } from '@shop/contracts';
import { photos } from '#src/db/schema/index';
import { signUpAdmin } from '#test/accounts';
import { adminEvent } from '#test/events';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';
import { disallowedPrefixes, sitemapXml } from './sitemap';

const ctx = setupTestApp({ PUBLIC_URL: 'https://tienda.example' });
let admin = '';
beforeAll(async () => {
  admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
});

async function addPhoto(title: string): Promise<PublicPhoto> {
  const res = await uploadPhoto(ctx.app, admin, { title });
  expect(res.statusCode).toBe(201);
  return res.json<PublicPhoto>();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every visible photo, never a hidden one', async () => {
    const shown = await addPhoto('Faro al amanecer');
    const hidden = await addPhoto('Retrato privado');
    await ctx.database.db.update(photos).set({ hidden: true }).where(eq(photos.id, hidden._id));

    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const listed = locs(res.body);
    expect(listed).toEqual(
      expect.arrayContaining([
        'https://tienda.example/',
        'https://tienda.example/galeria',
        'https://tienda.example/events',
        'https://tienda.example/contact',
        'https://tienda.example/desistimiento',
        'https://tienda.example/hazte-partner',
        'https://tienda.example/legal/privacy',
        'https://tienda.example/legal/terms',
        'https://tienda.example/legal/cookie',
        'https://tienda.example/legal/notice',
        `https://tienda.example/photo/${shown._id}`,
      ]),
    );
    expect(listed).not.toContain(`https://tienda.example/photo/${hidden._id}`);
    expect(listed.some((url) => /signin|profile|management/.test(url ?? ''))).toBe(false);
    // A photo's lastmod is its row's last change, to the second, in UTC.
    const [row] = await ctx.database.db
      .select({ updatedAt: photos.updatedAt })
      .from(photos)
      .where(eq(photos.id, shown._id));
    const lastmod = row?.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(res.body).toContain(
      `<url><loc>https://tienda.example/photo/${shown._id}</loc><lastmod>${lastmod}</lastmod></url>`,
    );
  });

  it('lists each published event’s page, never a draft', async () => {
    const published = await adminEvent(ctx.app, admin);
    const draft = await adminEvent(ctx.app, admin, {}, { publish: false });
    const listed = locs((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(listed).toContain(`https://tienda.example/events/${published._id}`);
    expect(listed).not.toContain(`https://tienda.example/events/${draft._id}`);
  });

  it('answers 304 to a crawler that already has this version', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await addPhoto('Otra foto');
    const changed = await ctx.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://x.example', [{ path: '/a?b=1&c=<2>' }])).toContain(
      '<loc>https://x.example/a?b=1&amp;c=&lt;2&gt;</loc>',
    );
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the account, sign-in and admin pages and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /signin',
        'Disallow: /signup',
        'Disallow: /reset-password',
        'Disallow: /confirm-email/',
        'Disallow: /coming-soon/confirmar',
        'Disallow: /coming-soon/baja',
        'Disallow: /profile',
        'Disallow: /mistickets/',
        'Disallow: /entrada/',
        'Disallow: /content-management',
        'Disallow: /orders-management',
        'Disallow: /pedido/',
        'Disallow: /carrito',
        'Sitemap: https://tienda.example/sitemap.xml',
      ]),
    );
    // Public pages stay crawlable, and so does the API the app reads.
    const disallowed = lines.filter((l) => l.startsWith('Disallow:'));
    expect(disallowed).toHaveLength(13);
    expect(disallowed.some((l) => /\/(galeria|photo|api|contact|legal)\b/.test(l))).toBe(false);
    expect(disallowed).not.toContain('Disallow: /coming-soon');
  });

  it('lists each private prefix once, the shortest that covers its pages', () => {
    expect(disallowedPrefixes()).toEqual([
      '/carrito',
      '/coming-soon/baja',
      '/coming-soon/confirmar',
      '/confirm-email/',
      '/content-management',
      '/entrada/',
      '/mistickets/',
      '/orders-management',
      '/pedido/',
      '/profile',
      '/reset-password',
      '/signin',
      '/signup',
    ]);
  });
});
