import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heroImageSizes, photoUploadFieldsSchema } from '@shop/contracts';
import { photosServiceOf } from '#test/photos';
import { setupTestApp } from '#test/test-app';

// A stand-in for the built SPA: the server only needs index.html and hashed assets.
const webDist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="es"><head><title>t</title></head><body>SPA</body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), 'brotli-bytes');
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const ctx = setupTestApp({ WEB_DIST_DIR: webDist }, { serveWeb: true });

describe('serving the web app', () => {
  it.each(['/', '/signin', '/photo/abc', '/profile', '/events/42', '/legal/privacy'])(
    'serves index.html with 200 for the known page %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('SPA');
    },
  );

  it('serves index.html with a 404 status for an unknown page, so the SPA shows its 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('SPA');
  });

  it('caches hashed assets forever and other files not at all', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed file when the browser accepts Brotli', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli-bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses API answers over 1 KB', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not with the SPA', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers unknown /api paths with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Ruta no encontrada.' });
    }
  });

  it('serves media with immutable caching', async () => {
    await mkdir(path.join(ctx.dataDir, 'media', 'photos'), { recursive: true });
    await writeFile(path.join(ctx.dataDir, 'media', 'photos', 'a1b2.webp'), 'webp-bytes');
    const res = await ctx.app.inject({ method: 'GET', url: '/media/photos/a1b2.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('webp-bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Public derivatives are shown by pages of other origins too: a webmail's, in an email.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await ctx.app.inject({ method: 'GET', url: '/media/photos/none.webp' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses to walk out of the media folder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/../../etc/passwd' });
    expect(res.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, a referrer policy and a request id on pages and API', async () => {
    for (const url of ['/', '/api/health', '/api/nope']) {
      // Plain HTTP from a peer TRUST_PROXY does not name: its X-Forwarded-Proto is not believed.
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // No inline script or <style> element; style attributes only (server-rendered images).
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(csp.match(/unsafe-inline/g)).toHaveLength(1);
      // RFC 6797 §7.2: HSTS only over HTTPS (trust-proxy.test.ts: behind a trusted proxy).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('denies the powerful features the shop does not use; only the door page keeps the camera', async () => {
    const policyOf = async (url: string) =>
      permissionsPolicy(
        String((await ctx.app.inject({ method: 'GET', url })).headers['permissions-policy']),
      );
    for (const url of ['/', '/content-management/eventos', '/api/health', '/media/x.jpg']) {
      const policy = await policyOf(url);
      expect(policy.get('camera'), url).toBe('()');
      for (const feature of ['microphone', 'geolocation', 'usb', 'payment', 'display-capture']) {
        expect(policy.get(feature), `${url} ${feature}`).toBe('()');
      }
    }
    const door = await policyOf('/content-management/eventos/ev-1/check-in?x=1');
    expect(door.get('camera')).toBe('(self)');
    expect(door.get('microphone')).toBe('()');
  });
});

/** A Permissions-Policy header (RFC 8941 dictionary) as feature → allowlist. */
function permissionsPolicy(header: string): Map<string, string> {
  return new Map(
    header.split(/,\s*/).map((member) => {
      const [feature = '', allowlist = ''] = member.split('=');
      return [feature.trim(), allowlist.trim()];
    }),
  );
}

describe('OpenAPI', () => {
  it('publishes the document built from the contracts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/site/config']),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Health', 'SiteConfig', 'Error']),
    );
  });

  it('serves the documentation page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('preloading the home page image', () => {
  it('adds no preload while there are no photos, then preloads the hero (the newest one) on / only', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(before.body).not.toContain('rel="preload"');

    const file = path.join(ctx.dataDir, 'preload-test.jpg');
    await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#345' } })
      .jpeg()
      .toFile(file);
    const photo = await photosServiceOf(ctx.app).create(
      photoUploadFieldsSchema.parse({ title: 'Portada' }),
      { file, bytes: 1000 },
    );

    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    const avif = photo.images.avif.map((i) => `${i.url} ${i.width}w`).join(', ');
    expect(home.body).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${avif}" imagesizes="${heroImageSizes(1000, 700)}">`,
    );
    expect(home.body.indexOf('rel="preload"')).toBeLessThan(home.body.indexOf('</head>'));
    const other = await ctx.app.inject({ method: 'GET', url: '/contact' });
    expect(other.body).not.toContain('rel="preload"');
  });
});
