import { z } from 'zod';

export const derivativeFormats = ['avif', 'webp', 'jpeg'] as const;

export const photoImageSchema = z.object({ width: z.number().int(), url: z.string() });

/** storefront-customer §3 Photo, plus what a page needs for responsive images. */
export const publicPhotoSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    /** Reference price in euros (2 decimals), or null ('Consultar'). */
    price: z.number().nullable(),
    /** A JPEG of at most 1440 px wide: what a client without srcset shows. */
    imagePath: z.string(),
    tags: z.array(z.string()),
    metadata: z.object({
      camera: z.string().nullable(),
      location: z.string().nullable(),
      /** Capture date, YYYY-MM-DD. */
      shotAt: z.string().nullable(),
    }),
    createdAt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** ThumbHash (base64) painted until the image arrives. */
    placeholder: z.string(),
    /** Derivatives per format, narrowest first; never wider than the original. */
    images: z.object({
      avif: z.array(photoImageSchema),
      webp: z.array(photoImageSchema),
      jpeg: z.array(photoImageSchema),
    }),
  })
  .meta({ id: 'Photo' });

export const adminPhotoSchema = publicPhotoSchema
  .extend({
    lens: z.string().nullable(),
    hidden: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPhoto' });

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** PUT /photos/{id}: JSON. Blank texts clear the field; price null clears the price. */
export const photoUpdateBodySchema = z
  .object({
    title: z.string().trim().min(1, 'El título es obligatorio').max(200).optional(),
    description: optionalText(5000),
    price: z.number().min(0).max(1_000_000).multipleOf(0.01).nullable().optional(),
    tags: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
    camera: optionalText(200),
    location: optionalText(200),
    shotAt: z.union([z.literal(''), z.iso.date()]).optional(),
  })
  .meta({ id: 'PhotoUpdateBody' });

export const publicPhotosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(60).default(9),
});

export type PublicPhoto = z.infer<typeof publicPhotoSchema>;
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;
export type PhotoUpdateBody = z.infer<typeof photoUpdateBodySchema>;
