import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../components/content-management.module.css';
import { NewImageForm } from '../components/new-image-form';
import { PhotoLibrary, type RenderThumbnail } from '../components/photo-library';

/**
 * storefront-admin §2 Content management: 1 New image and 4 Library work now; 2 Print
 * catalogue and 3 Variants per photo arrive with the Prodigi issue. Admins only, loaded on
 * demand (see routes.tsx).
 */
export function ContentManagementPage({ renderThumbnail }: { renderThumbnail: RenderThumbnail }) {
  usePageTitle('Content Management');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Content Management</h1>
      <section className={styles.section} aria-labelledby="cm-new-image">
        <h2 id="cm-new-image" className={styles.sectionTitle}>
          Nueva imagen
        </h2>
        <NewImageForm labelledBy="cm-new-image" />
      </section>
      <section className={styles.section} aria-labelledby="cm-catalog">
        <h2 id="cm-catalog" className={styles.sectionTitle}>
          Catálogo de impresión
        </h2>
        {/* Placeholder: the print catalogue (storefront-admin §2 section 2) comes later. */}
        <p className={styles.muted} data-testid="placeholder-catalog">
          Próximamente: los productos de impresión de Prodigi.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="cm-variants">
        <h2 id="cm-variants" className={styles.sectionTitle}>
          Variantes por foto
        </h2>
        {/* Placeholder: variants per photo (storefront-admin §2 section 3) come later. */}
        <p className={styles.muted} data-testid="placeholder-variants">
          Próximamente: productos, colores y recortes para cada fotografía.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="cm-library">
        <h2 id="cm-library" className={styles.sectionTitle}>
          Biblioteca
        </h2>
        <PhotoLibrary renderThumbnail={renderThumbnail} />
      </section>
    </div>
  );
}
