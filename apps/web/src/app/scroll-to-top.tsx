import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** storefront-customer §2: the page scrolls to the top on every path change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
