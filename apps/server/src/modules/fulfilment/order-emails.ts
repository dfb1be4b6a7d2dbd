import { formatEuros } from '@shop/contracts';
import type { StoredShipment } from '#src/db/schema/index';
import { emailLayout } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import {
  deliveryAddress,
  orderNumber,
  printLinesOf,
  type Order,
} from '#src/modules/orders/orders.port';

/** Who sends the order's emails, and where the buyer's page of the order is. */
export interface OrderEmailSite {
  siteName: string;
  contactEmail: string;
  publicUrl: string;
  /** The order's page, by its signed link (docs/rules/checkout-and-payments.md#buyer-order-page). */
  orderUrl: string;
}

function printLines(order: Order): string[] {
  return printLinesOf(order).map((item) => {
    const { snapshot } = item;
    const colour = snapshot.color
      ? `, ${(snapshot.colorName ?? snapshot.color).toLowerCase()}`
      : '';
    return `${snapshot.name ?? snapshot.sku}${colour}: ${item.quantity} ${item.quantity === 1 ? 'copia' : 'copias'}`;
  });
}

const addressLines = (order: Order) => (order.print ? deliveryAddress(order.print.recipient) : '');

function totals(order: Order): string[] {
  return [
    `Impresiones: ${formatEuros(order.itemsCents)}`,
    `Envío: ${formatEuros(order.shippingCents)}`,
    ...(order.taxFeesCents > 0 ? [`Impuestos y tasas: ${formatEuros(order.taxFeesCents)}`] : []),
    `Total pagado: ${formatEuros(order.totalCents)} (IVA incluido: ${formatEuros(order.ivaCents)})`,
  ];
}

/**
 * The buyer's confirmation, on a durable medium as consumer law asks (reference
 * docs/rules/checkout-and-payments.md#confirmation-email): what was bought, the total with taxes and delivery, where it
 * goes, and the right of withdrawal; and the link to the order's page.
 */
export function orderConfirmationEmail(order: Order, site: OrderEmailSite): MailMessage {
  return {
    to: order.email,
    subject: `Pedido ${orderNumber(order.id)} confirmado`,
    ...emailLayout(
      site.siteName,
      `Gracias por tu compra, ${order.print?.recipient.name ?? ''}`,
      [
        `Hemos recibido el pago de tu pedido ${orderNumber(order.id)}. Lo enviamos ahora al laboratorio para imprimirlo; te escribiremos con el número de seguimiento cuando salga.`,
        ...printLines(order),
        ...totals(order),
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
  site: { siteName: string; contactEmail: string },
): MailMessage {
  return {
    to: site.contactEmail,
    subject: `Nueva venta: pedido ${orderNumber(order.id)} (${formatEuros(order.totalCents)})`,
    ...emailLayout(site.siteName, 'Nueva venta de impresiones', [
      `Pedido ${orderNumber(order.id)} (${order.id}), pagado por ${order.email}.`,
      ...printLines(order),
      ...totals(order),
      `Envío a: ${addressLines(order)}.`,
      'El pedido se envía a Prodigi automáticamente; puedes seguirlo en Gestión de pedidos.',
    ]),
  };
}

/** The buyer's note that a parcel left, with its tracking. */
export function shipmentEmail(
  order: Order,
  shipment: StoredShipment,
  site: Pick<OrderEmailSite, 'siteName' | 'orderUrl'>,
): MailMessage {
  const tracking = shipment.tracking;
  const carrier = shipment.carrier ? `${shipment.carrier.name} (${shipment.carrier.service})` : '';
  return {
    to: order.email,
    subject: `Tu pedido ${orderNumber(order.id)} está en camino`,
    ...emailLayout(
      site.siteName,
      `Tu pedido ${orderNumber(order.id)} está en camino`,
      [
        `Tu impresión ha salido del laboratorio${carrier ? ` con ${carrier}` : ''}.`,
        ...(tracking?.number ? [`Número de seguimiento: ${tracking.number}`] : []),
        `Dirección de entrega: ${addressLines(order)}.`,
        ...(tracking?.url ? [`Tu pedido: ${site.orderUrl}`] : []),
      ],
      tracking?.url
        ? { label: 'Seguir el envío', url: tracking.url }
        : { label: 'Ver tu pedido', url: site.orderUrl },
    ),
  };
}
