import { useRef, useState } from 'react';
import type { AdminPhoto } from '@shop/contracts';
import { useAdminPhotos } from '@/features/photos-admin/api/get-admin-photos';
import { NewImageForm } from '@/features/photos-admin/components/new-image-form';
import { PhotoLibrary } from '@/features/photos-admin/components/photo-library';
import { CatalogSection } from '@/features/print-catalog/components/catalog-section';
import { VariantsSection } from '@/features/print-catalog/components/variants-section';
import { PartnerApplicationsSection } from '@/features/partners-admin/components/partner-applications-section';
import { MessagesSection } from '@/features/desk-admin/components/messages-section';
import { WithdrawalsSection } from '@/features/desk-admin/components/withdrawals-section';
import { SiteContentSection } from '@/features/site-admin/components/site-content-section';
import { LaunchListSection } from '@/features/launch-list/components/launch-list-section';
import { ResponsivePhoto } from '@/features/photos/components/responsive-photo';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './content-management-page.module.css';

/** The library draws its thumbnails with the visitor's responsive picture. */
const libraryThumbnail = (photo: AdminPhoto, sizes: string) => (
  <ResponsivePhoto photo={photo} sizes={sizes} aspectRatio="3 / 2" />
);

/**
 * storefront-admin §2 Content management: 1 New image, 2 Print catalogue, 3 Variants per
 * photo, 4 Library; then the site's own content, partner applications, the messages from
 * /contact, the withdrawal requests and the launch list of /coming-soon (issue 12). Admins
 * only, loaded on demand (see routes.tsx). A page: it composes the
 * photos-admin and print-catalog features with the visitor's responsive picture; features
 * never import each other, so the library's 'Configurar impresiones' reaches section 3
 * through this page.
 */
export function ContentManagementPage() {
  usePageTitle('Gestión de contenido');
  const photos = useAdminPhotos();
  const [variantsPhotoId, setVariantsPhotoId] = useState<string | null>(null);
  const variantsHeading = useRef<HTMLHeadingElement>(null);
  const configurePrints = (photo: AdminPhoto) => {
    setVariantsPhotoId(photo._id);
    // Focusing the heading scrolls section 3 into view and tells a screen reader where it is.
    variantsHeading.current?.focus();
  };
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
        <CatalogSection />
      </section>
      <section className={styles.section} aria-labelledby="cm-variants">
        <h2 id="cm-variants" className={styles.sectionTitle} ref={variantsHeading} tabIndex={-1}>
          Variantes por foto
        </h2>
        <VariantsSection
          photos={photos.data}
          photoId={variantsPhotoId}
          onPhotoChange={setVariantsPhotoId}
        />
      </section>
      <section className={styles.section} aria-labelledby="cm-library">
        <h2 id="cm-library" className={styles.sectionTitle}>
          Biblioteca
        </h2>
        <PhotoLibrary renderThumbnail={libraryThumbnail} onConfigurePrints={configurePrints} />
      </section>
      <section className={styles.section} aria-labelledby="cm-site-content">
        <h2 id="cm-site-content" className={styles.sectionTitle}>
          Contenido del sitio
        </h2>
        <SiteContentSection />
      </section>
      <section className={styles.section} aria-labelledby="cm-partners">
        <h2 id="cm-partners" className={styles.sectionTitle}>
          Solicitudes de partner
        </h2>
        <PartnerApplicationsSection />
      </section>
      <section className={styles.section} aria-labelledby="cm-messages">
        <h2 id="cm-messages" className={styles.sectionTitle}>
          Mensajes
        </h2>
        <MessagesSection />
      </section>
      <section className={styles.section} aria-labelledby="cm-withdrawals">
        <h2 id="cm-withdrawals" className={styles.sectionTitle}>
          Desistimientos
        </h2>
        <WithdrawalsSection />
      </section>
      <section className={styles.section} aria-labelledby="cm-launch-list">
        <h2 id="cm-launch-list" className={styles.sectionTitle}>
          Lista de aviso
        </h2>
        <LaunchListSection />
      </section>
    </div>
  );
}
