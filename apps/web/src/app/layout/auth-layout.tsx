import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { useSiteConfig } from '@/lib/site-config';
import styles from './auth-layout.module.css';

/** The bare layout of sign-in, sign-up, reset-password and confirm-email. */
export function AuthLayout() {
  const { data: site } = useSiteConfig();
  return (
    <div className={styles.layout}>
      <div className={styles.formSide}>
        <div className={styles.logo}>
          <Logo name={site?.siteName} />
        </div>
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </div>
      <div className={styles.mockups} aria-hidden="true" data-testid="auth-mockups">
        <figure className={`${styles.print} ${styles.printBack}`}>
          <div className={`${styles.photo} ${styles.photoDusk}`} />
        </figure>
        <figure className={`${styles.print} ${styles.printFront}`}>
          <div className={`${styles.photo} ${styles.photoSea}`} />
        </figure>
      </div>
    </div>
  );
}
