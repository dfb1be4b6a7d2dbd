import { randomUUID } from 'node:crypto';
import {
  parsePriceToCents,
  parseTags,
  photoMessages as msg,
  type AdminPhoto,
  type PhotoUpdateBody,
  type PublicPhoto,
} from '@shop/contracts';
import type { Database } from '../../db/client';
import type { PhotoRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ImageRejected, inspectImage, makeDerivatives } from '../../lib/images';
import type { MediaStorage } from '../../lib/media-storage';
import type { OriginalStorage } from '../../lib/original-storage';
import { createPhotosRepository } from './photos.repository';

const DISPLAY_WIDTH = 1440;

export interface NewPhotoFields {
  title?: string;
  price?: string;
  description?: string;
  tags?: string;
  camera?: string;
  location?: string;
  shotAt?: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

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
  const byFormat = (format: 'avif' | 'webp' | 'jpeg') =>
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
    metadata: { camera: row.camera, location: row.location, shotAt: row.shotAt },
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
}) {
  const repository = createPhotosRepository(deps.db);
  const urlFor = (key: string) => deps.media.urlFor(key);
  const asPublic = (row: PhotoRow) => toPublicPhoto(row, urlFor);
  const asAdmin = (row: PhotoRow) => toAdminPhoto(row, urlFor);

  function validateFields(fields: NewPhotoFields) {
    const title = fields.title?.trim() ?? '';
    if (!title) throw new AppError('invalid_data', msg.titleRequired);
    if (title.length > 200)
      throw new AppError('invalid_data', 'El título no puede superar los 200 caracteres.');
    const priceCents = parsePriceToCents(fields.price ?? '');
    if (priceCents === undefined) throw new AppError('invalid_data', msg.badPrice);
    const shotAt = blankToNull(fields.shotAt);
    if (shotAt && !/^\d{4}-\d{2}-\d{2}$/.test(shotAt)) {
      throw new AppError('invalid_data', 'La fecha de captura debe tener el formato AAAA-MM-DD.');
    }
    return { title, priceCents, shotAt };
  }

  return {
    validateFields,

    /** Processes an uploaded file (already streamed to a temporary file) into a photo. */
    async create(fields: NewPhotoFields, upload: { file: string; bytes: number }) {
      const { title, priceCents, shotAt } = validateFields(fields);
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
        const row = await repository.insert({
          id,
          title,
          description: fields.description?.trim() ?? '',
          priceCents,
          tags: parseTags(fields.tags ?? ''),
          // What the admin typed wins; EXIF fills what was left empty.
          camera: blankToNull(fields.camera) ?? facts.camera,
          lens: facts.lens,
          location: blankToNull(fields.location),
          shotAt: shotAt ?? facts.shotAt,
          width: facts.width,
          height: facts.height,
          placeholder,
          derivatives: derivatives.map(({ url: _url, ...d }) => d),
          originalKey,
          originalFormat: facts.format,
          originalBytes: upload.bytes,
        });
        return asAdmin(row);
      } catch (err) {
        // Nothing half-made stays behind.
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
        ...(body.price !== undefined
          ? { priceCents: body.price === null ? null : Math.round(body.price * 100) }
          : {}),
        ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
        ...(body.camera !== undefined ? { camera: blankToNull(body.camera) } : {}),
        ...(body.location !== undefined ? { location: blankToNull(body.location) } : {}),
        ...(body.shotAt !== undefined ? { shotAt: blankToNull(body.shotAt) } : {}),
      });
      if (!row) throw notFound(msg.notFound);
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
      await deps.media.removePrefix(`photos/${id}`);
      await deps.originals.remove(row.originalKey);
    },

    count: () => repository.count(),
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
