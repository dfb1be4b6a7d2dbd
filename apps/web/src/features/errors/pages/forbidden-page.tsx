import { Link } from 'react-router';
import { accessMessages, paths } from '@shop/contracts';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './not-found-page.module.css';

/** Shown to signed-in users who are not admins on the admin areas. */
export function ForbiddenPage() {
  usePageTitle('Acceso restringido');
  return (
    <section className={styles.page}>
      <p className={styles.code}>403</p>
      <h1 className={styles.title}>Acceso restringido</h1>
      <p className={styles.text}>{accessMessages.adminOnly}</p>
      <Link to={paths.home.build()} className={styles.button}>
        Volver al inicio
      </Link>
    </section>
  );
}
