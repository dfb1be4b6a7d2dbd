import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPhotoSchema,
  errorBodySchema,
  photoMessages as msg,
  photoUpdateBodySchema,
  photoUploadFieldsSchema,
  publicPhotoPageSchema,
  publicPhotoSchema,
  publicPhotosQuerySchema,
} from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { fieldText, parseFormFields } from '#src/lib/form-data';
import { variantFor, type CachedBody } from './body-cache';
import type { PhotosService } from './photos.service';
import type { PublicReads } from './public-reads';

const idParams = z.object({ id: z.uuid() });

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

/**
 * Reads a multipart request: text fields to `onField`, the `image` file streamed to a
 * temporary file (within the size limit), then `use` with it (null when none came). The
 * temporary file is removed afterwards whatever happens.
 */
async function receiveUpload<T>(
  request: FastifyRequest,
  tmpDir: string,
  hooks: { onField?: (name: string, text: string) => void; beforeFile?: () => void },
  use: (upload: { file: string; bytes: number } | null) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Envía la fotografía como multipart/form-data.');
  }
  let upload: { file: string; bytes: number } | null = null;
  const tempFile = path.join(tmpDir, `${randomUUID()}.upload`);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const text = fieldText(part);
        if (text !== null) hooks.onField?.(part.fieldname, text);
        continue;
      }
      if (part.fieldname !== 'image' || upload) {
        part.file.resume();
        continue;
      }
      hooks.beforeFile?.();
      await mkdir(tmpDir, { recursive: true });
      await pipeline(part.file, createWriteStream(tempFile));
      if (part.file.truncated) throw new AppError('too_large', msg.tooLarge);
      upload = { file: tempFile, bytes: (await stat(tempFile)).size };
    }
    return await use(upload);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('too_large', msg.tooLarge);
    }
    throw err;
  } finally {
    await rm(tempFile, { force: true });
  }
}

export const photosRoutes: FastifyPluginAsyncZod<{
  photos: PhotosService;
  reads: PublicReads;
}> = async (app, { photos, reads }) => {
  const { maxBytes } = app.config.photos;
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  const withUpload = <T>(
    request: FastifyRequest,
    hooks: Parameters<typeof receiveUpload>[2],
    use: (upload: { file: string; bytes: number } | null) => Promise<T>,
  ) => receiveUpload(request, tmpDir, hooks, use);
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
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          'Upload a photo (multipart: the PhotoUploadFields text fields, and the image file)',
        consumes: ['multipart/form-data'],
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
    async (request, reply) => {
      const fields: Record<string, string> = {};
      return withUpload(
        request,
        {
          onField: (name, text) => (fields[name] = text),
          // Fail fast on bad fields before streaming a large file to disk.
          beforeFile: () => parseFormFields(photoUploadFieldsSchema, fields),
        },
        async (upload) => {
          // Every field (some may come after the file) decided before any image work.
          const valid = parseFormFields(photoUploadFieldsSchema, fields);
          if (!upload) throw new AppError('invalid_data', msg.imageRequired);
          return reply.code(201).send(await photos.create(valid, upload));
        },
      );
    },
  );

  app.put(
    '/photos/:id/image',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary: "Replace a photo's image (multipart: the image file); id, texts and prices stay",
        consumes: ['multipart/form-data'],
        params: idParams,
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
      withUpload(request, {}, async (upload) => {
        if (!upload) throw new AppError('invalid_data', msg.imageRequired);
        return photos.replaceImage(request.params.id, upload);
      }),
  );

  app.post(
    '/photos/preview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['photos', 'admin'],
        summary:
          'A small JPEG (480 px) of an image the browser cannot show (HEIC, TIFF); stores nothing',
        consumes: ['multipart/form-data'],
        response: {
          // A JPEG body: fastify sends a Buffer as it is, without the JSON serializer.
          200: z
            .custom<Buffer>((value) => Buffer.isBuffer(value))
            .meta({
              description: 'image/jpeg, at most 480 px on its longer side',
            }),
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
      const jpeg = await withUpload(request, {}, async (upload) => {
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
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await photos.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
