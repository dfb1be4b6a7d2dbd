import { z } from 'zod';
import { publicPhotoSchema } from './photos';

/** Spanish messages of the gallery and its order (docs/rules/gallery-and-photos.md). */
export const galleryMessages = {
  badCursor: 'La posición de la galería no es válida. Vuelve a abrir la galería.',
  unknownPhotos: 'El orden incluye fotografías que no existen.',
  repeatedPhotos: 'El orden repite una fotografía.',
} as const;

/** GET /photos/gallery: one page of the whole gallery, in the admin's order. */
export const galleryQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  tag: z.string().trim().min(1).max(50).optional(),
});

export const galleryPageSchema = z
  .object({
    items: z.array(publicPhotoSchema),
    /** null: this was the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'GalleryPage' });

/** GET /photos/tags: the tags of visible photos, most used first. */
export const galleryTagsSchema = z
  .array(z.object({ tag: z.string(), count: z.number().int() }))
  .meta({ id: 'GalleryTags' });

const neighbourSchema = z.object({ _id: z.string(), title: z.string() }).nullable();

/** GET /photos/public/{id}: the photo and its neighbours in gallery order. */
export const publicPhotoPageSchema = publicPhotoSchema
  .extend({ neighbours: z.object({ previous: neighbourSchema, next: neighbourSchema }) })
  .meta({ id: 'PhotoWithNeighbours' });

/** GET /photos/order (admin): every photo, hidden ones too, in gallery order. */
export const galleryOrderSchema = z
  .array(
    z.object({
      _id: z.string(),
      featured: z.boolean(),
      position: z.number().int().nullable(),
    }),
  )
  .meta({ id: 'GalleryOrder' });

/** PUT /photos/order (admin): the ids in their new order; photos left out lose their place. */
export const galleryOrderBodySchema = z
  .object({ ids: z.array(z.uuid()).max(10_000) })
  .meta({ id: 'GalleryOrderBody' });

/** PUT /photos/{id}/featured (admin). */
export const featuredBodySchema = z.object({ featured: z.boolean() }).meta({ id: 'FeaturedBody' });

export type GalleryPage = z.infer<typeof galleryPageSchema>;
export type GalleryTags = z.infer<typeof galleryTagsSchema>;
export type PublicPhotoPage = z.infer<typeof publicPhotoPageSchema>;
export type PhotoNeighbour = z.infer<typeof neighbourSchema>;
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;
