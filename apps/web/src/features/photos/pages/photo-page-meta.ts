import {
  paths,
  photoMessages,
  shareImageOf,
  srcSetOf,
  type PublicPhoto,
  type SiteConfig,
} from '@shop/contracts';
import { shortDescription, type PageMeta } from '@/lib/page-meta';
import {
  absoluteUrl,
  businessReference,
  compactJsonLd,
  identityFromSiteConfig,
  SCHEMA_ORG,
  type JsonLd,
} from '@/lib/structured-data';
import { photoPageSizes } from './photo-page';

export { shortDescription };

interface PhotoMetaContext {
  site: SiteConfig;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/**
 * schema.org Photograph of a photo page: what it shows, its largest JPEG, who made it (the
 * business, by the same @id as on the home page), when it was taken and published, and its
 * reference price as an offer when it has one: the price the page itself shows (print prices
 * need a quote for a destination; docs/decisions/015-discoverability.md).
 */
export function photographJsonLd(
  photo: PublicPhoto,
  { site, publicUrl }: PhotoMetaContext,
): JsonLd {
  const pageUrl = `${publicUrl}${paths.photo.build(photo._id)}`;
  const largest = photo.images.jpeg.at(-1);
  const smallest = photo.images.jpeg[0];
  const creator = businessReference(identityFromSiteConfig(site), publicUrl);
  return compactJsonLd({
    '@context': SCHEMA_ORG,
    '@type': 'Photograph',
    '@id': `${pageUrl}#fotografia`,
    url: pageUrl,
    name: photo.title,
    description: photo.description,
    image: largest && {
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(publicUrl, largest.url),
      width: largest.width,
      height: Math.round((largest.width * photo.height) / photo.width),
    },
    thumbnailUrl: smallest && absoluteUrl(publicUrl, smallest.url),
    creator,
    copyrightHolder: { '@id': creator['@id'] },
    dateCreated: photo.metadata.shotAt ?? undefined,
    datePublished: photo.createdAt,
    keywords: photo.tags.join(', '),
    contentLocation: photo.metadata.location
      ? { '@type': 'Place', name: photo.metadata.location }
      : undefined,
    inLanguage: 'es-ES',
    offers:
      photo.price === null
        ? undefined
        : {
            '@type': 'Offer',
            price: photo.price.toFixed(2),
            priceCurrency: 'EUR',
            url: pageUrl,
            seller: { '@id': creator['@id'] },
          },
  });
}

/**
 * The photo page's head tags: its title and description, the image link previews show
 * (shareImageOf: about 1200 px), its main image's preload, and its schema.org Photograph.
 */
export function photoPageMeta(photo: PublicPhoto | undefined, context: PhotoMetaContext): PageMeta {
  if (!photo) return { title: photoMessages.notFound };
  const image = shareImageOf(photo);
  return {
    title: photo.title,
    description:
      shortDescription(photo.description) ||
      `Fotografía «${photo.title}» de ${context.site.siteName}.`,
    type: 'article',
    image: image && { ...image, alt: photo.title },
    preloadImage:
      photo.images.avif.length > 0
        ? {
            type: 'image/avif',
            srcset: srcSetOf(photo.images.avif),
            sizes: photoPageSizes(photo.width, photo.height),
          }
        : undefined,
    structuredData: [photographJsonLd(photo, context)],
  };
}
