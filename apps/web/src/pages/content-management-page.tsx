import { useRef, useState, type ReactNode, type Ref } from 'react';
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

/** One numbered part of the page: a section named by its heading. */
function AdminSection(props: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { id, title, headingRef, children } = props;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2
        id={id}
        className={styles.sectionTitle}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * docs/rules/admin.md#content-management. A page, since it composes the photos-admin and
 * print-catalog features: features never import each other, so the library's 'Configurar
 * impresiones' reaches section 3 through this page.
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
      <AdminSection id="cm-new-image" title="Nueva imagen">
        <NewImageForm labelledBy="cm-new-image" />
      </AdminSection>
      <AdminSection id="cm-catalog" title="Catálogo de impresión">
        <CatalogSection />
      </AdminSection>
      <AdminSection id="cm-variants" title="Variantes por foto" headingRef={variantsHeading}>
        <VariantsSection
          photos={photos.data}
          photoId={variantsPhotoId}
          onPhotoChange={setVariantsPhotoId}
        />
      </AdminSection>
      <AdminSection id="cm-library" title="Biblioteca">
        <PhotoLibrary renderThumbnail={libraryThumbnail} onConfigurePrints={configurePrints} />
      </AdminSection>
      <AdminSection id="cm-site-content" title="Contenido del sitio">
        <SiteContentSection />
      </AdminSection>
      <AdminSection id="cm-partners" title="Solicitudes de partner">
        <PartnerApplicationsSection />
      </AdminSection>
      <AdminSection id="cm-messages" title="Mensajes">
        <MessagesSection />
      </AdminSection>
      <AdminSection id="cm-withdrawals" title="Desistimientos">
        <WithdrawalsSection />
      </AdminSection>
      <AdminSection id="cm-launch-list" title="Lista de aviso">
        <LaunchListSection />
      </AdminSection>
    </div>
  );
}
