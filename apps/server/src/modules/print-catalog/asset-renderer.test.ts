import { describe, expect, it } from 'vitest';
import { printCatalogMessages as msg } from '@shop/contracts';
import { AppError } from '#src/lib/errors';
import { fitCrop, rotatedSize } from './asset-renderer';

describe('rotatedSize', () => {
  it('is the bounding box of the turned image, as a canvas draws it', () => {
    expect(rotatedSize(6000, 4000, 0)).toEqual({ width: 6000, height: 4000 });
    expect(rotatedSize(6000, 4000, 90)).toEqual({ width: 4000, height: 6000 });
    expect(rotatedSize(6000, 4000, -180)).toEqual({ width: 6000, height: 4000 });
    expect(rotatedSize(100, 100, 45)).toEqual({ width: 141, height: 141 });
  });
});

describe('fitCrop', () => {
  const size = { width: 6000, height: 4000 };

  it('keeps a crop inside the image, and pulls in one a pixel or two outside', () => {
    expect(fitCrop({ x: 10, y: 20, width: 300, height: 200 }, size)).toEqual({
      x: 10,
      y: 20,
      width: 300,
      height: 200,
    });
    expect(fitCrop({ x: 3001, y: 2001, width: 3001, height: 2001 }, size)).toEqual({
      x: 3001,
      y: 2001,
      width: 2999,
      height: 1999,
    });
  });

  it('refuses a crop that does not belong to this image', () => {
    const outside = () => fitCrop({ x: 5000, y: 0, width: 3000, height: 2000 }, size);
    expect(outside).toThrow(AppError);
    expect(outside).toThrow(msg.cropOutside);
  });
});
