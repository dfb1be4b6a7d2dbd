import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicPhoto } from '@shop/contracts';
import { signUpAdmin } from '#test/accounts';
import { uploadPhoto } from '#test/photos';
import { setupTestApp } from '#test/test-app';
import { composePage, headTags, jsonLdScript } from './page-document';

// A built web app with a server entry beside it, as `npm run build` leaves them. The entry
// stands in for apps/web's: it reads the API through the transport it is given, like the
// real one, and answers by the URL. Its photo page gives the head the real one gives
// (apps/web photo-page-meta.ts, tested there): sharing image and a schema.org Photograph.
const root = mkdtempSync(path.join(tmpdir(), 'shop-ssr-'));
const webDist = path.join(root, 'dist');
mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="es"><head><meta name="description" content="Por defecto" /><title>Estudio de Fotografía</title><link rel="stylesheet" crossorigin href="/assets/style-t1.css"></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(webDist, 'assets', 'style-t1.css'),
  'body{margin:0}._page_a{color:red}._cart_b{color:blue}@media (min-width:40rem){._page_a{padding:1rem}._cart_b{padding:2rem}}',
);
writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `export const SSR_STATE_ID = 'ssr-state';
export async function render(url, transport, { publicUrl }) {
  if (url.startsWith('/profile')) return null;
  if (url.startsWith('/broken')) throw new Error('render exploded');
  const res = await transport('/api/site/config');
  const site = await res.json();
  const photoRes = url.startsWith('/photo/')
    ? await transport('/api/photos/public/' + url.slice('/photo/'.length))
    : null;
  if (photoRes && photoRes.status === 200) {
    const photo = await photoRes.json();
    const jpeg = photo.images.jpeg.at(-1);
    const pageUrl = publicUrl + url;
    return {
      status: 200,
      html: '<main>foto</main>',
      state: '{}',
      meta: {
        title: photo.title,
        description: photo.description,
        type: 'article',
        image: { url: jpeg.url, width: jpeg.width, height: photo.height, alt: photo.title },
        structuredData: [{
          '@context': 'https://schema.org',
          '@type': 'Photograph',
          url: pageUrl,
          name: photo.title,
          description: photo.description,
          image: { '@type': 'ImageObject', contentUrl: publicUrl + jpeg.url },
          creator: { '@type': 'ProfessionalService', name: site.siteName, url: publicUrl + '/' },
          datePublished: photo.createdAt,
        }],
      },
    };
  }
  return {
    status: photoRes ? 404 : 200,
    html: '<main class="_page_a">' + site.siteName + ' en ' + url + '</main>' + (url.includes('cookie') ? '<p>' + 'Texto legal. '.repeat(200) + '</p>' : ''),
    state: JSON.stringify({ api: res.status }),
    meta: { title: 'Título <con> "comillas"', description: 'Descripción & más' },
  };
}
`,
);

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const ctx = setupTestApp(
  { WEB_DIST_DIR: webDist, LOG_LEVEL: 'info', SITE_NAME: 'Estudio Lumen' },
  { serveWeb: true, logStream },
);

describe('pages rendered on the server', () => {
  it('puts the render, its state and its head into the page, reading the API in process', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/legal/privacy' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><main class="_page_a">Estudio Lumen en /legal/privacy</main></div>',
    );
    expect(res.body).toContain(
      '<script type="application/json" id="ssr-state">{"api":200}</script>',
    );
    expect(res.body).toContain('<title>Título &lt;con&gt; "comillas" · Estudio Lumen</title>');
    expect(res.body).toContain('<meta name="description" content="Descripción &amp; más" />');
    expect(res.body).not.toContain('Por defecto');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/legal/privacy">');
  });

  it('answers with the status of the render: 404 for a missing subject', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/photo/ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main class="_page_a">Estudio Lumen en /photo/ghost</main>');
  });

  it('serves the empty shell for pages left to the browser', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
    // Its stylesheet stays a link, and the CSP allows no <style> element.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/style-t1.css">');
    expect(res.headers['content-security-policy']).not.toContain('sha256-');
  });

  it('writes in the rules its markup uses, allowed by their hash, and names the whole stylesheet', async () => {
    for (const url of ['/legal/privacy', '/legal/privacy']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const css = /<style>([^<]*)<\/style>/.exec(res.body)?.[1];
      expect(css).toBe(
        'body{margin:0}._page_a{color:red}@media (min-width:40rem){._page_a{padding:1rem}}',
      );
      expect(res.body).not.toContain('<link rel="stylesheet" crossorigin');
      expect(res.body).toContain(
        '<noscript data-app-style><link rel="stylesheet" href="/assets/style-t1.css"></noscript>',
      );
      // The second answer comes from the page cache: the same hash.
      const hash = createHash('sha256')
        .update(css ?? '')
        .digest('base64');
      const styleSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('style-src '));
      expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
    }
  });

  it('serves the shell, and logs the error, when a render fails', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(lines.join('')).toContain('page render failed');
  });

  it('logs the page request, not the API reads the render made', async () => {
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/legal/terms' });
    const logged = lines.join('');
    expect(logged).toContain('/legal/terms');
    expect(logged).not.toContain('/api/site/config');
  });
});

/** The attribute `content` of the <meta> with this property or name (entities decoded). */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every JSON-LD element's text. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );

describe("a photo page's head, as a crawler or a link preview fetches it (no JavaScript)", () => {
  let admin = '';
  beforeAll(async () => {
    admin = (await signUpAdmin(ctx.app, ctx.database.db)).accessToken;
  });

  async function addPhoto(fields: Record<string, string>): Promise<PublicPhoto> {
    const res = await uploadPhoto(ctx.app, admin, fields);
    expect(res.statusCode).toBe(201);
    return res.json<PublicPhoto>();
  }

  it('carries the Open Graph and X tags of the photo, with absolute URLs', async () => {
    const photo = await addPhoto({ title: 'Faro en la niebla', description: 'El faro, de noche.' });
    const res = await ctx.app.inject({ method: 'GET', url: `/photo/${photo._id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const pageUrl = `http://localhost:3000/photo/${photo._id}`;
    expect(html).toContain('<title>Faro en la niebla · Estudio Lumen</title>');
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
    expect(metaContent(html, 'description')).toBe('El faro, de noche.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:title')).toBe('Faro en la niebla');
    expect(metaContent(html, 'og:description')).toBe('El faro, de noche.');
    expect(metaContent(html, 'og:url')).toBe(pageUrl);
    expect(metaContent(html, 'og:locale')).toBe('es_ES');
    expect(metaContent(html, 'og:site_name')).toBe('Estudio Lumen');
    expect(metaContent(html, 'og:image')).toMatch(/^http:\/\/localhost:3000\/media\/.+\.jpg$/);
    expect(metaContent(html, 'og:image:width')).toBe('600');
    expect(metaContent(html, 'og:image:height')).toBe('400');
    expect(metaContent(html, 'og:image:alt')).toBe('Faro en la niebla');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The image is really there.
    const image = await ctx.app.inject({
      method: 'GET',
      url: new URL(metaContent(html, 'og:image') ?? '').pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('carries valid JSON-LD', async () => {
    const photo = await addPhoto({ title: 'Dunas', description: 'Arena y viento.' });
    const res = await ctx.app.inject({ method: 'GET', url: `/photo/${photo._id}` });
    const [ld, ...more] = jsonLdOf(res.body);
    expect(more).toEqual([]);
    expect(JSON.parse(ld ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Photograph',
      name: 'Dunas',
      description: 'Arena y viento.',
      url: `http://localhost:3000/photo/${photo._id}`,
      creator: { name: 'Estudio Lumen' },
      datePublished: photo.createdAt,
    });
  });

  it('keeps a title made of markup as text: it cannot close the JSON-LD element', async () => {
    const title = '</script><script>alert(1)</script>';
    const photo = await addPhoto({ title, description: '<b>&</b>' });
    const res = await ctx.app.inject({ method: 'GET', url: `/photo/${photo._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>');
    const [ld] = jsonLdOf(res.body);
    expect(ld).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    const data = JSON.parse(ld ?? '') as { name: string; description: string };
    expect(data.name).toBe(title);
    expect(data.description).toBe('<b>&</b>');
    expect(metaContent(res.body, 'og:title')).toBe(title);
    expect(res.body).toContain(`<title>${title.replace(/</g, '&lt;').replace(/>/g, '&gt;')}`);
  });
});

describe('JSON-LD elements', () => {
  it('write <, >, & and the line separators as JSON escapes: the same data, no markup', () => {
    const data = { name: '</script><!-- <script>alert(1)</script> & \u2028\u2029' };
    const element = jsonLdScript(data);
    const text = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(element)?.[1];
    expect(text).toBeDefined();
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text ?? '')).toEqual(data);
  });
});

describe('composing the page', () => {
  const template =
    '<html><head><meta name="description" content="x" /><title>T</title></head><body><div id="root"></div></body></html>';

  it('adds sharing tags with an absolute image URL', () => {
    const tags = headTags(
      { title: 'Lago', image: { url: '/media/a.jpg', width: 1440, height: 960, alt: 'Lago' } },
      {
        pageUrl: 'https://tienda.example/photo/1',
        publicUrl: 'https://tienda.example',
        siteName: 'Estudio Lumen',
      },
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://tienda.example/media/a.jpg">',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1440">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('asks for the small card on a page without an image', () => {
    const tags = headTags(
      { title: 'Contacto' },
      { pageUrl: 'https://x/contact', publicUrl: 'https://x', siteName: 'Estudio' },
    );
    expect(tags).toContain('<title>Contacto · Estudio</title>');
    expect(tags).toContain('<meta property="og:site_name" content="Estudio">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).not.toContain('og:image');
  });

  it('keeps the shell as built when nothing was rendered, adding only extra head content', () => {
    const html = composePage(template, {
      head: '<link rel="preload" href="/a">',
      rendered: null,
      stateId: 'ssr-state',
      pageUrl: 'http://x/',
      publicUrl: 'http://x',
      siteName: 'Estudio',
    });
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="preload" href="/a">\n  </head>');
  });

  it("puts the page's head, its image preload first, before the scripts and styles", () => {
    const built =
      '<html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"><title>T</title></head><body><div id="root"></div></body></html>';
    const html = composePage(built, {
      head: '',
      rendered: {
        status: 200,
        html: '<main></main>',
        state: '{}',
        meta: {
          title: 'Lago',
          preloadImage: { type: 'image/avif', srcset: '/a-480.avif 480w', sizes: '100vw' },
        },
      },
      stateId: 'ssr-state',
      pageUrl: 'http://x/',
      publicUrl: 'http://x',
      siteName: 'Estudio',
    });
    const preload = html.indexOf('<link rel="preload" as="image" type="image/avif"');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('imagesrcset="/a-480.avif 480w" imagesizes="100vw"');
    expect(html.indexOf('<title>Lago')).toBeLessThan(html.indexOf('<script type="module"'));
  });
});

describe('page compression', () => {
  it('compresses the page HTML for browsers that accept it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/legal/cookie',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
