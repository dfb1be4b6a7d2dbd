import path from 'node:path';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  photoMessages,
  siteContentMessages as msg,
  siteImageSchema,
} from '@shop/contracts';
import { derivativeUrls } from '#src/lib/derivative-urls';
import { scheduleFileSweep } from '#src/lib/file-sweep';
import { AppError } from '#src/lib/errors';
import { receiveMultipart } from '#src/lib/multipart-upload';
import { sweepSiteImageFiles } from './site-images-sweep';
import { createSiteRepository } from './site.repository';

/** The multipart body, as the document describes it (the route reads the parts). */
const siteImageForm = z.object({ image: z.file() }).meta({ id: 'SiteImageForm' });

/**
 * POST /api/admin/site-content/images: an image for the site's content (a service, the
 * portrait), checked and derived by the photos domain's pipeline (`photoImages` port) and
 * published in the transaction that stores it. A section then points at it by id.
 */
const siteImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createSiteRepository(app.database.db);
  const urls = derivativeUrls(app.storage.media);
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  await app.register(multipart, {
    limits: { fileSize: app.config.photos.maxBytes, files: 1, fields: 2, parts: 3 },
  });
  app.post(
    '/admin/site-content/images',
    {
      config: { access: 'admin', multipartBody: siteImageForm },
      schema: {
        tags: ['site', 'admin'],
        summary: 'Upload an image for the site content (multipart, the `image` file)',
        consumes: ['multipart/form-data'],
        response: {
          201: siteImageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      receiveMultipart(
        request,
        {
          tmpDir,
          fileFields: ['image'],
          maxPerField: 1,
          notMultipartMessage: 'Envía la imagen como multipart/form-data.',
          tooLargeMessage: photoMessages.tooLarge,
        },
        async ({ files }) => {
          const upload = files[0];
          if (!upload) {
            throw new AppError('invalid_data', msg.imageRequired, [
              { path: 'image', message: msg.imageRequired },
            ]);
          }
          const images = app.photoImages;
          const facts = await images.inspect(upload.file);
          const prefix = `site/${Date.now().toString(36)}`;
          const derivatives = await images.derive(upload.file, facts, prefix);
          const row = await repository.insertImageThen(
            { width: facts.width, height: facts.height, derivatives },
            () => app.storage.media.publish(derivatives.map((d) => d.key)),
          );
          return reply.code(201).send({
            id: row.id,
            title: '',
            width: row.width,
            height: row.height,
            imagePath: urls.displayUrl(row.derivatives),
            placeholder: '',
            images: urls.imageSet(row.derivatives),
          });
        },
      ),
  );
};

export const siteImagesDomain = fp(
  async (app) => {
    const repository = createSiteRepository(app.database.db);
    await scheduleFileSweep(app, 'imágenes del sitio', () =>
      sweepSiteImageFiles({ media: app.storage.media, keptKeys: () => repository.imageKeys() }),
    );
    await app.register(siteImagesRoutes, { prefix: '/api' });
  },
  {
    name: 'site-images',
    dependencies: ['config', 'database', 'storage', 'access-control', 'site', 'photos'],
    fastify: '5.x',
  },
);
