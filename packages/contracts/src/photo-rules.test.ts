import { describe, expect, it } from 'vitest';
import { parsePriceToCents, parseTags, shareImageOf } from './photo-rules';

describe('parsePriceToCents', () => {
  it.each([
    ['45', 4500],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0', 0],
    ['0.01', 1],
    ['  19.99 ', 1999],
  ])('reads %s as %i cents', (input, cents) => expect(parsePriceToCents(input)).toBe(cents));

  it('reads an empty price as no price', () => expect(parsePriceToCents('  ')).toBeNull());

  it.each(['-1', '1.999', 'abc', '1e3', '12,50,1'])('refuses %s', (input) =>
    expect(parsePriceToCents(input)).toBeUndefined(),
  );
});

describe('parseTags', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(parseTags('paisaje, mar ,, Noche,mar')).toEqual(['paisaje', 'mar', 'Noche']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('shareImageOf', () => {
  const jpeg = (...widths: number[]) => widths.map((width) => ({ width, url: `/m/${width}.jpg` }));

  it('picks the 1440 px rendition of a landscape photo, with its height at that width', () => {
    const photo = { width: 6000, height: 4000, images: { jpeg: jpeg(2048, 480, 1440, 960) } };
    expect(shareImageOf(photo)).toEqual({ url: '/m/1440.jpg', width: 1440, height: 960 });
  });

  it('picks the 960 px rendition of a portrait photo: it is 1440 px tall', () => {
    const photo = { width: 4000, height: 6000, images: { jpeg: jpeg(480, 960, 1440, 2048) } };
    expect(shareImageOf(photo)).toEqual({ url: '/m/960.jpg', width: 960, height: 1440 });
  });

  it('takes the largest there is when none reaches 1200 px', () => {
    const photo = { width: 800, height: 600, images: { jpeg: jpeg(480, 800) } };
    expect(shareImageOf(photo)).toEqual({ url: '/m/800.jpg', width: 800, height: 600 });
  });

  it('has nothing to share without a JPEG', () => {
    expect(shareImageOf({ width: 10, height: 10, images: { jpeg: [] } })).toBeUndefined();
  });
});
