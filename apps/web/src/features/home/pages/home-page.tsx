import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@shop/contracts';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './home-page.module.css';

/**
 * The home page (storefront-customer §2). The gallery belongs to the photos feature: the
 * router passes it in, so features stay independent of each other.
 */
export function HomePage({ gallery }: { gallery?: ReactNode }) {
  usePageTitle();
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <p className={styles.kicker}>Fotografía profesional</p>
        <h1 className={styles.title}>Imágenes que se quedan contigo</h1>
        <p className={styles.lead}>
          Explora la galería, llévate una impresión de calidad museo a casa o acompáñame en el
          próximo evento.
        </p>
      </div>
      <section className={styles.section} aria-labelledby="galeria">
        <h2 id="galeria" className={styles.sectionTitle}>
          Galería
        </h2>
        {gallery}
        <p className={styles.more}>
          <Link to={paths.gallery.build()} className={styles.moreLink}>
            Ver toda la galería
          </Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="servicios">
        <h2 id="servicios" className={styles.sectionTitle}>
          Servicios
        </h2>
        <p className={styles.muted}>Retrato, eventos e impresiones de autor.</p>
      </section>
      <section className={styles.section} aria-labelledby="sobre-mi">
        <h2 id="sobre-mi" className={styles.sectionTitle}>
          Sobre mí
        </h2>
        <p className={styles.muted}>Fotógrafa profesional. Más información muy pronto.</p>
      </section>
    </div>
  );
}
