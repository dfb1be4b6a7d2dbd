import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Purchase, Purchases } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';
import { saveFile } from '@/lib/save-file';

/**
 * GET /user/purchases: what the signed-in customer bought, newest first
 * (docs/rules/accounts.md: an older plain array of orders is also accepted). Keyed by the
 * account, so another sign-in in this tab never sees the previous one's.
 */
export async function getPurchases(): Promise<Purchases> {
  const data: Purchases | Purchase[] = await api.GET('/api/user/purchases');
  if (Array.isArray(data)) return { orders: data, totalSpent: 0, allEventIds: [] };
  return data;
}

export function usePurchases() {
  const { profile } = useSession();
  const userId = profile?._id ?? null;
  return useQuery({
    queryKey: queryKeys.purchases(userId ?? ''),
    queryFn: getPurchases,
    enabled: userId !== null,
  });
}

/** What to download: the order's invoice in force, or one of its invoices by id. */
export interface InvoiceRequest {
  orderId: string;
  invoiceId?: string;
  /** The saved file's name: the server's `factura-{code}.pdf`. */
  fileName: string;
}

/**
 * POST /events/get-pdf-ticket: an order's invoice as a PDF. The session is a bearer token,
 * which a plain link cannot send: the file is fetched with it and saved from a blob.
 */
export async function downloadInvoice({
  orderId,
  invoiceId,
  fileName,
}: InvoiceRequest): Promise<void> {
  const pdf = await api.POST('/api/events/get-pdf-ticket', {
    body: invoiceId ? { orderId, invoiceId } : { orderId },
    parseAs: 'blob',
  });
  saveFile(pdf, fileName);
}

/**
 * The download; a failure is only logged (docs/rules/accounts.md). The invoice in force may
 * have just become a complete one (an F3 replacing the simplified one): the list is read again.
 */
export function useDownloadInvoice() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  return useMutation({
    mutationFn: downloadInvoice,
    onError: (error) => console.error('No pudimos descargar la factura.', error),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.purchases(profile?._id ?? '') }),
  });
}
