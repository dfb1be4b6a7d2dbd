import { Outlet } from 'react-router';
import { api } from '@/lib/api';
import { SessionProvider } from '@/lib/session/session-provider';
import { ScrollToTop } from './scroll-to-top';

/** Everything under the router: the session and the scroll reset on each path change. */
export function RootLayout() {
  return (
    <SessionProvider client={api}>
      <ScrollToTop />
      <Outlet />
    </SessionProvider>
  );
}
