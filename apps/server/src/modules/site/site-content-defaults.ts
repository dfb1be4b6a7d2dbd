import type { SiteContentValues } from '@shop/contracts';

/**
 * What a fresh shop shows until the photographer edits it: complete Spanish copy, never
 * filler. The identity comes from the configuration (config.business), not from here.
 * Service ids are fixed so that the first save keeps them.
 */
export const defaultSiteContent: Omit<SiteContentValues, 'identity'> = {
  home: {
    kicker: 'Fotografía profesional',
    title: 'Imágenes que se quedan contigo',
    lead: 'Explora la galería, llévate una impresión de calidad museo a casa o acompáñame en el próximo evento.',
    heroPhotoId: null,
  },
  services: {
    intro:
      'Trabajo por encargo para personas, familias y empresas, y vendo mis fotografías impresas en papel de archivo.',
    items: [
      {
        id: '6f1b7c52-2a44-4c0e-9d0b-6d3f0f1a1c01',
        title: 'Retrato',
        text: 'Sesiones en estudio o en exterior, con luz natural o de estudio. Incluye la selección de las mejores tomas y su edición, entregadas en alta resolución.',
        priceFromCents: 18000,
        imageId: null,
      },
      {
        id: '6f1b7c52-2a44-4c0e-9d0b-6d3f0f1a1c02',
        title: 'Eventos',
        text: 'Cobertura de presentaciones, conferencias y celebraciones: reportaje discreto, entrega en 72 horas y galería privada para compartir.',
        priceFromCents: 45000,
        imageId: null,
      },
      {
        id: '6f1b7c52-2a44-4c0e-9d0b-6d3f0f1a1c03',
        title: 'Impresiones de autor',
        text: 'Cualquier fotografía de la galería, impresa bajo pedido en papel de bellas artes o enmarcada, y enviada a tu casa.',
        priceFromCents: null,
        imageId: null,
      },
    ],
  },
  about: {
    title: 'Sobre mí',
    text: 'Llevo más de diez años fotografiando personas, lugares y momentos que merecen quedarse. Me interesa la luz que ya está ahí y la gente tal como es, sin poses forzadas.\n\nCada impresión que sale del estudio la reviso yo: elijo el papel, ajusto el color y compruebo el recorte antes de que llegue al laboratorio.',
    portraitImageId: null,
  },
  partner: {
    title: 'Programa de partners',
    text: '¿Tienes un espacio, una agencia, una tienda o un estudio de interiorismo? Colaboremos: fotografías para tus proyectos, impresiones para tus clientes y eventos en tu espacio.\n\nEnvía tu solicitud y la revisaré personalmente.',
  },
  comingSoon: {
    title: 'Próximamente',
    text: 'Estoy preparando nuevas series, talleres de fotografía y ediciones limitadas firmadas. Déjame tu email y te aviso en cuanto estén disponibles.',
  },
};
