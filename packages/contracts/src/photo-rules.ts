/** docs/rules/gallery-and-photos.md#photo-data-rules, for the admin form and the server. No zod. */
import { dateMessages } from './date-rules';
import { readMoney } from './money-rules';

export const photoMessages = {
  titleRequired: 'El título es obligatorio',
  imageRequired: 'Selecciona una imagen antes de guardar',
  saved: 'Imagen guardada correctamente',
  saveFailed: 'No se pudo guardar la imagen',
  /** DELETE of a photo with orders: hidden, not erased (its files stay for those orders). */
  hiddenNotErased:
    'Esta foto tiene pedidos, así que la hemos ocultado en lugar de borrarla: sus archivos se conservan para esos pedidos.',
  loadFailed: 'No se pudieron cargar las fotos',
  notFound: 'No encontramos esta fotografía.',
  galleryLoading: 'Cargando galería...',
  galleryFailed: 'No se pudieron cargar las fotografías.',
  galleryEmpty: 'Aún no hay fotografías. Súbelas desde Gestión de contenido.',
  noPrintOptions: 'Pronto habilitaremos la compra de impresiones para esta foto.',
  noPrice: 'Sin precio',
  askPrice: 'Consultar',
  // Server answers
  notAnImage: 'El archivo no es una imagen válida (JPEG, PNG, WebP, TIFF, AVIF o HEIC).',
  brokenImage: 'No se pudo leer la imagen: el archivo está dañado o incompleto.',
  tooManyPixels: 'La imagen tiene demasiados píxeles para procesarla.',
  tooLarge: 'La imagen supera el tamaño máximo permitido.',
  badPrice: 'El precio debe ser un número mayor o igual que 0, con 2 decimales como máximo.',
  titleTooLong: 'El título no puede superar los 200 caracteres.',
  descriptionTooLong: 'La descripción no puede superar los 5000 caracteres.',
  tagTooLong: 'Cada etiqueta puede tener como máximo 50 caracteres.',
  tooManyTags: 'Una fotografía puede tener como máximo 30 etiquetas.',
  cameraTooLong: 'La cámara no puede superar los 200 caracteres.',
  lensTooLong: 'El objetivo no puede superar los 200 caracteres.',
  locationTooLong: 'La ubicación no puede superar los 200 caracteres.',
  locationIsCoordinates:
    'Escribe el nombre del lugar: las coordenadas GPS no se muestran a los visitantes.',
  badShotAt: dateMessages.day('Fecha de captura'),
  originalMissing: 'No se encuentra el archivo original de esta fotografía.',
  turnConflict: 'La fotografía cambió mientras se giraba. Vuelve a intentarlo.',
  deleted: 'Fotografía eliminada',
  updated: 'Fotografía actualizada',
} as const;

/** '12,50' or '12.5' → 1250 cents; '' → null; anything else → undefined (see readMoney). */
export function parsePriceToCents(input: string): number | null | undefined {
  const reading = readMoney(input);
  return reading.ok ? reading.cents : undefined;
}

const degrees = String.raw`[-+]?\d{1,3}(?:[.,]\d+)?\s*°?\s*[NSEOW]?`;
const coordinatePair = new RegExp(String.raw`^\s*${degrees}\s*[,;/\s]\s*${degrees}\s*$`, 'i');

/**
 * Whether a location is only GPS numbers ('43.467, 11.885', '43,467 11,885', '36.2°N 6.0°W'):
 * never shown to visitors as a place (docs/rules/admin.md#new-image).
 */
export function looksLikeCoordinates(location: string): boolean {
  return coordinatePair.test(location);
}

/** 'paisaje, mar ,, Noche' → ['paisaje', 'mar', 'Noche'] (trimmed, no blanks, no repeats). */
export function parseTags(input: string): string[] {
  return [
    ...new Set(
      input
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * How wide each home gallery cell is drawn (3 columns from 1024 px, 2 below;
 * a page 80rem wide at most with 1.25rem of padding and 1rem gaps). The web's `sizes` and
 * the server's preload of the first image must be the same string, or the browser
 * downloads the image twice.
 */
export const GALLERY_IMAGE_SIZES =
  '(min-width: 1280px) 403px, (min-width: 1024px) calc((100vw - 4.5rem) / 3), ' +
  'calc((100vw - 3.5rem) / 2)';

/**
 * How wide the home page's hero photo is drawn: the whole photo in a box at most 72vh
 * (desktop, from 1024 px: 7 of 12 columns beside the text, 696 px at most) or 55vh tall
 * (below, full width over the text). Each value is an upper bound of the drawn width, so
 * the browser never picks a blurry file. Shared by the web's `sizes` and the server's
 * preload, which must be the same string (or the browser downloads the image twice).
 */
export function heroImageSizes(width: number, height: number): string {
  const ratio = width > 0 && height > 0 ? width / height : 1.5;
  const r = ratio.toFixed(3);
  const desktop =
    ratio < 0.8
      ? `(min-width: 1024px) calc(${r} * 72vh)`
      : '(min-width: 1280px) 696px, (min-width: 1024px) calc((100vw - 5.5rem) * 0.5834)';
  const narrow = ratio < 1 ? `calc(${r} * 55vh)` : 'calc(100vw - 2.5rem)';
  return `${desktop}, ${narrow}`;
}

/** A `srcset` value from derivatives (URL-escaped where srcset needs it). */
export function srcSetOf(images: readonly { url: string; width: number }[]): string {
  return images
    .map((image) => `${image.url.replace(/ /g, '%20').replace(/,/g, '%2C')} ${image.width}w`)
    .join(', ');
}

/** Link previews want about 1200 px (Open Graph, X's large card); see SHARE_IMAGE_MIN_SIDE. */
export const SHARE_IMAGE_MIN_SIDE = 1200;

/**
 * The JPEG a shared link shows (og:image): the narrowest derivative whose longer side reaches
 * 1200 px, or the largest there is. A landscape or square photo gets its 1440 px rendition,
 * a portrait one its 960 px one (1440 px tall): big enough for every preview, and small
 * enough for WhatsApp, which drops images over about 300 KB (measured 145–240 KB for 1440 ×
 * 1080 camera photos at the derivatives' quality; docs/decisions/015-discoverability.md).
 * The height is the photo's own ratio at that width. Undefined when there is no JPEG.
 */
export function shareImageOf(photo: {
  width: number;
  height: number;
  images: { jpeg: readonly { url: string; width: number }[] };
}): { url: string; width: number; height: number } | undefined {
  const sized = [...photo.images.jpeg]
    .sort((a, b) => a.width - b.width)
    .map((image) => ({
      url: image.url,
      width: image.width,
      height: Math.round((image.width * photo.height) / photo.width),
    }));
  return (
    sized.find((image) => Math.max(image.width, image.height) >= SHARE_IMAGE_MIN_SIDE) ??
    sized.at(-1)
  );
}
