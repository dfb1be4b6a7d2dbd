import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteResponse } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /prodigi/quotes, as the form sends it (every field the answer depends on). */
export interface QuoteRequest {
  photoId: string;
  variantId: string;
  /** '' for a product without colours. */
  colorCode: string;
  copies: number;
  destinationCountryCode: string;
  productAttributes: Record<string, string>;
  /** Only where it changes the IVA (Canarias, Ceuta, Melilla). */
  postalCode?: string;
}

/** The answer with the request it answers: the form checks the quote is for its inputs. */
export interface QuoteResult {
  request: QuoteRequest;
  answer: QuoteResponse;
}

export const getQuote = async (request: QuoteRequest, signal?: AbortSignal) => ({
  request,
  answer: await api.POST('/api/prodigi/quotes', { body: request, signal }),
});

/**
 * Every input is in the key, and the query passes its AbortSignal to fetch: when an input
 * changes, the form observes another query, and TanStack Query aborts the old request (a
 * query left without observers is cancelled once its signal has been read).
 */
export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: queryKeys.checkout.quote(request),
    queryFn: ({ signal }): Promise<QuoteResult> => getQuote(request, signal),
    staleTime: 60_000,
  });

const noRequest: QuoteRequest = {
  photoId: '',
  variantId: '',
  colorCode: '',
  copies: 1,
  destinationCountryCode: '',
  productAttributes: {},
};

/**
 * The quote for `request` once it may be asked (null: not yet). The previous quote stays on
 * screen while the next one loads (no layout shift), flagged as placeholder data.
 */
export const useQuote = (request: QuoteRequest | null) =>
  useQuery({
    ...quoteQueryOptions(request ?? noRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
