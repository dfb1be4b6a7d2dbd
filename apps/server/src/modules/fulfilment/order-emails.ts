import { formatEuros, paths } from '@shop/contracts';
import type { StoredShipment } from '#src/db/schema/index';
import { emailLayout, type EmailBlock, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import {
  deliveryAddress,
  emailOrderTotals,
  emailPrintItems,
  orderNumber,
  type EmailPhotos,
  type Order,
} from '#src/modules/orders/orders.port';

/** Who sends the order's emails, and what they show of it. */
export interface OrderEmailSite extends EmailBrand {
  /** The order's page, by its signed link (docs/rules/checkout-and-payments.md#buyer-order-page). */
  orderUrl: string;
  /** The bought photos' titles and small renditions, by photo id. */
  photos: EmailPhotos;
}

const addressLines = (order: Order) => (order.print ? deliveryAddress(order.print.recipient) : '');

function lines(order: Order, site: Pick<OrderEmailSite, 'photos'>): EmailBlock[] {
  return [{ items: emailPrintItems(order, site.photos) }, { rows: emailOrderTotals(order) }];
}

/**
 * The buyer's confirmation, on a durable medium as consumer law asks (reference
 * docs/rules/checkout-and-payments.md#confirmation-email): what was bought, the total with taxes and delivery, where it
 * goes, and the right of withdrawal; and the link to the order's page.
 */
export function orderConfirmationEmail(order: Order, site: OrderEmailSite): MailMessage {
  const number = orderNumber(order.id);
  return {
    to: order.email,
    subject: `Pedido ${number} confirmado`,
    ...emailLayout(
      site,
      `Gracias por tu compra, ${order.print?.recipient.name ?? ''}`,
      [
        `Hemos recibido el pago de tu pedido ${number}. Lo enviamos ahora al laboratorio para imprimirlo; te escribiremos con el número de seguimiento cuando salga.`,
        { rows: [{ label: 'Pedido', value: number }] },
        ...lines(order, site),
        `Dirección de entrega: ${addressLines(order)}.`,
        'En la página de tu pedido puedes seguirlo y, mientras el laboratorio no haya empezado a imprimirlo, corregir la dirección de entrega o cancelarlo.',
        `Derecho de desistimiento: tienes 14 días naturales desde la entrega para devolver la impresión sin dar explicaciones: hazlo en ${site.publicUrl}/desistimiento o escríbenos a ${site.contactEmail} indicando el número de pedido. Te reembolsamos el importe, incluido el envío estándar, en 14 días. Garantía legal de 3 años.`,
        order.termsVersion
          ? `Condiciones de venta aceptadas (versión ${order.termsVersion}): ${site.publicUrl}/legal/terms`
          : `Condiciones de venta: ${site.publicUrl}/legal/terms`,
      ],
      { label: 'Ver tu pedido', url: site.orderUrl },
    ),
  };
}

/** The photographer's note of a sale. */
export function newSaleEmail(
  order: Order,
  site: EmailBrand & Pick<OrderEmailSite, 'photos'>,
): MailMessage {
  const number = orderNumber(order.id);
  return {
    to: site.contactEmail,
    subject: `Nueva venta: pedido ${number} (${formatEuros(order.totalCents)})`,
    ...emailLayout(
      site,
      'Nueva venta de impresiones',
      [
        `Pedido ${number} (${order.id}), pagado por ${order.email}.`,
        ...lines(order, site),
        `Envío a: ${addressLines(order)}.`,
        'El pedido se envía a Prodigi automáticamente; puedes seguirlo en Gestión de pedidos.',
      ],
      { label: 'Abrir Gestión de pedidos', url: paths.ordersManagement.build() },
    ),
  };
}

/** The buyer's note that a parcel left, with its tracking. */
export function shipmentEmail(
  order: Order,
  shipment: StoredShipment,
  site: OrderEmailSite,
): MailMessage {
  const number = orderNumber(order.id);
  const tracking = shipment.tracking;
  const carrier = shipment.carrier ? `${shipment.carrier.name} (${shipment.carrier.service})` : '';
  return {
    to: order.email,
    subject: `Tu pedido ${number} está en camino`,
    ...emailLayout(
      site,
      `Tu pedido ${number} está en camino`,
      [
        `Tu impresión ha salido del laboratorio${carrier ? ` con ${carrier}` : ''}.`,
        ...(tracking?.number ? [`Número de seguimiento: ${tracking.number}`] : []),
        { items: emailPrintItems(order, site.photos) },
        `Dirección de entrega: ${addressLines(order)}.`,
        ...(tracking?.url ? [{ link: { label: 'Ver tu pedido', url: site.orderUrl } }] : []),
      ],
      tracking?.url
        ? { label: 'Seguir el envío', url: tracking.url }
        : { label: 'Ver tu pedido', url: site.orderUrl },
    ),
  };
}
