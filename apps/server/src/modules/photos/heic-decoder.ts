/**
 * HEIC (the iPhone's default format) decoded by libheif compiled to WebAssembly, because the
 * server's sharp build has no HEVC decoder. Loaded only when a HEIC arrives; each decode gets
 * its own WebAssembly instance, so the memory grown for one 12 MP image is released with it
 * (a shared instance keeps its grown heap for ever). See docs/decisions/007-heic-decoding.md.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

interface HeifImage {
  get_width(): number;
  get_height(): number;
  is_primary(): boolean;
  display(
    target: { data: Uint8ClampedArray; width: number; height: number },
    done: (result: { data: Uint8ClampedArray } | null) => void,
  ): void;
  free(): void;
}
interface LibHeif {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}
type LibHeifFactory = (options: {
  wasmBinary: Uint8Array;
}) => LibHeif & { ready?: Promise<unknown> };

let loading: Promise<{ factory: LibHeifFactory; wasm: Uint8Array }> | null = null;

/** The decoder's code and its WebAssembly binary, read once, at the first HEIC. */
function loadLibHeif() {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('libheif-js/package.json'));
    const factory = require(path.join(dir, 'libheif-wasm/libheif.js')) as LibHeifFactory;
    const wasm = await readFile(path.join(dir, 'libheif-wasm/libheif.wasm'));
    return { factory, wasm };
  })();
  return loading;
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

/**
 * The primary image as RGBA pixels, with the file's own rotation and mirroring (irot/imir)
 * already applied by libheif: the EXIF orientation must not be applied again.
 */
export async function decodeHeic(
  file: string,
  maxPixels: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { factory, wasm } = await loadLibHeif();
  const libheif = factory({ wasmBinary: wasm });
  await libheif.ready;
  const images = new libheif.HeifDecoder().decode(await readFile(file));
  try {
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0];
    if (!image) throw new HeicDecodeError('no image');
    const width = image.get_width();
    const height = image.get_height();
    if (width * height > maxPixels) throw new HeicDecodeError('too many pixels');
    const pixels = new Uint8ClampedArray(width * height * 4);
    const decoded = await new Promise<{ data: Uint8ClampedArray } | null>((resolve) =>
      image.display({ data: pixels, width, height }, resolve),
    );
    if (!decoded) throw new HeicDecodeError('decode failed');
    return {
      data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength),
      width,
      height,
    };
  } finally {
    for (const image of images) image.free();
  }
}
