import { randomUUID } from 'node:crypto';
import {
  photoMessages as msg,
  type AdminPhoto,
  type DerivativeFormat,
  type PhotoFields,
  type PhotoUpdateBody,
  type PublicPhoto,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { PhotoRow } from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/errors';
import type { MediaStorage } from '#src/lib/media-storage';
import type { OriginalStorage } from '#src/lib/original-storage';
import { ImageRejected, inspectImage, makeDerivatives } from './photo-derivatives';
import { createPhotosRepository } from './photos.repository';

const DISPLAY_WIDTH = 1440;

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const toCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

function rejectionToError(reason: ImageRejected['reason']) {
  switch (reason) {
    case 'not_an_image':
      return new AppError('unsupported_media_type', msg.notAnImage);
    case 'too_many_pixels':
      return new AppError('unprocessable', msg.tooManyPixels);
    case 'broken':
      return new AppError('unprocessable', msg.brokenImage);
  }
}

export function toPublicPhoto(row: PhotoRow, urlFor: (key: string) => string): PublicPhoto {
  const byFormat = (format: DerivativeFormat) =>
    row.derivatives
      .filter((d) => d.format === format)
      .sort((a, b) => a.width - b.width)
      .map((d) => ({ width: d.width, url: urlFor(d.key) }));
  const jpeg = byFormat('jpeg');
  const display = [...jpeg].reverse().find((d) => d.width <= DISPLAY_WIDTH) ?? jpeg[0];
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.priceCents === null ? null : row.priceCents / 100,
    imagePath: display?.url ?? '',
    tags: row.tags,
    metadata: {
      camera: row.camera,
      lens: row.lens,
      location: row.location,
      shotAt: row.shotAt,
    },
    createdAt: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    images: { avif: byFormat('avif'), webp: byFormat('webp'), jpeg },
  };
}

export function toAdminPhoto(row: PhotoRow, urlFor: (key: string) => string): AdminPhoto {
  return {
    ...toPublicPhoto(row, urlFor),
    lens: row.lens,
    hidden: row.hidden,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPhotosService(deps: {
  db: Database;
  media: MediaStorage;
  originals: OriginalStorage;
  maxPixels: number;
  /** Called after every committed write (public reads caches are cleared from it). */
  onChange: () => Promise<void>;
}) {
  const repository = createPhotosRepository(deps.db);
  const urlFor = (key: string) => deps.media.urlFor(key);
  const asPublic = (row: PhotoRow) => toPublicPhoto(row, urlFor);
  const asAdmin = (row: PhotoRow) => toAdminPhoto(row, urlFor);

  return {
    /**
     * Processes an uploaded file (already streamed to a temporary file) into a photo. The
     * fields were checked against photoUploadFieldsSchema before any image work.
     */
    async create(fields: PhotoFields, upload: { file: string; bytes: number }) {
      let facts;
      try {
        facts = await inspectImage(upload.file, deps.maxPixels);
      } catch (err) {
        if (err instanceof ImageRejected) throw rejectionToError(err.reason);
        throw err;
      }
      const id = randomUUID();
      const prefix = `photos/${id}`;
      const originalKey = `${prefix}/original.${facts.format === 'jpeg' ? 'jpg' : facts.format}`;
      try {
        const { derivatives, placeholder } = await makeDerivatives(
          upload.file,
          facts,
          deps.media,
          prefix,
          deps.maxPixels,
        );
        await deps.originals.adopt(originalKey, upload.file);
        const publicKeys = derivatives.map((d) => d.key);
        // Published in the row's transaction: a crash before the commit leaves staged files,
        // or public ones with no row; the sweep (photo-files-sweep.ts) removes both.
        const row = await repository.insertThen(
          {
            id,
            title: fields.title,
            description: fields.description,
            priceCents: toCents(fields.price),
            tags: [...new Set(fields.tags)],
            // What the admin typed wins; EXIF fills what was left empty.
            camera: blankToNull(fields.camera) ?? facts.camera,
            lens: blankToNull(fields.lens) ?? facts.lens,
            location: blankToNull(fields.location),
            shotAt: blankToNull(fields.shotAt) ?? facts.shotAt,
            width: facts.width,
            height: facts.height,
            placeholder,
            derivatives: derivatives.map(({ url: _url, ...d }) => d),
            originalKey,
            originalFormat: facts.format,
            originalBytes: upload.bytes,
          },
          () => deps.media.publish(publicKeys),
        );
        await deps.onChange();
        return asAdmin(row);
      } catch (err) {
        // Nothing half-made stays behind.
        await deps.media.removeStaged(prefix);
        await deps.media.removePrefix(prefix);
        await deps.originals.remove(originalKey);
        if (err instanceof ImageRejected) throw rejectionToError(err.reason);
        throw err;
      }
    },

    async listPublic(limit: number) {
      return (await repository.listPublic(limit)).map(asPublic);
    },

    async getPublic(id: string) {
      const row = await repository.findPublic(id);
      if (!row) throw notFound(msg.notFound);
      return asPublic(row);
    },

    async listAll() {
      return (await repository.listAll()).map(asAdmin);
    },

    async update(id: string, body: PhotoUpdateBody) {
      const row = await repository.update(id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.price !== undefined ? { priceCents: toCents(body.price) } : {}),
        ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
        ...(body.camera !== undefined ? { camera: blankToNull(body.camera) } : {}),
        ...(body.lens !== undefined ? { lens: blankToNull(body.lens) } : {}),
        ...(body.location !== undefined ? { location: blankToNull(body.location) } : {}),
        ...(body.shotAt !== undefined ? { shotAt: blankToNull(body.shotAt) } : {}),
      });
      if (!row) throw notFound(msg.notFound);
      await deps.onChange();
      return asAdmin(row);
    },

    /**
     * Erases the photo and its files. Once orders exist (checkout issue), a photo with orders
     * will be hidden instead, so orders keep what they bought.
     */
    async remove(id: string) {
      const row = await repository.findById(id);
      if (!row) throw notFound(msg.notFound);
      await repository.remove(id);
      await deps.onChange();
      await deps.media.removePrefix(`photos/${id}`);
      await deps.originals.remove(row.originalKey);
    },

    count: () => repository.count(),
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
