/**
 * Spanish invoices (docs/rules/invoices.md): their types as VERI*FACTU names them, the series
 * each is numbered in, and the limits of a simplified invoice.
 */

/** F1 complete, F2 simplified, F3 complete replacing a simplified one, R1 and R5 rectifying. */
export const invoiceTypes = ['F1', 'F2', 'F3', 'R1', 'R5'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

export const invoiceTypeLabels: Record<InvoiceType, string> = {
  F1: 'Factura',
  F2: 'Factura simplificada',
  F3: 'Factura (sustituye a la simplificada)',
  R1: 'Factura rectificativa',
  R5: 'Factura rectificativa (simplificada)',
};

/** The letter of each type's series: complete, simplified, rectifying; the year follows. */
export const invoiceSeriesLetter: Record<InvoiceType, 'F' | 'S' | 'R'> = {
  F1: 'F',
  F2: 'S',
  F3: 'F',
  R1: 'R',
  R5: 'R',
};

/** A series and number as printed: 'F2026-000123'. */
export const invoiceCode = (series: string, number: number) =>
  `${series}-${String(number).padStart(6, '0')}`;

/**
 * The most a simplified invoice may total, IVA included (RD 1619/2012 art. 4): 400 €, or
 * 3.000 € for retail sales of goods and photo studios' services (prints); tickets are not on
 * that list.
 */
export const SIMPLIFIED_LIMIT_CENTS = 40_000;
export const SIMPLIFIED_RETAIL_LIMIT_CENTS = 300_000;

/** The most invoices the admin's list answers at once. */
export const INVOICE_LIST_LIMIT = 500;

export const invoiceMessages = {
  orderNotFound: 'No encontramos ese pedido.',
  notPaid: 'Este pedido aún no está pagado: no tiene factura.',
  free: 'Este pedido no tiene factura: no se cobró nada.',
  notReady: 'La factura de este pedido se está emitiendo. Inténtalo de nuevo en un momento.',
  invoiceNotFound: 'Esa factura no es de este pedido.',
} as const;
