import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * storefront-customer §2: the page scrolls to the top on every path change. Not when the app
 * starts: the server-rendered page was already readable, and a visitor who scrolled (or a
 * click held by boot.ts on a link far down the page) must stay where they are.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}
