import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminInvoice, AdminInvoiceQuery } from '@shop/contracts';
import { api } from '@/lib/api';
import {
  invoicePdfName,
  pdfZipName,
  registerCsvName,
  type Quarter,
} from '@/features/invoices-admin/utils/quarter';
import { saveFile } from '@/lib/save-file';

const keys = {
  list: (query: AdminInvoiceQuery) => ['admin', 'invoices', 'list', query] as const,
};

/** GET /admin/invoices: newest first, at most 500 (`truncated` says more matched). */
export const getAdminInvoices = (query: AdminInvoiceQuery) =>
  api.GET('/api/admin/invoices', { params: { query } });

/** The list for these filters; not asked while `enabled` is false (filters that would fail). */
export const useAdminInvoices = (query: AdminInvoiceQuery, enabled = true) =>
  useQuery({
    queryKey: keys.list(query),
    queryFn: () => getAdminInvoices(query),
    enabled,
  });

/** GET /admin/invoices/{id}/pdf, saved as the server names it (`factura-{código}.pdf`). */
export async function downloadInvoicePdf(invoice: Pick<AdminInvoice, 'id' | 'code'>) {
  const pdf = await api.GET('/api/admin/invoices/{id}/pdf', {
    params: { path: { id: invoice.id } },
    parseAs: 'blob',
  });
  saveFile(pdf, invoicePdfName(invoice.code));
}

/** GET /admin/invoices/register.csv: the quarter's register of issued invoices. */
export async function downloadQuarterRegister(quarter: Quarter) {
  const csv = await api.GET('/api/admin/invoices/register.csv', {
    params: { query: quarter },
    parseAs: 'blob',
  });
  saveFile(csv, registerCsvName(quarter));
}

/** GET /admin/invoices/pdfs.zip: the quarter's invoices as PDFs in one ZIP. */
export async function downloadQuarterPdfs(quarter: Quarter) {
  const zip = await api.GET('/api/admin/invoices/pdfs.zip', {
    params: { query: quarter },
    parseAs: 'blob',
  });
  saveFile(zip, pdfZipName(quarter));
}

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf });
export const useDownloadQuarterRegister = () =>
  useMutation({ mutationFn: downloadQuarterRegister });
export const useDownloadQuarterPdfs = () => useMutation({ mutationFn: downloadQuarterPdfs });
