import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPhotoSchema,
  errorBodySchema,
  imageWorkQuerySchema,
  imageWorkSchema,
  photoHiddenSchema,
  photoPrepareSchema,
  photoTurnBodySchema,
  photoMessages as msg,
  photoUpdateBodySchema,
  photoUploadFieldsSchema,
  publicPhotoPageSchema,
  publicPhotoSchema,
  publicPhotosQuerySchema,
} from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { parseFormFields } from '#src/lib/form-data';
import { receiveMultipart } from '#src/lib/multipart-upload';
import { variantFor, type CachedBody } from './body-cache';
import type { ImageWorkBoard } from './image-work';
import type { PhotosService } from './photos.service';
import type { PublicReads } from './public-reads';

const idParams = z.object({ id: z.uuid() });

/** The multipart bodies, as the document describes them (the routes read the parts). */
const photoUploadForm = photoUploadFieldsSchema
  .extend({ image: z.file() })
  .meta({ id: 'PhotoUploadForm' });
const photoImageForm = z.object({ image: z.file() }).meta({ id: 'PhotoImageForm' });

/**
 * Public reads: browsers revalidate every time (a 304 from the in-process cache is cheap);
 * a CDN may answer for 30 s, and 30 s more while it revalidates, so a hidden or deleted
 * photo is gone everywhere within a minute (at once from this server: writes clear its cache).
 */
export const PUBLIC_READ_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/**
 * A body serialized (and compressed) once per write: no query, no serialization, no
 * hashing, no compression per request; a matching If-None-Match gets a 304.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  const variant = variantFor(cached, request.headers['accept-encoding']);
  void reply
    .header('cache-control', PUBLIC_READ_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('etag', variant.etag);
  if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
  if (variant.encoding) void reply.header('content-encoding', variant.encoding);
  return reply.type('application/json; charset=utf-8').send(variant.body);
}

export const photosRoutes: FastifyPluginAsyncZod<{
  photos: PhotosService;
  reads: PublicReads;
  work: ImageWorkBoard;
}> = async (app, { photos, reads, work }) => {
  const { maxBytes } = app.config.photos;
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  // One `image` file and the text fields, streamed to DATA_DIR/tmp (lib/multipart-upload.ts).
  const withUpload = <T>(
    request: FastifyRequest,
    beforeFile: ((fields: Record<string, string>) => void) | undefined,
    use: (
      upload: { file: string; bytes: number } | null,
      fields: Record<string, string>,
    ) => Promise<T>,
  ) =>
    receiveMultipart(
      request,
      {
        tmpDir,
        fileFields: ['image'],
        maxPerField: 1,
        notMultipartMessage: 'Envía la fotografía como multipart/form-data.',
        tooLargeMessage: msg.tooLarge,
        beforeFile,
      },
      ({ fields, files }) => use(files[0] ?? null, fields),
    );
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 24 },
  });

  app.get(
    '/photos/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['photos'],
        summary: 'Newest public photos (the home gallery)',
        querystring: publicPhotosQuerySchema,
        response: { 200: z.array(publicPhotoSchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await reads.list(request.query.limit)),
  );

  app.get(
    '/photos/public/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['photos'],
        summary: 'One visible photo, with its neighbours in gallery order',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: publicPhotoPageSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!z.uuid().safeParse(request.params.id).success)
        throw new AppError('not_found', msg.notFound);
      const cached = await reads.photo(request.params.id);
      if (!cached) throw new AppError('not_found', msg.notFound);
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/photos',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary: 'Every photo, hidden ones too, with its files and data',
        response: { 200: z.array(adminPhotoSchema), 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return photos.listAll();
    },
  );

  app.post(
    '/photos',
    {
      config: { access: 'admin', multipartBody: photoUploadForm },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          'Upload a photo (multipart: the PhotoUploadFields text fields, and the image file)',
        consumes: ['multipart/form-data'],
        querystring: imageWorkQuerySchema,
        response: {
          201: adminPhotoSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      withUpload(
        request,
        // Fail fast on bad fields before streaming a large file to disk.
        (fields) => parseFormFields(photoUploadFieldsSchema, fields),
        async (upload, fields) => {
          // Every field (some may come after the file) decided before any image work.
          const valid = parseFormFields(photoUploadFieldsSchema, fields);
          if (!upload) throw new AppError('invalid_data', msg.imageRequired);
          const report = work.reporter(request.query.work);
          return reply.code(201).send(await photos.create(valid, upload, report));
        },
      ),
  );

  app.put(
    '/photos/:id/image',
    {
      config: { access: 'admin', multipartBody: photoImageForm },
      schema: {
        tags: ['photos', 'admin'],
        summary: "Replace a photo's image (multipart: the image file); id, texts and prices stay",
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: imageWorkQuerySchema,
        response: {
          200: adminPhotoSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      withUpload(request, undefined, async (upload) => {
        if (!upload) throw new AppError('invalid_data', msg.imageRequired);
        return photos.replaceImage(request.params.id, upload, work.reporter(request.query.work));
      }),
  );

  app.post(
    '/photos/:id/turn',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          "'Girar': a quarter turn left or right for a photo that comes out sideways; every derivative and print file is made again from the original",
        params: idParams,
        querystring: imageWorkQuerySchema,
        body: photoTurnBodySchema,
        response: {
          200: adminPhotoSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      photos.turn(request.params.id, request.body, work.reporter(request.query.work)),
  );

  app.post(
    '/photos/:id/prepare',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          'The crop modal has opened: a HEIC original is decoded now, in the background, so that saving the crop does not wait for it',
        params: idParams,
        response: { 202: photoPrepareSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(202).send(await photos.prepareOriginal(request.params.id)),
  );

  app.get(
    '/photos/work/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          "The stage of the image work sent with ?work={id} (upload, image replacement, crop, turn); 'waiting' until it starts",
        params: idParams,
        response: { 200: imageWorkSchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return work.read(request.params.id);
    },
  );

  app.post(
    '/photos/preview',
    {
      config: { access: 'admin', multipartBody: photoImageForm },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          'A small JPEG (480 px) of an image the browser cannot show (HEIC, TIFF); stores nothing',
        consumes: ['multipart/form-data'],
        response: {
          // A JPEG body: fastify sends a Buffer as it is, without the JSON serializer.
          200: {
            description: 'A JPEG, at most 480 px on its longer side',
            content: {
              'image/jpeg': {
                schema: z
                  .custom<Buffer>((value) => Buffer.isBuffer(value))
                  .meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          400: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // Sent once the upload's temporary file is gone (withUpload removes it on the way out).
      const jpeg = await withUpload(request, undefined, async (upload) => {
        if (!upload) throw new AppError('invalid_data', msg.imageRequired);
        return photos.preview(upload.file);
      });
      return reply.header('cache-control', 'no-store').type('image/jpeg').send(jpeg);
    },
  );

  app.put(
    '/photos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary: "Edits a photo's title, description, price, tags and shooting data",
        params: idParams,
        body: photoUpdateBodySchema,
        response: {
          200: adminPhotoSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => photos.update(request.params.id, request.body),
  );

  app.delete(
    '/photos/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        params: idParams,
        summary:
          'Erases the photo (204), or hides it when orders have bought prints of it (200): their files stay',
        response: {
          200: photoHiddenSchema,
          204: z.null(),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await photos.remove(request.params.id);
      if (result === 'hidden') {
        return reply.code(200).send({ hidden: true, message: msg.hiddenNotErased });
      }
      return reply.code(204).send(null);
    },
  );
};
