/**
 * Photo derivatives: what an uploaded original is (by content, with its EXIF facts), and the
 * public AVIF/WebP/JPEG renditions and ThumbHash placeholder made from it.
 */
import { createHash } from 'node:crypto';
import { open as openFile } from 'node:fs/promises';
import exifReader from 'exif-reader';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { cameraName, derivativeFormats, type DerivativeFormat } from '@shop/contracts';
import type { MediaStorage } from '#src/lib/media-storage';
import { decodeHeicCached } from './decoded-heic-cache';
import { looksLikeHeic } from './heic-decoder';
import { unwatched, within, type ReportWork } from './image-work';

// libvips' operation cache (sharp's default: up to 50 MB and 100 operations) only helps a
// pipeline run twice on the same input; every upload is a new one, and the cache kept its
// buffers in an idle server's memory (bench/server-memory.ts).
sharp.cache(false);

export const DERIVATIVE_WIDTHS = [480, 720, 960, 1440, 2048] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif']);

export class ImageRejected extends Error {
  constructor(readonly reason: 'not_an_image' | 'too_many_pixels' | 'broken') {
    super(reason);
  }
}

export interface ImageFacts {
  /** sharp's name for the format, or 'heic' for HEVC-coded HEIF (decoded by heic-decoder). */
  format: string;
  /** After applying the EXIF orientation. */
  width: number;
  height: number;
  camera: string | null;
  lens: string | null;
  /** YYYY-MM-DD from DateTimeOriginal. */
  shotAt: string | null;
}

export interface Derivative {
  format: DerivativeFormat;
  width: number;
  height: number;
  key: string;
  url: string;
  bytes: number;
}

/** One encoder per format of the contract's closed list. */
const encoders: Record<DerivativeFormat, (image: Sharp) => Sharp> = {
  // effort 2, not sharp's 4: a 24 MP upload takes 1.9 s instead of 13.8 s here (bench/).
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  // effort 2, not 4: a third of the time for the same size (decision 028).
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
};

const open = (file: string, maxPixels: number) =>
  sharp(file, { failOn: 'error', limitInputPixels: maxPixels, sequentialRead: true });

function clean(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().replace(/\0/g, '') : null;
}

function readExif(exif: Buffer | undefined) {
  if (!exif) return { camera: null, lens: null, shotAt: null };
  try {
    const data = exifReader(exif);
    const camera = cameraName(clean(data.Image?.Make), clean(data.Image?.Model));
    const taken = data.Photo?.DateTimeOriginal;
    const shotAt =
      taken instanceof Date && !Number.isNaN(taken.getTime())
        ? taken.toISOString().slice(0, 10)
        : null;
    return { camera, lens: clean(data.Photo?.LensModel), shotAt };
  } catch {
    return { camera: null, lens: null, shotAt: null };
  }
}

/** Decides by content what the file is, and reads size and EXIF (camera, lens, date). */
export async function inspectImage(file: string, maxPixels: number): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await open(file, maxPixels).metadata();
  } catch (err) {
    const text = String(err);
    if (/pixel limit/i.test(text)) throw new ImageRejected('too_many_pixels');
    throw new ImageRejected(
      /unsupported image format|bad seek|Input file/i.test(text) ? 'not_an_image' : 'broken',
    );
  }

  if (!ACCEPTED_FORMATS.has(meta.format)) throw new ImageRejected('not_an_image');
  // sharp reads a HEIC's header and EXIF but cannot decode HEVC: heic-decoder does.
  const heic = meta.format === 'heif' && meta.compression === 'hevc' && (await hasHeicBrand(file));
  if (meta.format === 'heif' && meta.compression !== 'av1' && !heic) {
    throw new ImageRejected('not_an_image');
  }
  if (meta.width * meta.height > maxPixels) throw new ImageRejected('too_many_pixels');
  // A HEIC's size is already after its own rotation (irot), which libheif applies.
  const rotated = !heic && (meta.orientation ?? 1) >= 5;
  return {
    format: heic ? 'heic' : meta.format,
    width: rotated ? meta.height : meta.width,
    height: rotated ? meta.width : meta.height,
    ...readExif(meta.exif),
  };
}

async function hasHeicBrand(file: string): Promise<boolean> {
  const handle = await openFile(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return looksLikeHeic(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** A quarter turn the admin gave the photo ('Girar'): 0, 90, 180 or 270 degrees clockwise. */
export type Turn = 0 | 90 | 180 | 270;

/** The size of a `width × height` image after `turn`. */
export const turnedSize = (size: { width: number; height: number }, turn: number) =>
  turn % 180 === 0 ? size : { width: size.height, height: size.width };

/**
 * The original, upright, as a sharp pipeline. A HEIC comes decoded (in a worker, or from the
 * recent decodes' cache) with its rotation applied, so it is not rotated again from its EXIF
 * orientation.
 */
export async function openUpright(
  file: string,
  facts: Pick<ImageFacts, 'format'>,
  maxPixels: number,
  report: ReportWork = unwatched,
): Promise<Sharp> {
  if (facts.format !== 'heic') return open(file, maxPixels).autoOrient();
  const { data, width, height, channels } = await decodeHeicCached(file, maxPixels, () =>
    report('decoding', 0),
  );
  return sharp(data, { raw: { width, height, channels }, limitInputPixels: maxPixels });
}

/**
 * The original upright and turned by the admin's quarter turn, as a pipeline that any
 * operation may follow (a turn is materialised first: sharp keeps one rotation per pipeline).
 */
export async function openTurned(
  file: string,
  facts: Pick<ImageFacts, 'format'>,
  turn: number,
  maxPixels: number,
  report: ReportWork = unwatched,
): Promise<Sharp> {
  const upright = await openUpright(file, facts, maxPixels, report);
  if (turn % 360 === 0) return upright;
  const { data, info } = await upright.rotate(turn).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
    limitInputPixels: maxPixels,
  });
}

/**
 * The widths to make: the standard ones up to the original, plus the original's own width
 * when it is narrower than the largest standard one. Without it an 800 px original had only
 * its 480 px rendition, drawn enlarged and soft wherever the page is wider than 480 px.
 */
export function targetWidths(originalWidth: number): number[] {
  const widths: number[] = DERIVATIVE_WIDTHS.filter((w) => w <= originalWidth);
  const largest = DERIVATIVE_WIDTHS[DERIVATIVE_WIDTHS.length - 1] ?? 0;
  if (originalWidth < largest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

export interface DeriveOptions {
  /** The admin's quarter turn, applied after the original's own orientation. */
  turn?: number;
  /** The widest rendition to make (a print asset's preview needs no 2048 px one). */
  maxWidth?: number;
  report?: ReportWork;
}

/**
 * Re-encodes the original into AVIF, WebP and JPEG at every target width (which also drops
 * all metadata, GPS included) and a ThumbHash placeholder. Keys carry a content hash, so
 * the files can be cached forever. The files are staged: the caller publishes them with the row.
 * Reports 'decoding' (a HEIC not decoded lately), then 'resizing' from 0 to 100 %.
 */
export async function makeDerivatives(
  file: string,
  facts: ImageFacts,
  media: MediaStorage,
  keyPrefix: string,
  maxPixels: number,
  options: DeriveOptions = {},
): Promise<{ derivatives: Derivative[]; placeholder: string }> {
  const { turn = 0, maxWidth = Infinity, report = unwatched } = options;
  try {
    // Decode the (possibly huge) original once, into an sRGB master at the largest width;
    // every derivative and the placeholder come from that master, not from the original.
    const widths = targetWidths(turnedSize(facts, turn).width).filter((w) => w <= maxWidth);
    if (widths.length === 0) widths.push(Math.min(maxWidth, turnedSize(facts, turn).width));
    const upright = await openUpright(file, facts, maxPixels, within(report, 0, 10));
    report('resizing', 10);
    const master = await (turn % 360 === 0 ? upright : upright.rotate(turn))
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    report('resizing', 20);
    const base = sharp(master.data, {
      raw: { width: master.info.width, height: master.info.height, channels: master.info.channels },
    });
    // Every rendition at once: libvips shares the cores among them, and none waits for a
    // narrower one to finish. The placeholder first (the smallest work).
    const small = await base
      .clone()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumbHash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
    // Cost grows with the pixels: progress is counted in pixels encoded.
    const jobs = widths.flatMap((width) => derivativeFormats.map((format) => ({ width, format })));
    const total = jobs.reduce((sum, job) => sum + job.width * job.width, 0);
    let encoded = 0;
    const derivatives = await Promise.all(
      jobs.map(async ({ width, format }): Promise<Derivative> => {
        const resized = base.clone().resize({ width, withoutEnlargement: true });
        const { data, info } = await encoders[format](resized).toBuffer({
          resolveWithObject: true,
        });
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
        const key = `${keyPrefix}/${info.width}-${hash}.${format === 'jpeg' ? 'jpg' : format}`;
        await media.stage(key, data);
        encoded += width * width;
        report('resizing', 20 + (80 * encoded) / total);
        return {
          format,
          width: info.width,
          height: info.height,
          key,
          url: media.urlFor(key),
          bytes: data.length,
        };
      }),
    );
    return { derivatives, placeholder: Buffer.from(thumbHash).toString('base64') };
  } catch (err) {
    if (err instanceof ImageRejected) throw err;
    throw new ImageRejected('broken');
  }
}

/** The width of the admin's preview of an upload. */
export const PREVIEW_WIDTH = 480;

/** A small upright JPEG of the original, stored nowhere (the admin form's preview). */
export async function previewJpeg(
  file: string,
  facts: ImageFacts,
  maxPixels: number,
): Promise<Buffer> {
  // A HEIC decoded here stays in the recent decodes' cache: the upload that usually follows
  // the preview finds it there.
  try {
    return await (
      await openUpright(file, facts, maxPixels)
    )
      .resize({
        width: PREVIEW_WIDTH,
        height: PREVIEW_WIDTH,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .jpeg({ quality: 78 })
      .toBuffer();
  } catch {
    throw new ImageRejected('broken');
  }
}
