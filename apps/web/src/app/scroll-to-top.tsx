import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on every path change, not when the app starts
 * (docs/rules/ui-and-copy.md#routes): a visitor who scrolled the server-rendered page, or a
 * click held by boot.ts far down it, must stay where they are.
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
