import type { QueryClient, QueryExecuteOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { SiteConfig } from '@shop/contracts';

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
