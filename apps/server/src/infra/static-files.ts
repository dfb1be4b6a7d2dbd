import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isKnownPagePath } from '@shop/contracts';
import { sendError } from '#src/lib/error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Infrastructure, registered last: media under /media (content-hashed names, cached
 * forever), the built SPA at / with a history fallback whose <head> gets what domains put in
 * the page-head registry, and the 404 answers: JSON under /api, the SPA's 404 page elsewhere.
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
      setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
    });

    let indexHtml: Buffer | null = null;
    if (config.webDistDir) {
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
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !pathname.startsWith('/media/') &&
        !pathname.startsWith('/assets/');
      if (indexHtml && isPageRequest) {
        // The SPA renders the right page (or its 404 page); the status tells crawlers the truth.
        const known = isKnownPagePath(pathname);
        let head = '';
        if (known) {
          head = await app.pageHead.render(pathname).catch((err: unknown) => {
            request.log.warn({ err }, 'page head hints failed');
            return '';
          });
        }
        return reply
          .code(known ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(head ? indexText.replace('</head>', `${head}\n  </head>`) : indexHtml);
      }
      return sendError(reply, 'not_found', 'Ruta no encontrada.', {
        method: request.method,
        path: pathname,
      });
    });
  },
  { name: 'static-files', dependencies: ['config', 'page-head'], fastify: '5.x' },
);
