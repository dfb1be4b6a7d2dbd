import { z } from 'zod';

/**
 * POST /events/get-pdf-ticket (the spec's path): an order's invoice as a PDF, for its buyer
 * or an admin. Without `invoiceId`, the order's invoice in force (its F3 when the buyer asked
 * for a complete one); with it, that invoice of the order (a rectifying one).
 */
export const invoiceDownloadSchema = z
  .object({ orderId: z.uuid(), invoiceId: z.uuid().optional() })
  .meta({ id: 'InvoiceDownload' });
export type InvoiceDownload = z.infer<typeof invoiceDownloadSchema>;
