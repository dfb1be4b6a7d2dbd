import { useMatches } from 'react-router';

/** What a route tells the layout about itself (declared in router.tsx). */
export interface RouteHandle {
  /** The dark grid with 30 numbered cells behind the page. */
  gridBackground?: boolean;
  /** Under 1024 px the page does not scroll and the footer is hidden (/events). */
  lockScrollOnMobile?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return matches.reduce<RouteHandle>(
    (acc, match) => ({ ...acc, ...(match.handle as RouteHandle | undefined) }),
    {},
  );
}
