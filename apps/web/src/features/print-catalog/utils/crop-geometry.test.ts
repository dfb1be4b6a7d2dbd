import { describe, expect, it } from 'vitest';
import {
  assetFileName,
  initialOutputSize,
  isValidCrop,
  readPixels,
  rotatedSize,
  toOriginalPixels,
} from './crop-geometry';

describe('crop geometry', () => {
  it('scales the shown image’s crop to the original’s pixels', () => {
    // A 1440 px wide derivative of a 6000 × 4000 original.
    const area = toOriginalPixels(
      { x: 144, y: 96, width: 720, height: 480 },
      1440,
      { width: 6000, height: 4000 },
      0,
    );
    expect(area).toEqual({ x: 600, y: 400, width: 3000, height: 2000 });
  });

  it('keeps the crop inside the turned original and at least 1 px', () => {
    const box = rotatedSize({ width: 6000, height: 4000 }, 90);
    expect(Math.round(box.width)).toBe(4000);
    expect(Math.round(box.height)).toBe(6000);
    const area = toOriginalPixels(
      { x: 900, y: -3, width: 1000, height: 0.01 },
      960,
      { width: 6000, height: 4000 },
      90,
    );
    expect(area.width).toBeLessThanOrEqual(4000);
    expect(area.x + area.width).toBeLessThanOrEqual(4000);
    expect(area.y).toBe(0);
    expect(area.height).toBe(1);
  });

  it('accepts only finite crops of at least one pixel', () => {
    expect(isValidCrop(null)).toBe(false);
    expect(isValidCrop({ x: 0, y: 0, width: 0, height: 10 })).toBe(false);
    expect(isValidCrop({ x: Number.NaN, y: 0, width: 5, height: 10 })).toBe(false);
    expect(isValidCrop({ x: 0, y: 0, width: 1, height: 1 })).toBe(true);
  });

  it('starts from the existing asset, else the recommended size, else 3000 × 3000', () => {
    expect(
      initialOutputSize({ width: 1200, height: 1800 }, { width: 4800, height: 7200 }, 3000),
    ).toEqual({ width: 1200, height: 1800 });
    expect(initialOutputSize(null, { width: 4800, height: 7200 }, 3000)).toEqual({
      width: 4800,
      height: 7200,
    });
    expect(initialOutputSize(null, null, 3000)).toEqual({ width: 3000, height: 3000 });
  });

  it('names the JPEG asset-{timestamp}.jpg and reads whole pixels ≥ 1', () => {
    expect(assetFileName(1_700_000_000_000)).toBe('asset-1700000000000.jpg');
    expect(readPixels(' 3000 ')).toBe(3000);
    expect(readPixels('0')).toBeNull();
    expect(readPixels('12.5')).toBeNull();
    expect(readPixels('')).toBeNull();
  });
});
