// The 12 MP inputs of the image benches: a noisy 4032 x 3024 JPEG (an iPhone's size) made by
// bench/make-photo.mjs, and the same picture as HEIC made by libheif's `heif-enc` (Debian:
// `apt-get install libheif-examples`). Kept in the temp folder between runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CAMERA_WIDTH = 4032;
export const CAMERA_HEIGHT = 3024;

export function cameraPhotos(): { jpeg: string; heic: string } {
  const jpeg = path.join(tmpdir(), 'shop-bench-12mp.jpg');
  const heic = path.join(tmpdir(), 'shop-bench-12mp.heic');
  if (!existsSync(jpeg)) {
    // Sigma 12: about 3 MB as JPEG and as HEIC, like an iPhone's photo of a detailed scene.
    const size = [String(CAMERA_WIDTH), String(CAMERA_HEIGHT), '12'];
    execFileSync(process.execPath, ['bench/make-photo.mjs', jpeg, ...size]);
  }
  if (!existsSync(heic)) {
    try {
      execFileSync('heif-enc', ['-q', '60', '-o', heic, jpeg], { stdio: 'ignore' });
    } catch {
      throw new Error('heif-enc not found: apt-get install libheif-examples (Debian)');
    }
  }
  return { jpeg, heic };
}

export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Wall and CPU time (every thread of the process: libvips, the HEIC worker) of `run`. */
export async function timed<T>(run: () => Promise<T>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { result, wall, cpu: (used.user + used.system) / 1000 };
}
