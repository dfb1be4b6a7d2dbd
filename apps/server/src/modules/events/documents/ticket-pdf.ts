import { drawQr, INK, MUTED, pdfDocument } from '#src/lib/pdf';

/** One ticket as its page shows it. */
export interface TicketPage {
  /** What the QR says (ticket-codes.ts). */
  code: string;
  holderName: string;
  ticketTypeName: string;
  /** 'entrada 1 de 2' among the PDF's tickets; null when it holds one. */
  position: string | null;
  orderNumber: string;
  /** The ticket's short reference, for finding it by hand at the door. */
  reference: string;
}

/** What every page of an order's tickets shares. */
export interface TicketEvent {
  siteName: string;
  eventName: string;
  /** The event's time on the venue's clock with its zone ('sábado, 12 de … (hora peninsular)'). */
  when: string;
  venueName: string;
  venueAddress: string;
  onlineUrl: string;
  /** The ticket's page on the shop (/mistickets/{id}). */
  pageUrl: string;
  /** Fixed for the same tickets, so the same PDF comes out byte for byte. */
  issuedAt: Date;
}

const MARGIN = 56;
const QR_SIZE = 200;

/**
 * An order's tickets of one event as a PDF, a page (A5 portrait) per ticket: the event, the
 * holder, the QR check-in reads, and what to do at the door.
 */
export function ticketsPdf(event: TicketEvent, tickets: readonly TicketPage[]): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({
    size: 'A5',
    margin: MARGIN,
    info: {
      Title: `${event.eventName}: entradas`,
      Author: event.siteName,
      Subject: tickets.map((t) => t.holderName).join(', '),
      CreationDate: event.issuedAt,
      ModDate: event.issuedAt,
    },
  });

  for (const ticket of tickets) {
    doc.addPage();
    const width = doc.page.width - MARGIN * 2;
    doc.font('regular').fontSize(9).fillColor(MUTED).text(event.siteName.toUpperCase(), {
      characterSpacing: 1,
    });
    doc.moveDown(0.6);
    doc.font('bold').fontSize(18).fillColor(INK).text(event.eventName, { width });
    doc.moveDown(0.4);
    doc.font('regular').fontSize(10).fillColor(INK).text(event.when, { width });
    doc.text(`${event.venueName} · ${event.venueAddress}`, { width });
    if (event.onlineUrl) doc.fillColor(MUTED).text(`En línea: ${event.onlineUrl}`, { width });

    const qrTop = doc.y + 18;
    drawQr(doc, ticket.code, MARGIN + (width - QR_SIZE) / 2, qrTop, QR_SIZE);
    doc.y = qrTop + QR_SIZE + 14;
    doc.x = MARGIN;
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(INK)
      .text(ticket.holderName, { width, align: 'center' });
    doc
      .font('regular')
      .fontSize(10)
      .text(
        ticket.position ? `${ticket.ticketTypeName} · ${ticket.position}` : ticket.ticketTypeName,
        { width, align: 'center' },
      );
    doc
      .fillColor(MUTED)
      .fontSize(9)
      .text(`Pedido ${ticket.orderNumber} · Entrada ${ticket.reference}`, {
        width,
        align: 'center',
      });
    doc.moveDown(1.2);
    doc
      .fillColor(MUTED)
      .fontSize(8.5)
      .text(
        'Enseña este código en la entrada, en el móvil o impreso. Es personal: si cambia quien asiste, cámbialo en tu cuenta y este código dejará de valer.',
        { width },
      );
    doc.text(`Tus entradas: ${event.pageUrl}`, { width, link: event.pageUrl });
  }
  doc.end();
  return bytes;
}
