import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** POST /prodigi/quotes (storefront-customer §7). */
export interface QuoteRequest {
  photoId: string;
  variantId: string;
  colorCode: string | null;
  copies: number;
  destinationCountryCode: string;
  productAttributes: Record<string, string>;
}

export interface QuoteAnswer {
  quotes: {
    costSummary: {
      items: { amount: number };
      shipping: { amount: number };
      tax?: { amount: number } | null;
      fees?: { amount: number } | null;
    };
    currency: string;
  }[];
  pricing: {
    prodigiItemsAmount: number;
    prodigiShippingAmount: number;
    prodigiTaxAmount: number;
    prodigiFeesAmount: number;
    prodigiTotal: number;
    platformMargin: number;
    totalWithMargin: number;
    currency: string;
  };
}

/** The answer with the request it answers: the form checks the quote is for its inputs. */
export interface QuoteResult {
  request: QuoteRequest;
  answer: QuoteAnswer;
}

export const getQuote = async (request: QuoteRequest, signal?: AbortSignal) => ({
  request,
  answer: await api.request<QuoteAnswer>('/prodigi/quotes', {
    method: 'POST',
    body: request,
    signal,
  }),
});

/**
 * Every input is in the key, and the query passes its AbortSignal to fetch: when an input
 * changes, the form observes a new query and TanStack Query aborts the old request.
 */
export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: queryKeys.checkout.quote(request),
    queryFn: ({ signal }): Promise<QuoteResult> => getQuote(request, signal),
    staleTime: 60_000,
  });

/**
 * The quote for `request` once it may be asked (null: not yet). The previous quote stays on
 * screen while the next one loads (no layout shift), marked as placeholder data.
 */
export const useQuote = (request: QuoteRequest | null) =>
  useQuery({
    ...quoteQueryOptions(
      request ?? {
        photoId: '',
        variantId: '',
        colorCode: null,
        copies: 1,
        destinationCountryCode: '',
        productAttributes: {},
      },
    ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
