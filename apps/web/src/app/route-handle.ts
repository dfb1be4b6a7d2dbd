import { useMatches } from 'react-router';

/**
 * What a route tells the layout about itself (declared in routes.tsx). What the server loads
 * for a page it renders, and the page's head tags, are the server's: ssr/page-data.ts.
 */
export interface RouteHandle {
  /** The dark grid with 30 numbered cells behind the page. */
  gridBackground?: boolean;
  /** Under 1024 px the page does not scroll and the footer is hidden (/events). */
  lockScrollOnMobile?: boolean;
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
