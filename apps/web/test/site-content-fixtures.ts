import {
  legalDocuments,
  type AdminSiteContent,
  type LegalDocument,
  type LegalDocumentName,
  type PublicPhoto,
  type PublicSiteContent,
  type SiteImage,
} from '@shop/contracts';
import { json, type FakeServer } from './fake-fetch';

/** GET /site/content as the server answers it (HTML already rendered from Markdown). */
export const publicSiteContent = (
  overrides: Partial<PublicSiteContent> = {},
): PublicSiteContent => ({
  home: {
    kicker: 'Fotografía profesional',
    title: 'Luz de Lumen',
    leadHtml: '<p>Retratos y paisajes <strong>impresos</strong> en papel de archivo.</p>',
    hero: null,
  },
  services: {
    introHtml: '<p>Encargos para personas y empresas.</p>',
    items: [
      {
        id: 'a1',
        title: 'Retrato',
        html: '<p>En estudio o en exterior.</p>',
        priceFromCents: 18000,
        image: null,
      },
      {
        id: 'a2',
        title: 'Eventos',
        html: '<p>Reportaje discreto.</p>',
        priceFromCents: null,
        image: null,
      },
    ],
  },
  about: { title: 'Sobre mí', html: '<p>Diez años fotografiando personas.</p>', portrait: null },
  partner: { title: 'Programa de partners', html: '<p>Colaboremos.</p>' },
  comingSoon: { title: 'Nuevas series', html: '<p>Talleres y ediciones firmadas.</p>' },
  ...overrides,
});

/** A photo as the home's hero (GET /site/content's `home.hero`). */
export const heroOf = (photo: PublicPhoto): SiteImage => ({
  id: photo._id,
  title: photo.title,
  width: photo.width,
  height: photo.height,
  imagePath: photo.imagePath,
  placeholder: photo.placeholder,
  images: photo.images,
});

/** GET /site/content with this photo as the home's hero. */
export const withHero = (photo: PublicPhoto): Partial<PublicSiteContent> => ({
  home: { ...publicSiteContent().home, hero: heroOf(photo) },
});

const titles: Record<LegalDocumentName, string> = {
  notice: 'Aviso legal',
  privacy: 'Política de privacidad',
  cookie: 'Política de cookies',
  terms: 'Términos y condiciones',
};

export const legalDocument = (document: LegalDocumentName): LegalDocument => ({
  document,
  title: titles[document],
  version: '1.0',
  effectiveDate: '2026-11-24',
  updatedDate: '2026-11-24',
  html: `<p>Texto de «${titles[document]}» de Lumen Fotografía S.L.</p>`,
});

/** GET /admin/site-content: the sources the fixtures above were rendered from. */
export const adminSiteContent = (): AdminSiteContent => ({
  values: {
    identity: {
      tradingName: 'Estudio Lumen',
      legalName: 'Lumen Fotografía S.L.',
      taxId: 'B12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
      registry: '',
      contactEmail: 'hola@lumen.es',
      contactPhone: '+34 911 222 333',
      instagramUrl: '',
      facebookUrl: '',
    },
    home: {
      kicker: 'Fotografía profesional',
      title: 'Luz de Lumen',
      lead: 'Retratos y paisajes **impresos** en papel de archivo.',
      heroPhotoId: null,
    },
    services: {
      intro: 'Encargos para personas y empresas.',
      items: [
        {
          id: '6f1b7c52-2a44-4c0e-9d0b-6d3f0f1a1c01',
          title: 'Retrato',
          text: 'En estudio o en exterior.',
          priceFromCents: 18000,
          imageId: null,
        },
      ],
    },
    about: { title: 'Sobre mí', text: 'Diez años fotografiando personas.', portraitImageId: null },
    partner: { title: 'Programa de partners', text: 'Colaboremos.' },
    comingSoon: { title: 'Nuevas series', text: 'Talleres y ediciones firmadas.' },
  },
  versions: { identity: 0, home: 0, services: 2, about: 0, partner: 0, comingSoon: 0 },
  images: [],
  missingLegalFacts: [],
});

/** The fake API answers the site's content, its four legal pages and the admin's read. */
export function serveSiteContent(server: FakeServer, content: Partial<PublicSiteContent> = {}) {
  server.on('GET', '/api/site/content', () => json(200, publicSiteContent(content)));
  for (const document of legalDocuments) {
    server.on('GET', `/api/site/legal/${document}`, () => json(200, legalDocument(document)));
  }
  server.on('GET', '/api/admin/site-content', () => json(200, adminSiteContent()));
}
