import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksLikeHeic } from './heic-decoder';
import { inspectImage, targetWidths } from './photo-derivatives';

describe('targetWidths', () => {
  it.each([
    [3000, [480, 720, 960, 1440, 2048]],
    [2048, [480, 720, 960, 1440, 2048]],
    [1440, [480, 720, 960, 1440]],
    [1600, [480, 720, 960, 1440, 1600]],
    [800, [480, 720, 800]],
    [480, [480]],
    [300, [300]],
  ])('a %i px original gets %j', (width, widths) => {
    expect(targetWidths(width)).toEqual(widths);
    expect(Math.max(...targetWidths(width))).toBeLessThanOrEqual(width);
  });
});

describe('inspectImage', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inspect-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names the camera as people say it, from the maker's EXIF strings", async () => {
    const file = path.join(dir, 'nikon.jpg');
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .withExif({
        IFD0: { Make: 'NIKON CORPORATION', Model: 'NIKON D850' },
        IFD2: { DateTimeOriginal: '2024:05:06 07:08:09', LensModel: '24.0-70.0 mm f/2.8' },
      })
      .jpeg()
      .toBuffer();
    await writeFile(file, jpeg);
    expect(await inspectImage(file, 1_000_000)).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 48,
      camera: 'Nikon D850',
      lens: '24.0-70.0 mm f/2.8',
      shotAt: '2024-05-06',
    });
  });
});

describe('looksLikeHeic', () => {
  const ftyp = (major: string, ...compatible: string[]) => {
    const size = 16 + 4 * compatible.length;
    const box = Buffer.alloc(size);
    box.writeUInt32BE(size, 0);
    box.write('ftyp', 4, 'latin1');
    box.write(major, 8, 'latin1');
    compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
    return box;
  };

  it.each([
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heix', ftyp('heix', 'mif1')],
    ['mif1 with a HEVC brand', ftyp('mif1', 'mif1', 'heic')],
    ['hevc', ftyp('hevc', 'msf1')],
  ])('knows %s by its ftyp brands', (_, head) => expect(looksLikeHeic(head)).toBe(true));

  it.each([
    ['AVIF', ftyp('avif', 'mif1', 'miaf')],
    ['mif1 alone', ftyp('mif1', 'mif1')],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array<number>(20).fill(0)])],
    ['too short', Buffer.from('ftypheic')],
  ])('does not take %s for a HEIC', (_, head) => expect(looksLikeHeic(head)).toBe(false));
});
