import { Link, useRouteError } from 'react-router';
import { paths } from '@shop/contracts';
import styles from './not-found-page.module.css';

/** Shown when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Algo ha salido mal</h1>
      <p className={styles.text}>No pudimos mostrar esta página. Recárgala o vuelve al inicio.</p>
      <Link to={paths.home.build()} className={styles.button} reloadDocument>
        Volver al inicio
      </Link>
    </section>
  );
}
