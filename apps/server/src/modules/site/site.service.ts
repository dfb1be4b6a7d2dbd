import {
  siteContentMessages as msg,
  siteContentSectionSchemas,
  type AdminSiteContent,
  type BusinessIdentity,
  type LegalDocument,
  type LegalDocumentName,
  type PublicSiteContent,
  type SiteContentSection,
  type SiteContentValues,
  type SiteImage,
} from '@shop/contracts';
import type { SiteImageRow, StoredDerivative } from '#src/db/schema/index';
import type { derivativeUrls } from '#src/lib/derivative-urls';
import { AppError, conflict } from '#src/lib/errors';
import type { PhotoImages } from '#src/modules/photos/photo-images.port';
import {
  legalDocumentMarkdown,
  legalDocumentVersions,
  missingLegalFacts,
  type LegalFacts,
} from './legal-documents';
import { renderMarkdown } from '#src/lib/markdown';
import { defaultSiteContent } from './site-content-defaults';
import type { SiteRepository } from './site.repository';

export interface SiteServiceDeps {
  repository: SiteRepository;
  /** The identity's first values (config.business: the environment). */
  defaultIdentity: BusinessIdentity;
  urls: ReturnType<typeof derivativeUrls>;
  legal: Omit<LegalFacts, 'identity'>;
  /** The gallery's visible photos, for the home's hero (the photos domain's port). */
  photos: Pick<PhotoImages, 'publicImage' | 'newestPublicImage'>;
  /** After a committed save: every process clears what it read (SITE_CONTENT_CHANGED). */
  onChange: () => Promise<void>;
  warn: (message: string, details: object) => void;
}

interface Snapshot {
  values: SiteContentValues;
  versions: Record<SiteContentSection, number>;
  /** When the identity was last saved (null: still the environment's). */
  identitySavedAt: Date | null;
}

const sections = Object.keys(siteContentSectionSchemas) as SiteContentSection[];

/** YYYY-MM-DD in Madrid. */
const madridDate = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);

export function createSiteService(deps: SiteServiceDeps) {
  const { repository } = deps;
  const defaults: SiteContentValues = { identity: deps.defaultIdentity, ...defaultSiteContent };
  // Every page and email reads it: kept until a save (in any process) clears it.
  let snapshot: Promise<Snapshot> | null = null;
  // What visitors see, kept until a save or a photo change (the hero is a gallery photo).
  let publicSnapshot: Promise<PublicSiteContent> | null = null;

  async function load(): Promise<Snapshot> {
    const values: Record<string, unknown> = { ...defaults };
    const versions = Object.fromEntries(sections.map((s) => [s, 0])) as Snapshot['versions'];
    let identitySavedAt: Date | null = null;
    for (const row of await repository.listSections()) {
      if (!(row.section in siteContentSectionSchemas)) continue;
      const section = row.section as SiteContentSection;
      const parsed = siteContentSectionSchemas[section].safeParse(row.value);
      // A stored value an older or newer release cannot read shows the defaults rather than
      // breaking every page; the row stays as it is for the admin to save again.
      if (!parsed.success) {
        deps.warn('stored site content does not match the contract', { section });
        continue;
      }
      values[section] = parsed.data;
      versions[section] = row.version;
      if (section === 'identity') identitySavedAt = row.updatedAt;
    }
    return { values: values as SiteContentValues, versions, identitySavedAt };
  }

  function current(): Promise<Snapshot> {
    if (!snapshot) {
      const loading = load();
      snapshot = loading;
      loading.catch(() => {
        if (snapshot === loading) snapshot = null;
      });
    }
    return snapshot;
  }

  /** The picked hero while it is a visible photo, else the newest visible photo. */
  async function heroOf(values: SiteContentValues): Promise<SiteImage | null> {
    const picked = values.home.heroPhotoId;
    const photo =
      (picked ? await deps.photos.publicImage(picked) : null) ??
      (await deps.photos.newestPublicImage());
    return photo;
  }

  async function loadPublic(): Promise<PublicSiteContent> {
    const { values } = await current();
    const images = await imagesById([
      values.about.portraitImageId,
      ...values.services.items.map((item) => item.imageId),
    ]);
    const imageOf = (id: string | null, title: string) => {
      const row = id ? images.get(id) : undefined;
      return row ? toSiteImage(row, title) : null;
    };
    return {
      home: {
        kicker: values.home.kicker,
        title: values.home.title,
        leadHtml: renderMarkdown(values.home.lead),
        hero: await heroOf(values),
      },
      services: {
        introHtml: renderMarkdown(values.services.intro),
        items: values.services.items.map((item) => ({
          id: item.id,
          title: item.title,
          html: renderMarkdown(item.text),
          priceFromCents: item.priceFromCents,
          image: imageOf(item.imageId, item.title),
        })),
      },
      about: {
        title: values.about.title,
        html: renderMarkdown(values.about.text),
        portrait: imageOf(values.about.portraitImageId, values.identity.tradingName),
      },
      partner: { title: values.partner.title, html: renderMarkdown(values.partner.text) },
      comingSoon: {
        title: values.comingSoon.title,
        html: renderMarkdown(values.comingSoon.text),
      },
    };
  }

  function toSiteImage(
    row: Pick<SiteImageRow, 'id' | 'width' | 'height'> & { derivatives: StoredDerivative[] },
    title: string,
  ): SiteImage {
    return {
      id: row.id,
      title,
      width: row.width,
      height: row.height,
      imagePath: deps.urls.displayUrl(row.derivatives),
      placeholder: '',
      images: deps.urls.imageSet(row.derivatives),
    };
  }

  async function imagesById(ids: (string | null)[]) {
    const wanted = ids.filter((id): id is string => id !== null);
    const rows = await repository.findImages(wanted);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function adminContent(): Promise<AdminSiteContent> {
    const { values, versions } = await current();
    const images = (await repository.listImages()).map((row) => toSiteImage(row, ''));
    return { values, versions, images, missingLegalFacts: missingLegalFacts(values.identity) };
  }

  return {
    /** Who runs the shop, as saved by the admin or given by the environment. */
    async identity(): Promise<BusinessIdentity> {
      return (await current()).values.identity;
    },

    /** Forgets what was read: the next read loads it again. */
    clear() {
      snapshot = null;
      publicSnapshot = null;
    },

    /** Forgets what visitors see (a photo changed: the hero may be hidden or newer). */
    clearPublic() {
      publicSnapshot = null;
    },

    publicContent(): Promise<PublicSiteContent> {
      if (!publicSnapshot) {
        const loading = loadPublic();
        publicSnapshot = loading;
        loading.catch(() => {
          if (publicSnapshot === loading) publicSnapshot = null;
        });
      }
      return publicSnapshot;
    },

    adminContent,

    /**
     * Saves one section read at `version`. The value is checked by the section's contract
     * (400 with the failing fields), images must exist, and a save by someone else since
     * `version` is a 409: nobody overwrites what they have not seen.
     */
    async saveSection(
      section: SiteContentSection,
      body: { version: number; value: unknown },
      userId: string,
    ): Promise<AdminSiteContent> {
      const parsed = siteContentSectionSchemas[section].safeParse(body.value);
      if (!parsed.success) {
        throw new AppError(
          'invalid_data',
          parsed.error.issues[0]?.message,
          parsed.error.issues.map((issue) => ({
            path: ['value', ...issue.path].join('.'),
            message: issue.message,
          })),
        );
      }
      const value = parsed.data;
      const imageIds =
        section === 'services'
          ? (value as SiteContentValues['services']).items.map((item) => item.imageId)
          : section === 'about'
            ? [(value as SiteContentValues['about']).portraitImageId]
            : [];
      const found = await imagesById(imageIds);
      if (imageIds.some((id) => id !== null && !found.has(id))) {
        throw new AppError('invalid_data', msg.unknownImage, [
          { path: 'value', message: msg.unknownImage },
        ]);
      }
      const heroId = section === 'home' ? (value as SiteContentValues['home']).heroPhotoId : null;
      if (heroId && !(await deps.photos.publicImage(heroId))) {
        throw new AppError('hero_photo_unavailable', msg.heroPhotoUnavailable, [
          { path: 'value.heroPhotoId', message: msg.heroPhotoUnavailable },
        ]);
      }
      const saved = await repository.saveSection(section, value, body.version, userId);
      if (!saved) throw conflict(msg.stale);
      snapshot = null;
      publicSnapshot = null;
      await deps.onChange();
      return adminContent();
    },

    async legalDocument(document: LegalDocumentName): Promise<LegalDocument> {
      const { values, identitySavedAt } = await current();
      const { title, version, effectiveDate } = legalDocumentVersions[document];
      const identityDate = identitySavedAt ? madridDate(identitySavedAt) : effectiveDate;
      return {
        document,
        title,
        version,
        effectiveDate,
        updatedDate: identityDate > effectiveDate ? identityDate : effectiveDate,
        html: renderMarkdown(
          legalDocumentMarkdown(document, { ...deps.legal, identity: values.identity }),
        ),
      };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
