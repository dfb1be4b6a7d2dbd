import { z } from 'zod';
import { readMoney } from './money-rules';
import { looksLikeCoordinates, parseTags, photoMessages } from './photo-rules';
import { calendarDate } from './date-schemas';
import { requiredText, safeText } from './text-schemas';

/** The encodings every published photo comes in (the photos.derivatives JSON, the API). */
export const derivativeFormats = ['avif', 'webp', 'jpeg'] as const;
export type DerivativeFormat = (typeof derivativeFormats)[number];

export const photoImageSchema = z.object({ width: z.number().int(), url: z.string() });

/** docs/rules/gallery-and-photos.md#photo, plus what a page needs for responsive images. */
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
      lens: z.string().nullable(),
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

/** DELETE /photos/{id} of a photo with orders: it is hidden, not erased. */
export const photoHiddenSchema = z
  .object({ hidden: z.literal(true), message: z.string() })
  .meta({ id: 'PhotoHidden' });

const badPrice = photoMessages.badPrice;

/**
 * A photo's descriptive fields, in the form the server keeps them: the one set of rules for
 * the upload (multipart, photoUploadFieldsSchema) and the edit (JSON, photoUpdateBodySchema).
 * Blank texts mean "not given"; price is in euros with 2 decimals, or null ('Consultar').
 */
export const photoFieldsSchema = z.object({
  title: requiredText(200, {
    singleLine: true,
    blankMessage: photoMessages.titleRequired,
    tooLongMessage: photoMessages.titleTooLong,
  }),
  description: safeText(5000, { tooLongMessage: photoMessages.descriptionTooLong }),
  // The integer column holds cents up to 2^31 - 1; the rule stops far below it.
  price: z.number().min(0, badPrice).max(1_000_000, badPrice).multipleOf(0.01, badPrice).nullable(),
  tags: z
    .array(requiredText(50, { singleLine: true, tooLongMessage: photoMessages.tagTooLong }))
    .max(30, photoMessages.tooManyTags),
  camera: safeText(200, { singleLine: true, tooLongMessage: photoMessages.cameraTooLong }),
  lens: safeText(200, { singleLine: true, tooLongMessage: photoMessages.lensTooLong }),
  location: safeText(200, {
    singleLine: true,
    tooLongMessage: photoMessages.locationTooLong,
  }).refine((value) => !looksLikeCoordinates(value), photoMessages.locationIsCoordinates),
  /** A day, or '' for none. */
  shotAt: z.union([z.literal(''), calendarDate('Fecha de captura')], {
    error: photoMessages.badShotAt,
  }),
});

const field = photoFieldsSchema.shape;
/** A form text field: missing counts as blank. */
const text = () => z.string().default('');

/** '45,50' → 45.5, '' → null; anything else is refused with the money rule's message. */
const priceFromText = text().transform((value, ctx) => {
  const reading = readMoney(value);
  if (!reading.ok) {
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  }
  return reading.cents === null ? null : reading.cents / 100;
});

/**
 * POST /photos: the text fields of the multipart form (the file comes in the `image` part).
 * Each field is read from its text form, then checked by the same rule as the edit's.
 */
export const photoUploadFieldsSchema = z
  .object({
    title: text().pipe(field.title),
    price: priceFromText.pipe(field.price),
    description: text().pipe(field.description),
    /** Comma-separated: 'mar, atardecer'. */
    tags: text().transform(parseTags).pipe(field.tags),
    camera: text().pipe(field.camera),
    lens: text().pipe(field.lens),
    location: text().pipe(field.location),
    /** YYYY-MM-DD, or blank. */
    shotAt: z
      .preprocess((value) => (typeof value === 'string' ? value.trim() : value), field.shotAt)
      .default(''),
  })
  .meta({ id: 'PhotoUploadFields' });

/** PUT /photos/{id}: JSON, any subset of the fields. Blank texts clear; price null clears. */
export const photoUpdateBodySchema = photoFieldsSchema.partial().meta({ id: 'PhotoUpdateBody' });

export const publicPhotosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(60).default(9),
});

export type PublicPhoto = z.infer<typeof publicPhotoSchema>;
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;
export type PhotoHidden = z.infer<typeof photoHiddenSchema>;
export type PhotoUpdateBody = z.infer<typeof photoUpdateBodySchema>;
export type PhotoFields = z.infer<typeof photoFieldsSchema>;
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;
