import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@shop/contracts';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/lib/session/session-context';

/**
 * Protected routes: a spinner while the session loads, /signin when signed out. A profile
 * refresh (after a save) keeps the page mounted, so its state and messages survive.
 */
export function RequireAuth() {
  const { isAuthenticated, isLoading, profile } = useSession();
  const location = useLocation();
  if (isLoading && !profile) return <Spinner />;
  if (!isAuthenticated) {
    const redirect = `${location.pathname}${location.search}`;
    return (
      <Navigate to={`${paths.signIn.build()}?redirect=${encodeURIComponent(redirect)}`} replace />
    );
  }
  return <Outlet />;
}
