/**
 * Renders a variant's print file from the photo's private original (decision 011): the
 * original upright (EXIF orientation), turned by the admin's rotation, cut to the crop,
 * resized to the output size, sRGB, JPEG quality 95 without mozjpeg (what the print lab
 * expects: baseline, 4:4:4, an sRGB profile). Nothing is taken from a public derivative.
 */
import sharp, { type Sharp } from 'sharp';
import { printCatalogMessages as msg } from '@shop/contracts';
import { AppError } from '#src/lib/errors';

export interface CropRequest {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise, −180..180 (react-easy-crop's rotation). */
  rotation: number;
  outputWidth: number;
  outputHeight: number;
}

export interface RenderedAsset {
  width: number;
  height: number;
  /** The crop as applied (clamped to the rotated image by at most CROP_TOLERANCE px). */
  crop: { x: number; y: number; width: number; height: number; rotation: number };
  /** The output has more pixels than the crop covers on some side. */
  upscaled: boolean;
}

/** Rounding in the browser (react-easy-crop) may put the crop a pixel or two outside. */
const CROP_TOLERANCE = 2;
export const PRINT_JPEG_QUALITY = 95;

/** The size of a w × h image's bounding box once turned by `degrees` (as sharp and a canvas do). */
export function rotatedSize(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return {
    width: Math.round(width * cos + height * sin),
    height: Math.round(width * sin + height * cos),
  };
}

/**
 * The crop inside an image of `size`: a crop up to CROP_TOLERANCE px outside is pulled in,
 * anything further is refused (the admin's crop does not belong to this original).
 */
export function fitCrop(
  crop: Pick<CropRequest, 'x' | 'y' | 'width' | 'height'>,
  size: { width: number; height: number },
) {
  const right = crop.x + crop.width;
  const bottom = crop.y + crop.height;
  if (
    right > size.width + CROP_TOLERANCE ||
    bottom > size.height + CROP_TOLERANCE ||
    crop.width < 1 ||
    crop.height < 1
  ) {
    throw new AppError('invalid_data', msg.cropOutside, [
      { path: 'cropWidth', message: msg.cropOutside },
    ]);
  }
  const x = Math.min(crop.x, size.width - 1);
  const y = Math.min(crop.y, size.height - 1);
  return {
    x,
    y,
    width: Math.min(crop.width, size.width - x),
    height: Math.min(crop.height, size.height - y),
  };
}

/**
 * Writes the print file to `targetFile`. `upright` is the original already turned upright
 * (photos port); `original` its size after that.
 */
export async function renderPrintAsset(options: {
  upright: Sharp;
  original: { width: number; height: number };
  request: CropRequest;
  targetFile: string;
}): Promise<RenderedAsset> {
  const { request, original } = options;
  const rotation = ((request.rotation % 360) + 360) % 360;
  let source: Sharp = options.upright;
  let size = original;
  if (rotation !== 0) {
    // The turn is materialised first, so the crop is measured on the turned image exactly
    // as react-easy-crop measures it (its bounding box, corners filled white).
    const turned = await options.upright
      .rotate(rotation, { background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    size = { width: turned.info.width, height: turned.info.height };
    source = sharp(turned.data, {
      raw: { width: size.width, height: size.height, channels: turned.info.channels },
      limitInputPixels: size.width * size.height,
    });
  }
  const crop = fitCrop(request, size);
  const info = await source
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    // 'cover': a crop whose shape differs from the output's by rounding is trimmed, not stretched.
    .resize(request.outputWidth, request.outputHeight, { fit: 'cover', kernel: 'lanczos3' })
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .jpeg({ quality: PRINT_JPEG_QUALITY, mozjpeg: false, chromaSubsampling: '4:4:4' })
    .toFile(options.targetFile);
  return {
    width: info.width,
    height: info.height,
    crop: { ...crop, rotation: request.rotation },
    upscaled: request.outputWidth > crop.width || request.outputHeight > crop.height,
  };
}
