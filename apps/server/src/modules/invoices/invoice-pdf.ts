import { formatEuros, invoiceTypeLabels } from '@shop/contracts';
import type { InvoiceRow } from '#src/db/schema/index';
import { drawQr, INK, mm, MUTED, pdfDocument } from '#src/lib/pdf';

/** What an invoice's PDF shows beyond the invoice itself. */
export interface InvoicePdfContext {
  /** The shop's name as customers know it. */
  tradingName: string;
  orderNumber: string;
  /** The AEAT's check of this invoice (the QR). */
  qrUrl: string;
  /** What a rectifying invoice or an F3 corrects: its code and issue date. */
  corrects: { code: string; issuedAt: Date } | null;
}

const MARGIN = 50;
const QR_SIDE = mm(35);

/** A date on Spain's clock as invoices print it: DD/MM/YYYY. */
export const spanishDate = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

const rate = (bp: number) => `${(bp / 100).toLocaleString('es-ES')} %`;

/**
 * An invoice as a PDF (A4), as RD 1619/2012 lists its contents: the AEAT's QR at the top
 * left of page one (35 mm, error correction M), the type, number and date, who issues it and,
 * when named, who receives it, a line per item with its base, rate and IVA, the base and IVA
 * per rate, the total, and the exemption's mention or what a rectifying invoice corrects.
 */
export function invoicePdf(invoice: InvoiceRow, context: InvoicePdfContext): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${invoiceTypeLabels[invoice.type]} ${invoice.code}`,
      Author: invoice.issuer.name,
      Subject: `Pedido ${context.orderNumber}`,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  doc.addPage();
  const width = doc.page.width - MARGIN * 2;

  drawQr(doc, context.qrUrl, MARGIN, MARGIN, QR_SIDE);
  doc
    .font('regular')
    .fontSize(6.5)
    .fillColor(MUTED)
    .text('QR tributario (AEAT)', MARGIN, MARGIN + QR_SIDE + 2, {
      width: QR_SIDE,
      align: 'center',
    });

  const headLeft = MARGIN + QR_SIDE + 24;
  const headWidth = width - QR_SIDE - 24;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor(INK)
    .text(invoiceTypeLabels[invoice.type], headLeft, MARGIN, { width: headWidth });
  doc.font('regular').fontSize(11).text(`Número: ${invoice.code}`, { width: headWidth });
  doc.text(`Fecha de expedición: ${spanishDate(invoice.issuedAt)}`, { width: headWidth });
  doc.fillColor(MUTED).text(`Pedido ${context.orderNumber}`, { width: headWidth });

  let y = Math.max(doc.y, MARGIN + QR_SIDE + 14) + 20;
  const column = (width - 20) / 2;
  const party = (title: string, lines: string[], x: number) => {
    doc.font('bold').fontSize(8.5).fillColor(MUTED).text(title.toUpperCase(), x, y, {
      width: column,
      characterSpacing: 0.8,
    });
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const line of lines.filter(Boolean)) doc.text(line, { width: column });
    return doc.y;
  };
  const issuerEnd = party(
    'Emisor',
    [invoice.issuer.name, `NIF: ${invoice.issuer.taxId || '—'}`, invoice.issuer.address],
    MARGIN,
  );
  const recipientEnd = invoice.recipient
    ? party(
        'Destinatario',
        [
          invoice.recipient.name,
          invoice.recipient.taxId ? `NIF: ${invoice.recipient.taxId}` : '',
          invoice.recipient.address,
        ],
        MARGIN + column + 20,
      )
    : y;
  y = Math.max(issuerEnd, recipientEnd) + 18;

  if (context.corrects) {
    const what =
      invoice.type === 'F3'
        ? `Sustituye a la factura simplificada ${context.corrects.code} del ${spanishDate(context.corrects.issuedAt)}.`
        : `Rectifica la factura ${context.corrects.code} del ${spanishDate(context.corrects.issuedAt)} por una devolución (art. 80 de la Ley 37/1992). Rectificación por diferencias.`;
    doc.font('regular').fontSize(10).fillColor(INK).text(what, MARGIN, y, { width });
    y = doc.y + 14;
  }

  // The lines: description, quantity, base, rate, IVA, total.
  const cols = [
    { title: 'Descripción', width: width - 330, align: 'left' as const },
    { title: 'Cant.', width: 40, align: 'right' as const },
    { title: 'Base', width: 80, align: 'right' as const },
    { title: 'IVA', width: 50, align: 'right' as const },
    { title: 'Cuota', width: 75, align: 'right' as const },
    { title: 'Total', width: 85, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold', color: string) => {
    let x = MARGIN;
    let bottom = y;
    doc.font(font).fontSize(9.5).fillColor(color);
    cells.forEach((cell, i) => {
      const col = cols[i];
      if (!col) return;
      doc.text(cell, x, y, { width: col.width - 6, align: col.align });
      bottom = Math.max(bottom, doc.y);
      x += col.width;
    });
    y = bottom + 6;
  };
  row(
    cols.map((c) => c.title),
    'bold',
    MUTED,
  );
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + width, y - 3)
    .strokeColor('#d4d4d8')
    .lineWidth(0.5)
    .stroke();
  for (const line of invoice.lines) {
    row(
      [
        line.description,
        String(line.quantity),
        formatEuros(line.baseCents),
        rate(line.vatRateBp),
        formatEuros(line.vatCents),
        formatEuros(line.baseCents + line.vatCents),
      ],
      'regular',
      INK,
    );
  }
  y += 10;

  // Base and IVA per rate, then the total.
  const labelX = MARGIN + width - 300;
  const amount = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 12 : 10)
      .fillColor(INK)
      .text(label, labelX, y, { width: 190 });
    doc.text(value, labelX + 190, y, { width: 110, align: 'right' });
    y = doc.y + 4;
  };
  for (const r of invoice.rates) {
    amount(`Base imponible al ${rate(r.vatRateBp)}`, formatEuros(r.baseCents));
    amount(`Cuota de IVA al ${rate(r.vatRateBp)}`, formatEuros(r.vatCents));
  }
  y += 4;
  amount('Total', formatEuros(invoice.totalCents), true);

  y += 16;
  if (invoice.mention) {
    doc.font('regular').fontSize(9.5).fillColor(INK).text(invoice.mention, MARGIN, y, { width });
    y = doc.y + 8;
  }
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${context.tradingName} · ${invoice.issuer.name} · NIF ${invoice.issuer.taxId || '—'}. Esta factura no se modifica: cualquier corrección se hace con una factura rectificativa.`,
      MARGIN,
      y,
      { width },
    );
  doc.end();
  return bytes;
}
