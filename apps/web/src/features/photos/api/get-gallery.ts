import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** Photos per gallery page: four rows of three. */
export const GALLERY_PAGE_SIZE = 12;

/** The tag filter of a gallery URL (?tag=), or null for every photo. */
export function galleryTagOf(searchParams: URLSearchParams): string | null {
  const tag = searchParams.get('tag')?.trim() ?? '';
  return tag.length > 0 ? tag : null;
}

/** GET /photos/gallery: a page of the whole gallery, in the admin's order. */
export const getGalleryPage = (tag: string | null, cursor: string | null) =>
  api.GET('/api/photos/gallery', {
    params: {
      query: { limit: GALLERY_PAGE_SIZE, tag: tag ?? undefined, cursor: cursor ?? undefined },
    },
  });

/**
 * One page, its own query (not an infinite query): the first page is what the server
 * renders, and each "Cargar más" adds the page after the last cursor.
 */
export const galleryPageQueryOptions = (tag: string | null, cursor: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.photos.galleryPage(tag, cursor),
    queryFn: () => getGalleryPage(tag, cursor),
  });

/** The first page, then one page per cursor in `cursors` (those already asked for). */
export const useGalleryPages = (tag: string | null, cursors: string[]) =>
  useQueries({
    queries: [null, ...cursors].map((cursor) => galleryPageQueryOptions(tag, cursor)),
  });

/** GET /photos/tags: the tags of visible photos, most used first. */
export const getGalleryTags = () => api.GET('/api/photos/tags');

export const galleryTagsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.photos.tags(), queryFn: getGalleryTags });

export const useGalleryTags = () => useQuery(galleryTagsQueryOptions());
