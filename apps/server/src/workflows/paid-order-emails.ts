import { eventTimeZones, eventWhen, formatEuros, paths } from '@shop/contracts';
import type { TicketItemSnapshot } from '#src/db/schema/index';
import {
  emailLayout,
  type EmailBlock,
  type EmailBrand,
  type EmailItem,
} from '#src/lib/email-layout';
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

/**
 * Tickets are leisure services on a fixed date: no right of withdrawal (art. 103.l TRLGDCU),
 * said as the sale terms say it (docs/rules/checkout-and-payments.md#confirmation-email).
 */
export const TICKETS_NO_WITHDRAWAL =
  'Las entradas son servicios de ocio para una fecha concreta, por lo que no tienen derecho de desistimiento (art. 103.l del TRLGDCU); si cancelamos el evento o cambiamos su fecha, te devolvemos el importe íntegro.';

type TicketLine = Order['items'][number] & { snapshot: TicketItemSnapshot };
const ticketLinesOf = (order: Order) =>
  order.items.filter((item): item is TicketLine => item.kind === 'ticket');

/** What the order holds: prints, tickets, and whether it cost anything at all. */
function kindsOf(order: Order) {
  const prints = order.items.some((item) => item.kind === 'print');
  const tickets = ticketLinesOf(order).length > 0;
  return { prints, tickets, free: order.totalCents === 0 };
}

const whenOf = (s: TicketItemSnapshot) =>
  eventWhen(s.startsAt, s.endsAt, eventTimeZones.find((z) => z === s.timeZone) ?? 'Europe/Madrid');

/** Each ticket line: the event, the type and how many, when and where, its price. */
function emailTicketItems(order: Order): EmailItem[] {
  return ticketLinesOf(order).map((line) => {
    const s = line.snapshot;
    const count = s.holders.length;
    return {
      title: s.eventName,
      detail: `${s.ticketTypeName}: ${count} ${count === 1 ? 'entrada' : 'entradas'} · ${whenOf(s)} · ${s.venueName}`,
      amount:
        line.baseCents + line.vatCents === 0
          ? 'Gratis'
          : formatEuros(line.baseCents + line.vatCents),
      imageUrl: null,
    };
  });
}

function lines(order: Order, site: Pick<OrderEmailSite, 'photos'>): EmailBlock[] {
  const { prints, tickets, free } = kindsOf(order);
  return [
    {
      items: [
        ...(prints ? emailPrintItems(order, site.photos) : []),
        ...(tickets ? emailTicketItems(order) : []),
      ],
    },
    ...(free ? [] : [{ rows: emailOrderTotals(order) }]),
  ];
}

const addressLines = (order: Order) => (order.print ? deliveryAddress(order.print.recipient) : '');

/** The buyer's name as the order knows it: the delivery's, or her own ticket's. */
function buyerName(order: Order): string {
  if (order.print) return order.print.recipient.name;
  const holders = ticketLinesOf(order).flatMap((line) => line.snapshot.holders);
  return holders.find((h) => h.email === order.email)?.fullName ?? '';
}

/**
 * The buyer's confirmation of any paid order (prints, tickets, both, or a free registration),
 * on a durable medium as consumer law asks (docs/rules/checkout-and-payments.md#confirmation-email):
 * what was bought, the total with taxes and delivery, where it goes, the right of withdrawal
 * (or, for tickets, why there is none); and the link to the order's page.
 */
export function orderConfirmationEmail(order: Order, site: OrderEmailSite): MailMessage {
  const number = orderNumber(order.id);
  const { prints, tickets, free } = kindsOf(order);
  const name = buyerName(order);
  const received = free
    ? `Tu inscripción ${number} está confirmada.`
    : `Hemos recibido el pago de tu pedido ${number}.`;
  const next = [
    ...(prints
      ? [
          'Enviamos las impresiones ahora al laboratorio; te escribiremos con el número de seguimiento cuando salgan.',
        ]
      : []),
    ...(tickets
      ? [
          'Las entradas te llegan en otro email, en PDF con su código QR; cada acompañante recibe la suya en su email.',
        ]
      : []),
  ];
  const printsOnly = prints && !tickets;
  return {
    to: order.email,
    subject: free ? `Inscripción ${number} confirmada` : `Pedido ${number} confirmado`,
    ...emailLayout(
      site,
      free
        ? `Tu plaza está confirmada${name ? `, ${name}` : ''}`
        : `Gracias por tu compra${name ? `, ${name}` : ''}`,
      [
        printsOnly
          ? `Hemos recibido el pago de tu pedido ${number}. Lo enviamos ahora al laboratorio para imprimirlo; te escribiremos con el número de seguimiento cuando salga.`
          : [received, ...next].join(' '),
        { rows: [{ label: free ? 'Inscripción' : 'Pedido', value: number }] },
        ...lines(order, site),
        ...(prints
          ? [
              `Dirección de entrega: ${addressLines(order)}.`,
              'En la página de tu pedido puedes seguirlo y, mientras el laboratorio no haya empezado a imprimirlo, corregir la dirección de entrega o cancelarlo.',
              `Derecho de desistimiento: tienes 14 días naturales desde la entrega para devolver la impresión sin dar explicaciones: hazlo en ${site.publicUrl}/desistimiento o escríbenos a ${site.contactEmail} indicando el número de pedido. Te reembolsamos el importe, incluido el envío estándar, en 14 días. Garantía legal de 3 años.`,
            ]
          : []),
        ...(tickets && !free ? [TICKETS_NO_WITHDRAWAL] : []),
        order.termsVersion
          ? `Condiciones de venta aceptadas (versión ${order.termsVersion}): ${site.publicUrl}/legal/terms`
          : `Condiciones de venta: ${site.publicUrl}/legal/terms`,
      ],
      { label: 'Ver tu pedido', url: site.orderUrl },
    ),
  };
}

/** The photographer's note of a sale, or of a free registration. */
export function newSaleEmail(
  order: Order,
  site: EmailBrand & Pick<OrderEmailSite, 'photos'>,
): MailMessage {
  const number = orderNumber(order.id);
  const { prints, tickets, free } = kindsOf(order);
  const events = [...new Set(ticketLinesOf(order).map((line) => line.snapshot.eventName))];
  const heading = free
    ? 'Nueva inscripción'
    : prints && tickets
      ? 'Nueva venta de impresiones y entradas'
      : prints
        ? 'Nueva venta de impresiones'
        : 'Nueva venta de entradas';
  return {
    to: site.contactEmail,
    subject: free
      ? `Nueva inscripción: ${events.join(', ')} (pedido ${number})`
      : `Nueva venta: pedido ${number} (${formatEuros(order.totalCents)})`,
    ...emailLayout(
      site,
      heading,
      [
        free
          ? `Inscripción ${number} (${order.id}), de ${order.email}.`
          : `Pedido ${number} (${order.id}), pagado por ${order.email}.`,
        ...lines(order, site),
        ...(prints
          ? [
              `Envío a: ${addressLines(order)}.`,
              'El pedido se envía a Prodigi automáticamente; puedes seguirlo en Gestión de pedidos.',
            ]
          : []),
        ...(tickets
          ? [
              'Las entradas se emiten y se envían a cada asistente automáticamente; la lista está en Eventos, en los asistentes del evento.',
            ]
          : []),
      ],
      { label: 'Abrir Gestión de pedidos', url: paths.ordersManagement.build() },
    ),
  };
}
