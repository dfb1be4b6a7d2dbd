import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from '@/app/route-handle';
import { routes } from '@/app/routes';
import { ApiError } from '@/lib/api-error';
import type { PageMeta } from '@/lib/page-meta';
import { setApiTransport } from '@/lib/api-transport';
import { siteConfigQueryOptions } from '@/lib/site-config';
import type { PrefetchQuery } from './page-args';
import { pageData } from './page-data';
import { serializeSsrState, withoutTimes } from './ssr-state';

export { SSR_STATE_ID } from './ssr-state';
export type { PageMeta } from '@/lib/page-meta';

/** A page rendered on the server: the status to answer, the markup, its state and head. */
export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root. */
  html: string;
  /** JSON for the state <script>, already safe to put inside it. */
  state: string;
  meta: PageMeta;
  /** The business identity's trading name (after each title; the admin may edit it). */
  siteName: string;
}

const handler = createStaticHandler(routes);

const handleOf = (route: RouteObject) => (route.handle ?? {}) as RouteHandle;
/** What the server loads for a matched route, and its head (none for a layout route). */
const dataOf = (route: RouteObject) => (route.path ? pageData[route.path] : undefined);

/** Renders do not retry and keep what they load for the length of one request only. */
const renderQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

export interface RenderOptions {
  /** The shop's public origin (PUBLIC_URL), for the absolute URLs of the page's head. */
  publicUrl: string;
}

/**
 * Renders the page at `url` (path and query) as an anonymous visitor sees it, with the data
 * its route's `prefetch` lists (page-data.ts), loaded through `transport` (the server's in-process
 * API). Returns null for pages that are only rendered in the browser (`clientOnly`).
 * The status is 404 for the not-found page and when the page's subject (its first prefetch)
 * answers 404.
 */
export async function render(
  url: string,
  transport: typeof fetch,
  options: RenderOptions = { publicUrl: 'http://localhost' },
): Promise<RenderedPage | null> {
  setApiTransport(transport);
  const location = new URL(url, 'http://shop.invalid');
  const matches = matchRoutes(routes, location.pathname);
  if (!matches || matches.some((m) => handleOf(m.route).clientOnly)) return null;

  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;

  const queryClient = renderQueryClient();
  const args = { params: matches.at(-1)?.params ?? {}, searchParams: location.searchParams };
  const pageQueries = matches.flatMap((m) => dataOf(m.route)?.prefetch?.(args) ?? []);
  const load = (query: PrefetchQuery) =>
    queryClient.query(query).then(
      () => null,
      (error: unknown) => error,
    );
  const [siteConfigError, ...errors] = await Promise.all([
    load(siteConfigQueryOptions()),
    ...pageQueries.map(load),
  ]);

  const isNotFoundRoute = matches.at(-1)?.route.path === '*';
  const [subjectError, ...otherErrors] = errors;
  const subjectMissing = subjectError instanceof ApiError && subjectError.status === 404;
  // Any other failure: the browser loads the page itself (and shows its own error states).
  if (siteConfigError || (subjectError && !subjectMissing) || otherErrors.some(Boolean)) {
    return null;
  }
  const site = queryClient.getQueryData(siteConfigQueryOptions().queryKey);
  if (!site) return null;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const meta = matches.reduce<PageMeta>(
    (acc, m) => ({
      ...acc,
      ...dataOf(m.route)?.meta({ ...args, queryClient, site, publicUrl }),
    }),
    {},
  );

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const state = serializeSsrState({
    queries: withoutTimes(
      dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending',
      }),
    ),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  });
  queryClient.clear();
  return {
    status: isNotFoundRoute || subjectMissing ? 404 : 200,
    html,
    state,
    meta,
    siteName: site.siteName,
  };
}
