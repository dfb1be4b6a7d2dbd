/**
 * Reading a QR code from the camera's picture: the browser's own `BarcodeDetector` where it
 * has one (Chrome on Android, Safari), else jsQR (plain JavaScript, loaded only when needed:
 * Chromium on Linux and Firefox have no detector).
 */

/** The text of a QR code in the video's current frame, or null when there is none. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Frames are read at this size at most: a QR at the door fills a good part of the picture. */
const MAX_SIDE = 720;

async function browserDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** Makes the decoder of this browser: each call draws the video's frame to a canvas first. */
export async function createQrDecoder(): Promise<QrDecoder> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');

  /** The frame on the canvas, or null while the video has none yet. */
  const draw = (video: HTMLVideoElement) => {
    const { videoWidth, videoHeight } = video;
    if (video.readyState < 2 || !videoWidth || !videoHeight) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return { width, height };
  };

  const detector = await browserDetector();
  if (detector) {
    return async (video) => {
      if (!draw(video)) return null;
      const found = await detector.detect(canvas);
      return found[0]?.rawValue ?? null;
    };
  }
  const { default: jsQR } = await import('jsqr');
  return (video) => {
    const size = draw(video);
    if (!size) return Promise.resolve(null);
    const image = context.getImageData(0, 0, size.width, size.height);
    const code = jsQR(image.data, size.width, size.height, { inversionAttempts: 'dontInvert' });
    // An empty text is no code.
    const text = code?.data ?? '';
    return Promise.resolve(text === '' ? null : text);
  };
}
