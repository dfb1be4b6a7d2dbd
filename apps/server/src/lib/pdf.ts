import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The shop's documents (tickets, invoices) as PDF: pdfkit with DejaVu Sans embedded (every
 * Latin letter and the euro sign; only the glyphs used), QR codes drawn as squares, fixed
 * dates so the same input gives the same bytes (docs/decisions/032).
 */

const require = createRequire(import.meta.url);
const fonts = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

export const INK = '#18181b';
export const MUTED = '#52525b';

/** Millimetres in PDF points. */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** A document with the 'regular' and 'bold' fonts, and its bytes once `end()` is called. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions & { info: PDFKit.DocumentInfo }) {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * A QR code (error correction M, 4 modules of quiet zone) as squares: sharp at any zoom, no
 * image to encode. `size` is the whole side, quiet zone included.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill(INK);
}
