import {
  eventMessages,
  eventTimeZoneLabels,
  paths,
  shareImageOf,
  srcSetOf,
  type PublicEvent,
  type SiteConfig,
  type TicketType,
} from '@shop/contracts';
import { shortDescription, type PageMeta } from '@/lib/page-meta';
import {
  absoluteUrl,
  businessReference,
  compactJsonLd,
  identityFromSiteConfig,
  postalAddressOf,
  SCHEMA_ORG,
  type JsonLd,
} from '@/lib/structured-data';
import { isoAtVenue, longDate, wallClock } from '@shop/contracts';
import { textOfHtml } from '@/features/events/utils/html-text';
import { EVENT_COVER_SIZES } from './event-page';

interface EventMetaContext {
  site: SiteConfig;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

/** Google's event offers know these three: on sale, sold out, not on sale yet. */
const availabilityOf: Record<TicketType['sale'], string> = {
  open: `${SCHEMA_ORG}/InStock`,
  sold_out: `${SCHEMA_ORG}/SoldOut`,
  not_started: `${SCHEMA_ORG}/PreOrder`,
  // No longer sold: as good as sold out to a search engine.
  ended: `${SCHEMA_ORG}/SoldOut`,
};

/**
 * schema.org Event of an event page: when (with the venue's offset), where (the venue, and
 * the online link as a virtual location), its state, its cover, the business as organiser,
 * and each ticket type as an offer.
 */
export function eventJsonLd(event: PublicEvent, { site, publicUrl }: EventMetaContext): JsonLd {
  const pageUrl = `${publicUrl}${paths.event.build(event._id)}`;
  const largest = event.cover?.images.jpeg.at(-1);
  const online = event.onlineUrl.trim() !== '';
  const place = compactJsonLd({
    '@type': 'Place',
    name: event.venueName,
    address: compactJsonLd({
      '@type': 'PostalAddress',
      ...(postalAddressOf(event.venueAddress) ?? { streetAddress: event.venueAddress }),
    }),
  });
  const organizer = businessReference(identityFromSiteConfig(site), publicUrl);
  return compactJsonLd({
    '@context': SCHEMA_ORG,
    '@type': 'Event',
    '@id': `${pageUrl}#evento`,
    url: pageUrl,
    name: event.name,
    description: textOfHtml(event.descriptionHtml),
    startDate: isoAtVenue(event.startDate, event.timeZone),
    endDate: isoAtVenue(event.endDate, event.timeZone),
    eventStatus: `${SCHEMA_ORG}/${event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: `${SCHEMA_ORG}/${online ? 'MixedEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: online ? [place, { '@type': 'VirtualLocation', url: event.onlineUrl }] : place,
    image: largest ? [absoluteUrl(publicUrl, largest.url)] : undefined,
    organizer,
    inLanguage: 'es-ES',
    offers: event.ticketTypes.map((type) =>
      compactJsonLd({
        '@type': 'Offer',
        name: type.name,
        price: (type.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: availabilityOf[type.sale],
        url: pageUrl,
        validFrom: type.salesStartAt ? isoAtVenue(type.salesStartAt, event.timeZone) : undefined,
      }),
    ),
  });
}

/** 'sábado, 12 de diciembre de 2026, 10:00 (hora peninsular), en Plaza Mayor. {text}'. */
function eventDescription(event: PublicEvent): string {
  const start = wallClock(event.startDate, event.timeZone);
  const when = `${longDate(event.startDate, event.timeZone)}, ${start.time} (${eventTimeZoneLabels[event.timeZone]})`;
  const where = event.venueName || event.venueAddress;
  return shortDescription(`${when}, en ${where}. ${textOfHtml(event.descriptionHtml)}`);
}

/**
 * The event page's head tags: its name and when and where it is, the cover as the link
 * preview (shareImageOf: about 1200 px) and the main image's preload, and its schema.org
 * Event.
 */
export function eventPageMeta(event: PublicEvent | undefined, context: EventMetaContext): PageMeta {
  if (!event) return { title: eventMessages.notFound };
  const image = event.cover ? shareImageOf(event.cover) : undefined;
  const avif = event.cover?.images.avif ?? [];
  return {
    title: event.name,
    description: eventDescription(event),
    image: image && { ...image, alt: event.name },
    preloadImage:
      avif.length > 0
        ? { type: 'image/avif', srcset: srcSetOf(avif), sizes: EVENT_COVER_SIZES }
        : undefined,
    structuredData: [eventJsonLd(event, context)],
  };
}
