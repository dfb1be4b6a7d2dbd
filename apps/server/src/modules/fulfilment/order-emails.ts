import type { StoredShipment } from '#src/db/schema/index';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import {
  deliveryAddress,
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
