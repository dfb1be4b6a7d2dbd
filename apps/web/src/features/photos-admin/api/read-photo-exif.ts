import { cameraName } from '@shop/contracts';

/** What the admin form may pre-fill from a chosen file's EXIF (never overwriting typing). */
export interface PhotoExif {
  camera: string | null;
  lens: string | null;
  /** YYYY-MM-DD, the day the camera's clock said. */
  shotAt: string | null;
  /** 'lat, lon' rounded to 3 decimals (about 100 m), or null without GPS. */
  gps: string | null;
}

/** The EXIF tags exifr gives us (only those we read). */
export interface RawExif {
  Make?: unknown;
  Model?: unknown;
  LensModel?: unknown;
  Lens?: unknown;
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.replace(/\0/g, '').trim()
    ? value.replace(/\0/g, '').trim()
    : null;

const pad = (n: number) => String(n).padStart(2, '0');

/** exifr reads EXIF dates as local time, so the local calendar day is the camera's day. */
function dayOf(value: unknown): string | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function gpsOf(lat: unknown, lon: unknown): string | null {
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) return null;
  return `${lat.toFixed(3)}, ${lon.toFixed(3)}`;
}

/** The form's view of exifr's output: tidy camera name, lens, capture day, rounded GPS. */
export function photoExifFrom(raw: RawExif | null | undefined): PhotoExif {
  return {
    camera: cameraName(text(raw?.Make), text(raw?.Model)),
    lens: text(raw?.LensModel) ?? text(raw?.Lens),
    shotAt: dayOf(raw?.DateTimeOriginal) ?? dayOf(raw?.CreateDate),
    gps: gpsOf(raw?.latitude, raw?.longitude),
  };
}

/**
 * Reads the EXIF of a chosen file in the browser. exifr is imported here, on demand: only
 * the admin page that picks a file downloads it, never a visitor.
 */
export async function readPhotoExif(file: File): Promise<PhotoExif | null> {
  try {
    const { default: exifr } = await import('exifr');
    const raw = (await exifr.parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      ifd1: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
    })) as RawExif | undefined;
    return photoExifFrom(raw);
  } catch {
    return null;
  }
}

/** The small JPEG most cameras and phones embed in their files, or null. */
export async function readEmbeddedThumbnail(file: File): Promise<Blob | null> {
  try {
    const { default: exifr } = await import('exifr');
    const bytes = await exifr.thumbnail(file);
    if (!bytes || bytes.byteLength === 0) return null;
    return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  } catch {
    return null;
  }
}
