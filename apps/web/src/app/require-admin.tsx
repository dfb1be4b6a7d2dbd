import { Outlet } from 'react-router';
import { Spinner } from '@/components/spinner';
import { ForbiddenPage } from '@/features/errors/pages/forbidden-page';
import { isAdmin } from '@/lib/session/is-admin';
import { useSession } from '@/lib/session/session-context';

/**
 * Admin areas (inside RequireAuth): signed-in users who are not admins see a 'no access'
 * page instead of a page whose every call the server would refuse.
 */
export function RequireAdmin() {
  const { profile, isLoading } = useSession();
  if (isLoading && !profile) return <Spinner />;
  if (!isAdmin(profile)) return <ForbiddenPage />;
  return <Outlet />;
}
