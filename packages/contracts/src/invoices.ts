import { z } from 'zod';
import { calendarDate, datesInOrder } from './date-schemas';
import { invoiceTypes } from './invoice-rules';

/**
 * POST /events/get-pdf-ticket (the spec's path): an order's invoice as a PDF, for its buyer
 * or an admin. Without `invoiceId`, the order's invoice in force (its F3 when the buyer asked
 * for a complete one); with it, that invoice of the order (a rectifying one).
 */
export const invoiceDownloadSchema = z
  .object({ orderId: z.uuid(), invoiceId: z.uuid().optional() })
  .meta({ id: 'InvoiceDownload' });
export type InvoiceDownload = z.infer<typeof invoiceDownloadSchema>;

/** GET /admin/invoices: filters (each optional): issued from / until a day, a type, a series. */
export const adminInvoiceQuerySchema = z
  .object({
    from: calendarDate('Desde').optional(),
    to: calendarDate('Hasta').optional(),
    type: z.enum(invoiceTypes).optional(),
    series: z
      .string()
      .regex(/^[A-Z]{1,2}\d{4}$/, 'Una serie es su letra y su año: F2026, S2026, R2026.')
      .optional(),
  })
  .superRefine(datesInOrder('from', 'to', { start: 'Desde', end: 'Hasta' }));
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;

export const adminInvoiceSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    series: z.string(),
    type: z.enum(invoiceTypes),
    issuedAt: z.iso.datetime({ offset: true }),
    orderId: z.uuid(),
    orderNumber: z.string(),
    recipientName: z.string().nullable(),
    recipientTaxId: z.string().nullable(),
    baseCents: z.number().int(),
    vatCents: z.number().int(),
    totalCents: z.number().int(),
    /** The invoice a rectifying invoice or an F3 corrects. */
    correctsCode: z.string().nullable(),
  })
  .meta({ id: 'AdminInvoice' });
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

export const adminInvoiceListSchema = z
  .object({
    /** Newest first; at most `INVOICE_LIST_LIMIT` (narrow the dates to see older ones). */
    invoices: z.array(adminInvoiceSchema),
    /** More matched than were listed. */
    truncated: z.boolean(),
  })
  .meta({ id: 'AdminInvoiceList' });
export type AdminInvoiceList = z.infer<typeof adminInvoiceListSchema>;

/** The accountant's quarter: the register as CSV, or the PDFs as a ZIP. */
export const invoiceExportQuerySchema = z.object({
  year: z.coerce.number().int().min(2020).max(2100),
  quarter: z.coerce.number().int().min(1).max(4),
});
