import { formatEuros } from '@shop/contracts';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import {
  deliveryAddress,
  emailPrintItems,
  orderNumber,
  type EmailPhotos,
  type Order,
} from '#src/modules/orders/orders.port';

/** Who sends the buyer's confirmations, the order's page (its signed link) and its photos. */
export interface BuyerEmailSite extends EmailBrand {
  orderUrl: string;
  photos: EmailPhotos;
}

/** The buyer corrected the delivery address: where the parcel goes now. */
export function addressChangedEmail(order: Order, site: BuyerEmailSite): MailMessage {
  const number = orderNumber(order.id);
  return {
    to: order.email,
    subject: `Pedido ${number}: dirección de entrega cambiada`,
    ...emailLayout(
      site,
      'Dirección de entrega cambiada',
      [
        `Hemos cambiado la dirección de entrega de tu pedido ${number}. Lo enviaremos a: ${order.print ? deliveryAddress(order.print.recipient) : ''}.`,
        { items: emailPrintItems(order, site.photos) },
        `Si no has pedido este cambio, escríbenos cuanto antes a ${site.contactEmail}.`,
      ],
      { label: 'Ver tu pedido', url: site.orderUrl },
    ),
  };
}

/**
 * The buyer cancelled the order: it will not be printed, and what goes back to the card
 * (the provider's own refund email is the ledger's, for every refund).
 */
export function orderCancelledEmail(
  order: Order,
  refundedCents: number,
  site: BuyerEmailSite,
): MailMessage {
  const number = orderNumber(order.id);
  return {
    to: order.email,
    subject: `Pedido ${number} cancelado`,
    ...emailLayout(
      site,
      'Pedido cancelado',
      [
        `Hemos cancelado tu pedido ${number} como nos pediste: el laboratorio no lo imprimirá.`,
        { items: emailPrintItems(order, site.photos) },
        refundedCents > 0
          ? `Te devolvemos ${formatEuros(refundedCents)} a la tarjeta con la que pagaste; tu banco puede tardar unos días en mostrarlo.`
          : `Te devolveremos lo que pagaste a la misma tarjeta. Si en unos días no lo ves, escríbenos a ${site.contactEmail}.`,
        `Cualquier duda, escríbenos a ${site.contactEmail} indicando el número de pedido.`,
      ],
      { label: 'Ver tu pedido', url: site.orderUrl },
    ),
  };
}
