import { z } from 'zod';
import { MAX_MONEY_CENTS } from './money-rules';
import { photoImageSchema } from './photos';
import { isSpanishTaxId, spanishIdMessages } from './spanish-ids';
import { isHttpsUrl } from './text-rules';
import { requiredText, safeText } from './text-schemas';

/**
 * What the photographer edits of the public site (issue 12): the business identity, the home
 * page's hero, 'Servicios', 'Sobre mí', and the texts of /hazte-partner and /coming-soon.
 * Long texts are Markdown: the server renders them to HTML without any raw HTML of the editor
 * (modules/site/markdown.ts) and sends both.
 */
export const siteContentMessages = {
  tradingNameRequired: 'Escribe el nombre comercial.',
  legalNameRequired: 'Escribe el nombre o la razón social del titular.',
  emailInvalid: 'Escribe un email de contacto válido.',
  phoneRequired: 'Escribe un teléfono de contacto.',
  urlInvalid: 'Escribe una dirección web completa, que empiece por https://.',
  titleRequired: 'Escribe un título.',
  textRequired: 'Escribe el texto.',
  tooManyServices: 'Como máximo 12 servicios.',
  badPrice: 'El precio «desde» debe ser un importe en euros entre 0 y 1.000.000 €.',
  unknownImage: 'La imagen elegida ya no existe: súbela de nuevo.',
  unknownSection: 'Esa sección del contenido no existe.',
  imageRequired: 'Elige una imagen.',
  heroPhotoUnavailable:
    'La foto de portada elegida ya no está publicada en la galería: elige otra o deja que se use la más reciente.',
  stale:
    'Otra persona ha guardado esta sección mientras la editabas. Recarga la página para ver los cambios.',
} as const;

const m = siteContentMessages;
const line = (max: number, blankMessage?: string) =>
  blankMessage
    ? requiredText(max, { singleLine: true, blankMessage })
    : safeText(max, { singleLine: true });
const markdown = (max: number) => requiredText(max, { blankMessage: m.textRequired });
const httpsUrl = z.string().trim().max(300).refine(isHttpsUrl, m.urlInvalid);

/** The section names of PUT /admin/site-content/{section}. */
export const siteContentSections = [
  'identity',
  'home',
  'services',
  'about',
  'partner',
  'comingSoon',
] as const;
export type SiteContentSection = (typeof siteContentSections)[number];

/**
 * Who runs the shop, in one place: the footer, the legal pages, emails and invoices read it.
 * The environment gives the first values (SITE_NAME, CONTACT_EMAIL, BUSINESS_*); once the
 * admin saves it, the saved one counts.
 */
export const businessIdentitySchema = z
  .object({
    /** The name people see: titles, emails, the footer. */
    tradingName: line(80, m.tradingNameRequired),
    /** The holder: a person's full name (autónomo) or a company name (S.L.). */
    legalName: line(160, m.legalNameRequired),
    /** NIF, NIE or CIF; may be empty only until the shop goes live (the admin is warned). */
    taxId: z
      .string()
      .trim()
      .toUpperCase()
      .max(16)
      .refine((v) => v === '' || isSpanishTaxId(v), spanishIdMessages.taxId),
    /** Postal address on one line: street, number, postal code, town (empty until set). */
    address: line(240),
    /** Registro Mercantil data (companies), or empty. */
    registry: line(300),
    contactEmail: z.string().trim().toLowerCase().pipe(z.email(m.emailInvalid)),
    contactPhone: line(40, m.phoneRequired),
    instagramUrl: z.union([z.literal(''), httpsUrl]),
    facebookUrl: z.union([z.literal(''), httpsUrl]),
  })
  .meta({ id: 'BusinessIdentity' });
export type BusinessIdentity = z.infer<typeof businessIdentitySchema>;

export const homeContentSchema = z
  .object({
    kicker: line(80),
    title: line(120, m.titleRequired),
    /** Markdown. */
    lead: markdown(600),
    /**
     * The photo of the first screen, a visible photo of the gallery; null: the newest one.
     * Absent in what older releases stored, which reads as null.
     */
    heroPhotoId: z.uuid().nullable().default(null),
  })
  .meta({ id: 'HomeContent' });

export const serviceItemSchema = z.object({
  id: z.uuid(),
  title: line(80, m.titleRequired),
  /** Markdown. */
  text: markdown(2000),
  /** 'Desde …' in cents with IVA, or null. */
  priceFromCents: z
    .number()
    .int(m.badPrice)
    .min(0, m.badPrice)
    .max(MAX_MONEY_CENTS, m.badPrice)
    .nullable(),
  /** An image uploaded through POST /admin/site-content/images, or null. */
  imageId: z.uuid().nullable(),
});

export const servicesContentSchema = z
  .object({
    /** Markdown, may be empty. */
    intro: safeText(1000),
    items: z.array(serviceItemSchema).max(12, m.tooManyServices),
  })
  .meta({ id: 'ServicesContent' });

export const aboutContentSchema = z
  .object({
    title: line(120, m.titleRequired),
    /** Markdown. */
    text: markdown(5000),
    portraitImageId: z.uuid().nullable(),
  })
  .meta({ id: 'AboutContent' });

export const partnerContentSchema = z
  .object({ title: line(120, m.titleRequired), text: markdown(5000) })
  .meta({ id: 'PartnerContent' });

export const comingSoonContentSchema = z
  .object({ title: line(120, m.titleRequired), text: markdown(3000) })
  .meta({ id: 'ComingSoonContent' });

/** Each section's body, by name: PUT /admin/site-content/{section}. */
export const siteContentSectionSchemas = {
  identity: businessIdentitySchema,
  home: homeContentSchema,
  services: servicesContentSchema,
  about: aboutContentSchema,
  partner: partnerContentSchema,
  comingSoon: comingSoonContentSchema,
} as const satisfies Record<SiteContentSection, z.ZodType>;

export type SiteContentValues = {
  [S in SiteContentSection]: z.infer<(typeof siteContentSectionSchemas)[S]>;
};

/** An image of the site's content, drawn like a photo (responsive sources, known size). */
export const siteImageSchema = z
  .object({
    id: z.uuid(),
    /** Alternative text (the section's title by default). */
    title: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    imagePath: z.string(),
    placeholder: z.string(),
    images: z.object({
      avif: z.array(photoImageSchema),
      webp: z.array(photoImageSchema),
      jpeg: z.array(photoImageSchema),
    }),
  })
  .meta({ id: 'SiteImage' });
export type SiteImage = z.infer<typeof siteImageSchema>;

/** GET /site/content: what the public pages show, Markdown already rendered to safe HTML. */
export const publicSiteContentSchema = z
  .object({
    home: z.object({
      kicker: z.string(),
      title: z.string(),
      leadHtml: z.string(),
      /**
       * The first screen's photo (`id` is the photo's, for its page): the one the
       * photographer picked while it is visible, else the newest visible photo; null when
       * the gallery is empty.
       */
      hero: siteImageSchema.nullable(),
    }),
    services: z.object({
      introHtml: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          html: z.string(),
          priceFromCents: z.number().int().nullable(),
          image: siteImageSchema.nullable(),
        }),
      ),
    }),
    about: z.object({ title: z.string(), html: z.string(), portrait: siteImageSchema.nullable() }),
    partner: z.object({ title: z.string(), html: z.string() }),
    comingSoon: z.object({ title: z.string(), html: z.string() }),
  })
  .meta({ id: 'PublicSiteContent' });
export type PublicSiteContent = z.infer<typeof publicSiteContentSchema>;

/** GET /admin/site-content: the Markdown sources, each section's version, the images. */
export const adminSiteContentSchema = z
  .object({
    values: z.object({
      identity: businessIdentitySchema,
      home: homeContentSchema,
      services: servicesContentSchema,
      about: aboutContentSchema,
      partner: partnerContentSchema,
      comingSoon: comingSoonContentSchema,
    }),
    /**
     * 0 while a section still shows its defaults; sent back to detect a lost update. Every
     * section named (not a record), so the document and its typed client know the keys.
     */
    versions: z.object({
      identity: z.number().int(),
      home: z.number().int(),
      services: z.number().int(),
      about: z.number().int(),
      partner: z.number().int(),
      comingSoon: z.number().int(),
    } satisfies Record<SiteContentSection, z.ZodNumber>),
    images: z.array(siteImageSchema),
    /** Facts the legal pages need that are still missing (the admin sees a warning). */
    missingLegalFacts: z.array(z.string()),
  })
  .meta({ id: 'AdminSiteContent' });
export type AdminSiteContent = z.infer<typeof adminSiteContentSchema>;

export const siteContentSectionParamsSchema = z.object({
  section: z.enum(siteContentSections, { error: m.unknownSection }),
});

/** PUT /admin/site-content/{section}: the section's values and the version they were read at. */
export const siteContentUpdateBodySchema = z
  .object({ version: z.number().int().min(0), value: z.unknown() })
  .meta({ id: 'SiteContentUpdate' });

export const legalDocuments = ['notice', 'privacy', 'cookie', 'terms'] as const;
export type LegalDocumentName = (typeof legalDocuments)[number];

export const legalDocumentParamsSchema = z.object({ document: z.enum(legalDocuments) });

/** GET /site/legal/{document}: a legal page, generated from the business identity. */
export const legalDocumentSchema = z
  .object({
    document: z.enum(legalDocuments),
    title: z.string(),
    /** The text's version ('1.0') and the day it applies from (YYYY-MM-DD). */
    version: z.string(),
    effectiveDate: z.string(),
    /** The day the business data in it last changed, when later than effectiveDate. */
    updatedDate: z.string(),
    html: z.string(),
  })
  .meta({ id: 'LegalDocument' });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
