import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>Página no encontrada</h1>
      <p className={styles.text}>La página que buscas no existe o se ha movido.</p>
      <Link to={paths.home.build()} className={styles.button}>
        Volver al inicio
      </Link>
    </section>
  );
}
