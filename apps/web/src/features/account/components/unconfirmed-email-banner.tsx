import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@shop/contracts';
import { useSession } from '@/lib/session/session-context';

// A chunk of its own: most visitors are signed out, or confirmed, and never need it.
const UnconfirmedEmailNotice = lazy(() => import('./unconfirmed-email-notice'));

/**
 * docs/rules/accounts.md#unconfirmed-email: every page but the account area, which has its own
 * notice. Closing hides it until the next visit.
 */
export function UnconfirmedEmailBanner() {
  const { isAuthenticated, isEmailConfirmed } = useSession();
  const { pathname } = useLocation();
  if (!isAuthenticated || isEmailConfirmed) return null;
  const account = paths.profile.build();
  if (pathname === account || pathname.startsWith(`${account}/`)) return null;
  return (
    <Suspense fallback={null}>
      <UnconfirmedEmailNotice />
    </Suspense>
  );
}
