import { shareImageOf } from '@shop/contracts';
import { publicPhotosQueryOptions } from '@/features/photos/api/get-public-photos';
import type { PageMeta } from '@/lib/page-meta';
import { siteContentQueryOptions } from '@/lib/site-content';
import { businessJsonLd, identityFromSiteConfig, websiteJsonLd } from '@/lib/structured-data';
import type { MetaArgs } from './page-args';

/**
 * The head of the pages whose text does not come from data: a title (the server adds
 * ' · {siteName}') and a description for search results and link previews, in the words
 * the pages use.
 */
export const staticPageMeta = {
  partner: {
    title: 'Hazte Partner',
    description:
      'Colabora con el estudio: marcas, espacios y organizadores de eventos que quieran trabajar con fotografía profesional.',
  },
  contact: {
    title: 'Contacto',
    description:
      'Escríbenos para sesiones de fotos, encargos, impresiones o cualquier duda: te respondemos lo antes posible.',
  },
  withdrawal: {
    title: 'Desistir de una compra',
    description:
      'Desiste de la compra de una impresión en 14 días desde la entrega: rellena el formulario, confirma y recibe el acuse de recibo por email.',
  },
  comingSoon: {
    title: 'Próximamente',
    description:
      'Nuevas series, talleres y ediciones limitadas del estudio: déjanos tu email y te avisamos.',
  },
  events: {
    title: 'Eventos',
    description: 'Próximos eventos, sesiones y exposiciones del estudio de fotografía.',
  },
  legalPrivacy: {
    title: 'Política de privacidad',
    description:
      'Cómo tratamos tus datos personales: quién los trata, para qué, durante cuánto tiempo y cómo ejercer tus derechos.',
  },
  legalTerms: {
    title: 'Términos y condiciones',
    description:
      'Condiciones de compra de impresiones y entradas: precios, envío, plazos, desistimiento y garantía.',
  },
  legalCookie: {
    title: 'Política de cookies',
    description: 'Qué cookies y almacenamiento local usa la tienda, para qué y cómo gestionarlos.',
  },
  legalNotice: {
    title: 'Aviso legal',
    description: 'Datos identificativos del titular de la web y condiciones de uso del sitio.',
  },
  notFound: { title: 'Página no encontrada' },
} satisfies Record<string, PageMeta>;

/**
 * The home page: the site's name as title, its hero photo (the one picked in 'Portada', or
 * the newest) as the link preview's image, and the business and the site as schema.org
 * objects. Without the site's content, the newest photo is the preview.
 */
export function homePageMeta({ queryClient, site, publicUrl }: MetaArgs): PageMeta {
  const hero = queryClient.getQueryData(siteContentQueryOptions().queryKey)?.home.hero;
  const [newest] = queryClient.getQueryData(publicPhotosQueryOptions().queryKey) ?? [];
  const shown = hero ?? newest;
  const image = shown && shareImageOf(shown);
  const identity = identityFromSiteConfig(site);
  return {
    description:
      'Fotografía profesional de retrato y eventos, e impresiones de autor: explora la galería y llévate a casa una impresión de calidad museo.',
    image: image && { ...image, alt: shown.title },
    structuredData: [businessJsonLd(identity, publicUrl), websiteJsonLd(identity, publicUrl)],
  };
}

/** The gallery, whole or by one tag (`?tag=`). */
export function galleryPageMeta(tag: string | null): PageMeta {
  return {
    title: tag ? `Galería: ${tag}` : 'Galería',
    description: tag
      ? `Fotografías del estudio con la etiqueta «${tag}».`
      : 'Todas las fotografías del estudio, destacadas primero: retrato, paisaje y eventos, con impresiones de calidad museo.',
  };
}
