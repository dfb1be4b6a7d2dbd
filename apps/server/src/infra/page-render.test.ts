import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '#test/test-app';
import { composePage, headTags } from './page-document';

// A built web app with a server entry beside it, as `npm run build` leaves them. The entry
// stands in for apps/web's: it reads the API through the transport it is given, like the
// real one, and answers by the URL.
const root = mkdtempSync(path.join(tmpdir(), 'shop-ssr-'));
const webDist = path.join(root, 'dist');
mkdirSync(path.join(root, 'dist-ssr'), { recursive: true });
mkdirSync(webDist);
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="es"><head><meta name="description" content="Por defecto" /><title>Estudio de Fotografía</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.js'),
  `export const SSR_STATE_ID = 'ssr-state';
export async function render(url, transport) {
  if (url.startsWith('/profile')) return null;
  if (url.startsWith('/broken')) throw new Error('render exploded');
  const res = await transport('/api/site/config');
  const site = await res.json();
  const missing = url.startsWith('/photo/');
  return {
    status: missing ? 404 : 200,
    html: '<main>' + site.siteName + ' en ' + url + '</main>' + (url.includes('cookie') ? '<p>' + 'Texto legal. '.repeat(200) + '</p>' : ''),
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
    expect(res.body).toContain('<div id="root"><main>Estudio Lumen en /legal/privacy</main></div>');
    expect(res.body).toContain(
      '<script type="application/json" id="ssr-state">{"api":200}</script>',
    );
    expect(res.body).toContain(
      '<title>Título &lt;con&gt; "comillas" · Estudio de Fotografía</title>',
    );
    expect(res.body).toContain('<meta name="description" content="Descripción &amp; más" />');
    expect(res.body).not.toContain('Por defecto');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/legal/privacy">');
  });

  it('answers with the status of the render: 404 for a missing subject', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/photo/ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>Estudio Lumen en /photo/ghost</main>');
  });

  it('serves the empty shell for pages left to the browser', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
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

describe('composing the page', () => {
  const template =
    '<html><head><meta name="description" content="x" /><title>T</title></head><body><div id="root"></div></body></html>';

  it('adds sharing tags with an absolute image URL', () => {
    const tags = headTags(
      { title: 'Lago', image: { url: '/media/a.jpg', width: 1440, height: 960, alt: 'Lago' } },
      'https://tienda.example/photo/1',
      'https://tienda.example',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://tienda.example/media/a.jpg">',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1440">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('keeps the shell as built when nothing was rendered, adding only extra head content', () => {
    const html = composePage(template, {
      head: '<link rel="preload" href="/a">',
      rendered: null,
      stateId: 'ssr-state',
      pageUrl: 'http://x/',
      publicUrl: 'http://x',
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
