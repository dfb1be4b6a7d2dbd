import type { SiteConfig } from '@shop/contracts';

/** One schema.org object, as JSON-LD. The server writes each in its own data <script>. */
export type JsonLd = Record<string, unknown>;

/**
 * Who the shop is, as search engines should know it. Today the site configuration gives the
 * name, contact and social links; the business identity (legal name, address) fills the rest
 * when it exists. Blank values are left out.
 */
export interface BusinessIdentity {
  name: string;
  legalName?: string;
  email?: string;
  telephone?: string;
  address?: {
    streetAddress: string;
    postalCode: string;
    addressLocality: string;
    addressRegion?: string;
    /** ISO 3166-1 alpha-2, e.g. 'ES'. */
    addressCountry: string;
  };
  /** Profiles elsewhere (Instagram, Facebook, ...). */
  sameAs: string[];
}

export function identityFromSiteConfig(site: SiteConfig): BusinessIdentity {
  const address = postalAddressOf(site.address);
  return {
    name: site.siteName,
    legalName: site.legalName,
    ...(address ? { address } : {}),
    email: site.contactEmail,
    telephone: site.contactPhone,
    sameAs: [site.instagramUrl, site.facebookUrl].filter((url): url is string => Boolean(url)),
  };
}

/**
 * A Spanish one-line address ('Calle del Pez 27, 28004 Madrid') as schema.org's parts; null
 * when its last part is not 'postal code + town' (nothing is guessed).
 */
export function postalAddressOf(line: string): BusinessIdentity['address'] | null {
  const parts = line.split(',').map((part) => part.trim());
  const last = /^(\d{5})\s+(.+)$/.exec(parts.at(-1) ?? '');
  if (parts.length < 2 || !last?.[1] || !last[2]) return null;
  return {
    streetAddress: parts.slice(0, -1).join(', '),
    postalCode: last[1],
    addressLocality: last[2],
    addressCountry: 'ES',
  };
}

/** `url` as an absolute URL: media may be local paths or already absolute (a bucket, a CDN). */
export const absoluteUrl = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

const SCHEMA = 'https://schema.org';
// A photographer selling prints and sessions: a LocalBusiness (an Organization and a Place),
// so an address can be added, and other nodes can name it as creator.
const BUSINESS_TYPE = 'ProfessionalService';

const businessId = (publicUrl: string) => `${publicUrl}/#negocio`;

/** Leaves out keys whose value is undefined, blank or an empty list. */
function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(node).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        !(typeof value === 'string' && value.trim() === '') &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The one place the shop's identity becomes JSON-LD (on the home page). */
export function businessJsonLd(identity: BusinessIdentity, publicUrl: string): JsonLd {
  const { address } = identity;
  return compact({
    '@context': SCHEMA,
    '@type': BUSINESS_TYPE,
    '@id': businessId(publicUrl),
    name: identity.name,
    legalName: identity.legalName,
    url: `${publicUrl}/`,
    email: identity.email,
    telephone: identity.telephone,
    address: address && compact({ '@type': 'PostalAddress', ...address }),
    sameAs: identity.sameAs,
  });
}

/** The business as other objects name it (a photo's creator): same @id, its name and URL. */
export function businessReference(identity: BusinessIdentity, publicUrl: string): JsonLd {
  return {
    '@type': BUSINESS_TYPE,
    '@id': businessId(publicUrl),
    name: identity.name,
    url: `${publicUrl}/`,
  };
}

/** The site itself, published by the business. */
export function websiteJsonLd(identity: BusinessIdentity, publicUrl: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${publicUrl}/#sitio`,
    name: identity.name,
    url: `${publicUrl}/`,
    inLanguage: 'es-ES',
    publisher: { '@id': businessId(publicUrl) },
  };
}

export { compact as compactJsonLd, SCHEMA as SCHEMA_ORG };
