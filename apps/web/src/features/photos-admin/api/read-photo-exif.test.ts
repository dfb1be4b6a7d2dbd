import { describe, expect, it } from 'vitest';
import { photoExifFrom } from './read-photo-exif';

describe('photoExifFrom', () => {
  it('tidies the camera, reads the lens, the capture day and rounded GPS', () => {
    expect(
      photoExifFrom({
        Make: 'NIKON CORPORATION',
        Model: 'NIKON D850\0',
        LensModel: ' 24.0-70.0 mm f/2.8 ',
        DateTimeOriginal: new Date(2023, 0, 31, 23, 59),
        latitude: 36.18612345,
        longitude: -6.03456789,
      }),
    ).toEqual({
      camera: 'Nikon D850',
      lens: '24.0-70.0 mm f/2.8',
      shotAt: '2023-01-31',
      gps: '36.186, -6.035',
    });
  });

  it('falls back to Lens and CreateDate, and gives nulls for what is missing', () => {
    expect(
      photoExifFrom({
        Make: 'CASIO COMPUTER CO.,LTD.',
        Model: 'EX-M2',
        Lens: 'Zoom',
        CreateDate: new Date(2005, 4, 6),
      }),
    ).toEqual({ camera: 'Casio EX-M2', lens: 'Zoom', shotAt: '2005-05-06', gps: null });
    expect(photoExifFrom(undefined)).toEqual({ camera: null, lens: null, shotAt: null, gps: null });
    expect(photoExifFrom({ DateTimeOriginal: 'ayer', latitude: 0, longitude: 0 })).toEqual({
      camera: null,
      lens: null,
      shotAt: null,
      gps: null,
    });
  });
});
