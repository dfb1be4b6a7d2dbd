import { Outlet, useLocation } from 'react-router';
import { FormMessage } from '@/components/form-message';
import { UnconfirmedEmailBanner } from '@/features/account/components/unconfirmed-email-banner';
import { useRouteHandle } from '@/app/route-handle';
import { Footer } from './footer';
import { GridBackground } from './grid-background';
import styles from './header-layout.module.css';
import { TopBar } from './top-bar';

/** The layout with the top bar and footer: every page but the sign-in family. */
export function HeaderLayout() {
  const { gridBackground, lockScrollOnMobile } = useRouteHandle();
  // A message the previous step left for this page (e.g. 'Email confirmado correctamente.').
  const { state } = useLocation() as { state: { notice?: unknown } | null };
  const notice = typeof state?.notice === 'string' ? state.notice : null;
  const classes = [
    styles.layout,
    lockScrollOnMobile ? styles.lockOnMobile : '',
    gridBackground ? styles.onGrid : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} data-lock-mobile={lockScrollOnMobile ? 'true' : undefined}>
      <a href="#main" className={styles.skipLink}>
        Saltar al contenido
      </a>
      {gridBackground && <GridBackground />}
      <TopBar />
      <UnconfirmedEmailBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {notice && (
          <div className={styles.notice}>
            <FormMessage kind="success">{notice}</FormMessage>
          </div>
        )}
        <Outlet />
      </main>
      <Footer className={styles.footer} />
    </div>
  );
}
