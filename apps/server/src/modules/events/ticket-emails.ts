import { orderNumber } from '@shop/contracts';
import type { EventRow } from '#src/db/schema/index';
import { emailLayout, type EmailBrand } from '#src/lib/email-layout';
import type { MailMessage } from '#src/lib/mail';
import type { NamedTicket } from './tickets.repository';

export interface TicketFiles {
  pdf: Buffer;
  calendar: string;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'evento';

/**
 * Where a ticket email leads: the buyer to her page of the event's tickets; a holder who is
 * not the buyer to her ticket by its signed link, account or not (the buyer's page would
 * tell her she has none), with a link per ticket when she holds several.
 */
export function ticketLinks(input: {
  forBuyer: boolean;
  tickets: readonly NamedTicket[];
  ticketsUrl: string;
  ticketUrl: (ticket: NamedTicket) => string;
}) {
  const { tickets } = input;
  const [first] = tickets;
  const action =
    input.forBuyer || !first
      ? { label: 'Ver mis entradas', url: input.ticketsUrl }
      : {
          label: tickets.length === 1 ? 'Ver mi entrada' : 'Ver mis entradas',
          url: input.ticketUrl(first),
        };
  const moreLinks =
    input.forBuyer || tickets.length < 2
      ? []
      : tickets.map((t) => ({
          link: {
            label: `Entrada de ${t.holderName} (${t.ticketTypeName})`,
            url: input.ticketUrl(t),
          },
        }));
  return { action, moreLinks };
}

/**
 * The tickets of an event sent to someone (the buyer: all of the order's; another holder:
 * their own), with the PDF and the calendar file attached.
 */
export function ticketsEmail(input: {
  to: string;
  /** The buyer's copy lists every holder; a holder's names only them. */
  forBuyer: boolean;
  event: EventRow;
  when: string;
  tickets: readonly NamedTicket[];
  files: TicketFiles;
  /** The buyer's page of the event's tickets (her account's). */
  ticketsUrl: string;
  /** A ticket's own signed link, for a holder who need not have an account. */
  ticketUrl: (ticket: NamedTicket) => string;
  brand: EmailBrand;
}): MailMessage {
  const { event, tickets, brand } = input;
  const { action, moreLinks } = ticketLinks(input);
  const number = orderNumber(tickets[0]?.orderId ?? '');
  const count = tickets.length === 1 ? 'tu entrada' : `tus ${tickets.length} entradas`;
  const name = slug(event.name);
  return {
    to: input.to,
    subject: `${tickets.length === 1 ? 'Tu entrada' : 'Tus entradas'} para ${event.name}`,
    ...emailLayout(
      brand,
      input.forBuyer ? `Aquí tienes ${count}` : `Tienes una entrada para ${event.name}`,
      [
        input.forBuyer
          ? `Te adjuntamos ${count} para ${event.name} en PDF, cada una con su código QR, y el evento para tu calendario.`
          : `${tickets.length === 1 ? 'Te adjuntamos tu entrada' : 'Te adjuntamos tus entradas'} en PDF con su código QR, y el evento para tu calendario.`,
        {
          rows: [
            { label: 'Cuándo', value: input.when },
            { label: 'Dónde', value: `${event.venueName}, ${event.venueAddress}` },
            ...(event.onlineUrl ? [{ label: 'En línea', value: event.onlineUrl }] : []),
            { label: 'Pedido', value: number },
          ],
        },
        {
          rows: tickets.map((t) => ({ label: t.ticketTypeName, value: t.holderName })),
        },
        'Enseña el código QR en la entrada, en el móvil o impreso. Cada entrada es personal.',
        ...moreLinks,
      ],
      action,
    ),
    attachments: [
      {
        filename: `entradas-${name}.pdf`,
        content: input.files.pdf,
        contentType: 'application/pdf',
      },
      {
        filename: `${name}.ics`,
        content: Buffer.from(input.files.calendar, 'utf8'),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

/** To a holder who is not the buyer: the order was refunded, their tickets no longer valid. */
export function refundedTicketsEmail(input: {
  to: string;
  event: EventRow;
  when: string;
  tickets: readonly NamedTicket[];
  brand: EmailBrand;
}): MailMessage {
  const { event, brand } = input;
  const one = input.tickets.length === 1;
  return {
    to: input.to,
    subject: `${one ? 'Entrada anulada' : 'Entradas anuladas'}: ${event.name}`,
    ...emailLayout(
      brand,
      one ? 'Tu entrada ya no es válida' : 'Tus entradas ya no son válidas',
      [
        `La compra de ${one ? 'tu entrada' : 'tus entradas'} para ${event.name} (${input.when}, ${event.venueName}) se ha reembolsado, así que ${one ? 'ya no da' : 'ya no dan'} acceso al evento.`,
        { rows: input.tickets.map((t) => ({ label: t.ticketTypeName, value: t.holderName })) },
        `Si crees que es un error, habla con quien hizo la compra o escríbenos a ${brand.contactEmail}.`,
      ],
      { label: 'Ver el evento', url: `${brand.publicUrl}/events/${event.id}` },
    ),
  };
}
