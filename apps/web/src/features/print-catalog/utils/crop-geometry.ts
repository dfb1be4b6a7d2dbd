/**
 * The crop modal's arithmetic, apart from React and the canvas so it can be tested alone.
 * react-easy-crop reports `croppedAreaPixels` in the shown image's own pixels, inside the
 * bounding box of the image turned by `rotation`; the server renders the print file from the
 * original, so the rectangle is scaled to the original's pixels (one factor: the shown image
 * is a derivative of the same shape).
 */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The bounding box of a `width` × `height` image turned by `rotation` degrees. */
export function rotatedSize({ width, height }: Size, rotation: number): Size {
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return { width: cos * width + sin * height, height: sin * width + cos * height };
}

/**
 * `area` (in the shown image's pixels, `shownWidth` wide) in the original's pixels: whole
 * numbers, at least 1 px, kept inside the original's turned bounding box.
 */
export function toOriginalPixels(
  area: Area,
  shownWidth: number,
  original: Size,
  rotation: number,
): Area {
  const scale = original.width / shownWidth;
  const box = rotatedSize(original, rotation);
  const maxWidth = Math.max(1, Math.floor(box.width));
  const maxHeight = Math.max(1, Math.floor(box.height));
  const width = Math.min(maxWidth, Math.max(1, Math.round(area.width * scale)));
  const height = Math.min(maxHeight, Math.max(1, Math.round(area.height * scale)));
  const x = Math.min(maxWidth - width, Math.max(0, Math.round(area.x * scale)));
  const y = Math.min(maxHeight - height, Math.max(0, Math.round(area.y * scale)));
  return { x, y, width, height };
}

/** A crop worth rendering: a finite rectangle of at least one pixel each way. */
export function isValidCrop(area: Area | null): area is Area {
  return (
    area !== null &&
    [area.x, area.y, area.width, area.height].every(Number.isFinite) &&
    area.width >= 1 &&
    area.height >= 1
  );
}

/**
 * The output size the modal starts with: the asset's own when it has one, else the
 * product's recommended print-area pixels, else `fallback` × `fallback`.
 */
export function initialOutputSize(
  existing: Size | null | undefined,
  recommended: Size | null | undefined,
  fallback: number,
): Size {
  if (existing && existing.width >= 1 && existing.height >= 1) return { ...existing };
  if (recommended && recommended.width >= 1 && recommended.height >= 1) return { ...recommended };
  return { width: fallback, height: fallback };
}

/** The browser's JPEG is named `asset-{timestamp}.jpg` (docs/rules/admin.md#asset-crop). */
export const assetFileName = (now: number = Date.now()) => `asset-${now}.jpg`;

/** An output side typed by the admin: a whole number of pixels, or null when not one ≥ 1. */
export function readPixels(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
