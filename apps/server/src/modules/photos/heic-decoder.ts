/**
 * HEIC (the iPhone's default format) decoded by libheif compiled to WebAssembly, because the
 * server's sharp build has no HEVC decoder. Each decode runs in a worker thread of its own:
 * the event loop keeps answering (the admin's progress polls among others) and the memory the
 * WebAssembly heap grew to for one 12 MP image goes with the worker. The pixels come back as
 * interleaved RGB (no alpha channel: a HEIC photo has none, and every later step is cheaper
 * without it), transferred, not copied. See docs/decisions/007-heic-decoding.md and 028.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code (CommonJS, evaluated: nothing to bundle or find at run time). It decodes
 * the primary image to RGB and posts the pixels row by row into one transferable buffer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const { dir, file, maxPixels } = workerData;
(async () => {
  const factory = require(path.join(dir, 'libheif-wasm/libheif.js'));
  const lib = factory({ wasmBinary: fs.readFileSync(path.join(dir, 'libheif-wasm/libheif.wasm')) });
  if (lib.ready) await lib.ready;
  const images = new lib.HeifDecoder().decode(fs.readFileSync(file));
  const image = images.find((candidate) => candidate.is_primary()) || images[0];
  if (!image) return parentPort.postMessage({ error: 'no image' });
  const width = image.get_width();
  const height = image.get_height();
  if (width * height > maxPixels) return parentPort.postMessage({ error: 'too many pixels' });
  parentPort.postMessage({ stage: 'decoding' });
  const decoded = await lib.heif_js_decode_image2(
    image.handle,
    lib.heif_colorspace.heif_colorspace_RGB,
    lib.heif_chroma.heif_chroma_interleaved_RGB,
  );
  if (!decoded || decoded.code) return parentPort.postMessage({ error: 'decode failed' });
  const plane = decoded.channels.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
  if (!plane || plane.width !== width || plane.height !== height) {
    return parentPort.postMessage({ error: 'decode failed' });
  }
  const row = width * 3;
  const pixels = new Uint8Array(row * height);
  if (plane.stride === row) pixels.set(plane.data.subarray(0, row * height));
  else for (let y = 0; y < height; y++) pixels.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  lib.heif_image_release(decoded.image);
  parentPort.postMessage({ width, height, pixels }, [pixels.buffer]);
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

let libheifDir: string | null = null;
function libheifPath() {
  libheifDir ??= path.dirname(createRequire(import.meta.url).resolve('libheif-js/package.json'));
  return libheifDir;
}

/**
 * ftyp brands of HEVC-coded HEIF. `mif1`/`msf1` alone may also be AVIF, so sharp's metadata
 * (compression 'hevc') decides in the end; this only says "try the HEIC decoder".
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/** True when the bytes start like a HEIC file (an ISO BMFF `ftyp` box with a HEVC brand). */
export function looksLikeHeic(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands.some((brand) => HEIC_BRANDS.has(brand));
}

export class HeicDecodeError extends Error {}

export interface DecodedPixels {
  /** Interleaved RGB, 8 bits per channel, rows without padding. */
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/**
 * The primary image as RGB pixels, with the file's own rotation and mirroring (irot/imir)
 * already applied by libheif: the EXIF orientation must not be applied again.
 */
export function decodeHeic(file: string, maxPixels: number): Promise<DecodedPixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { dir: libheifPath(), file: path.resolve(file), maxPixels },
    });
    let settled = false;
    const settle = (result: DecodedPixels | Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    worker.on(
      'message',
      (message: {
        error?: string;
        stage?: string;
        width?: number;
        height?: number;
        pixels?: Uint8Array;
      }) => {
        if (message.error) settle(new HeicDecodeError(message.error));
        else if (message.pixels && message.width && message.height) {
          const { pixels, width, height } = message;
          settle({
            data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength),
            width,
            height,
            channels: 3,
          });
        }
      },
    );
    worker.on('error', (err) => settle(new HeicDecodeError(err.message)));
    worker.on('exit', () => settle(new HeicDecodeError('decoder stopped')));
  });
}
