/** What other domains see of invoices. */
export type { InvoiceSummary } from './invoices.repository';
