import { describe, expect, it } from 'vitest';
import { moneyMessages } from './money-rules';
import { photoMessages as msg } from './photo-rules';
import { photoUpdateBodySchema, photoUploadFieldsSchema } from './photos';

describe('photo upload fields', () => {
  it('read the form texts into the fields the edit also takes', () => {
    expect(
      photoUploadFieldsSchema.parse({
        title: ' Atardecer ',
        price: '45,50',
        tags: 'mar, atardecer ,mar',
        shotAt: ' 2025-06-01 ',
      }),
    ).toEqual({
      title: 'Atardecer',
      price: 45.5,
      description: '',
      tags: ['mar', 'atardecer'],
      camera: '',
      lens: '',
      location: '',
      shotAt: '2025-06-01',
    });
    expect(photoUploadFieldsSchema.parse({ title: 'X' }).price).toBeNull();
  });

  it('refuse with the Spanish message of the broken rule', () => {
    const messageOf = (fields: Record<string, string>) =>
      photoUploadFieldsSchema.safeParse(fields).error?.issues[0]?.message;
    expect(messageOf({ price: '10' })).toBe(msg.titleRequired);
    expect(messageOf({ title: 'X', price: '-3' })).toBe(moneyMessages.negative);
    expect(messageOf({ title: 'X', price: '1.234,56' })).toBe(moneyMessages.thousands);
    expect(messageOf({ title: 'X', shotAt: '01/06/2025' })).toBe(msg.badShotAt);
    expect(
      messageOf({ title: 'X', tags: Array.from({ length: 31 }, (_, i) => `t${i}`).join(',') }),
    ).toBe(msg.tooManyTags);
  });

  it.each(['43.467, 11.885', '43,467 11,885', ' -6.035;36.186 ', '36.2°N 6.0°W'])(
    'refuse raw GPS coordinates %j as the location, upload and edit alike',
    (location) => {
      const upload = photoUploadFieldsSchema.safeParse({ title: 'X', location });
      expect(upload.error?.issues[0]).toMatchObject({
        path: ['location'],
        message: msg.locationIsCoordinates,
      });
      expect(photoUpdateBodySchema.safeParse({ location }).success).toBe(false);
    },
  );

  it.each(['Cádiz', 'Calle 5, 3', 'Km 43,5 de la N-340', ''])('accept the place %j', (location) => {
    expect(photoUploadFieldsSchema.parse({ title: 'X', location }).location).toBe(location);
  });

  it.each([
    ['description', { description: 'd'.repeat(5001) }],
    ['camera', { camera: 'c'.repeat(201) }],
    ['lens', { lens: 'o'.repeat(201) }],
    ['location', { location: 'l'.repeat(201) }],
    ['title', { title: 't'.repeat(201) }],
  ])('refuse an over-long %s exactly as the edit does', (_, fields) => {
    expect(photoUploadFieldsSchema.safeParse({ title: 'X', ...fields }).success).toBe(false);
    expect(photoUpdateBodySchema.safeParse(fields).success).toBe(false);
  });
});
