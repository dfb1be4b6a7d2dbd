import { rgbaToThumbHash, thumbHashToAverageRGBA } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { thumbHashAverage } from './thumbhash-average';

/** A 4×4 RGBA image of one colour, with a lighter corner. */
function image(r: number, g: number, b: number) {
  const pixels = new Uint8Array(4 * 4 * 4);
  for (let i = 0; i < 16; i++) pixels.set(i === 0 ? [255, 255, 255, 255] : [r, g, b, 255], i * 4);
  return rgbaToThumbHash(4, 4, pixels);
}

describe('thumbHashAverage', () => {
  it('reads the average colour as the library does', () => {
    for (const [r, g, b] of [
      [200, 40, 30],
      [20, 120, 220],
      [0, 0, 0],
      [250, 250, 250],
      [90, 160, 60],
    ] as const) {
      const hash = image(r, g, b);
      const library = thumbHashToAverageRGBA(hash);
      const ours = thumbHashAverage(hash);
      expect(ours.r).toBeCloseTo(library.r, 10);
      expect(ours.g).toBeCloseTo(library.g, 10);
      expect(ours.b).toBeCloseTo(library.b, 10);
    }
  });
});
