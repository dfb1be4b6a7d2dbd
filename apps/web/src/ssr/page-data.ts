import { paths, type LegalDocumentName } from '@shop/contracts';
import { printsFromQueryOptions } from '@/features/checkout/api/get-prints-from';
import { legalDocumentQueryOptions } from '@/features/content/api/get-legal-document';
import { publicEventQueryOptions } from '@/features/events/api/get-event';
import { publicEventsQueryOptions } from '@/features/events/api/get-events';
import { eventPageMeta } from '@/features/events/pages/event-page-meta';
import {
  galleryPageQueryOptions,
  galleryTagOf,
  galleryTagsQueryOptions,
} from '@/features/photos/api/get-gallery';
import { publicPhotoQueryOptions } from '@/features/photos/api/get-public-photo';
import { publicPhotosQueryOptions } from '@/features/photos/api/get-public-photos';
import { photoPageMeta } from '@/features/photos/pages/photo-page-meta';
import type { PageMeta } from '@/lib/page-meta';
import { siteContentQueryOptions } from '@/lib/site-content';
import type { MetaArgs, PrefetchArgs, PrefetchQuery } from './page-args';
import { galleryPageMeta, homePageMeta, staticPageMeta } from './page-heads';

/** What the server needs to render a public page: its data and its head. */
export interface PageData {
  /**
   * The query options (the same factories the page's hooks use) to load first. The first one
   * is the page's subject: when it answers 404, so does the page.
   */
  prefetch?: (args: PrefetchArgs) => PrefetchQuery[];
  /** The page's head tags, from what `prefetch` loaded (read it from the query client). */
  meta: (args: MetaArgs) => PageMeta;
}

/** A page whose head does not depend on data. */
const titled = (meta: PageMeta): PageData => ({ meta: () => meta });

/** A legal page: its text loaded on the server, so the HTML carries it. */
const legal = (document: LegalDocumentName, meta: PageMeta): PageData => ({
  prefetch: () => [legalDocumentQueryOptions(document)],
  meta: () => meta,
});

/**
 * The pages the server renders (routes.tsx's routes that are not `clientOnly`), by their
 * route's path. This table is the server's only: the browser's route table carries none of
 * it, so a visitor downloads no head tags, schema.org objects or prefetch lists (the page
 * itself loads its data through the same query options, and finds it in the state).
 */
export const pageData: Record<string, PageData> = {
  [paths.home.pattern]: {
    prefetch: () => [publicPhotosQueryOptions(), siteContentQueryOptions()],
    meta: homePageMeta,
  },
  [paths.photo.pattern]: {
    prefetch: ({ params }) => [
      publicPhotoQueryOptions(params.photoId ?? ''),
      printsFromQueryOptions(params.photoId ?? ''),
    ],
    meta: ({ params, queryClient, site, publicUrl }) =>
      photoPageMeta(
        queryClient.getQueryData(publicPhotoQueryOptions(params.photoId ?? '').queryKey),
        { site, publicUrl },
      ),
  },
  [paths.gallery.pattern]: {
    prefetch: ({ searchParams }) => [
      galleryPageQueryOptions(galleryTagOf(searchParams)),
      galleryTagsQueryOptions(),
    ],
    meta: ({ searchParams }) => galleryPageMeta(galleryTagOf(searchParams)),
  },
  [paths.partner.pattern]: {
    prefetch: () => [siteContentQueryOptions()],
    meta: () => staticPageMeta.partner,
  },
  [paths.contact.pattern]: titled(staticPageMeta.contact),
  [paths.withdrawal.pattern]: titled(staticPageMeta.withdrawal),
  [paths.comingSoon.pattern]: {
    prefetch: () => [siteContentQueryOptions()],
    meta: () => staticPageMeta.comingSoon,
  },
  [paths.events.pattern]: {
    prefetch: () => [publicEventsQueryOptions()],
    meta: () => staticPageMeta.events,
  },
  [paths.event.pattern]: {
    prefetch: ({ params }) => [publicEventQueryOptions(params.id ?? '')],
    meta: ({ params, queryClient, site, publicUrl }) =>
      eventPageMeta(queryClient.getQueryData(publicEventQueryOptions(params.id ?? '').queryKey), {
        site,
        publicUrl,
      }),
  },
  [paths.legalPrivacy.pattern]: legal('privacy', staticPageMeta.legalPrivacy),
  [paths.legalTerms.pattern]: legal('terms', staticPageMeta.legalTerms),
  [paths.legalCookie.pattern]: legal('cookie', staticPageMeta.legalCookie),
  [paths.legalNotice.pattern]: legal('notice', staticPageMeta.legalNotice),
  '*': titled(staticPageMeta.notFound),
};
