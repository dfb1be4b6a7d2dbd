import { access, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isKnownPagePath } from '@shop/contracts';
import { cachedBody, variantFor } from '#src/lib/cached-body';
import { sendError } from '#src/lib/error-handler';
import { allowStyleElement } from '#src/lib/security-headers';
import { internalApiFetch } from './internal-api';
import { createPageCache, pageCacheKey, type PageLoad, type ServedPage } from './page-cache';
import { composePage, type PageRenderModule, type RenderedPage } from './page-document';
import { readPageStylesheet, withPageStyle } from './page-stylesheet';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Anonymous pages kept rendered (HTML with its compressed forms; docs/decisions/029). */
const PAGE_CACHE = { maxBytes: 16 * 1024 * 1024, maxAgeMs: 5 * 60_000 };

/**
 * A page's one address: without its query (a gallery filter is the gallery) and without a
 * trailing slash (the router accepts both forms).
 */
export const canonicalUrl = (publicUrl: string, pathname: string) =>
  `${publicUrl}${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}`;

/**
 * The web app's server entry, built next to the app (`apps/web/dist-ssr`), or null when it
 * was not built: then every page is the shell the browser renders.
 */
async function loadRenderer(webDistDir: string): Promise<PageRenderModule | null> {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  try {
    await access(entry);
  } catch {
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderModule;
}

/**
 * Infrastructure, registered last: media under /media (content-hashed names, cached
 * forever), the built web app at /, and the 404 answers: JSON under /api, the app's 404 page
 * elsewhere. Public pages are rendered here with their data (the web app's server entry,
 * fed by the app's own routes in process) and hydrated in the browser; the others get the
 * shell. Either way the <head> also gets what domains put in the page-head registry.
 */
export const staticFilesPlugin = fp(
  async (app) => {
    const { config } = app;
    const mediaDir = path.join(config.dataDir, 'media');
    await mkdir(mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Public derivatives only (originals and print files are never here): the photos of an
      // email load from a webmail's own origin, which CORP same-origin would block.
      setHeaders: (reply) => {
        void reply.header('cache-control', IMMUTABLE);
        void reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    let indexHtml: Buffer | null = null;
    let renderer: PageRenderModule | null = null;
    if (config.webDistDir) {
      renderer = await loadRenderer(config.webDistDir);
      if (!renderer) {
        app.log.warn('La web se sirve sin render en el servidor: falta apps/web/dist-ssr.');
      }
      const indexPath = path.join(config.webDistDir, 'index.html');
      indexHtml = await readFile(indexPath).catch(() => {
        throw new Error(`No encuentro la web compilada en ${indexPath}: ejecuta "npm run build".`);
      });
      await app.register(fastifyStatic, {
        root: config.webDistDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // .br/.gz made at build time (scripts/precompress.mjs), chosen by Accept-Encoding.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          void reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        },
      });
    }

    const indexText = indexHtml?.toString('utf8') ?? '';
    const stylesheet = config.webDistDir
      ? await readPageStylesheet(config.webDistDir, indexText)
      : null;
    const transport = internalApiFetch(app);
    const isPageRequest = (request: FastifyRequest, pathname: string) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/assets/');

    const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
      sendError(reply, 'not_found', 'Ruta no encontrada.', {
        method: request.method,
        path: pathname,
      });

    /** The page at the request's URL, rendered now. */
    async function renderPage(request: FastifyRequest, pathname: string): Promise<PageLoad> {
      const known = isKnownPagePath(pathname);
      let rendered: RenderedPage | null = null;
      if (renderer) {
        // A failed render still serves the page: the browser renders it from the shell.
        rendered = await renderer
          .render(request.url, transport, { publicUrl: config.publicUrl })
          .catch((err: unknown) => {
            request.log.error({ err }, 'page render failed');
            return null;
          });
      }
      let head = '';
      let headFailed = false;
      if (known) {
        head = await app.pageHead.render(pathname).catch((err: unknown) => {
          request.log.warn({ err }, 'page head hints failed');
          headFailed = true;
          return '';
        });
      }
      // The status tells crawlers the truth: 404 for unknown pages and missing subjects.
      const status = rendered?.status ?? (known ? 200 : 404);
      const html = composePage(indexText, {
        head,
        rendered,
        stateId: renderer?.SSR_STATE_ID ?? '',
        pageUrl: canonicalUrl(config.publicUrl, pathname),
        publicUrl: config.publicUrl,
        siteName: rendered?.siteName ?? config.site.siteName,
      });
      // A page the browser renders itself keeps the link: its script comes first anyway,
      // and the file is cached from one visit to the next.
      const styled = rendered && stylesheet ? withPageStyle(html, stylesheet) : null;
      return {
        page: {
          status,
          body: cachedBody(Buffer.from(styled?.html ?? html)),
          ...(styled ? { styleSource: styled.cspSource } : {}),
        },
        // Only a whole render is kept: not a shell left to the browser, a 404 or a failure.
        keep: rendered !== null && status === 200 && !headFailed,
      };
    }

    /**
     * Anonymous pages come from memory until the next change notification, on any channel
     * (photos, site content, catalogue: whatever a page shows), in any process. Cached or
     * not, a page is sent the same way: the same bytes and headers.
     */
    const pages = createPageCache({
      ...PAGE_CACHE,
      onLookup: (result) => app.metrics.cacheLookup('pages', result),
    });
    app.changes.subscribeAll(() => pages.clear());

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
      const variant = variantFor(page.body, request.headers['accept-encoding']);
      void reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', variant.etag);
      if (page.styleSource) allowStyleElement(reply, page.styleSource);
      if (page.status === 200 && request.headers['if-none-match'] === variant.etag) {
        return reply.code(304).send();
      }
      if (variant.encoding) void reply.header('content-encoding', variant.encoding);
      return reply.send(variant.body);
    }

    async function servePage(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isPageRequest(request, pathname)) return notFound(request, reply, pathname);
      const key = pageCacheKey(request);
      const page = key
        ? await pages.get(key, () => renderPage(request, pathname))
        : (await renderPage(request, pathname)).page;
      return sendPage(request, reply, page);
    }

    if (indexHtml) {
      // Pages are a route (not the not-found handler) so that they are compressed like any
      // other answer; files and media have their own, more specific routes.
      app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, servePage);
    }
    app.setNotFoundHandler(async (request, reply) =>
      notFound(request, reply, request.url.split('?')[0] ?? '/'),
    );
  },
  {
    name: 'static-files',
    dependencies: ['config', 'page-head', 'change-notifier', 'metrics'],
    fastify: '5.x',
  },
);
