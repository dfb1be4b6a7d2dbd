import type { QueryClient, QueryExecuteOptions } from '@tanstack/react-query';
import { useMatches, type Params } from 'react-router';
import type { SiteConfig } from '@shop/contracts';
import type { PageMeta } from '@/lib/page-meta';

/** What a page needs loaded before its HTML is rendered on the server. */
export interface PrefetchArgs {
  params: Params;
  searchParams: URLSearchParams;
}

/** What a page's head tags are made from: its URL, what `prefetch` loaded, the site. */
export interface MetaArgs extends PrefetchArgs {
  /** Holds what `prefetch` loaded: read it with the same query keys. */
  queryClient: QueryClient;
  /** The site configuration (always loaded for a render). */
  site: SiteConfig;
  /** The shop's public origin (PUBLIC_URL, no trailing slash), for absolute URLs. */
  publicUrl: string;
}

// Each page lists its own queries, of different data types: the list is heterogeneous.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PrefetchQuery = QueryExecuteOptions<any, any, any, any, any>;

/** What a route tells the layout about itself (declared in router.tsx). */
export interface RouteHandle {
  /** The dark grid with 30 numbered cells behind the page. */
  gridBackground?: boolean;
  /** Under 1024 px the page does not scroll and the footer is hidden (/events). */
  lockScrollOnMobile?: boolean;
  /**
   * A public page rendered on the server with its data: the query options (the same
   * factories the page's hooks use) to load first. The first one is the page's subject: when
   * it answers 404, so does the page.
   */
  prefetch?: (args: PrefetchArgs) => PrefetchQuery[];
  /** The page's head tags, from what `prefetch` loaded (read it from the query client). */
  meta?: (args: MetaArgs) => PageMeta;
  /**
   * Never rendered on the server: pages that depend on who is signed in (the account, the
   * admin) or on a one-time token. Set on a parent route, it covers its children.
   */
  clientOnly?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return matches.reduce<RouteHandle>(
    (acc, match) => ({ ...acc, ...(match.handle as RouteHandle | undefined) }),
    {},
  );
}
