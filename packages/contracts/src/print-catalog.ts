import { z } from 'zod';
import { readMoney } from './money-rules';
import { photoImageSchema } from './photos';
import { cropLimits, printQualityVerdicts } from './print-quality';
import { requiredText, safeText } from './text-schemas';

/**
 * The print catalogue and the per-photo variants (docs/rules/catalogue-and-prints.md,
 * docs/rules/admin.md). Requests take euros as typed (money-rules.ts), the server keeps
 * integer cents, answers give euros with 2 decimals.
 */

/** Prodigi's sizing modes; fillPrintArea is the form's default hint. */
export const printSizings = ['fillPrintArea', 'fitPrintArea', 'stretchToPrintArea'] as const;
export type PrintSizing = (typeof printSizings)[number];

export const dimensionUnits = ['in', 'cm'] as const;

/** Spanish texts of the catalogue and variants (docs/rules/admin.md), and the server's. */
export const printCatalogMessages = {
  // Form rules
  skuAndNameRequired: 'El SKU y el nombre son obligatorios',
  lookupNeedsSku: 'Introduce un SKU antes de importar datos de Prodigi',
  photoRequired: 'Selecciona una fotografía',
  productRequired: 'Selecciona un producto del catálogo',
  photoRequiredToEditAsset: 'Selecciona una fotografía antes de editar el asset.',
  photoRequiredToSaveAsset: 'Selecciona una fotografía antes de guardar el asset.',
  cropInvalid: 'Selecciona un recorte válido antes de guardar',
  noVariants: 'No hay variantes configuradas para esta fotografía.',
  // Fallbacks when the server sends no message
  catalogLoadFailed: 'No se pudieron cargar los productos del catálogo',
  catalogSaveFailed: 'No se pudo guardar el producto del catálogo',
  catalogDeleteFailed: 'No se pudo eliminar el producto del catálogo',
  lookupFailed: 'No se pudieron obtener los datos del producto desde Prodigi',
  variantsLoadFailed: 'No se pudieron cargar las variantes para esta fotografía',
  variantSaveFailed: 'No se pudo guardar la variante',
  variantDeleteFailed: 'No se pudo eliminar la variante',
  assetSaveFailed: 'No se pudo actualizar el asset',
  cropFailed: 'No se pudo generar el recorte',
  // Successes
  productCreated: 'Producto creado',
  productUpdated: 'Producto actualizado',
  productDeleted: 'Producto eliminado',
  variantCreated: 'Variante creada',
  variantUpdated: 'Variante actualizada',
  variantDeleted: 'Variante eliminada',
  assetSaved: 'Asset actualizado correctamente',
  lookupImported: 'Metadatos importados desde Prodigi',
  lookupUnknownSku:
    'Prodigi no tiene ningún producto con ese SKU. Revisa el SKU y vuelve a probar.',
  // Field rules
  badSku: 'El SKU solo admite letras, números, guiones, puntos y guiones bajos (máximo 64).',
  badCurrency: 'La moneda debe tener 3 letras, por ejemplo EUR.',
  badSizing: 'El modo de ajuste debe ser fillPrintArea, fitPrintArea o stretchToPrintArea.',
  badDimensions: 'Las medidas del producto deben ser números mayores que 0, en in o cm.',
  badPrintAreaPixels: 'Los píxeles del área de impresión deben ser números enteros mayores que 0.',
  badCountry: 'Cada país de envío debe ser un código de 2 letras, por ejemplo ES.',
  badAttributes: 'Los atributos deben ser textos o listas de textos.',
  badColorCode: 'El código de color es obligatorio (máximo 64 caracteres, sin saltos de línea).',
  repeatedColor: 'Hay códigos de color repetidos.',
  tooManyColors: 'Como máximo 100 colores.',
  badUrl: 'La URL debe empezar por https:// o http://.',
  badDisplayName: 'El nombre visible no puede superar los 200 caracteres.',
  badJson: 'Los datos de colores o maquetas no tienen un formato válido.',
  badBoolean: 'El valor de activo debe ser true o false.',
  badCropNumber: 'Los valores del recorte deben ser números enteros.',
  badOutputSize: `El ancho y el alto finales deben estar entre ${cropLimits.minOutputSize} y ${cropLimits.maxOutputSize} px.`,
  badRotation: 'La rotación debe estar entre -180 y 180 grados.',
  // Server answers
  skuTaken: 'Ya existe un producto del catálogo con ese SKU.',
  productNotFound: 'No encontramos ese producto del catálogo.',
  productInUse:
    'No se puede eliminar el producto: lo usan variantes de fotografías. Elimina antes esas variantes o cámbialas de producto.',
  variantNotFound: 'No encontramos esa variante.',
  unknownColor: 'La variante no tiene ese color.',
  unknownMockups: 'Alguna de las maquetas que quieres conservar no pertenece a esta variante.',
  unknownMockupRef: 'Un color hace referencia a una maqueta que no pertenece a esta variante.',
  tooManyMockups: 'Una variante puede tener como máximo 20 maquetas.',
  newMockupMetaMismatch:
    'La descripción de las maquetas nuevas no coincide con los archivos enviados.',
  assetRequired: 'Envía la imagen del asset (JPEG) o el recorte del original.',
  assetNotJpeg: 'El asset debe ser una imagen JPEG.',
  cropOutside: 'El recorte se sale de la fotografía original.',
  originalMissing: 'No se encuentra el original de esta fotografía; vuelve a subir la imagen.',
  turnPrintFilesFailed:
    'La fotografía se ha girado, pero algún archivo de impresión no se pudo rehacer: vuelve a guardar su recorte.',
} as const;

const msg = printCatalogMessages;

// ————— Reusable fields —————

/** A money field typed in euros (number or text), read by the money rule into cents. */
function moneyCents() {
  return z.union([z.number(), z.string(), z.null()]).transform((value, ctx): number | null => {
    if (value === null) return null;
    const reading = readMoney(typeof value === 'number' ? String(value) : value);
    if (!reading.ok) {
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    return reading.cents;
  });
}

const upperCode = (max: number, message: string) =>
  safeText(max, { singleLine: true, tooLongMessage: message })
    .transform((value) => value.toUpperCase())
    .refine((value) => value.length > 0, message);

const currencyField = z
  .string(msg.badCurrency)
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z]{3}$/.test(value), msg.badCurrency);

const sizingField = z.enum(printSizings, { error: msg.badSizing });

/** A custom URL typed by the admin: http(s), or blank for none. */
const urlField = safeText(2000, { singleLine: true, tooLongMessage: msg.badUrl }).refine(
  (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
  msg.badUrl,
);

export const catalogColorSchema = z.object({
  code: upperCode(64, msg.badColorCode),
  name: safeText(100, { singleLine: true }).default(''),
});

const noRepeatedCodes = (colors: readonly { code: string }[]) =>
  new Set(colors.map((c) => c.code)).size === colors.length;

export const productDimensionsSchema = z
  .object(
    {
      width: z.number(msg.badDimensions).positive(msg.badDimensions).max(10_000, msg.badDimensions),
      height: z
        .number(msg.badDimensions)
        .positive(msg.badDimensions)
        .max(10_000, msg.badDimensions),
      units: z.enum(dimensionUnits, { error: msg.badDimensions }),
    },
    { error: msg.badDimensions },
  )
  .meta({ id: 'ProductDimensions' });

export const printAreaPixelsSchema = z
  .object(
    {
      width: z
        .number(msg.badPrintAreaPixels)
        .int(msg.badPrintAreaPixels)
        .min(1, msg.badPrintAreaPixels)
        .max(100_000, msg.badPrintAreaPixels),
      height: z
        .number(msg.badPrintAreaPixels)
        .int(msg.badPrintAreaPixels)
        .min(1, msg.badPrintAreaPixels)
        .max(100_000, msg.badPrintAreaPixels),
    },
    { error: msg.badPrintAreaPixels },
  )
  .meta({ id: 'PrintAreaPixels' });

const attributeValue = z.union([z.string().max(200), z.array(z.string().max(200)).max(100)]);

// ————— Catalogue product —————

/** A Prodigi SKU: trimmed, upper-cased, letters, digits, '.', '_' and '-'. */
const skuField = (blankMessage: string) =>
  z
    .string(blankMessage)
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value.length > 0, blankMessage)
    .refine((value) => /^[A-Z0-9][A-Z0-9._-]{0,63}$/.test(value), msg.badSku);

/**
 * POST /prodigi/catalog and PUT /prodigi/catalog/{id} (JSON; the PUT replaces every field).
 * The SKU and colour codes are upper-cased; the provider's fields (prodigiDescription,
 * productDimensions, printAreaPixels, shipsTo, attributes, availableColors, defaultSizing)
 * are what the lookup fills, and may be typed by hand.
 */
export const catalogProductBodySchema = z
  .object({
    sku: skuField(msg.skuAndNameRequired),
    name: requiredText(200, {
      singleLine: true,
      blankMessage: msg.skuAndNameRequired,
      tooLongMessage: 'El nombre no puede superar los 200 caracteres.',
    }),
    description: safeText(5000).default(''),
    prodigiDescription: safeText(5000).default(''),
    /** Euros (39.9 or '39,90'); null or '' for none. */
    basePrice: moneyCents().default(null),
    currency: currencyField.default('EUR'),
    defaultSizing: sizingField.default('fillPrintArea'),
    productDimensions: productDimensionsSchema.nullable().default(null),
    printAreaPixels: printAreaPixelsSchema.nullable().default(null),
    shipsTo: z
      .array(
        z
          .string(msg.badCountry)
          .trim()
          .transform((value) => value.toUpperCase())
          .refine((value) => /^[A-Z]{2}$/.test(value), msg.badCountry),
      )
      .max(300, msg.badCountry)
      .transform((codes) => [...new Set(codes)])
      .default([]),
    /** Provider attributes: name → value or allowed values. */
    attributes: z
      .record(z.string().max(100), attributeValue, { error: msg.badAttributes })
      .refine((record) => Object.keys(record).length <= 100, msg.badAttributes)
      .default({}),
    availableColors: z
      .array(catalogColorSchema)
      .max(100, msg.tooManyColors)
      .refine(noRepeatedCodes, msg.repeatedColor)
      .default([]),
  })
  .meta({ id: 'CatalogProductBody' });

/** docs/rules/catalogue-and-prints.md#catalogue-products, as the API answers it. */
export const catalogProductSchema = z
  .object({
    _id: z.string(),
    sku: z.string(),
    name: z.string(),
    description: z.string(),
    prodigiDescription: z.string(),
    /** Euros, 2 decimals; null when not set. */
    basePrice: z.number().nullable(),
    currency: z.string(),
    defaultSizing: z.enum(printSizings),
    productDimensions: productDimensionsSchema.nullable(),
    printAreaPixels: printAreaPixelsSchema.nullable(),
    shipsTo: z.array(z.string()),
    attributes: z.record(z.string(), attributeValue),
    availableColors: z.array(z.object({ code: z.string(), name: z.string() })),
    /** How many photo variants use it (deleting is refused while > 0). */
    variantCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CatalogProduct' });

// ————— Prodigi lookups —————

/** POST /prodigi/catalog/lookup. */
export const catalogLookupBodySchema = z
  .object({ sku: skuField(msg.lookupNeedsSku) })
  .meta({ id: 'CatalogLookupBody' });

/** Prodigi's data for a SKU in the catalogue product's own fields; nothing is saved. */
export const catalogLookupSchema = z
  .object({
    sku: z.string(),
    prodigiName: z.string(),
    prodigiDescription: z.string(),
    defaultSizing: z.enum(printSizings),
    availableColors: z.array(z.object({ code: z.string(), name: z.string() })),
    productDimensions: productDimensionsSchema.nullable(),
    /** The most demanding variant's recommended pixels (its default print area). */
    printAreaPixels: printAreaPixelsSchema.nullable(),
    attributes: z.record(z.string(), z.array(z.string())),
    /** Countries any variant ships to (ISO alpha-2), sorted. */
    shipsTo: z.array(z.string()),
  })
  .meta({ id: 'CatalogLookup' });

export const catalogDetailsParamsSchema = z.object({ sku: z.string().max(100) });

/**
 * GET /prodigi/catalog/details/{sku}: `variantAttributes` are those a buyer chooses (more than
 * one value, e.g. a canvas's `wrap`); `attributes` all of them.
 */
export const catalogDetailsSchema = z
  .object({
    sku: z.string(),
    variantAttributes: z.record(z.string(), z.array(z.string())),
    attributes: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'CatalogDetails' });

// ————— Variants: requests —————

export const variantColorOptionBodySchema = z.object({
  code: upperCode(64, msg.badColorCode),
  name: safeText(100, { singleLine: true }).default(''),
  /** A specific asset URL typed by the admin (blank: none). */
  assetUrl: urlField.default(''),
  /** Ids of this variant's mockup images shown for this colour. */
  mockupImageRefs: z.array(z.string().max(64)).max(20).default([]),
});

const colorOptionsField = z
  .array(variantColorOptionBodySchema)
  .max(100, msg.tooManyColors)
  .refine(noRepeatedCodes, msg.repeatedColor);

/** POST /prodigi/admin/photos/{photoId}/variants (JSON). */
export const variantCreateBodySchema = z
  .object({
    catalogProductId: z.uuid({ error: msg.productRequired }),
    displayName: safeText(200, { singleLine: true, tooLongMessage: msg.badDisplayName }).default(
      '',
    ),
    description: safeText(5000).default(''),
    /** The manual price in euros; null or '' lets the price come from the provider + margin. */
    retailPrice: moneyCents().default(null),
    /** The platform's margin in euros; null or '' is 0. */
    profitMargin: moneyCents()
      .transform((cents) => cents ?? 0)
      .default(0),
    currency: currencyField.default('EUR'),
    /** null: the product's default sizing. */
    sizing: sizingField.nullable().default(null),
    isActive: z.boolean().default(true),
    /** A custom asset URL typed by the admin (blank: none). */
    assetUrl: urlField.default(''),
    colorOptions: colorOptionsField.default([]),
  })
  .meta({ id: 'VariantCreateBody' });

/** A JSON value sent as the text of a multipart field. */
function jsonText<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: msg.badJson });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const booleanText = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (['true', '1', 'on'].includes(value)) return true;
    if (['false', '0', 'off', ''].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: msg.badBoolean });
    return z.NEVER;
  });

/** One entry per new `mockups` file, in the order the files are sent. */
export const newMockupMetaSchema = z
  .array(
    z.object({
      label: safeText(200, { singleLine: true }).default(''),
      /** Colour codes (of this request's colorOptions) this mockup is shown for. */
      colorCodes: z
        .array(
          z
            .string()
            .trim()
            .max(64)
            .transform((code) => code.toUpperCase()),
        )
        .max(100)
        .default([]),
    }),
  )
  .max(20, msg.tooManyMockups);

/**
 * PUT /prodigi/admin/photos/{photoId}/variants/{variantId}: the text fields of the multipart
 * form; the new mockup images come as `mockups` file parts. Every field is optional: what
 * is not sent stays. Money fields are euros as typed ('39,90'; blank: none).
 *
 * - keepMockupImageIds: JSON array of the existing mockup ids to keep; the others are
 *   removed (not sent: all are kept).
 * - colorOptions: JSON array of VariantColorOption bodies; replaces the colours (a colour
 *   whose code stays keeps its print asset). mockupImageRefs name kept mockups.
 * - newMockupMeta: JSON array, one { label, colorCodes } per `mockups` file, in file order.
 */
export const variantUpdateFieldsSchema = z
  .object({
    catalogProductId: z.uuid({ error: msg.productRequired }).optional(),
    displayName: safeText(200, {
      singleLine: true,
      tooLongMessage: msg.badDisplayName,
    }).optional(),
    description: safeText(5000).optional(),
    retailPrice: moneyCents().optional(),
    profitMargin: moneyCents()
      .transform((cents) => cents ?? 0)
      .optional(),
    currency: currencyField.optional(),
    /** Blank: the product's default sizing. */
    sizing: z
      .union([z.literal(''), sizingField], { error: msg.badSizing })
      .transform((value) => (value === '' ? null : value))
      .optional(),
    assetUrl: urlField.optional(),
    isActive: booleanText.optional(),
    keepMockupImageIds: jsonText(z.array(z.string().max(64)).max(20)).optional(),
    colorOptions: jsonText(colorOptionsField).optional(),
    newMockupMeta: jsonText(newMockupMetaSchema).optional(),
  })
  .meta({ id: 'VariantUpdateFields' });

/** An integer typed into a multipart text field. */
const intText = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^-?\d{1,9}$/.test(value), msg.badCropNumber)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/**
 * POST /prodigi/admin/photos/{photoId}/variants/{variantId}/asset: the text fields of the
 * multipart form, beside the `asset` file (the browser's JPEG, kept as the preview).
 *
 * The crop (cropX, cropY, cropWidth, cropHeight) is in the ORIGINAL's pixels, after EXIF
 * orientation and after `rotation`, as react-easy-crop's `croppedAreaPixels` reports it for
 * the image shown at the original's size (AdminPhoto width × height). When it is sent, the
 * server renders the print file from the private original; when it is not, the `asset` file
 * itself is the print file. outputWidth/outputHeight default to the crop's size.
 */
export const variantAssetFieldsSchema = z
  .object({
    /** The colour whose asset this is; absent or blank: the variant's main asset. */
    colorCode: z
      .string()
      .trim()
      .max(64)
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .optional(),
    cropX: intText(0, 1_000_000, msg.cropInvalid).optional(),
    cropY: intText(0, 1_000_000, msg.cropInvalid).optional(),
    cropWidth: intText(1, 1_000_000, msg.cropInvalid).optional(),
    cropHeight: intText(1, 1_000_000, msg.cropInvalid).optional(),
    rotation: z
      .string()
      .trim()
      .refine((value) => /^-?\d{1,3}(\.\d+)?$/.test(value), msg.badRotation)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(cropLimits.rotationMin, msg.badRotation)
          .max(cropLimits.rotationMax, msg.badRotation),
      )
      .optional(),
    outputWidth: intText(
      cropLimits.minOutputSize,
      cropLimits.maxOutputSize,
      msg.badOutputSize,
    ).optional(),
    outputHeight: intText(
      cropLimits.minOutputSize,
      cropLimits.maxOutputSize,
      msg.badOutputSize,
    ).optional(),
  })
  .superRefine((fields, ctx) => {
    const crop = [fields.cropX, fields.cropY, fields.cropWidth, fields.cropHeight];
    const given = crop.filter((value) => value !== undefined).length;
    if (given !== 0 && given !== 4) {
      ctx.addIssue({ code: 'custom', path: ['cropWidth'], message: msg.cropInvalid });
    }
    if ((fields.outputWidth === undefined) !== (fields.outputHeight === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['outputWidth'], message: msg.badOutputSize });
    }
    if (given === 0 && (fields.outputWidth !== undefined || fields.rotation !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['cropWidth'], message: msg.cropInvalid });
    }
  })
  .meta({ id: 'VariantAssetFields' });

// ————— Variants: answers —————

export const printQualitySchema = z
  .object({
    effectivePpi: z.number().nullable(),
    verdict: z.enum(printQualityVerdicts),
    ppiBasis: z.enum(['dimensions', 'printArea']).nullable(),
    printAreaCoverage: z.number().nullable(),
    aspectCutPercent: z.number().nullable(),
    rotatedToMatch: z.boolean(),
    upscaled: z.boolean(),
    outputBelowPrintArea: z.boolean(),
  })
  .meta({ id: 'PrintQuality' });

/** A mockup image: public derivatives made by the photo pipeline (never the upload itself). */
export const mockupImageSchema = z
  .object({
    id: z.string(),
    /** A JPEG of at most 1440 px wide. */
    url: z.string(),
    label: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    images: z.object({
      avif: z.array(photoImageSchema),
      webp: z.array(photoImageSchema),
      jpeg: z.array(photoImageSchema),
    }),
  })
  .meta({ id: 'MockupImage' });

/** The print file of a variant or colour, as the admin sees it. */
export const adminAssetDetailsSchema = z
  .object({
    /** The print file's own pixels. */
    width: z.number().int(),
    height: z.number().int(),
    format: z.literal('jpeg'),
    /** Id of the private print file (never a URL). */
    assetId: z.string(),
    /** 'original': rendered by the server from the original; 'upload': the sent JPEG itself. */
    source: z.enum(['original', 'upload']),
    /** The crop, in the original's pixels (after rotation); null for an upload. */
    crop: z
      .object({
        x: z.number().int(),
        y: z.number().int(),
        width: z.number().int(),
        height: z.number().int(),
        rotation: z.number(),
      })
      .nullable(),
    /** The render enlarged the crop's pixels to reach the output size. */
    upscaled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminAssetDetails' });

/** What the buyer may know of a print file. */
export const publicAssetDetailsSchema = z
  .object({ width: z.number().int(), height: z.number().int(), format: z.literal('jpeg') })
  .meta({ id: 'AssetDetails' });

/** The product as a variant carries it. */
export const variantProductSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    description: z.string(),
    currency: z.string(),
    defaultSizing: z.enum(printSizings),
    productDimensions: productDimensionsSchema.nullable(),
    printAreaPixels: printAreaPixelsSchema.nullable(),
    availableColors: z.array(z.object({ code: z.string(), name: z.string() })),
  })
  .meta({ id: 'VariantProduct' });

const colorOptionBase = {
  code: z.string(),
  name: z.string(),
  /** The colour's asset preview (public JPEG) or the admin's custom URL; null for none. */
  assetUrl: z.string().nullable(),
  mockupImageRefs: z.array(z.string()),
  mockupImages: z.array(mockupImageSchema),
};

const variantBase = {
  id: z.string(),
  photoId: z.string(),
  catalogProductId: z.string(),
  catalogProduct: variantProductSchema,
  displayName: z.string(),
  description: z.string(),
  /** Manual price in euros, or null (provider price + margin). */
  retailPrice: z.number().nullable(),
  /** Euros. */
  profitMargin: z.number(),
  currency: z.string(),
  /** The variant's sizing, or the product's default. */
  sizing: z.enum(printSizings),
  isActive: z.boolean(),
  /** Main asset's preview (public JPEG) or the admin's custom URL; null for none. */
  assetUrl: z.string().nullable(),
  mockupImages: z.array(mockupImageSchema),
};

/** docs/rules/catalogue-and-prints.md#variants, with the print files and their verdicts. */
export const adminVariantSchema = z
  .object({
    ...variantBase,
    /** The admin's custom asset URL as typed ('' for none); assetUrl shows what is used. */
    customAssetUrl: z.string(),
    /** The photo's original, after EXIF orientation: the crop is in these pixels. */
    original: z.object({ width: z.number().int(), height: z.number().int() }),
    assetDetails: adminAssetDetailsSchema.nullable(),
    printQuality: printQualitySchema.nullable(),
    colorOptions: z.array(
      z.object({
        ...colorOptionBase,
        customAssetUrl: z.string(),
        assetDetails: adminAssetDetailsSchema.nullable(),
        printQuality: printQualitySchema.nullable(),
      }),
    ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminVariant' });

/** A variant as the buyer sees it: public files only. */
export const publicVariantSchema = z
  .object({
    ...variantBase,
    assetDetails: publicAssetDetailsSchema.nullable(),
    colorOptions: z.array(
      z.object({ ...colorOptionBase, assetDetails: publicAssetDetailsSchema.nullable() }),
    ),
  })
  .meta({ id: 'Variant' });

export const photoVariantsParamsSchema = z.object({ photoId: z.uuid() });
export const photoVariantParamsSchema = z.object({ photoId: z.uuid(), variantId: z.uuid() });
export const catalogProductParamsSchema = z.object({ id: z.uuid() });

/** GET /prodigi/products?photoId= */
export const photoProductsQuerySchema = z.object({ photoId: z.string().max(64) });

export type CatalogProductBody = z.input<typeof catalogProductBodySchema>;
export type CatalogLookup = z.output<typeof catalogLookupSchema>;
export type CatalogDetails = z.output<typeof catalogDetailsSchema>;
export type CatalogProductValues = z.output<typeof catalogProductBodySchema>;
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export type VariantCreateBody = z.input<typeof variantCreateBodySchema>;
export type VariantCreateValues = z.output<typeof variantCreateBodySchema>;
export type VariantUpdateFields = z.input<typeof variantUpdateFieldsSchema>;
export type VariantUpdateValues = z.output<typeof variantUpdateFieldsSchema>;
export type VariantColorOptionBody = z.input<typeof variantColorOptionBodySchema>;
export type NewMockupMeta = z.input<typeof newMockupMetaSchema>;
export type VariantAssetFields = z.input<typeof variantAssetFieldsSchema>;
export type VariantAssetValues = z.output<typeof variantAssetFieldsSchema>;
export type AdminVariant = z.infer<typeof adminVariantSchema>;
export type PublicVariant = z.infer<typeof publicVariantSchema>;
export type AdminAssetDetails = z.infer<typeof adminAssetDetailsSchema>;
export type MockupImage = z.infer<typeof mockupImageSchema>;
export type PrintQualityBody = z.infer<typeof printQualitySchema>;
