import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  paths,
  photoMessages as msg,
  looksLikeCoordinates,
  type AdminPhoto,
  type DerivativeFormat,
  type PhotoFields,
  type PhotoTurnBody,
  type PhotoUpdateBody,
  type PublicPhoto,
} from '@shop/contracts';
import type { Database } from '#src/db/client';
import type { PhotoRow } from '#src/db/schema/index';
import { AppError, conflict, notFound } from '#src/lib/errors';
import type { MediaStorage } from '#src/lib/media-storage';
import type { OriginalStorage } from '#src/lib/original-storage';
import {
  ImageRejected,
  inspectImage,
  makeDerivatives,
  previewJpeg,
  turnedSize,
  type Derivative,
  type DeriveOptions,
  type ImageFacts,
} from './photo-derivatives';
import { decodeHeicCached } from './decoded-heic-cache';
import { unwatched, within, type ReportWork } from './image-work';
import { createPhotosRepository } from './photos.repository';

const DISPLAY_WIDTH = 1440;

const extensionOf = (format: string) => (format === 'jpeg' ? 'jpg' : format);

/** The row's columns that come from the image itself (a new image has no turn). */
function imageColumns(facts: ImageFacts, derivatives: Derivative[], placeholder: string) {
  return {
    width: facts.width,
    height: facts.height,
    placeholder,
    derivatives: derivatives.map(({ url: _url, ...d }) => d),
    originalFormat: facts.format,
    rotation: 0,
  };
}

/**
 * What runs after a photo was turned, for other domains (the print catalogue re-renders the
 * photo's print files): `quarter` is the turn just added, +90 (right) or −90 (left).
 */
export type AfterTurn = (photoId: string, quarter: 90 | -90, report: ReportWork) => Promise<void>;

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const toCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

export function rejectionToError(reason: ImageRejected['reason']) {
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
      // Older rows may hold raw GPS numbers (the form once wrote them): never a visitor's place.
      location: row.location && looksLikeCoordinates(row.location) ? null : row.location,
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
  const asPublic = toPublicPhoto(row, urlFor);
  return {
    ...asPublic,
    // The admin sees what is stored, so an old coordinates location can be rewritten.
    metadata: { ...asPublic.metadata, location: row.location },
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
  /** Whether any order has bought a print of the photo (orders port). */
  hasOrders: (photoId: string) => Promise<boolean>;
  /** Where originals are copied to while they are processed (`DATA_DIR/tmp`). */
  tmpDir: string;
  /** Run after a committed turn, in order (photo-images.port.ts's onTurned). */
  afterTurn?: readonly AfterTurn[];
  /** Where work done in the background reports its failures. */
  log?: { warn(details: object, message: string): void };
}) {
  const repository = createPhotosRepository(deps.db);
  const urlFor = (key: string) => deps.media.urlFor(key);
  const asPublic = (row: PhotoRow) => toPublicPhoto(row, urlFor);
  const asAdmin = (row: PhotoRow) => toAdminPhoto(row, urlFor);
  /** A new file's path in the temporary folder, where an original is copied to work on. */
  const tempPath = async (purpose: string) => {
    await mkdir(deps.tmpDir, { recursive: true });
    return path.join(deps.tmpDir, `${purpose}-${randomUUID()}`);
  };

  /** What the upload is, or the API error that refuses it. */
  async function inspect(file: string) {
    try {
      return await inspectImage(file, deps.maxPixels);
    } catch (err) {
      if (err instanceof ImageRejected) throw rejectionToError(err.reason);
      throw err;
    }
  }
  const derive = (file: string, facts: ImageFacts, prefix: string, options?: DeriveOptions) =>
    makeDerivatives(file, facts, deps.media, prefix, deps.maxPixels, options);

  return {
    /**
     * Processes an uploaded file (already streamed to a temporary file) into a photo. The
     * fields were checked against photoUploadFieldsSchema before any image work.
     */
    async create(
      fields: PhotoFields,
      upload: { file: string; bytes: number },
      report: ReportWork = unwatched,
    ) {
      const facts = await inspect(upload.file);
      const id = randomUUID();
      const prefix = `photos/${id}`;
      const originalKey = `${prefix}/original.${extensionOf(facts.format)}`;
      try {
        const { derivatives, placeholder } = await derive(upload.file, facts, prefix, {
          report: within(report, 0, 95),
        });
        report('saving', 95);
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
            ...imageColumns(facts, derivatives, placeholder),
            originalKey,
            originalBytes: upload.bytes,
          },
          () => deps.media.publish(publicKeys),
        );
        await deps.onChange();
        report('done', 100);
        return asAdmin(row);
      } catch (err) {
        report('failed', 0);
        // Nothing half-made stays behind.
        await deps.media.removeStaged(prefix);
        await deps.media.removePrefix(prefix);
        await deps.originals.remove(originalKey);
        if (err instanceof ImageRejected) throw rejectionToError(err.reason);
        throw err;
      }
    },

    /**
     * A new image for an existing photo: new derivatives and original, the same id, title,
     * prices and texts (EXIF fills only camera, lens and date left empty). The row points at
     * the new files in the transaction that publishes them; the old files go after the commit.
     */
    async replaceImage(
      id: string,
      upload: { file: string; bytes: number },
      report: ReportWork = unwatched,
    ) {
      const before = await repository.findById(id);
      if (!before) throw notFound(msg.notFound);
      const facts = await inspect(upload.file);
      const prefix = `photos/${id}`;
      // A new name: the old original stays until the new row is committed.
      const originalKey = `${prefix}/original-${randomUUID().slice(0, 8)}.${extensionOf(facts.format)}`;
      const oldKeys = new Set(before.derivatives.map((d) => d.key));
      let newKeys: string[] = [];
      try {
        const { derivatives, placeholder } = await derive(upload.file, facts, prefix, {
          report: within(report, 0, 95),
        });
        newKeys = derivatives.map((d) => d.key);
        report('saving', 95);
        await deps.originals.adopt(originalKey, upload.file);
        const row = await repository.updateThen(
          id,
          {
            camera: before.camera ?? facts.camera,
            lens: before.lens ?? facts.lens,
            shotAt: before.shotAt ?? facts.shotAt,
            ...imageColumns(facts, derivatives, placeholder),
            originalKey,
            originalBytes: upload.bytes,
          },
          () => deps.media.publish(newKeys),
        );
        if (!row) throw notFound(msg.notFound);
        await deps.onChange();
        // Committed: the old files are no longer referenced (same content keeps its key).
        const kept = new Set(newKeys);
        for (const key of oldKeys) if (!kept.has(key)) await deps.media.remove(key);
        if (before.originalKey !== originalKey) await deps.originals.remove(before.originalKey);
        report('done', 100);
        return asAdmin(row);
      } catch (err) {
        report('failed', 0);
        await deps.media.removeStaged(prefix);
        for (const key of newKeys) if (!oldKeys.has(key)) await deps.media.remove(key);
        await deps.originals.remove(originalKey);
        if (err instanceof ImageRejected) throw rejectionToError(err.reason);
        throw err;
      }
    },

    /**
     * The crop modal has opened on this photo: a HEIC original is decoded now, in the
     * background, into the recent decodes' cache, where the crop's save finds it (or joins
     * the decode still running) instead of starting it. Other formats need nothing.
     */
    async prepareOriginal(id: string): Promise<{ decoding: boolean }> {
      const row = await repository.findById(id);
      if (!row) throw notFound(msg.notFound);
      if (row.originalFormat !== 'heic') return { decoding: false };
      const copy = await tempPath('prepare');
      void (async () => {
        try {
          await deps.originals.copyTo(row.originalKey, copy);
          await decodeHeicCached(copy, deps.maxPixels);
        } catch (err) {
          // The save decodes it then, and says why if it cannot.
          deps.log?.warn({ err, photoId: id }, 'preparing the original failed');
        } finally {
          await rm(copy, { force: true });
        }
      })();
      return { decoding: true };
    },

    /**
     * 'Girar': a quarter turn left or right on top of the original's own orientation, for a
     * photo that comes out sideways. Every derivative is made again from the original, the
     * size swaps, the public caches are cleared, then the other domains follow (afterTurn).
     */
    async turn(id: string, body: PhotoTurnBody, report: ReportWork = unwatched) {
      const before = await repository.findById(id);
      if (!before) throw notFound(msg.notFound);
      const quarter = body.direction === 'right' ? 90 : -90;
      const rotation = (((before.rotation + quarter) % 360) + 360) % 360;
      // The original's upright size: the row's size without the turn it already has.
      const upright = turnedSize(before, before.rotation);
      const facts: ImageFacts = {
        format: before.originalFormat,
        ...upright,
        camera: null,
        lens: null,
        shotAt: null,
      };
      const prefix = `photos/${id}`;
      const oldKeys = new Set(before.derivatives.map((d) => d.key));
      const copy = await tempPath('turn');
      let newKeys: string[] = [];
      let row: PhotoRow | null;
      try {
        try {
          await deps.originals.copyTo(before.originalKey, copy);
        } catch {
          throw new AppError('unprocessable', msg.originalMissing);
        }
        const made = await derive(copy, facts, prefix, {
          turn: rotation,
          report: within(report, 0, deps.afterTurn?.length ? 60 : 95),
        });
        newKeys = made.derivatives.map((d) => d.key);
        report('saving', deps.afterTurn?.length ? 60 : 95);
        row = await repository.turnThen(
          before,
          {
            rotation,
            ...turnedSize(upright, rotation),
            placeholder: made.placeholder,
            derivatives: made.derivatives.map(({ url: _url, ...d }) => d),
          },
          () => deps.media.publish(newKeys),
        );
        if (!row) throw conflict(msg.turnConflict);
      } catch (err) {
        report('failed', 0);
        await deps.media.removeStaged(prefix);
        for (const key of newKeys) if (!oldKeys.has(key)) await deps.media.remove(key);
        if (err instanceof ImageRejected) throw rejectionToError(err.reason);
        throw err;
      } finally {
        await rm(copy, { force: true });
      }
      await deps.onChange();
      const kept = new Set(newKeys);
      for (const key of oldKeys) if (!kept.has(key)) await deps.media.remove(key);
      const followers = deps.afterTurn ?? [];
      for (const [index, follow] of followers.entries()) {
        const span = 35 / followers.length;
        await follow(id, quarter, within(report, 60 + span * index, 60 + span * (index + 1)));
      }
      report('done', 100);
      return asAdmin(row);
    },

    /** A small JPEG of an upload (the admin's preview of a file the browser cannot show). */
    async preview(file: string): Promise<Buffer> {
      const facts = await inspect(file);
      try {
        return await previewJpeg(file, facts, deps.maxPixels);
      } catch (err) {
        if (err instanceof ImageRejected) throw rejectionToError(err.reason);
        throw err;
      }
    },

    async listPublic(limit: number) {
      return (await repository.listPublic(limit)).map(asPublic);
    },

    /** The pages of every visible photo, for the sitemap: hidden photos are never listed. */
    async listPublicPages(): Promise<{ path: string; lastModified: Date }[]> {
      return (await repository.listPublicIds()).map((row) => ({
        path: paths.photo.build(row.id),
        lastModified: row.updatedAt,
      }));
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
     * Erases the photo and its files; a photo that orders have bought is hidden instead (its
     * original, which those orders may still print, stays). Says which it did.
     */
    async remove(id: string): Promise<'erased' | 'hidden'> {
      const row = await repository.findById(id);
      if (!row) throw notFound(msg.notFound);
      if (await deps.hasOrders(id)) {
        await repository.update(id, { hidden: true });
        await deps.onChange();
        return 'hidden';
      }
      await repository.remove(id);
      await deps.onChange();
      await deps.media.removePrefix(`photos/${id}`);
      await deps.originals.remove(row.originalKey);
      return 'erased';
    },

    count: () => repository.count(),
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
