import type { AdminPhoto } from '@shop/contracts';
import { NewImageForm } from '@/features/photos-admin/components/new-image-form';
import { PhotoLibrary } from '@/features/photos-admin/components/photo-library';
import { ResponsivePhoto } from '@/features/photos/components/responsive-photo';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './content-management-page.module.css';

/** The library draws its thumbnails with the visitor's responsive picture. */
const libraryThumbnail = (photo: AdminPhoto, sizes: string) => (
  <ResponsivePhoto photo={photo} sizes={sizes} aspectRatio="3 / 2" />
);

/**
 * storefront-admin §2 Content management: 1 New image and 4 Library work now; 2 Print
 * catalogue and 3 Variants per photo arrive with the Prodigi issue. Admins only, loaded on
 * demand (see routes.tsx). A page: it composes the photos-admin feature with the visitor's
 * responsive picture; features never import each other.
 */
export function ContentManagementPage() {
  usePageTitle('Gestión de contenido');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Gestión de contenido</h1>
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
        <PhotoLibrary renderThumbnail={libraryThumbnail} />
      </section>
    </div>
  );
}
