import { lazy, type ComponentType } from 'react';
import type { AdminPhoto, ContentSection } from '@shop/contracts';
import { ResponsivePhoto } from '@/features/photos/components/responsive-photo';

/** What the page hands a section: the photo the variants open, and how the library asks it. */
export interface SectionProps {
  headingId: string;
  variantsPhotoId: string | null;
  onVariantsPhotoChange: (photoId: string | null) => void;
  onConfigurePrints: (photo: AdminPhoto) => void;
}

export interface SectionEntry {
  slug: ContentSection;
  /** The heading, the navigation's link and the document title. */
  title: string;
  /** One plain sentence under the heading: what the section is for. */
  summary: string;
  /** Loaded when the section is first opened, so the first view carries only its own code. */
  Component: ComponentType<SectionProps>;
}

/** The library draws its thumbnails with the visitor's responsive picture. */
const libraryThumbnail = (photo: AdminPhoto, sizes: string) => (
  <ResponsivePhoto photo={photo} sizes={sizes} aspectRatio="3 / 2" />
);

/** The sections, in the navigation's order (docs/rules/admin.md#content-management). */
export const sections: readonly SectionEntry[] = [
  {
    slug: 'nueva-imagen',
    title: 'Nueva imagen',
    summary: 'Sube una o varias fotos con sus datos; aparecen en la galería al guardarlas.',
    Component: lazy(async () => {
      const { NewImageForm } = await import('@/features/photos-admin/components/new-image-form');
      return { default: ({ headingId }: SectionProps) => <NewImageForm labelledBy={headingId} /> };
    }),
  },
  {
    slug: 'catalogo',
    title: 'Catálogo de impresión',
    summary:
      'Los productos de Prodigi que ofreces (papeles, lienzos, marcos): se rellenan desde Prodigi con su código.',
    Component: lazy(async () => {
      const { CatalogSection } =
        await import('@/features/print-catalog/components/catalog-section');
      return { default: () => <CatalogSection /> };
    }),
  },
  {
    slug: 'variantes',
    title: 'Variantes por foto',
    summary:
      'Qué productos del catálogo se venden con cada foto, a qué precio, y el archivo que se imprime.',
    Component: lazy(async () => {
      const [{ VariantsSection }, { useAdminPhotos }] = await Promise.all([
        import('@/features/print-catalog/components/variants-section'),
        import('@/features/photos-admin/api/get-admin-photos'),
      ]);
      function Variants({ variantsPhotoId, onVariantsPhotoChange }: SectionProps) {
        const photos = useAdminPhotos();
        return (
          <VariantsSection
            photos={photos.data}
            photoId={variantsPhotoId}
            onPhotoChange={onVariantsPhotoChange}
          />
        );
      }
      return { default: Variants };
    }),
  },
  {
    slug: 'biblioteca',
    title: 'Biblioteca',
    summary: 'Todas tus fotos: edítalas, ordénalas para la galería o configura sus impresiones.',
    Component: lazy(async () => {
      const { PhotoLibrary } = await import('@/features/photos-admin/components/photo-library');
      return {
        default: ({ onConfigurePrints }: SectionProps) => (
          <PhotoLibrary renderThumbnail={libraryThumbnail} onConfigurePrints={onConfigurePrints} />
        ),
      };
    }),
  },
  {
    slug: 'eventos',
    title: 'Eventos',
    summary:
      'Tus salidas, talleres y exposiciones: escríbelos con sus entradas y publícalos cuando estén listos.',
    Component: lazy(async () => {
      const { EventsSection } = await import('@/features/events-admin/components/events-section');
      return { default: () => <EventsSection /> };
    }),
  },
  {
    slug: 'facturas',
    title: 'Facturas',
    summary:
      'Las facturas emitidas y sus rectificativas: consúltalas, descárgalas y exporta el trimestre para tu gestoría.',
    Component: lazy(async () => {
      const { InvoicesSection } =
        await import('@/features/invoices-admin/components/invoices-section');
      return { default: () => <InvoicesSection /> };
    }),
  },
  {
    slug: 'ventas',
    title: 'Ventas',
    summary:
      'Lo que vendes cada mes: pedidos, ingresos, devoluciones e IVA, de copias y de entradas.',
    Component: lazy(async () => {
      const { SalesSection } = await import('@/features/sales-admin/components/sales-section');
      return { default: () => <SalesSection /> };
    }),
  },
  {
    slug: 'contenido-del-sitio',
    title: 'Contenido del sitio',
    summary:
      'Los textos de la tienda: datos del negocio, portada, servicios, «Sobre mí» y otras páginas.',
    Component: lazy(async () => {
      const { SiteContentSection } =
        await import('@/features/site-admin/components/site-content-section');
      return { default: () => <SiteContentSection /> };
    }),
  },
  {
    slug: 'solicitudes-partner',
    title: 'Solicitudes de partner',
    summary: 'Quién ha pedido ser partner: apruébalo o recházalo.',
    Component: lazy(async () => {
      const { PartnerApplicationsSection } =
        await import('@/features/partners-admin/components/partner-applications-section');
      return { default: () => <PartnerApplicationsSection /> };
    }),
  },
  {
    slug: 'mensajes',
    title: 'Mensajes',
    summary: 'Lo que te escriben desde el formulario de contacto.',
    Component: lazy(async () => {
      const { MessagesSection } = await import('@/features/desk-admin/components/messages-section');
      return { default: () => <MessagesSection /> };
    }),
  },
  {
    slug: 'desistimientos',
    title: 'Desistimientos',
    summary: 'Los compradores que quieren devolver una compra dentro del plazo legal.',
    Component: lazy(async () => {
      const { WithdrawalsSection } =
        await import('@/features/desk-admin/components/withdrawals-section');
      return { default: () => <WithdrawalsSection /> };
    }),
  },
  {
    slug: 'lista-de-aviso',
    title: 'Lista de aviso',
    summary: 'Quién quiere saber cuándo abre la tienda o hay novedades.',
    Component: lazy(async () => {
      const { LaunchListSection } =
        await import('@/features/launch-list/components/launch-list-section');
      return { default: () => <LaunchListSection /> };
    }),
  },
];

export const sectionBySlug = (slug: string | undefined) => sections.find((s) => s.slug === slug);
