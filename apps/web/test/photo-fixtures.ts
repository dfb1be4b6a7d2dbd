/** Photos as the API returns them, for the gallery, photo page and admin tests. */
import type { AdminPhoto, PublicPhoto, PublicPhotoPage } from '@shop/contracts';

/** A real ThumbHash (an 8×6 gradient), base64 as the server sends it. */
export const THUMBHASH = 'WwcKNZhwh3dwiHh3iHiIh3BwB/eI';

const derivatives = (id: string, format: 'avif' | 'webp' | 'jpg') =>
  [480, 960, 1440].map((width) => ({ width, url: `/media/photos/${id}-${width}.${format}` }));

export function publicPhoto(overrides: Partial<PublicPhoto> = {}): PublicPhoto {
  const id = overrides._id ?? 'p1';
  return {
    _id: id,
    title: `Foto ${id}`,
    description: 'Amanecer sobre el mar.',
    price: 45.5,
    imagePath: `/media/photos/${id}-1440.jpg`,
    tags: ['mar', 'amanecer'],
    metadata: {
      camera: 'Fujifilm X-T5',
      lens: null,
      location: 'Cádiz',
      shotAt: '2024-03-07',
    },
    createdAt: '2025-02-09T12:00:00.000Z',
    width: 3000,
    height: 2000,
    placeholder: THUMBHASH,
    images: {
      avif: derivatives(id, 'avif'),
      webp: derivatives(id, 'webp'),
      jpeg: derivatives(id, 'jpg'),
    },
    ...overrides,
  };
}

export function adminPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  return {
    ...publicPhoto(overrides),
    lens: null,
    hidden: false,
    updatedAt: '2025-02-09T12:00:00.000Z',
    ...overrides,
  };
}

/** GET /photos/public/{id}'s answer: the photo and its gallery neighbours (none by default). */
export function photoPage(
  photo: PublicPhoto,
  neighbours: Partial<PublicPhotoPage['neighbours']> = {},
): PublicPhotoPage {
  return { ...photo, neighbours: { previous: null, next: null, ...neighbours } };
}
