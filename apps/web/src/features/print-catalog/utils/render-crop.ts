import { rotatedSize, type Area, type Size } from './crop-geometry';

/**
 * The preview JPEG of a crop: the image turned by `rotation` around its centre, the `area`
 * (in the image's own pixels, as react-easy-crop reports it) drawn at `output` size, encoded
 * at `quality`. The server renders the real print file from the original.
 */
export async function renderCrop(
  image: HTMLImageElement,
  area: Area,
  rotation: number,
  output: Size,
  quality: number,
): Promise<Blob> {
  const box = rotatedSize({ width: image.naturalWidth, height: image.naturalHeight }, rotation);
  const turned = document.createElement('canvas');
  turned.width = Math.round(box.width);
  turned.height = Math.round(box.height);
  const turnedContext = turned.getContext('2d');
  if (!turnedContext) throw new Error('Canvas 2D no disponible');
  turnedContext.translate(turned.width / 2, turned.height / 2);
  turnedContext.rotate((rotation * Math.PI) / 180);
  turnedContext.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  turnedContext.drawImage(image, 0, 0);

  const result = document.createElement('canvas');
  result.width = output.width;
  result.height = output.height;
  const context = result.getContext('2d');
  if (!context) throw new Error('Canvas 2D no disponible');
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    turned,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    output.width,
    output.height,
  );
  return new Promise((resolve, reject) => {
    result.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('toBlob sin resultado'))),
      'image/jpeg',
      quality,
    );
  });
}
